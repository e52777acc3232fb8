//! Backends: lower the IR to source code through the Askama templates in
//! `templates/`.

use crate::diag::Diagnostic;
use crate::source::SourceMap;

pub mod c;
pub mod names;
pub mod python;
pub mod rust;

/// Why code could not be generated.
#[derive(Debug)]
pub enum GenerateError {
    /// Errors with no place in the schema: options that name what the
    /// module set does not have (a `--raw` / `lazy` path).
    Unlocated(Vec<String>),
    /// Definitions that cannot be generated, each at its place in the schema.
    Located(Vec<Diagnostic>),
}

impl GenerateError {
    /// The errors as the command line prints them.
    pub fn render(&self, sources: &SourceMap) -> String {
        match self {
            GenerateError::Unlocated(errors) => errors.iter().map(|e| format!("error: {e}\n")).collect(),
            GenerateError::Located(diagnostics) => diagnostics.iter().map(|d| d.render(sources)).collect(),
        }
    }

    /// The errors as JSON lines, as `--message-format json` prints them (an
    /// error with no place has no `primary`).
    pub fn render_json(&self, sources: &SourceMap) -> String {
        match self {
            GenerateError::Unlocated(errors) => errors
                .iter()
                .map(|e| {
                    format!(
                        "{}\n",
                        serde_json::json!({"severity": "error", "message": e, "rendered": format!("error: {e}\n")})
                    )
                })
                .collect(),
            GenerateError::Located(diagnostics) => {
                diagnostics.iter().map(|d| format!("{}\n", d.to_json(sources))).collect()
            }
        }
    }
}

impl GenerateError {
    /// The errors found: located ones when there are any, else the others.
    pub(crate) fn from_parts(mut located: Vec<Diagnostic>, unlocated: Vec<String>) -> Option<GenerateError> {
        // A use planned more than once reports its problem once.
        let mut seen = std::collections::HashSet::new();
        located.retain(|d| seen.insert((d.span, d.code, d.message.clone())));
        match (located.is_empty(), unlocated.is_empty()) {
            (false, _) => Some(GenerateError::Located(located)),
            (true, false) => Some(GenerateError::Unlocated(unlocated)),
            (true, true) => None,
        }
    }
}

/// One generated file, its path relative to the output directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// Relative path.
    pub path: String,
    /// Contents.
    pub contents: String,
}

/// Askama filters the templates use.
pub(crate) mod filters {
    /// Escapes text for a `#[doc = "…"]` string literal.
    #[allow(clippy::unnecessary_wraps)]
    pub fn doc_str<T: std::fmt::Display>(s: T, _: &dyn askama::Values) -> askama::Result<String> {
        Ok(s.to_string().replace('\\', "\\\\").replace('"', "\\\""))
    }
}
