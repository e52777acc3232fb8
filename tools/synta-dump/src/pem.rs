//! PEM input: every `-----BEGIN …-----` block of a file, base64-decoded.

use base64::Engine;

/// The DER of each PEM block in `text`, in order; an error names the
/// block that is not valid base64.
pub fn blocks(text: &str) -> Result<Vec<Vec<u8>>, String> {
    let mut out = Vec::new();
    let mut body: Option<String> = None;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("-----BEGIN ") {
            body = Some(String::new());
        } else if line.starts_with("-----END ") {
            if let Some(b) = body.take() {
                let der = base64::engine::general_purpose::STANDARD
                    .decode(b.as_bytes())
                    .map_err(|e| format!("PEM block {}: {e}", out.len() + 1))?;
                out.push(der);
            }
        } else if let Some(b) = body.as_mut() {
            // Skip RFC 1421 headers (`Proc-Type: …`) inside a block.
            if !line.contains(':') {
                b.push_str(line);
            }
        }
    }
    if out.is_empty() {
        return Err("no PEM block found".to_string());
    }
    Ok(out)
}
