//! Source files and byte spans into them.

use codespan_reporting::files::SimpleFiles;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub u32);

/// A byte range in one file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span in `file` from `start` to `end`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start: u32::try_from(start).unwrap_or(u32::MAX), end: u32::try_from(end).unwrap_or(u32::MAX) }
    }

    /// The span covering `self` through `other` (same file).
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    /// The byte range, for slicing the file's text.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Every file the compiler has read, for slicing and for diagnostics.
pub struct SourceMap {
    files: SimpleFiles<String, String>,
    count: u32,
}

impl Default for SourceMap {
    fn default() -> SourceMap {
        SourceMap::new()
    }
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap { files: SimpleFiles::new(), count: 0 }
    }

    /// Adds a file under a display name; returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let id = self.files.add(name.into(), text.into());
        debug_assert_eq!(id, self.count as usize);
        self.count += 1;
        FileId(self.count - 1)
    }

    /// The text of a file.
    pub fn text(&self, file: FileId) -> &str {
        self.files.get(file.0 as usize).map(|f| f.source().as_str()).unwrap_or("")
    }

    /// The display name of a file.
    pub fn name(&self, file: FileId) -> &str {
        self.files.get(file.0 as usize).map(|f| f.name().as_str()).unwrap_or("")
    }

    /// The text a span covers.
    pub fn slice(&self, span: Span) -> &str {
        self.text(span.file).get(span.range()).unwrap_or("")
    }

    /// 1-based line and column (in characters) of a byte offset: the line
    /// found in the file's index of line starts, built once when it was
    /// added, so that placing every diagnostic stays linear.
    pub fn line_col(&self, file: FileId, offset: u32) -> (usize, usize) {
        use codespan_reporting::files::Files;
        let text = self.text(file);
        let offset = text.floor_char_boundary_compat((offset as usize).min(text.len()));
        let id = file.0 as usize;
        let line = self.files.line_index(id, offset).unwrap_or(0);
        let start = self.files.line_range(id, line).map_or(0, |r| r.start).min(offset);
        (line + 1, text[start..offset].chars().count() + 1)
    }

    pub(crate) fn files(&self) -> &SimpleFiles<String, String> {
        &self.files
    }
}

/// `str::floor_char_boundary` is unstable; this is the same for our use.
trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, index: usize) -> usize;
}

impl FloorCharBoundary for str {
    fn floor_char_boundary_compat(&self, mut index: usize) -> usize {
        while index > 0 && !self.is_char_boundary(index) {
            index -= 1;
        }
        index
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_lines_and_characters() {
        let mut map = SourceMap::new();
        let file = map.add("t.asn1", "A ::= INTEGER\nnäme ::= B\r\n\nlast");
        assert_eq!(map.line_col(file, 0), (1, 1));
        assert_eq!(map.line_col(file, 6), (1, 7));
        // After a two-byte character, the column counts characters.
        let b = "A ::= INTEGER\nnäme ::= ".len() as u32;
        assert_eq!(map.line_col(file, b), (2, 10));
        assert_eq!(map.line_col(file, "A ::= INTEGER\nnäme ::= B\r\n\n".len() as u32), (4, 1));
        // Past the end, and inside a character: where it begins or ends.
        assert_eq!(map.line_col(file, 1000), (4, 5));
        assert_eq!(map.line_col(file, "A ::= INTEGER\nn".len() as u32 + 1), (2, 2));
    }
}

/// How generated code names the schema file `file` it came from, in its
/// banner: relative to `source_root` when one is given (the file's path
/// as given when it is not inside it); otherwise as given when that is a
/// relative path, and relative to the output directory `out_dir` when it
/// is absolute, so no absolute build path ends up in a checked-in tree.
pub fn banner_path(file: &str, out_dir: &std::path::Path, source_root: Option<&std::path::Path>) -> String {
    use std::path::{Component, Path, PathBuf};
    // Lexically absolute, `.` and `..` resolved: nothing need exist yet.
    let absolute = |p: &Path| -> PathBuf {
        let joined = std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
        let mut out = PathBuf::new();
        for c in joined.components() {
            match c {
                Component::ParentDir => {
                    out.pop();
                }
                Component::CurDir => {}
                other => out.push(other),
            }
        }
        out
    };
    // `path` from `base`, both absolute.
    let relative = |path: &Path, base: &Path| -> PathBuf {
        let (p, b): (Vec<_>, Vec<_>) = (path.components().collect(), base.components().collect());
        let common = p.iter().zip(&b).take_while(|(x, y)| x == y).count();
        let mut out: PathBuf = b[common..].iter().map(|_| Component::ParentDir).collect();
        out.extend(&p[common..]);
        out
    };
    let given = Path::new(file);
    let shown = match source_root {
        Some(root) => {
            let (f, r) = (absolute(given), absolute(root));
            if f.starts_with(&r) {
                relative(&f, &r)
            } else {
                given.to_path_buf()
            }
        }
        None if given.is_relative() => given.to_path_buf(),
        None => relative(&absolute(given), &absolute(out_dir)),
    };
    // `/` on every host: the banner is the same wherever it was made.
    shown.to_string_lossy().replace('\\', "/")
}

#[cfg(test)]
mod banner_tests {
    use super::banner_path;
    use std::path::Path;

    #[test]
    fn a_relative_path_stays_as_given() {
        assert_eq!(banner_path("schemas/pkix/X.asn1", Path::new("/tmp/out"), None), "schemas/pkix/X.asn1");
    }

    #[test]
    fn an_absolute_path_is_relative_to_the_output_directory() {
        assert_eq!(
            banner_path("/build/src/krb5/k.asn1", Path::new("/build/src/plugin/gen"), None),
            "../../krb5/k.asn1"
        );
        assert_eq!(banner_path("/build/gen/k.asn1", Path::new("/build/gen"), None), "k.asn1");
    }

    #[test]
    fn a_source_root_names_the_file_from_it() {
        let root = Some(Path::new("/build/src"));
        assert_eq!(banner_path("/build/src/asn1/k.asn1", Path::new("/out"), root), "asn1/k.asn1");
        // Outside the root: as given.
        assert_eq!(banner_path("/elsewhere/k.asn1", Path::new("/out"), root), "/elsewhere/k.asn1");
    }
}
