//! Function shells: the content and untagged codecs every construct
//! fills, and functions added one by one.

use super::*;

/// A content codec (`_decode_content`, `_encode_content`) with the
/// statements of its construct.
#[derive(Template)]
#[template(path = "c/content_codec.c.askama", escape = "none")]
pub(super) struct ContentCodec<'a> {
    pub(super) name: &'a str,
    pub(super) decode: String,
    pub(super) encode: String,
}

/// The codec of an untagged type with the statements of its construct.
#[derive(Template)]
#[template(path = "c/untagged_codec.c.askama", escape = "none")]
pub(super) struct UntaggedCodec<'a> {
    name: &'a str,
    decode: String,
    encode: String,
    has_tag: String,
}

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

    /// The content codec of an own-tagged item.
    pub(super) fn content_functions(&mut self, item: &mut CItem, decode: &str, encode: &str) {
        let name = item.name.clone();
        let model = ContentCodec {
            name: &name,
            decode: format!("{}{decode}", unused(&["r", "arena", "out", "err"], decode)).trim_end().to_string(),
            encode: format!("{}{encode}", unused(&["err", "in", "w"], encode)).trim_end().to_string(),
        };
        let parts =
            vec![(Part::Functions, model.render()), (Part::Prototypes, ContentCodecHeader { name: &name }.render())];
        self.put(item, parts);
    }

    /// The codec of an untagged item (CHOICE, ANY): one TLV of its own.
    pub(super) fn untagged_functions(&mut self, item: &mut CItem, decode: &str, encode: &str, has_tag: &str) {
        let name = item.name.clone();
        let model = UntaggedCodec {
            name: &name,
            decode: format!("{}{decode}", unused(&["r", "arena", "out", "err"], decode)).trim_end().to_string(),
            encode: format!("{}{encode}", unused(&["err", "in", "w"], encode)).trim_end().to_string(),
            has_tag: format!("{}{has_tag}", unused(&["tag"], has_tag)).trim_end().to_string(),
        };
        let parts =
            vec![(Part::Functions, model.render()), (Part::Prototypes, UntaggedCodecHeader { name: &name }.render())];
        self.put(item, parts);
    }
}

/// Adds a function (prototype for the header, definition for the source).
/// Parameters the body does not use are marked as such.
pub(super) fn push_function(item: &mut CItem, doc: &str, signature: String, body: &str) {
    let params: Vec<&str> = ["r", "arena", "out", "err", "in", "w", "tag"]
        .into_iter()
        .filter(|param| {
            signature.contains(&format!(" *{param},"))
                || signature.contains(&format!(" *{param})"))
                || signature.contains(&format!(" {param},"))
                || signature.contains(&format!(" {param})"))
        })
        .collect();
    item.prototypes.push(format!("/* {doc} */\n{signature};"));
    item.functions.push(block(&signature, &format!("{}{body}", unused(&params, body))).trim_end().to_string());
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
