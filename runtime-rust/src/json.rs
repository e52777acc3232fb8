//! JSON (RFC 8259) read strictly, for JER input (jer_in.rs): one value, no
//! trailing commas, no leading zeros, escapes and surrogate pairs checked,
//! nesting bounded. Values borrow the text; numbers are kept as written,
//! so that an INTEGER of any size is read exactly.

use alloc::vec::Vec;

use crate::{Error, ErrorKind, Result};

/// How deep JSON input may nest: room for the DER nesting bound with the
/// objects JER adds (a CHOICE's, a BIT STRING's).
pub const MAX_JSON_DEPTH: usize = 2 * crate::MAX_DEPTH as usize + 2;

/// A JSON value, borrowing its text.
#[derive(Clone, Debug)]
pub struct Json<'t> {
    offset: usize,
    kind: JsonKind<'t>,
}

/// What a [`Json`] value is.
#[derive(Clone, Debug)]
pub enum JsonKind<'t> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(&'t str),
    /// A string.
    String(JsonStr<'t>),
    /// An array.
    Array(Vec<Json<'t>>),
    /// An object's members, in the order written.
    Object(Vec<(JsonStr<'t>, Json<'t>)>),
}

/// A JSON string as written between its quotes; its escapes were checked
/// when it was read.
#[derive(Clone, Copy, Debug)]
pub struct JsonStr<'t> {
    raw: &'t str,
}

impl<'t> JsonStr<'t> {
    /// The characters, escapes resolved.
    pub fn chars(&self) -> Unescaped<'t> {
        Unescaped { rest: self.raw }
    }

    /// Whether the string is `s`.
    pub fn is(&self, s: &str) -> bool {
        if self.raw.contains('\\') {
            self.chars().eq(s.chars())
        } else {
            self.raw == s
        }
    }
}

/// The characters of a [`JsonStr`].
#[derive(Clone, Debug)]
pub struct Unescaped<'t> {
    rest: &'t str,
}

impl Iterator for Unescaped<'_> {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        let mut chars = self.rest.chars();
        let c = chars.next()?;
        if c != '\\' {
            self.rest = chars.as_str();
            return Some(c);
        }
        let escape = chars.next()?;
        self.rest = chars.as_str();
        Some(match escape {
            'b' => '\u{8}',
            'f' => '\u{c}',
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            'u' => {
                let high = self.hex4();
                let point = if (0xd800..0xdc00).contains(&high) {
                    // The low half follows as `\uXXXX` (checked when read).
                    self.rest = self.rest.get(2..).unwrap_or("");
                    let low = self.hex4();
                    0x10000 + ((high - 0xd800) << 10) + (low.wrapping_sub(0xdc00) & 0x3ff)
                } else {
                    high
                };
                char::from_u32(point).unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            other => other,
        })
    }
}

impl Unescaped<'_> {
    fn hex4(&mut self) -> u32 {
        let (digits, rest) = self.rest.split_at(self.rest.len().min(4));
        self.rest = rest;
        u32::from_str_radix(digits, 16).unwrap_or(0xfffd)
    }
}

impl<'t> Json<'t> {
    /// Parses `text`, which must hold exactly one JSON value.
    pub fn parse(text: &'t str) -> Result<Json<'t>> {
        let mut p = Parser { text, pos: 0 };
        p.skip_space();
        let value = p.value(0)?;
        p.skip_space();
        if p.pos != text.len() {
            return Err(json_error("text after the value", p.pos));
        }
        Ok(value)
    }

    /// Where the value starts in the text.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// What the value is.
    pub fn kind(&self) -> &JsonKind<'t> {
        &self.kind
    }

    /// An error at this value.
    pub fn error(&self, what: &'static str) -> Error {
        Error::new(ErrorKind::Jer(what), self.offset)
    }

    pub(crate) fn string(&self, what: &'static str) -> Result<JsonStr<'t>> {
        match self.kind {
            JsonKind::String(s) => Ok(s),
            _ => Err(self.error(what)),
        }
    }

    pub(crate) fn number(&self, what: &'static str) -> Result<&'t str> {
        match self.kind {
            JsonKind::Number(n) => Ok(n),
            _ => Err(self.error(what)),
        }
    }
}

fn json_error(what: &'static str, offset: usize) -> Error {
    Error::new(ErrorKind::Json(what), offset)
}

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl<'t> Parser<'t> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, byte: u8, what: &'static str) -> Result<()> {
        if self.peek() != Some(byte) {
            return Err(json_error(what, self.pos));
        }
        self.pos += 1;
        Ok(())
    }

    fn value(&mut self, depth: usize) -> Result<Json<'t>> {
        let offset = self.pos;
        let kind = match self.peek() {
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => JsonKind::String(self.string()?),
            Some(b'-' | b'0'..=b'9') => JsonKind::Number(self.number()?),
            Some(b't') => self.literal("true", JsonKind::Bool(true))?,
            Some(b'f') => self.literal("false", JsonKind::Bool(false))?,
            Some(b'n') => self.literal("null", JsonKind::Null)?,
            _ => return Err(json_error("expected a value", offset)),
        };
        Ok(Json { offset, kind })
    }

    fn literal(&mut self, word: &'static str, kind: JsonKind<'t>) -> Result<JsonKind<'t>> {
        if !self.text[self.pos..].starts_with(word) {
            return Err(json_error("expected a value", self.pos));
        }
        self.pos += word.len();
        Ok(kind)
    }

    fn nested(&self, depth: usize) -> Result<usize> {
        if depth >= MAX_JSON_DEPTH {
            return Err(json_error("nesting too deep", self.pos));
        }
        Ok(depth + 1)
    }

    fn object(&mut self, depth: usize) -> Result<JsonKind<'t>> {
        let depth = self.nested(depth)?;
        self.pos += 1;
        let mut members = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(JsonKind::Object(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(json_error("expected a member name", self.pos));
            }
            let name = self.string()?;
            self.skip_space();
            self.expect(b':', "expected `:`")?;
            self.skip_space();
            members.push((name, self.value(depth)?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(JsonKind::Object(members));
                }
                _ => return Err(json_error("expected `,` or `}`", self.pos)),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<JsonKind<'t>> {
        let depth = self.nested(depth)?;
        self.pos += 1;
        let mut elements = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(JsonKind::Array(elements));
        }
        loop {
            self.skip_space();
            elements.push(self.value(depth)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(JsonKind::Array(elements));
                }
                _ => return Err(json_error("expected `,` or `]`", self.pos)),
            }
        }
    }

    /// A string from its opening quote; checks its escapes.
    fn string(&mut self) -> Result<JsonStr<'t>> {
        self.pos += 1;
        let start = self.pos;
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.pos) {
                None => return Err(json_error("unterminated string", start - 1)),
                Some(b'"') => break,
                Some(b'\\') => {
                    self.pos += 1;
                    match bytes.get(self.pos) {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => self.pos += 1,
                        Some(b'u') => {
                            let unit = self.hex4()?;
                            if (0xdc00..0xe000).contains(&unit) {
                                return Err(json_error("lone low surrogate", self.pos - 6));
                            }
                            if (0xd800..0xdc00).contains(&unit) {
                                let low = self.text[self.pos..].starts_with("\\u").then(|| {
                                    self.pos += 1;
                                    self.hex4()
                                });
                                match low {
                                    Some(Ok(low)) if (0xdc00..0xe000).contains(&low) => {}
                                    _ => return Err(json_error("lone high surrogate", self.pos)),
                                }
                            }
                        }
                        _ => return Err(json_error("invalid escape", self.pos)),
                    }
                }
                Some(&b) if b < 0x20 => return Err(json_error("control character in a string", self.pos)),
                Some(_) => self.pos += 1,
            }
        }
        let raw = &self.text[start..self.pos];
        self.pos += 1;
        Ok(JsonStr { raw })
    }

    /// The four hex digits after `\u` (at `u`).
    fn hex4(&mut self) -> Result<u32> {
        let digits = self.text.get(self.pos + 1..self.pos + 5).unwrap_or("");
        if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(json_error("invalid \\u escape", self.pos));
        }
        self.pos += 5;
        u32::from_str_radix(digits, 16).map_err(|_| json_error("invalid \\u escape", self.pos))
    }

    fn number(&mut self) -> Result<&'t str> {
        let start = self.pos;
        let bytes = self.text.as_bytes();
        let digits = |p: &mut Parser<'_>| {
            let from = p.pos;
            while bytes.get(p.pos).is_some_and(u8::is_ascii_digit) {
                p.pos += 1;
            }
            p.pos - from
        };
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            _ => return Err(json_error("malformed number", start)),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if digits(self) == 0 {
                return Err(json_error("malformed number", start));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if digits(self) == 0 {
                return Err(json_error("malformed number", start));
            }
        }
        Ok(&self.text[start..self.pos])
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn json_is_read_strictly() {
        for bad in [
            "",
            "01",
            "1.",
            "-",
            "[1,]",
            "{\"a\":1,}",
            "{a:1}",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "tru",
            "1 2",
            "\"\u{1}\"",
            "[1 2]",
        ] {
            assert!(Json::parse(bad).is_err(), "{bad:?} accepted");
        }
        let deep = "[".repeat(MAX_JSON_DEPTH + 1) + &"]".repeat(MAX_JSON_DEPTH + 1);
        assert!(Json::parse(&deep).is_err());
        let ok = "[".repeat(MAX_JSON_DEPTH) + &"]".repeat(MAX_JSON_DEPTH);
        assert!(Json::parse(&ok).is_ok());
        let v = Json::parse(" {\"a\\u00e9\\ud83d\\ude00\": [true, null, -0.5e3]} ").unwrap();
        let JsonKind::Object(m) = v.kind() else { panic!("object") };
        assert!(m[0].0.is("a\u{e9}\u{1f600}"));
    }
}
