//! Rust syntax, where the compiler needs it: generated Rust text parsed and
//! formatted (prettyplease), and attributes a user gives checked. Nothing
//! here decides what is generated.

use crate::backend::GeneratedFile;

/// Formats rendered Rust files in place (see [`format_rust`]), one file at a
/// time on each of the machine's cores: formatting is most of the time the
/// Rust backend takes, and each file's result does not depend on the others.
/// Gives back an error per file that does not parse.
pub fn format_files(mut files: Vec<&mut GeneratedFile>) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let raw: Vec<&str> = files.iter().map(|f| f.contents.as_str()).collect();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(raw.len()).max(1);
    let results: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(text) = raw.get(i) else { return done };
                        done.push((i, format_rust(text)));
                    }
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join()).collect()
    });
    let mut errors = Vec::new();
    if results.iter().any(Result::is_err) {
        errors.push("formatting the generated Rust panicked".to_string());
    }
    for (i, result) in results.into_iter().flatten().flatten() {
        match result {
            Ok(text) => files[i].contents = text,
            Err(e) => errors.push(format!("{}: {e}", files[i].path)),
        }
    }
    errors
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
    fn outer_attributes_only() {
        assert!(is_outer_attributes("#[derive(Debug)]"));
        assert!(is_outer_attributes("#[cfg(test)] #[allow(dead_code)]"));
        assert!(!is_outer_attributes("pub"));
        assert!(!is_outer_attributes("#![allow(x)]"));
        assert!(!is_outer_attributes("derive(Debug)"));
    }
}
