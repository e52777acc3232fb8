//! Text to AST: drives the pest grammar piece by piece and lowers its parse
//! tree into [`crate::ast`]. No pest type leaves this module.
//!
//! A module is parsed as header, EXPORTS, IMPORTS, then one assignment at a
//! time. When an assignment does not parse, the error is recorded and parsing
//! resumes at the next line (outside comments and strings) that starts a
//! well-formed assignment, so one mistake does not hide the next.

pub mod ast;

use num_bigint::BigInt;
use pest::error::InputLocation;
use pest::iterators::Pair;
use pest::Parser as _;

use crate::ast::{
    Assignment, AssignmentKind, AtNotation, ClassDefn, CollectionOf, ComponentItem, Constraint, ConstraintSpec,
    DefinedName, Element, ElementSet, ElementSetSpecs, Endpoint, EnumItem, FieldGovernor, FieldSpec, Import, Module,
    Name, NamedConstraint, NamedNumber, NumberOrRef, Parameter, Presence, PresenceConstraint, Selection, Setting,
    SettingKind, StringKind, Symbol, SyntaxItem, TagClass, TagDefault, TagMode, TagPrefix, TimeKind, Type, TypeBody,
    Value, ValueItem, ValueKind,
};
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};

mod grammar {
    #![allow(missing_docs)]
    /// The pest parser generated from `grammar.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "parse/grammar.pest"]
    pub(super) struct Grammar;
}
use grammar::{Grammar, Rule};

/// How deep brackets (`(`, `{`, `[`) may nest. The grammar recurses once
/// per level, and a `{ ... }` that is no value is read twice, as a value
/// block and then as a token block, so parse time grows with depth times
/// length; real modules nest under 30 (PKIXCMP-2009, with its tags and OF).
pub const MAX_NESTING: usize = 256;

/// How many tags and OF one definition may hold: each prefixes a type that
/// the grammar reads recursively (`[0] [1] SEQUENCE OF ...`). Together with
/// [`MAX_NESTING`] this bounds the parser's stack depth.
pub const MAX_PREFIXES: usize = 2000;

/// Parses every module in `text`; syntax errors go to `diags`.
pub fn parse_file(file: FileId, text: &str, diags: &mut Vec<Diagnostic>) -> Vec<Module> {
    // A `/*` never closed makes the rest of the file a comment, which the
    // parser would scan to the end again at each place it tries a comment
    // (quadratic: seconds for 8 KiB). It is reported once, and the text
    // before it is parsed alone; the errors at the cut (no END) are its.
    let layout = Layout::of(text);
    let checked_end = match layout.unclosed_comment {
        Some(at) => {
            diags.push(
                Diagnostic::error("E0106", Span::new(file, at, at + 2), "this comment is never closed")
                    .with_label("`/*` needs a matching `*/`")
                    .with_note("X.680 §12.6: `/* ... */` comments nest, and each `/*` needs its `*/`"),
            );
            at
        }
        None => text.len(),
    };
    let (cut, unclosed) = match nesting_defect(&text[..checked_end]) {
        Some(NestingDefect::TooDeep { at, limit }) => {
            diags.push(
                Diagnostic::error(
                    "E0103",
                    Span::new(file, at, at + 3),
                    "this definition nests too deeply to compile safely",
                )
                .with_label(limit)
                .with_note("the limit protects the compiler's stack and time; real modules nest under 30 levels"),
            );
            return Vec::new();
        }
        // An opener never closed takes the rest of the file into its
        // definition, and the parser would report only where it failed.
        // The text after it is still parsed, so that recovery checks what
        // follows, unless the levels stacked on the opener go too deep.
        Some(NestingDefect::Unclosed { openers, too_deep_after }) => {
            diags.push(explain_comment_defects(unclosed_bracket(file, text, openers[0]), text));
            (if too_deep_after { openers[0] } else { checked_end }, openers)
        }
        None => (checked_end, Vec::new()),
    };
    let scanned = Scanned { file, text: &text[..cut], code_lines: &layout.code_lines, unclosed: &unclosed };
    if cut == text.len() && unclosed.is_empty() {
        return parse_text(&scanned, diags);
    }
    // The parser's errors at a cut (a definition or module broken off there)
    // and at the unclosed openers are the ones already reported.
    let mut found = Vec::new();
    let modules = parse_text(&scanned, &mut found);
    diags.extend(found.into_iter().filter(|d| {
        let start = d.span.start as usize;
        start < cut && unclosed.binary_search(&start).is_err()
    }));
    modules
}

/// A file's text (up to any cut) with what the scans before parsing found.
struct Scanned<'t> {
    file: FileId,
    text: &'t str,
    /// [`Layout::code_lines`].
    code_lines: &'t [usize],
    /// The brackets never closed, in order.
    unclosed: &'t [usize],
}

impl<'t> Scanned<'t> {
    /// [`run`] on the text up to the first bracket never closed after
    /// `pos`. A parse that reaches one fails there (its definition is
    /// broken, and E0108 says so); reading on, it would take the rest of
    /// the file into each level of brackets it tries (fuzz finding 18).
    fn run(&self, rule: Rule, pos: usize) -> Result<(Parsed<'t>, usize), Diagnostic> {
        let next = self.unclosed.partition_point(|&at| at < pos);
        let end = self.unclosed.get(next).map_or(self.text.len(), |&at| at.min(self.text.len()));
        run(rule, self.file, &self.text[..end], pos)
    }
}

fn unclosed_bracket(file: FileId, text: &str, at: usize) -> Diagnostic {
    let (opener, closer) = match text.as_bytes()[at] {
        b'(' => ('(', ')'),
        b'[' => ('[', ']'),
        _ => ('{', '}'),
    };
    Diagnostic::error("E0108", Span::new(file, at, at + 1), format!("this `{opener}` is never closed"))
        .with_label(format!("no `{closer}` matches it before the end of the file"))
}

/// [`parse_file`] of a text whose comments are all closed.
fn parse_text(src: &Scanned<'_>, diags: &mut Vec<Diagnostic>) -> Vec<Module> {
    let (file, text) = (src.file, src.text);
    let mut modules = Vec::new();
    // A byte-order mark, which editors put in front of UTF-8, is no text.
    let mut pos = if text.starts_with('\u{FEFF}') { '\u{FEFF}'.len_utf8() } else { 0 };
    loop {
        pos = skip_blanks(text, pos);
        if pos >= text.len() {
            break;
        }
        match parse_module(src, pos, diags) {
            Some((module, end)) => {
                modules.push(module);
                pos = end;
            }
            None => break,
        }
    }
    if modules.is_empty() && diags.is_empty() {
        diags.push(
            Diagnostic::error("E0101", Span::new(file, 0, 0), "no ASN.1 module in this file")
                .with_label("expected `ModuleName DEFINITIONS ::= BEGIN`"),
        );
    }
    modules
}

/// Parses one module starting at `pos`; returns it and the offset after END.
fn parse_module(src: &Scanned<'_>, pos: usize, diags: &mut Vec<Diagnostic>) -> Option<(Module, usize)> {
    let (file, text) = (src.file, src.text);
    let (header, mut pos) = match src.run(Rule::module_header, pos) {
        Ok(ok) => ok,
        Err(e) => {
            diags.push(e.with_note("a module starts with `Name { oid } DEFINITIONS [tagging] ::= BEGIN`"));
            return None;
        }
    };
    let lower = Lower::new(file, header.base);
    let mut module = lower.module_header(header.pair);

    if let Some(ok) = optional_section(Rule::exports, "EXPORTS", src, &mut pos, diags) {
        let lower = Lower::new(file, ok.base);
        module.exports = lower.exports(ok.pair);
    }
    if let Some(ok) = optional_section(Rule::imports, "IMPORTS", src, &mut pos, diags) {
        let lower = Lower::new(file, ok.base);
        module.imports = lower.imports(ok.pair);
    }

    loop {
        let next = skip_blanks(text, pos);
        if starts_with_word(&text[next..], "END") {
            return Some((module, next + "END".len()));
        }
        match src.run(Rule::assignment, pos) {
            Ok((ok, end)) => {
                let lower = Lower::new(file, ok.base);
                module.assignments.push(lower.assignment(ok.pair));
                diags.extend(lower.warnings.into_inner());
                pos = end;
            }
            Err(e) => {
                let at = e.span.start as usize;
                diags.push(lowercase_type_name(file, text, pos).unwrap_or(e));
                let start = skip_blanks(text, pos);
                let name: String =
                    text[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
                if !name.is_empty() {
                    module.unparsed.push(name);
                }
                match resync(src, at) {
                    Some(next) => pos = next,
                    None => {
                        let end = Span::new(file, text.len(), text.len());
                        diags.push(
                            Diagnostic::error("E0102", end, format!("module `{}` has no END", module.name.text))
                                .with_secondary(module.name.span, "module starts here"),
                        );
                        return Some((module, text.len()));
                    }
                }
            }
        }
    }
}

/// `name ::= Type` with a lower-case name: a precise error instead of the
/// parser's (X.680 §12.2: type references start with an upper-case letter).
fn lowercase_type_name(file: FileId, text: &str, pos: usize) -> Option<Diagnostic> {
    let start = skip_blanks(text, pos);
    let rest = &text[start..];
    if !rest.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    let len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(rest.len());
    let after = skip_blanks(text, start + len);
    if !text[after..].starts_with("::=") {
        return None;
    }
    let name = &rest[..len];
    let mut upper = name.to_string();
    upper[..1].make_ascii_uppercase();
    Some(
        Diagnostic::error("E0105", Span::new(file, start, start + len), format!("type name `{name}` must start with an upper-case letter"))
            .with_label(format!("rename it, e.g. to `{upper}`"))
            .with_note("X.680 §12.2: names starting with a lower-case letter are values; a value assignment names its type: `name Type ::= value`"),
    )
}

/// Parses EXPORTS or IMPORTS when the text there starts with its keyword.
fn optional_section<'t>(
    rule: Rule,
    keyword: &str,
    src: &Scanned<'t>,
    pos: &mut usize,
    diags: &mut Vec<Diagnostic>,
) -> Option<Parsed<'t>> {
    let text = src.text;
    let start = skip_blanks(text, *pos);
    if !starts_with_word(&text[start..], keyword) {
        return None;
    }
    match src.run(rule, *pos) {
        Ok((ok, end)) => {
            *pos = end;
            Some(ok)
        }
        Err(e) => {
            let at = e.span.start as usize;
            diags.push(e);
            // Resume after the section's closing semicolon.
            *pos = text[at..].find(';').map(|i| at + i + 1).unwrap_or(text.len());
            None
        }
    }
}

/// After a syntax error at `at`, finds the next line that starts an
/// assignment or the module's END, among the [`Layout::code_lines`].
fn resync(src: &Scanned<'_>, at: usize) -> Option<usize> {
    let text = src.text;
    let after = src.code_lines.partition_point(|&line| line <= at);
    src.code_lines[after..].iter().copied().take_while(|&line| line < text.len()).find(|&line| {
        let trimmed = text[line..].trim_start_matches([' ', '\t']);
        trimmed.starts_with(|c: char| c.is_ascii_alphabetic())
            && (starts_with_word(trimmed, "END") || src.run(Rule::assignment, line).is_ok())
    })
}

fn starts_with_word(s: &str, word: &str) -> bool {
    s.starts_with(word) && !s[word.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-')
}

/// What the bracket scan before parsing found wrong.
enum NestingDefect {
    /// The definition whose `::=` is at `at` exceeds `limit` (a label).
    TooDeep { at: usize, limit: String },
    /// The openers never closed, outermost first (at least one), and
    /// whether the levels stacked on the first exceed the limits.
    Unclosed { openers: Vec<usize>, too_deep_after: bool },
}

/// Scans the brackets, tags and OF of `text` (outside comments and
/// strings) against [`MAX_NESTING`] and [`MAX_PREFIXES`], and for openers
/// never closed. A closer of the wrong kind still closes a level here: the
/// parser stops at it, so depth is never undercounted where it parses.
fn nesting_defect(text: &str) -> Option<NestingDefect> {
    let b = text.as_bytes();
    let mut open: Vec<usize> = Vec::new();
    let mut prefixes = 0usize;
    let mut start = 0usize;
    let mut too_deep: Option<(usize, NestingDefect)> = None;
    let mut i = 0usize;
    while i < b.len() {
        if b[i..].starts_with(b"--") || b[i..].starts_with(b"/*") {
            i = skip_blanks(text, i).max(i + 1);
            continue;
        }
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += 1;
                }
            }
            b'(' | b'{' | b'[' => {
                open.push(i);
                prefixes += usize::from(b[i] == b'[');
            }
            b')' | b'}' | b']' => {
                open.pop();
            }
            b'O' if b[i..].starts_with(b"OF")
                && !b.get(i + 2).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'-') =>
            {
                prefixes += 1
            }
            // A new definition starts at a `::=` outside brackets.
            b':' if b[i..].starts_with(b"::=") && open.is_empty() => {
                prefixes = 0;
                start = i;
            }
            _ => {}
        }
        if too_deep.is_none() {
            let limit = if open.len() > MAX_NESTING {
                Some(format!("brackets nested more than {MAX_NESTING} deep"))
            } else if prefixes > MAX_PREFIXES {
                Some(format!("more than {MAX_PREFIXES} tags and OF in one definition"))
            } else {
                None
            };
            too_deep = limit.map(|limit| (i, NestingDefect::TooDeep { at: start, limit }));
        }
        i += 1;
    }
    match (open.first().copied(), too_deep) {
        // An unclosed opener before the point that went too deep explains
        // the depth (every later level stacks on it).
        (Some(at), Some((deep, _))) if at < deep => {
            Some(NestingDefect::Unclosed { openers: open, too_deep_after: true })
        }
        (_, Some((_, defect))) => Some(defect),
        (Some(_), None) => Some(NestingDefect::Unclosed { openers: open, too_deep_after: false }),
        (None, None) => None,
    }
}

/// A file split into comments, strings and the rest (X.680 §12.6) before
/// any syntax is read.
struct Layout {
    /// The first `/*` without its `*/` (comments nest), outside strings and
    /// `--` comments.
    unclosed_comment: Option<usize>,
    /// The offsets of the lines that start outside comments and strings,
    /// up to any unclosed comment: the only places recovery restarts the
    /// parser. A line inside a string or comment may look like an
    /// assignment, but a parse started there lexes the text unlike the
    /// file does: a `/*` quoted in the file opens a comment that may never
    /// close, which the parser scans to the end at each place it tries a
    /// comment (fuzz finding 17).
    code_lines: Vec<usize>,
}

impl Layout {
    fn of(text: &str) -> Layout {
        let b = text.as_bytes();
        let mut code_lines = Vec::new();
        let mut i = 0usize;
        while i < b.len() {
            if b[i..].starts_with(b"/*") {
                match block_comment_end(b, i) {
                    Ok(end) => i = end,
                    Err(at) => return Layout { unclosed_comment: Some(at), code_lines },
                }
            } else if b[i..].starts_with(b"--") {
                i = line_comment_end(b, i);
            } else if b[i] == b'"' {
                // `""` inside a string is a quote: two strings here, one
                // to the parser, and neither holds a line start.
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += 1;
                }
                i += 1;
            } else {
                if b[i] == b'\n' {
                    code_lines.push(i + 1);
                }
                i += 1;
            }
        }
        Layout { unclosed_comment: None, code_lines }
    }
}

/// Where the `--` comment at `start` ends: after its closing `--`, or at
/// the end of its line (X.680 §12.6.3).
fn line_comment_end(b: &[u8], start: usize) -> usize {
    let mut p = start + 2;
    while p < b.len() && b[p] != b'\n' && !b[p..].starts_with(b"--") {
        p += 1;
    }
    if b[p..].starts_with(b"--") {
        p + 2
    } else {
        p
    }
}

/// Where the `/* ... */` comment at `start` ends (after its `*/`; comments
/// nest), or `Err(start)` when it is never closed.
fn block_comment_end(b: &[u8], start: usize) -> Result<usize, usize> {
    let (mut p, mut depth) = (start, 0usize);
    while p < b.len() {
        if b[p..].starts_with(b"/*") {
            depth += 1;
            p += 2;
        } else if b[p..].starts_with(b"*/") {
            depth -= 1;
            p += 2;
            if depth == 0 {
                return Ok(p);
            }
        } else {
            p += 1;
        }
    }
    Err(start)
}

/// Skips blanks and comments from `pos`. Works on bytes: every place it
/// stops is an ASCII byte or the end, so the result is a char boundary.
fn skip_blanks(text: &str, pos: usize) -> usize {
    let b = text.as_bytes();
    let mut p = pos.min(b.len());
    loop {
        while p < b.len() && b[p].is_ascii_whitespace() {
            p += 1;
        }
        if b[p..].starts_with(b"--") {
            p = line_comment_end(b, p);
        } else if b[p..].starts_with(b"/*") {
            p = block_comment_end(b, p).unwrap_or(b.len());
        } else {
            return p;
        }
    }
}

/// A successful parse of one entry rule: its pair and the offset its text
/// was cut at.
struct Parsed<'t> {
    pair: Pair<'t, Rule>,
    base: usize,
}

/// Runs `rule` on `text[pos..]`: the pair and the absolute end offset, or a
/// diagnostic at the furthest point the parser reached.
fn run(rule: Rule, file: FileId, text: &str, pos: usize) -> Result<(Parsed<'_>, usize), Diagnostic> {
    let input = &text[pos..];
    match Grammar::parse(rule, input) {
        Ok(mut pairs) => match pairs.next() {
            Some(pair) => {
                let end = pos + pair.as_span().end();
                Ok((Parsed { pair, base: pos }, end))
            }
            None => Err(Diagnostic::error("E0100", Span::new(file, pos, pos), "empty parse")),
        },
        Err(e) => Err(explain_comment_defects(syntax_error(file, pos, &e), text)),
    }
}

/// Adds a note when a syntax error sits next to a comment that swallowed
/// real syntax: a comma inside the comment that ends a component line (RFC
/// 3281), or a `--` that opens a comment right before closing brackets (RFC
/// 8017: `--})`). Both come from reading `--` as a two-sided delimiter; X.680
/// §12.6.3 ends a comment at the next `--` or at the end of the line.
fn explain_comment_defects(mut d: Diagnostic, text: &str) -> Diagnostic {
    let err_line = text[..(d.span.start as usize).min(text.len())].matches('\n').count();
    let mut offset = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let start = offset;
        offset += line.len();
        if n + 1 < err_line || n > err_line + 3 {
            continue;
        }
        let Some(at) = comment_start(line) else { continue };
        let comment = line[at + 2..].trim_end();
        let span = Span::new(d.span.file, start + at, start + at + 2 + comment.len());
        if n + 1 == err_line && comment.ends_with(',') && !comment.ends_with("--") {
            d = d
                .with_secondary(span, "this comment runs to the end of the line and takes the comma with it")
                .with_note("the separating `,` must stand before `--`: move it out of the comment");
            break;
        }
        if comment.starts_with(['}', ')']) {
            d = d
                .with_secondary(span, "this `--` opens a comment, so the brackets after it are commented out")
                .with_note("a `-- ... --` comment ends at the next `--` or at the end of its line; a comment over several lines needs `--` on each line or `/* */`");
            break;
        }
    }
    d
}

/// The byte offset of the `--` that opens a line comment, outside strings.
fn comment_start(line: &str) -> Option<usize> {
    let mut in_string = false;
    let b = line.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        match b[i] {
            b'"' => in_string = !in_string,
            b'-' if !in_string && b[i + 1] == b'-' => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Turns a pest error into a diagnostic that names tokens, not rules.
fn syntax_error(file: FileId, base: usize, e: &pest::error::Error<Rule>) -> Diagnostic {
    let at = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let expected = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut names: Vec<&str> = positives.iter().filter_map(|r| describe(*r)).collect();
            names.sort_unstable();
            names.dedup();
            names
        }
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let rest = e.line().get(e.line_col_pos()..).unwrap_or("");
    let word = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(rest.len());
    let found = match word {
        0 => rest.get(..rest.chars().next().map(char::len_utf8).unwrap_or(0)).unwrap_or(""),
        n => &rest[..n],
    };
    let start = base + at;
    let span = Span::new(file, start, start + found.len().max(1).min(found.len().max(1)));
    let message = if expected.is_empty() {
        "syntax error".to_string()
    } else {
        format!("syntax error: expected {}", join_or(&expected))
    };
    let label = if found.is_empty() { "unexpected end".to_string() } else { format!("unexpected `{found}`") };
    Diagnostic::error("E0100", span, message).with_label(label)
}

trait LineCol {
    fn line_col_pos(&self) -> usize;
}

impl LineCol for pest::error::Error<Rule> {
    /// 0-based column of the error in its line, in bytes.
    fn line_col_pos(&self) -> usize {
        match self.line_col {
            pest::error::LineColLocation::Pos((_, c)) | pest::error::LineColLocation::Span((_, c), _) => {
                let line = self.line();
                line.char_indices().nth(c.saturating_sub(1)).map(|(i, _)| i).unwrap_or(line.len())
            }
        }
    }
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// What a rule looks like to a person, for "expected ..." messages.
fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::identifier => "an identifier",
        Rule::type_ref | Rule::assigned_type_name | Rule::defined_type_name => "a type reference",
        Rule::any_name => "a name",
        Rule::asn_type | Rule::untagged_type | Rule::tagged_type => "a type",
        Rule::value | Rule::defined_value | Rule::signed_number => "a value",
        Rule::number => "a number",
        Rule::constraint => "`(`",
        Rule::symbol => "a symbol",
        Rule::K_DEFINITIONS => "`DEFINITIONS`",
        Rule::K_BEGIN => "`BEGIN`",
        Rule::K_END => "`END`",
        Rule::K_FROM => "`FROM`",
        Rule::K_OF => "`OF`",
        Rule::assignment => "an assignment",
        Rule::component | Rule::component_list => "a component",
        Rule::field_name => "a `&field`",
        Rule::tag => "a tag",
        Rule::element_set_specs => "an element set",
        Rule::braced_set => "`{`",
        Rule::tag_default => "`EXPLICIT TAGS`, `IMPLICIT TAGS` or `AUTOMATIC TAGS`",
        Rule::optional_marker => "`OPTIONAL`",
        Rule::default_value => "`DEFAULT`",
        Rule::definitive_oid => "a module OID",
        Rule::EOI => "end of input",
        _ => return None,
    })
}

// ------------------------------------------------------------------ setters ---

/// Parses one setting of the given kind at `pos`; returns it and the offset
/// after it.
pub fn parse_setting(kind: SettingKind, file: FileId, text: &str, pos: usize) -> Result<(Setting, usize), Diagnostic> {
    let rule = match kind {
        SettingKind::Type => Rule::type_setting,
        SettingKind::Value => Rule::value_setting,
        SettingKind::Set => Rule::set_setting,
    };
    let (ok, end) = run(rule, file, text, pos)?;
    let lower = Lower::new(file, ok.base);
    let inner = lower.first(ok.pair);
    let setting = match kind {
        SettingKind::Type => Setting::Type(lower.asn_type(inner)),
        SettingKind::Value => Setting::Value(lower.value(inner)),
        SettingKind::Set => Setting::Set(lower.braced_set(inner)),
    };
    Ok((setting, end))
}

/// The offset of the next non-blank, non-comment character.
pub fn next_token(text: &str, pos: usize) -> usize {
    skip_blanks(text, pos)
}

// -------------------------------------------------------------- lowering ---

/// The identifiers written in a component list, extension groups included.
fn collect_names(items: &[ComponentItem], out: &mut Vec<String>) {
    for item in items {
        match item {
            ComponentItem::Component { name, .. } if !name.text.is_empty() => out.push(name.text.clone()),
            ComponentItem::Group { items, .. } => collect_names(items, out),
            _ => {}
        }
    }
}

/// An identifier made of a type's words: `OCTET STRING` is `octetString`,
/// `[0] IMPLICIT Module.Name` is `name`, `SEQUENCE OF Foo` is
/// `sequenceOfFoo`; what follows a `{` or `(` is not read.
fn identifier_from_type(text: &str) -> String {
    let head = text.split(['{', '(']).next().unwrap_or_default();
    let untagged: String = head.split('[').map(|part| part.split_once(']').map_or(part, |(_, rest)| rest)).collect();
    let mut out = String::new();
    for word in untagged.split_whitespace().filter(|w| !matches!(*w, "IMPLICIT" | "EXPLICIT")) {
        // `Module.Name` is the type's own name.
        let word = word.rsplit('.').next().unwrap_or(word);
        if !word.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            continue;
        }
        // Reserved words are capitals: `OCTET` reads `octet`.
        let word =
            if word.bytes().any(|b| b.is_ascii_lowercase()) { word.to_string() } else { word.to_ascii_lowercase() };
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(if out.is_empty() { first.to_ascii_lowercase() } else { first.to_ascii_uppercase() });
            out.push_str(chars.as_str());
        }
    }
    if out.is_empty() {
        "component".to_string()
    } else {
        out
    }
}

/// Lowers pairs of one parse run (whose text starts at `base`) to AST.
struct Lower {
    file: FileId,
    base: usize,
    /// What is read but worth a warning (components without identifiers).
    warnings: std::cell::RefCell<Vec<Diagnostic>>,
}

fn number(text: &str) -> BigInt {
    BigInt::parse_bytes(text.as_bytes(), 10).unwrap_or_default()
}

impl Lower {
    fn new(file: FileId, base: usize) -> Lower {
        Lower { file, base, warnings: Default::default() }
    }

    /// The pair's span without the blanks and comments pest skipped after
    /// its last token (a failed optional part leaves them inside).
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        let len = trimmed_len(p.as_str());
        Span::new(self.file, self.base + s.start(), self.base + s.start() + len)
    }

    fn name(&self, p: &Pair<'_, Rule>) -> Name {
        Name { text: p.as_str().to_string(), span: self.span(p) }
    }

    fn first<'i>(&self, p: Pair<'i, Rule>) -> Pair<'i, Rule> {
        let span = p.as_span();
        p.into_inner().next().unwrap_or_else(|| unreachable_pair(span))
    }

    fn module_header(&self, p: Pair<'_, Rule>) -> Module {
        let span = self.span(&p);
        let mut module = Module {
            file: self.file,
            name: Name { text: String::new(), span },
            oid: None,
            oid_span: None,
            tag_default: TagDefault::Explicit,
            extensibility_implied: false,
            exports: None,
            imports: Vec::new(),
            assignments: Vec::new(),
            unparsed: Vec::new(),
            header_span: span,
        };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::assigned_type_name => module.name = self.name(&c),
                Rule::definitive_oid => {
                    module.oid_span = Some(self.span(&c));
                    module.oid = Some(self.oid_components(c));
                }
                Rule::tag_default => {
                    module.tag_default = match self.first(c).as_rule() {
                        Rule::K_IMPLICIT => TagDefault::Implicit,
                        Rule::K_AUTOMATIC => TagDefault::Automatic,
                        _ => TagDefault::Explicit,
                    }
                }
                Rule::extension_default => module.extensibility_implied = true,
                _ => {}
            }
        }
        module
    }

    fn oid_components(&self, p: Pair<'_, Rule>) -> Vec<ValueItem> {
        p.into_inner().map(|c| self.oid_component(self.first(c))).collect()
    }

    fn oid_component(&self, c: Pair<'_, Rule>) -> ValueItem {
        match c.as_rule() {
            Rule::name_and_number => self.name_and_number(c),
            Rule::number => {
                ValueItem::Value(Value { kind: ValueKind::Number(number(c.as_str())), span: self.span(&c) })
            }
            _ => {
                let span = self.span(&c);
                ValueItem::Value(Value { kind: ValueKind::Ref(self.defined_value_name(c)), span })
            }
        }
    }

    fn name_and_number(&self, p: Pair<'_, Rule>) -> ValueItem {
        let mut it = p.into_inner();
        let (Some(name), Some(num)) = (it.next(), it.next()) else { unreachable!("grammar: name_and_number") };
        let value = match num.as_rule() {
            Rule::number => NumberOrRef::Number(number(num.as_str()), self.span(&num)),
            Rule::placeholder => NumberOrRef::Ref(DefinedName { module: None, name: self.name(&num) }),
            _ => NumberOrRef::Ref(self.defined_value_name(num)),
        };
        ValueItem::NameAndNumber(self.name(&name), value)
    }

    fn defined_value_name(&self, p: Pair<'_, Rule>) -> DefinedName {
        let parts: Vec<_> = p.into_inner().collect();
        match parts.as_slice() {
            [m, n] => DefinedName { module: Some(self.name(m)), name: self.name(n) },
            [n] => DefinedName { module: None, name: self.name(n) },
            _ => unreachable!("grammar: defined_value_name"),
        }
    }

    fn defined_type_name(&self, p: Pair<'_, Rule>) -> DefinedName {
        self.defined_value_name(p)
    }

    fn symbol_list(&self, p: Pair<'_, Rule>) -> (Vec<Symbol>, Option<Span>) {
        let mut symbols = Vec::new();
        let mut trailing = None;
        for s in p.into_inner() {
            match s.as_rule() {
                Rule::symbol => {
                    let parameterized = s.as_str().trim_end().ends_with('}');
                    let name = self.name(&self.first(s));
                    symbols.push(Symbol { name, parameterized });
                }
                Rule::trailing_comma => {
                    let at = self.span(&s);
                    trailing = Some(Span { end: at.start + 1, ..at });
                }
                _ => {}
            }
        }
        (symbols, trailing)
    }

    fn exports(&self, p: Pair<'_, Rule>) -> Option<Vec<Symbol>> {
        let mut out = Some(Vec::new());
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::exports_all => out = None,
                Rule::symbol_list => out = Some(self.symbol_list(c).0),
                _ => {}
            }
        }
        out
    }

    fn imports(&self, p: Pair<'_, Rule>) -> Vec<Import> {
        p.into_inner()
            .filter(|c| c.as_rule() == Rule::symbols_from)
            .map(|c| {
                let mut import = Import {
                    symbols: Vec::new(),
                    module: Name { text: String::new(), span: self.span(&c) },
                    oid: None,
                    oid_ref: None,
                    trailing_comma: None,
                    selection: None,
                };
                for part in c.into_inner() {
                    match part.as_rule() {
                        Rule::symbol_list => (import.symbols, import.trailing_comma) = self.symbol_list(part),
                        Rule::module_reference_name => import.module = self.name(&self.first(part)),
                        Rule::assigned_identifier => {
                            let inner = self.first(part);
                            match inner.as_rule() {
                                Rule::definitive_oid => import.oid = Some(self.oid_components(inner)),
                                _ => import.oid_ref = Some(self.defined_value_name(self.first(inner))),
                            }
                        }
                        Rule::selection_option => {
                            import.selection = Some(match part.into_inner().nth(1).map(|k| k.as_rule()) {
                                Some(Rule::K_DESCENDANTS) => Selection::Descendants,
                                _ => Selection::Successors,
                            })
                        }
                        _ => {}
                    }
                }
                import
            })
            .collect()
    }

    fn assignment(&self, p: Pair<'_, Rule>) -> Assignment {
        let span = self.span(&p);
        let inner = self.first(p);
        let rule = inner.as_rule();
        let mut name = None;
        let mut params = Vec::new();
        let mut governor = None;
        let mut kind = None;
        for c in inner.into_inner() {
            match c.as_rule() {
                Rule::assigned_type_name | Rule::identifier => name = Some(self.name(&c)),
                Rule::parameter_list => params = self.parameters(c),
                Rule::object_class_defn => kind = Some(AssignmentKind::Class(self.class(c))),
                Rule::asn_type if rule == Rule::type_assignment => kind = Some(AssignmentKind::Type(self.asn_type(c))),
                Rule::asn_type => governor = Some(self.asn_type(c)),
                Rule::braced_set => {
                    let set = self.braced_set(c);
                    kind = governor.take().map(|governor| AssignmentKind::ValueSet { governor, set });
                }
                Rule::value => {
                    let value = self.value(c);
                    kind = governor.take().map(|governor| AssignmentKind::Value { governor, value });
                }
                _ => {}
            }
        }
        let (Some(name), Some(kind)) = (name, kind) else { unreachable!("grammar: assignment") };
        Assignment { name, params, kind, span }
    }

    fn parameters(&self, p: Pair<'_, Rule>) -> Vec<Parameter> {
        p.into_inner()
            .map(|param| {
                let mut governor = None;
                let mut name = None;
                for c in param.into_inner() {
                    match c.as_rule() {
                        Rule::governor => governor = Some(self.asn_type(self.first(c))),
                        _ => name = Some(self.name(&c)),
                    }
                }
                let Some(name) = name else { unreachable!("grammar: parameter") };
                Parameter { governor, name }
            })
            .collect()
    }

    fn asn_type(&self, p: Pair<'_, Rule>) -> Type {
        let p = if p.as_rule() == Rule::asn_type { self.first(p) } else { p };
        let span = self.span(&p);
        match p.as_rule() {
            Rule::tagged_type => {
                let mut tag = None;
                let mut mode = None;
                let mut inner = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::tag => tag = Some(c),
                        Rule::tag_mode => {
                            mode = Some(match self.first(c).as_rule() {
                                Rule::K_IMPLICIT => TagMode::Implicit,
                                _ => TagMode::Explicit,
                            })
                        }
                        _ => inner = Some(self.asn_type(c)),
                    }
                }
                let (Some(tag), Some(mut ty)) = (tag, inner) else { unreachable!("grammar: tagged_type") };
                ty.tags.insert(0, self.tag(tag, mode));
                ty.span = span;
                ty
            }
            _ => {
                let mut it = p.into_inner();
                let Some(body) = it.next() else { unreachable!("grammar: untagged_type") };
                let body = self.type_body(body);
                let constraints = it.map(|c| self.constraint(c)).collect();
                Type { tags: Vec::new(), body, constraints, span }
            }
        }
    }

    fn tag(&self, p: Pair<'_, Rule>, mode: Option<TagMode>) -> TagPrefix {
        let span = self.span(&p);
        let mut class = TagClass::Context;
        let mut num = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::tag_class => {
                    class = match self.first(c).as_rule() {
                        Rule::K_UNIVERSAL => TagClass::Universal,
                        Rule::K_APPLICATION => TagClass::Application,
                        _ => TagClass::Private,
                    }
                }
                Rule::class_number => num = Some(self.number_or_ref(self.first(c))),
                _ => {}
            }
        }
        let Some(number) = num else { unreachable!("grammar: tag") };
        TagPrefix { class, number, mode, span }
    }

    fn number_or_ref(&self, p: Pair<'_, Rule>) -> NumberOrRef {
        match p.as_rule() {
            Rule::number | Rule::signed_number => NumberOrRef::Number(number(p.as_str()), self.span(&p)),
            Rule::defined_value => NumberOrRef::Ref(self.defined_value_name(self.first(p))),
            _ => NumberOrRef::Ref(self.defined_value_name(p)),
        }
    }

    fn named_numbers(&self, p: Pair<'_, Rule>) -> Vec<NamedNumber> {
        p.into_inner().map(|n| self.named_number(n)).collect()
    }

    fn named_number(&self, p: Pair<'_, Rule>) -> NamedNumber {
        let mut it = p.into_inner();
        let (Some(name), Some(num)) = (it.next(), it.next()) else { unreachable!("grammar: named_number") };
        NamedNumber { name: self.name(&name), value: self.number_or_ref(num) }
    }

    fn type_body(&self, p: Pair<'_, Rule>) -> TypeBody {
        match p.as_rule() {
            Rule::boolean_type => TypeBody::Boolean,
            Rule::null_type => TypeBody::Null,
            Rule::real_type => TypeBody::Real,
            Rule::object_identifier_type => TypeBody::ObjectIdentifier,
            Rule::relative_oid_type => TypeBody::RelativeOid,
            Rule::iri_type if p.as_str() == "OID-IRI" => TypeBody::OidIri,
            Rule::iri_type => TypeBody::RelativeOidIri,
            Rule::octet_string_type => TypeBody::OctetString,
            Rule::external_type => TypeBody::External,
            Rule::embedded_pdv_type => TypeBody::EmbeddedPdv,
            Rule::character_string_type => TypeBody::CharacterString,
            Rule::object_descriptor_type => TypeBody::ObjectDescriptor,
            Rule::restricted_string_type => {
                let kw = p.as_str();
                let kind = StringKind::ALL.into_iter().find(|k| k.keyword() == kw).unwrap_or(StringKind::Utf8);
                TypeBody::String(kind)
            }
            Rule::time_type => TypeBody::Time(match p.as_str() {
                "UTCTime" => TimeKind::UtcTime,
                "GeneralizedTime" => TimeKind::GeneralizedTime,
                "DATE" => TimeKind::Date,
                "TIME-OF-DAY" => TimeKind::TimeOfDay,
                "DATE-TIME" => TimeKind::DateTime,
                "DURATION" => TimeKind::Duration,
                _ => TimeKind::Time,
            }),
            Rule::integer_type => TypeBody::Integer(
                p.into_inner()
                    .find(|c| c.as_rule() == Rule::named_number_list)
                    .map(|c| self.named_numbers(c))
                    .unwrap_or_default(),
            ),
            Rule::bit_string_type => TypeBody::BitString(
                p.into_inner()
                    .find(|c| c.as_rule() == Rule::named_bit_list)
                    .map(|c| self.named_numbers(c))
                    .unwrap_or_default(),
            ),
            Rule::enumerated_type => TypeBody::Enumerated(
                p.into_inner()
                    .filter(|c| c.as_rule() == Rule::enum_item)
                    .map(|item| {
                        let c = self.first(item);
                        match c.as_rule() {
                            Rule::extension_marker => EnumItem::Extension(self.span(&c)),
                            Rule::named_number => {
                                let n = self.named_number(c);
                                EnumItem::Named(n.name, Some(n.value))
                            }
                            _ => EnumItem::Named(self.name(&c), None),
                        }
                    })
                    .collect(),
            ),
            Rule::any_type => {
                TypeBody::Any(p.into_inner().find(|c| c.as_rule() == Rule::identifier).map(|c| self.name(&c)))
            }
            Rule::instance_of_type => {
                let Some(name) = p.into_inner().find(|c| c.as_rule() == Rule::defined_type_name) else {
                    unreachable!("grammar: instance_of")
                };
                TypeBody::InstanceOf(self.defined_type_name(name))
            }
            Rule::sequence_type => TypeBody::Sequence(self.component_list_in(p)),
            Rule::set_type => TypeBody::Set(self.component_list_in(p)),
            Rule::choice_type => TypeBody::Choice(self.component_list_in(p)),
            Rule::sequence_of_type => TypeBody::SequenceOf(self.collection_of(p)),
            Rule::set_of_type => TypeBody::SetOf(self.collection_of(p)),
            Rule::field_type => {
                let mut it = p.into_inner();
                let Some(class) = it.next() else { unreachable!("grammar: field_type") };
                TypeBody::Field { class: self.defined_type_name(class), fields: it.map(|f| self.name(&f)).collect() }
            }
            Rule::selection_type => {
                let mut it = p.into_inner();
                let (Some(alternative), Some(choice)) = (it.next(), it.next()) else {
                    unreachable!("grammar: selection_type")
                };
                TypeBody::Selection { alternative: self.name(&alternative), choice: Box::new(self.asn_type(choice)) }
            }
            Rule::referenced_type => {
                let mut it = p.into_inner();
                let Some(name) = it.next() else { unreachable!("grammar: referenced_type") };
                let args = it.next().map(|list| list.into_inner().map(|a| self.setting(self.first(a))).collect());
                TypeBody::Ref { name: self.defined_type_name(name), args }
            }
            r => unreachable!("grammar: type body {r:?}"),
        }
    }

    fn setting(&self, p: Pair<'_, Rule>) -> Setting {
        match p.as_rule() {
            Rule::braced_set => Setting::Set(self.braced_set(p)),
            Rule::asn_type => Setting::Type(self.asn_type(p)),
            _ => Setting::Value(self.value(p)),
        }
    }

    fn collection_of(&self, p: Pair<'_, Rule>) -> CollectionOf {
        let mut constraint = None;
        let mut element_name = None;
        let mut element = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::size_constraint => {
                    let span = self.span(&c);
                    let element = self.element(c);
                    constraint = Some(Constraint {
                        spec: ConstraintSpec::Elements(ElementSetSpecs {
                            root: Some(ElementSet::Element(element)),
                            extensible: false,
                            additional: None,
                            span,
                        }),
                        span,
                    });
                }
                Rule::constraint => constraint = Some(self.constraint(c)),
                Rule::element_type => {
                    let inner = self.first(c);
                    match inner.as_rule() {
                        Rule::named_type => {
                            let mut it = inner.into_inner();
                            let (Some(n), Some(t)) = (it.next(), it.next()) else {
                                unreachable!("grammar: named_type")
                            };
                            element_name = Some(self.name(&n));
                            element = Some(self.asn_type(t));
                        }
                        _ => element = Some(self.asn_type(inner)),
                    }
                }
                _ => {}
            }
        }
        let Some(element) = element else { unreachable!("grammar: collection_of") };
        CollectionOf { constraint, element_name, element: Box::new(element) }
    }

    fn component_list_in(&self, p: Pair<'_, Rule>) -> Vec<ComponentItem> {
        p.into_inner().find(|c| c.as_rule() == Rule::component_list).map(|c| self.component_list(c)).unwrap_or_default()
    }

    fn component_list(&self, p: Pair<'_, Rule>) -> Vec<ComponentItem> {
        // Components written without an identifier: their place in the
        // list, and the identifier their type's words make.
        let mut unnamed = Vec::new();
        let mut items = Vec::new();
        for c in p.into_inner() {
            let item = match c.as_rule() {
                Rule::extension_marker => ComponentItem::Extension(self.span(&c)),
                Rule::extension_group => {
                    let span = self.span(&c);
                    let mut version = None;
                    let mut items = Vec::new();
                    for g in c.into_inner() {
                        match g.as_rule() {
                            Rule::number => version = g.as_str().parse().ok(),
                            Rule::component_list => items = self.component_list(g),
                            _ => {}
                        }
                    }
                    ComponentItem::Group { version, items, span }
                }
                Rule::components_of => {
                    let Some(t) = c.into_inner().find(|x| x.as_rule() == Rule::asn_type) else {
                        unreachable!("grammar: components_of")
                    };
                    ComponentItem::ComponentsOf(self.asn_type(t))
                }
                _ => {
                    let mut it = c.into_inner().peekable();
                    let name = it.next_if(|n| n.as_rule() == Rule::identifier).map(|n| self.name(&n));
                    let Some(t) = it.next() else { unreachable!("grammar: component") };
                    let presence = match it.next() {
                        Some(m) if m.as_rule() == Rule::optional_marker => Presence::Optional,
                        Some(d) => match d.into_inner().find(|x| x.as_rule() == Rule::value) {
                            Some(v) => Presence::Default(self.value(v)),
                            None => Presence::Required,
                        },
                        None => Presence::Required,
                    };
                    let words = identifier_from_type(t.as_str());
                    let ty = self.asn_type(t);
                    // Named below, once every written name of the list is known.
                    let name = name.unwrap_or_else(|| {
                        unnamed.push((items.len(), words));
                        Name { text: String::new(), span: ty.span }
                    });
                    ComponentItem::Component { name, ty, presence }
                }
            };
            items.push(item);
        }
        self.name_unnamed_components(&mut items, unnamed);
        items
    }

    /// X.208 (1988) let a component go without an identifier; X.680 does
    /// not. Each such component gets one made of its type's words
    /// (`OCTET STRING`: `octetString`, `Name`: `name`), numbered when the
    /// list has it already, with a warning.
    fn name_unnamed_components(&self, items: &mut [ComponentItem], unnamed: Vec<(usize, String)>) {
        let mut taken: Vec<String> = Vec::new();
        collect_names(items, &mut taken);
        for (at, base) in unnamed {
            let ComponentItem::Component { name, .. } = &mut items[at] else { continue };
            let text = (1..)
                .map(|n| if n == 1 { base.clone() } else { format!("{base}{n}") })
                .find(|candidate| !taken.contains(candidate))
                .unwrap_or(base);
            taken.push(text.clone());
            name.text = text.clone();
            self.warnings.borrow_mut().push(
                Diagnostic::warning("W0206", name.span, format!("component without an identifier: named `{text}`"))
                    .with_label("X.208 (1988) syntax")
                    .with_note(format!(
                        "X.680 gives every component an identifier; write one before the type (`{text}` here)"
                    )),
            );
        }
    }

    fn class(&self, p: Pair<'_, Rule>) -> ClassDefn {
        let mut fields = Vec::new();
        let mut syntax = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::field_spec => fields.push(self.field_spec(c)),
                Rule::with_syntax => {
                    syntax = Some(
                        c.into_inner()
                            .filter(|i| !matches!(i.as_rule(), Rule::K_WITH | Rule::K_SYNTAX))
                            .map(|i| self.syntax_item(i))
                            .collect(),
                    )
                }
                _ => {}
            }
        }
        ClassDefn { fields, syntax }
    }

    fn syntax_item(&self, p: Pair<'_, Rule>) -> SyntaxItem {
        match p.as_rule() {
            Rule::syntax_optional_group => SyntaxItem::Optional(p.into_inner().map(|i| self.syntax_item(i)).collect()),
            Rule::field_name => SyntaxItem::Field(self.name(&p)),
            _ => SyntaxItem::Literal(self.name(&p)),
        }
    }

    fn field_spec(&self, p: Pair<'_, Rule>) -> FieldSpec {
        let span = self.span(&p);
        let mut spec = FieldSpec {
            name: Name { text: String::new(), span },
            governor: None,
            unique: false,
            optional: false,
            default: None,
            span,
        };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::field_name => spec.name = self.name(&c),
                Rule::field_governor => {
                    let g = self.first(c);
                    spec.governor = Some(match g.as_rule() {
                        Rule::field_name => FieldGovernor::Field(self.name(&g)),
                        _ => FieldGovernor::Type(self.asn_type(g)),
                    });
                }
                Rule::unique_marker => spec.unique = true,
                Rule::optional_marker => spec.optional = true,
                Rule::field_default => {
                    if let Some(d) = c.into_inner().find(|x| x.as_rule() != Rule::K_DEFAULT) {
                        spec.default = Some(self.setting(d));
                    }
                }
                _ => {}
            }
        }
        spec
    }

    fn constraint(&self, p: Pair<'_, Rule>) -> Constraint {
        let span = self.span(&p);
        let mut spec = ConstraintSpec::UserDefined;
        for c in p.into_inner() {
            spec = match c.as_rule() {
                Rule::user_defined_constraint => ConstraintSpec::UserDefined,
                Rule::contents_constraint => {
                    let mut containing = None;
                    let mut encoded_by = None;
                    for part in c.into_inner() {
                        match part.as_rule() {
                            Rule::containing => {
                                containing = part
                                    .into_inner()
                                    .find(|x| x.as_rule() == Rule::asn_type)
                                    .map(|t| Box::new(self.asn_type(t)))
                            }
                            _ => {
                                encoded_by =
                                    part.into_inner().find(|x| x.as_rule() == Rule::value).map(|v| self.value(v))
                            }
                        }
                    }
                    ConstraintSpec::Contents { containing, encoded_by }
                }
                Rule::table_constraint => {
                    let mut set = None;
                    let mut at = Vec::new();
                    for part in c.into_inner() {
                        match part.as_rule() {
                            Rule::braced_set => set = Some(self.braced_set(part)),
                            _ => at = part.into_inner().map(|a| self.at_notation(&a)).collect(),
                        }
                    }
                    let Some(set) = set else { unreachable!("grammar: table_constraint") };
                    ConstraintSpec::Table { set, at }
                }
                Rule::element_set_specs => ConstraintSpec::Elements(self.element_set_specs(c)),
                _ => continue, // exception spec: accepted, not used by DER codecs
            };
        }
        Constraint { spec, span }
    }

    fn at_notation(&self, p: &Pair<'_, Rule>) -> AtNotation {
        let text = p.as_str().trim_start_matches('@');
        let level = text.chars().take_while(|c| *c == '.').count();
        let path = text[level..].split('.').map(str::to_string).collect();
        AtNotation { level, path, span: self.span(p) }
    }

    fn braced_set(&self, p: Pair<'_, Rule>) -> ElementSetSpecs {
        let span = self.span(&p);
        let mut specs = self.element_set_specs(self.first(p));
        specs.span = span;
        specs
    }

    fn element_set_specs(&self, p: Pair<'_, Rule>) -> ElementSetSpecs {
        let mut specs = ElementSetSpecs { root: None, extensible: false, additional: None, span: self.span(&p) };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::root_element_set => specs.root = Some(self.element_set(self.first(c))),
                Rule::extension_marker => specs.extensible = true,
                Rule::additional_element_set => specs.additional = Some(self.element_set(self.first(c))),
                _ => {}
            }
        }
        specs
    }

    fn element_set(&self, p: Pair<'_, Rule>) -> ElementSet {
        match p.as_rule() {
            Rule::all_except => {
                let Some(e) = p.into_inner().find(|c| !matches!(c.as_rule(), Rule::K_ALL | Rule::K_EXCEPT)) else {
                    unreachable!("grammar: all_except")
                };
                ElementSet::AllExcept(Box::new(ElementSet::Element(self.element(e))))
            }
            // The keyword forms of `|` and `^` (UNION, INTERSECTION) are
            // pairs of their own between the operands.
            Rule::unions => {
                let mut parts: Vec<ElementSet> =
                    p.into_inner().filter(|c| c.as_rule() != Rule::K_UNION).map(|c| self.element_set(c)).collect();
                if parts.len() == 1 {
                    parts.remove(0)
                } else {
                    ElementSet::Union(parts)
                }
            }
            Rule::intersections => {
                let mut parts: Vec<ElementSet> = p
                    .into_inner()
                    .filter(|c| c.as_rule() != Rule::K_INTERSECTION)
                    .map(|c| self.element_set(c))
                    .collect();
                if parts.len() == 1 {
                    parts.remove(0)
                } else {
                    ElementSet::Intersection(parts)
                }
            }
            Rule::intersection_elements => {
                let mut elems: Vec<ElementSet> = p
                    .into_inner()
                    .filter(|c| c.as_rule() != Rule::K_EXCEPT)
                    .map(|c| ElementSet::Element(self.element(c)))
                    .collect();
                match elems.len() {
                    2 => {
                        let b = elems.pop();
                        let a = elems.pop();
                        match (a, b) {
                            (Some(a), Some(b)) => ElementSet::Except(Box::new(a), Box::new(b)),
                            _ => unreachable!("grammar: except"),
                        }
                    }
                    _ => elems.remove(0),
                }
            }
            _ => ElementSet::Element(self.element(p)),
        }
    }

    fn element(&self, p: Pair<'_, Rule>) -> Element {
        let span = self.span(&p);
        match p.as_rule() {
            Rule::nested_element_set => Element::Nested(Box::new(self.element_set(self.first(p)))),
            Rule::size_constraint => Element::Size(Box::new(self.inner_constraint(p))),
            Rule::permitted_alphabet => Element::From(Box::new(self.inner_constraint(p))),
            Rule::pattern_constraint => {
                let Some(v) = p.into_inner().find(|c| c.as_rule() == Rule::value) else {
                    unreachable!("grammar: pattern")
                };
                Element::Pattern(self.value(v))
            }
            Rule::inner_type_constraint => {
                let mut partial = false;
                let mut list = Vec::new();
                let mut single = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::partial_marker => partial = true,
                        Rule::named_constraint => list.push(self.named_constraint(c)),
                        Rule::constraint => single = Some(self.constraint(c)),
                        _ => {}
                    }
                }
                match single {
                    Some(c) => Element::WithComponent(Box::new(c)),
                    None => Element::WithComponents { partial, list },
                }
            }
            Rule::value_range => {
                let mut lo = None;
                let mut hi = None;
                let mut lo_open = false;
                let mut hi_open = false;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::lower_open => lo_open = true,
                        Rule::upper_open => hi_open = true,
                        _ => {
                            let inner = self.first(c);
                            let end = match inner.as_rule() {
                                Rule::K_MIN => Endpoint::Min,
                                Rule::K_MAX => Endpoint::Max,
                                _ => Endpoint::Value(self.value(inner)),
                            };
                            if lo.is_none() {
                                lo = Some(end)
                            } else {
                                hi = Some(end)
                            }
                        }
                    }
                }
                let (Some(lo), Some(hi)) = (lo, hi) else { unreachable!("grammar: range") };
                Element::Range { lo, lo_open, hi, hi_open, span }
            }
            Rule::contained_subtype => {
                let Some(t) = p.into_inner().find(|c| c.as_rule() == Rule::asn_type) else {
                    unreachable!("grammar: contained_subtype")
                };
                Element::Type(Box::new(self.asn_type(t)))
            }
            _ => Element::Value(self.value(self.first(p))),
        }
    }

    fn inner_constraint(&self, p: Pair<'_, Rule>) -> Constraint {
        let Some(c) = p.into_inner().find(|c| c.as_rule() == Rule::constraint) else { unreachable!("grammar: inner") };
        self.constraint(c)
    }

    fn named_constraint(&self, p: Pair<'_, Rule>) -> NamedConstraint {
        let mut it = p.into_inner();
        let Some(name) = it.next() else { unreachable!("grammar: named_constraint") };
        let mut nc = NamedConstraint { name: self.name(&name), constraint: None, presence: None };
        for c in it {
            match c.as_rule() {
                Rule::constraint => nc.constraint = Some(self.constraint(c)),
                _ => {
                    nc.presence = Some(match self.first(c).as_rule() {
                        Rule::K_PRESENT => PresenceConstraint::Present,
                        Rule::K_ABSENT => PresenceConstraint::Absent,
                        _ => PresenceConstraint::Optional,
                    })
                }
            }
        }
        nc
    }

    fn value(&self, p: Pair<'_, Rule>) -> Value {
        let mut p = p;
        while matches!(p.as_rule(), Rule::value | Rule::block_value) {
            p = self.first(p);
        }
        let span = self.span(&p);
        let text = p.as_str();
        let kind = match p.as_rule() {
            Rule::choice_value => {
                let mut it = p.into_inner();
                let (Some(n), Some(v)) = (it.next(), it.next()) else { unreachable!("grammar: choice_value") };
                ValueKind::Choice(self.name(&n), Box::new(self.value(v)))
            }
            Rule::typed_value => {
                let mut it = p.into_inner();
                let (Some(t), Some(v)) = (it.next(), it.next()) else { unreachable!("grammar: typed_value") };
                ValueKind::Typed(Box::new(self.asn_type(t)), Box::new(self.value(v)))
            }
            Rule::value_block => ValueKind::Block(
                p.into_inner()
                    .map(|group| {
                        group
                            .into_inner()
                            .map(|item| match item.as_rule() {
                                Rule::oid_component_form => self.name_and_number(self.first(item)),
                                _ => ValueItem::Value(self.value(item)),
                            })
                            .collect()
                    })
                    .collect(),
            ),
            Rule::token_block => ValueKind::Tokens,
            Rule::real_number => ValueKind::Real(text.to_string()),
            Rule::signed_number => ValueKind::Number(number(text)),
            Rule::bstring => ValueKind::BString(strip_radix_string(text)),
            Rule::hstring => ValueKind::HString(strip_radix_string(text)),
            Rule::cstring => ValueKind::CString(text[1..text.len() - 1].replace("\"\"", "\"")),
            Rule::true_value => ValueKind::Bool(true),
            Rule::false_value => ValueKind::Bool(false),
            Rule::null_value => ValueKind::Null,
            Rule::plus_infinity => ValueKind::PlusInfinity,
            Rule::minus_infinity => ValueKind::MinusInfinity,
            Rule::not_a_number => ValueKind::NotANumber,
            Rule::field_value => {
                let mut it = p.into_inner();
                let Some(obj) = it.next() else { unreachable!("grammar: field_value") };
                ValueKind::Field(self.defined_value_name(obj), it.map(|f| self.name(&f)).collect())
            }
            Rule::defined_value => ValueKind::Ref(self.defined_value_name(self.first(p))),
            Rule::parameterized_value => {
                let mut it = p.into_inner();
                let (Some(name), Some(args)) = (it.next(), it.next()) else {
                    unreachable!("grammar: parameterized_value")
                };
                let args = args.into_inner().map(|a| self.setting(self.first(a))).collect();
                ValueKind::Instance(self.defined_value_name(name), args)
            }
            r => unreachable!("grammar: value {r:?}"),
        };
        Value { kind, span }
    }
}

/// The length of `text` without trailing blanks and line comments.
fn trimmed_len(text: &str) -> usize {
    let mut t = text;
    loop {
        let before = t.len();
        t = t.trim_end();
        let line_start = t.rfind('\n').map(|i| i + 1).unwrap_or(0);
        if let Some(c) = comment_start(&t[line_start..]) {
            let rest = &t[line_start + c + 2..];
            // A closed `-- ... --` comment followed by more text is inside the span.
            let closed_then_text = rest.find("--").is_some_and(|i| !rest[i + 2..].trim().is_empty());
            if !closed_then_text {
                t = &t[..line_start + c];
            }
        }
        if t.len() == before {
            return t.len();
        }
    }
}

/// `'0101'B` to `0101`, blanks removed.
fn strip_radix_string(text: &str) -> String {
    text.trim_start_matches('\'')
        .trim_end_matches(['B', 'H'])
        .trim_end_matches('\'')
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

#[cold]
fn unreachable_pair(span: pest::Span<'_>) -> ! {
    unreachable!("grammar: rule at {}..{} has no inner pair", span.start(), span.end())
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::time::Duration;

    use super::*;

    #[test]
    fn nested_comments_never_closed_are_read_once() {
        // Retried as text, each unclosed level would rescan the rest of the
        // text once per level around it: 2^48 scans here, a hang.
        let text = format!("T ::= BOOLEAN {}", "/* x ".repeat(48));
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(run(Rule::assignment, FileId(0), &text, 0).map(|(_, end)| end).ok());
        });
        // The assignment ends before the comment that never closes.
        assert_eq!(rx.recv_timeout(Duration::from_secs(20)), Ok(Some("T ::= BOOLEAN ".len())));
    }

    #[test]
    fn layout_finds_the_lines_outside_comments_and_strings() {
        let text = "a\n\"b\nc\"\n/* d\ne */ -- f\ng -- h -- /*\n";
        let layout = Layout::of(text);
        let starts: Vec<&str> = layout.code_lines.iter().map(|&at| &text[at..]).collect();
        assert_eq!(
            starts,
            ["\"b\nc\"\n/* d\ne */ -- f\ng -- h -- /*\n", "/* d\ne */ -- f\ng -- h -- /*\n", "g -- h -- /*\n"]
        );
        // The last line's `/*` is never closed: no line start after it.
        assert_eq!(layout.unclosed_comment, Some(text.len() - 3));
    }
}
