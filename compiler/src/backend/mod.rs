//! Backends: lower the IR to source code through the Askama templates in
//! `templates/`.

pub mod c;
pub mod names;
pub mod rust;

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
