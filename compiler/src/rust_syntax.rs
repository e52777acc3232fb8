//! Rust syntax, where the compiler needs it: generated Rust text parsed and
//! formatted (prettyplease), and attributes a user gives checked. Nothing
//! here decides what is generated.

use crate::backend::GeneratedFile;

/// Formats rendered Rust files in place (see [`format_rust`]) on all of the
/// machine's cores: formatting is most of the time the Rust backend takes.
/// A large file (3GPP RRC's module is 10 MB) is cut between top-level
/// items into pieces formatted apart and joined again, which gives the text
/// formatting it whole gives ([`pieces`]). Gives back an error per file
/// that does not parse.
pub fn format_files(mut files: Vec<&mut GeneratedFile>) -> Vec<String> {
    // (file, piece text, first piece of its file)
    let work: Vec<(usize, &str, bool)> = files
        .iter()
        .enumerate()
        .flat_map(|(i, f)| pieces(&f.contents).into_iter().enumerate().map(move |(k, p)| (i, p, k == 0)))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(work.len()).max(1);
    let results: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((_, text, first)) = work.get(n) else { return done };
                        done.push((n, if *first { format_rust(text) } else { format_items(text) }));
                    }
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join()).collect()
    });
    let mut errors = Vec::new();
    if results.iter().any(Result::is_err) {
        errors.push("formatting the generated Rust panicked".to_string());
        return errors;
    }
    let mut done: Vec<(usize, Result<String, String>)> = results.into_iter().flatten().flatten().collect();
    done.sort_unstable_by_key(|(n, _)| *n);
    // Each file's pieces joined; `None` once one of them did not parse.
    let mut joined: Vec<Option<String>> = vec![Some(String::new()); files.len()];
    for ((i, _, _), (_, piece)) in work.iter().zip(done) {
        match (joined[*i].as_mut(), piece) {
            (Some(text), Ok(piece)) => text.push_str(&piece),
            _ => joined[*i] = None,
        }
    }
    for (file, result) in files.iter_mut().zip(joined) {
        match result {
            Some(text) => file.contents = text,
            // A piece that does not parse alone: the whole file says where.
            None => match format_rust(&file.contents) {
                Ok(text) => file.contents = text,
                Err(e) => errors.push(format!("{}: {e}", file.path)),
            },
        }
    }
    errors
}

/// How large a piece of a file [`pieces`] makes, at least.
const PIECE: usize = 256 * 1024;

/// `text` cut after top-level items into pieces of about [`PIECE`] bytes:
/// at the end of a line whose last token is a `}` or `;` outside any
/// bracket (an item's end), reading strings, character literals and
/// comments as such. A cut that is no item's end only costs time: the
/// piece does not parse, and its file is formatted whole.
fn pieces(text: &str) -> Vec<&str> {
    pieces_of(text, PIECE)
}

fn pieces_of(text: &str, size: usize) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start, mut i) = (0i64, 0usize, 0usize);
    // The last token read ended an item.
    let mut ended = false;
    while i < bytes.len() {
        let next = bytes.get(i + 1).copied();
        match bytes[i] {
            b'{' | b'(' | b'[' => {
                depth += 1;
                ended = false;
            }
            b'}' | b')' | b']' => {
                depth -= 1;
                ended = depth == 0 && bytes[i] == b'}';
            }
            b';' => ended = depth == 0,
            b'\n' => {
                if ended && i + 1 - start >= size {
                    out.push(&text[start..=i]);
                    start = i + 1;
                }
            }
            b' ' | b'\t' | b'\r' => {}
            b'/' if next == Some(b'/') => i = memchr_newline(bytes, i) - 1,
            b'/' if next == Some(b'*') => i = find(bytes, i + 2, b"*/").map_or(bytes.len(), |end| end + 1),
            b'"' => {
                i = string_end(bytes, i);
                ended = false;
            }
            b'r' if matches!(next, Some(b'"' | b'#')) && !ident_before(bytes, i) => {
                i = raw_string_end(bytes, i + 1);
                ended = false;
            }
            b'\'' => {
                i = char_literal_end(text, i);
                ended = false;
            }
            _ => ended = false,
        }
        i += 1;
    }
    if start < text.len() || out.is_empty() {
        out.push(&text[start..]);
    }
    out
}

/// The index of the `'` closing the character literal opened at `open`
/// (`'x'`, `'\n'`, `'\''`, `'é'`), or `open` itself for a lifetime (`'a`).
fn char_literal_end(text: &str, open: usize) -> usize {
    let bytes = text.as_bytes();
    if bytes.get(open + 1) == Some(&b'\\') {
        return find(bytes, open + 3, b"'").unwrap_or(bytes.len());
    }
    match text[open + 1..].chars().next() {
        Some(c) if bytes.get(open + 1 + c.len_utf8()) == Some(&b'\'') => open + 1 + c.len_utf8(),
        _ => open,
    }
}

fn memchr_newline(bytes: &[u8], from: usize) -> usize {
    bytes[from..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |n| from + n)
}

fn find(bytes: &[u8], from: usize, what: &[u8]) -> Option<usize> {
    bytes.get(from..)?.windows(what.len()).position(|w| w == what).map(|n| from + n)
}

fn ident_before(bytes: &[u8], i: usize) -> bool {
    i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')
}

/// The index of the `"` closing the string opened at `open`.
fn string_end(bytes: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// The index of the last `#` (or `"`) closing the raw string whose `#`s
/// or `"` start at `at`.
fn raw_string_end(bytes: &[u8], at: usize) -> usize {
    let hashes = bytes[at..].iter().take_while(|&&b| b == b'#').count();
    if bytes.get(at + hashes) != Some(&b'"') {
        return at;
    }
    let mut closing = vec![b'"'];
    closing.extend(std::iter::repeat(b'#').take(hashes));
    find(bytes, at + hashes + 1, &closing).map_or(bytes.len(), |end| end + closing.len() - 1)
}

/// Items formatted as a file would have them, with no header comment (a
/// piece after a file's first).
fn format_items(raw: &str) -> Result<String, String> {
    let file = syn::parse_file(raw).map_err(|e| format!("generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}

/// Rust text as the generated files have it: parsed (an error shows the
/// item that failed), formatted by prettyplease, the header comment kept.
pub fn format_rust(raw: &str) -> Result<String, String> {
    let file = syn::parse_file(raw).map_err(|e| format!("generated code does not parse: {e}{}", failing_item(raw)))?;
    // prettyplease keeps doc comments only; the template's header comment
    // (generated, do not edit) is carried over by hand.
    let header: String = raw.lines().take_while(|l| l.starts_with("// ")).map(|l| format!("{l}\n")).collect();
    Ok(header + &prettyplease::unparse(&file))
}

/// Where unparsable output went wrong, found again item by item: syn's
/// errors carry no line without proc-macro2's `span-locations`, which
/// would make every successful parse about 40% slower.
fn failing_item(raw: &str) -> String {
    let lines: Vec<&str> = raw.lines().collect();
    // An item starts at a line in column 0 that follows a line ending one.
    let starts = (0..lines.len()).filter(|&i| {
        let line = lines[i];
        !line.is_empty()
            && !line.starts_with([' ', '}', ')', ']'])
            && (i == 0 || lines[i - 1].is_empty() || lines[i - 1].starts_with('}') || lines[i - 1].ends_with(';'))
    });
    let starts: Vec<usize> = starts.chain([lines.len()]).collect();
    starts
        .windows(2)
        .map(|w| (w[0], lines[w[0]..w[1]].join("\n")))
        .find(|(_, item)| syn::parse_file(item).is_err())
        .map(|(line, item)| {
            format!(" in the item at line {}:\n{}", line + 1, item.lines().take(8).collect::<Vec<_>>().join("\n"))
        })
        .unwrap_or_default()
}

/// Whether `attribute` is Rust outer attributes and nothing else (what
/// `--type-attribute` puts before a type's `#[derive(...)]`).
pub fn is_outer_attributes(attribute: &str) -> bool {
    let parsed = syn::parse_str::<syn::ItemStruct>(&format!("{attribute} struct S;"));
    parsed.is_ok_and(|s| !s.attrs.is_empty() && matches!(s.vis, syn::Visibility::Inherited))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::{format_rust, is_outer_attributes};

    #[test]
    fn unparsable_output_names_the_failing_item() {
        let raw = "// generated\npub struct A;\n\n#[derive(Debug)]\npub struct B {\n    x: u8,\n}\n\nfn c( {\n}\n\npub struct D;\n";
        let e = format_rust(raw).unwrap_err();
        assert!(e.contains("in the item at line 9:\nfn c( {"), "{e}");
        let ok = format_rust("// generated\npub struct A;\n").unwrap();
        assert_eq!(ok, "// generated\npub struct A;\n");
    }

    #[test]
    fn pieces_end_after_items_and_format_as_the_whole_does() {
        let raw = concat!(
            "// generated\n",
            "/// A `}` in a doc; and a ';'.\n#[derive(Debug)]\npub struct A<'a> { x: &'a str }\n",
            "impl<'a> A<'a> {\nfn f(&self) -> char { let s = \"}\\\"{;\"; let c = '}'; let _ = r#\"};\"#; c }\n}\n",
            "pub const B: [u8; 2] = [b'{', b';'];\n/* } */\npub enum C { D, E }\n",
            "fn g() { // }\n}\n",
        );
        let cut = super::pieces_of(raw, 1);
        assert_eq!(cut.concat(), raw);
        assert_eq!(cut.len(), 6, "{cut:#?}");
        assert!(cut[1].starts_with("impl") && cut[2].starts_with("pub const B"), "{cut:#?}");
        let mut file = crate::backend::GeneratedFile { path: "x.rs".into(), contents: raw.to_string() };
        let whole = format_rust(raw).unwrap();
        let joined: String = std::iter::once(format_rust(cut[0]).unwrap())
            .chain(cut[1..].iter().map(|p| super::format_items(p).unwrap()))
            .collect();
        assert_eq!(joined, whole);
        assert!(super::format_files(vec![&mut file]).is_empty());
        assert_eq!(file.contents, whole);
    }

    #[test]
    fn outer_attributes_only() {
        assert!(is_outer_attributes("#[derive(Debug)]"));
        assert!(is_outer_attributes("#[cfg(test)] #[allow(dead_code)]"));
        assert!(!is_outer_attributes("pub"));
        assert!(!is_outer_attributes("#![allow(x)]"));
        assert!(!is_outer_attributes("derive(Debug)"));
    }
}
