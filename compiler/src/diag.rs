//! Diagnostics: one type for every error and warning the compiler reports,
//! rendered with file:line:col, the source line and a caret by
//! `codespan-reporting`.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::term::{self, termcolor::NoColor, Chars, Config};

use crate::source::{SourceMap, Span};

/// How bad it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The module set is still usable.
    Warning,
    /// The module set cannot be compiled.
    Error,
}

/// One finding, with where it is and what to do about it.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// A stable code, e.g. `E0201`; the catalogue is in `codes`.
    pub code: &'static str,
    /// One line saying what is wrong.
    pub message: String,
    /// Where it is wrong.
    pub span: Span,
    /// Text under the caret.
    pub label: String,
    /// Further places that explain it.
    pub secondary: Vec<(Span, String)>,
    /// Hints and context.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A warning at `span`.
    pub fn warning(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, span, message) }
    }

    /// Sets the text under the caret.
    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    /// Adds a secondary place.
    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Renders without colour, the way tests and logs see it.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = NoColor::new(Vec::new());
        let config = Config { chars: Chars::ascii(), ..Config::default() };
        let mut labels = vec![Label::primary(self.span.file.0 as usize, self.span.range()).with_message(&self.label)];
        for (span, text) in &self.secondary {
            labels.push(Label::secondary(span.file.0 as usize, span.range()).with_message(text));
        }
        let base = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        };
        let diagnostic =
            base.with_code(self.code).with_message(&self.message).with_labels(labels).with_notes(self.notes.clone());
        if term::emit(&mut out, &config, sources.files(), &diagnostic).is_err() {
            let (line, col) = sources.line_col(self.span.file, self.span.start);
            return format!("{}:{line}:{col}: {}\n", sources.name(self.span.file), self.message);
        }
        String::from_utf8_lossy(&out.into_inner()).into_owned()
    }
}

impl Diagnostic {
    /// The diagnostic as one JSON object, for editors and CI
    /// (`--message-format json`): where it is as file, 1-based line and
    /// column (and where the span ends), its labels and notes, and the
    /// human rendering.
    pub fn to_json(&self, sources: &SourceMap) -> serde_json::Value {
        let place = |span: Span, label: &str| {
            let (line, column) = sources.line_col(span.file, span.start);
            let (end_line, end_column) = sources.line_col(span.file, span.end);
            serde_json::json!({
                "file": sources.name(span.file),
                "line": line,
                "column": column,
                "end_line": end_line,
                "end_column": end_column,
                "label": label,
            })
        };
        serde_json::json!({
            "severity": match self.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            },
            "code": self.code,
            "message": self.message,
            "primary": place(self.span, &self.label),
            "secondary": self.secondary.iter().map(|(span, label)| place(*span, label)).collect::<Vec<_>>(),
            "notes": self.notes,
            "rendered": self.render(sources),
        })
    }
}

/// Diagnostics collected over a run.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// None yet.
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    /// Records one.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    /// Records many.
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(ds);
    }

    /// At least one error was recorded.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }

    /// Number of errors.
    pub fn error_count(&self) -> usize {
        // As many as are shown: one reported twice is shown once.
        self.sorted().iter().filter(|d| d.severity == Severity::Error).count()
    }

    /// Sorted by file and position, duplicates removed.
    pub fn sorted(&self) -> Vec<Diagnostic> {
        let mut items = self.items.clone();
        items.sort_by(|a, b| (a.span, a.code, &a.message).cmp(&(b.span, b.code, &b.message)));
        items.dedup_by(|a, b| a.span == b.span && a.message == b.message);
        items
    }

    /// All of them rendered, in order.
    pub fn render(&self, sources: &SourceMap) -> String {
        self.sorted().iter().map(|d| d.render(sources)).collect::<Vec<_>>().join("")
    }

    /// All of them as JSON, one object a line, in the order of [`render`].
    ///
    /// [`render`]: Diagnostics::render
    pub fn render_json(&self, sources: &SourceMap) -> String {
        self.sorted().iter().map(|d| format!("{}\n", d.to_json(sources))).collect()
    }

    /// Iterates in recording order.
    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter()
    }
}
