//! The prototypes every construct's codec shares, where the pieces its
//! templates render go, and the search for unused parameters that some
//! constructs still make.

use super::*;

/// The prototypes of an untagged codec (CHOICE, ANY, open types).
#[derive(Template)]
#[template(path = "c/untagged_codec.h.askama", escape = "none")]
pub(super) struct UntaggedCodecHeader<'a> {
    pub(super) name: &'a str,
}

/// The prototypes of a content codec (`_decode_content`, `_encode_content`).
#[derive(Template)]
#[template(path = "c/content_codec.h.askama", escape = "none")]
pub(super) struct ContentCodecHeader<'a> {
    pub(super) name: &'a str,
}

/// Where a piece a template rendered goes in its item.
pub(super) enum Part {
    /// The type's definition, in the header.
    Definition,
    /// Function definitions, in the source file.
    Functions,
    /// Their prototypes, in the header.
    Prototypes,
    /// A constant of the source file, before every function.
    Static,
}

impl Emitter<'_, '_> {
    /// Puts what a construct's templates rendered into `item`. A template
    /// fails only when writing fails, which a String never does; should one
    /// fail all the same, that is an error about the definition.
    pub(super) fn put(&mut self, item: &mut CItem, parts: Vec<(Part, askama::Result<String>)>) {
        for (part, rendered) in parts {
            match rendered {
                Ok(text) => {
                    let text = text.trim_end().to_string();
                    match part {
                        Part::Definition => item.definition = text,
                        Part::Functions => item.functions.push(text),
                        Part::Prototypes => item.prototypes.push(text),
                        Part::Static => self.statics.push(text),
                    }
                }
                Err(e) => return self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
            }
        }
    }
}

/// `(void)p;` for each of the parameters `params` that `body` does not use.
/// (Found in the statements' text: what a construct's statements use
/// depends on the codecs of its components.)
pub(super) fn unused(params: &[&str], body: &str) -> String {
    let used_by_macro = |param: &str| param == "err" && body.contains("SYNTA_TRY_AT");
    params.iter().filter(|p| !used_by_macro(p) && !mentions(body, p)).map(|p| format!("(void){p};\n")).collect()
}

/// Whether `text` uses the identifier `name`.
pub(super) fn mentions(text: &str, name: &str) -> bool {
    let bytes = text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    text.match_indices(name).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + name.len()).copied();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident) && before != Some(b'"')
    })
}
