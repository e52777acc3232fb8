//! The prototypes every construct's codec shares, and where the pieces
//! its templates render go.

use super::{CItem, Emitter, Template};

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

/// The static inline content codecs of a definition read inside its one
/// collection's loop: their declarations, before every function.
#[derive(Template)]
#[template(path = "c/inline_element.h.askama", escape = "none")]
pub(super) struct InlineElementPrototypes<'a> {
    pub(super) name: &'a str,
}

/// Its public content codecs, which call those.
#[derive(Template)]
#[template(path = "c/inline_element.c.askama", escape = "none")]
pub(super) struct InlineElementCodecs<'a> {
    pub(super) name: &'a str,
}

/// Where a piece a template rendered goes in its item.
pub(super) enum Part {
    /// The type's definition, in the header.
    Definition,
    /// Function definitions, in the source file.
    Functions,
    /// Prototypes of the user's API, in the header.
    Prototypes,
    /// Prototypes of what generated code calls, in the codec header.
    Codec,
    /// Inline definitions of API functions, at the end of the header.
    Inline,
    /// A constant of the source file, before every function.
    Static,
}

impl Emitter<'_, '_> {
    /// The parts a content codec adds to its construct's: its prototypes
    /// (in the codec header), and for an element read inside its collection's loop the public
    /// codecs and the inline bodies' declarations.
    pub(super) fn content_codec_parts(&self, name: &str, inline_element: bool) -> Vec<(Part, askama::Result<String>)> {
        let mut parts = vec![(Part::Codec, ContentCodecHeader { name }.render())];
        if inline_element {
            parts.push((Part::Static, InlineElementPrototypes { name }.render()));
            parts.push((Part::Functions, InlineElementCodecs { name }.render()));
        }
        parts
    }

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
                        Part::Codec => item.codec.push(text),
                        Part::Inline => item.inline.push(text),
                        Part::Static => self.statics.push((item.unit, text)),
                    }
                }
                Err(e) => return self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
            }
        }
    }
}
