//! PER (X.691): the runtime's names of the forms the plan gives a use
//! (`plan::per::Forms`), which the codecs of `oer.rs`'s model pass to
//! `rt::PerAs`. Nothing is decided here: each form is written as the
//! runtime constant that says it.

use super::Template;
use crate::plan::per::{
    BitField, BitRun, CharCoding, Form, Forms, LengthForm, NativeInt, RunCodec, RunField, Sized, StringLayout,
};

/// The expressions a reader (`r`) and a writer (`w`) pass for `forms`: the
/// one form when both variants have it, else the variant's pick.
pub(super) fn form_exprs(forms: &Forms) -> Result<(String, String), String> {
    let (aligned, unaligned) = (form_expr(&forms.aligned)?, form_expr(&forms.unaligned)?);
    if aligned == unaligned {
        return Ok((aligned.clone(), aligned));
    }
    let pick = |of: &str| format!("rt::PerForm::pick({of}.variant(), {aligned}, {unaligned})");
    Ok((pick("r"), pick("w")))
}

fn form_expr(form: &Form) -> Result<String, String> {
    Ok(match form {
        Form::Integer(int) => format!("rt::PerForm::Int({})", int_expr(int)),
        Form::BitString(size) | Form::OctetString(size) => format!("rt::PerForm::Items({})", size_expr(size)),
        Form::NamedBits(size) => format!("rt::PerForm::NamedBits({})", size_expr(size)),
        Form::Chars { coding, size } => format!("rt::PerForm::Chars({}, {})", size_expr(size), chars_expr(coding)),
        Form::Collection { count, extensible } => format!("rt::PerForm::Count({}, {extensible})", length_expr(count)),
        Form::Content => "rt::PerForm::Content".to_string(),
        Form::Open => "rt::PerForm::Open".to_string(),
        Form::Unsupported(what) => return Err(format!("{what} has no PER codec yet")),
        other => return Err(format!("a {other:?} is not a runtime value's PER form")),
    })
}

fn int_expr(int: &NativeInt) -> String {
    match int {
        NativeInt::Constrained { lb, most, number, extensible } => format!(
            "rt::PerInt::Constrained {{ lb: {lb}, most: {most}, whole: {}, extensible: {extensible} }}",
            super::oer::whole_expr(*number)
        ),
        NativeInt::SemiConstrained { lb, extensible } => {
            format!("rt::PerInt::Semi {{ lb: {lb}, extensible: {extensible} }}")
        }
        NativeInt::Unconstrained { extensible } => format!("rt::PerInt::Unconstrained {{ extensible: {extensible} }}"),
    }
}

fn size_expr(size: &Sized) -> String {
    let layout = match &size.layout {
        StringLayout::Empty => "rt::PerSizeLayout::Empty".to_string(),
        StringLayout::Short(n) => format!("rt::PerSizeLayout::Short({n})"),
        StringLayout::Fixed(n) => format!("rt::PerSizeLayout::Fixed({n})"),
        StringLayout::Length(form) => format!("rt::PerSizeLayout::Length({})", length_expr(form)),
    };
    format!("rt::PerSize {{ layout: {layout}, extensible: {} }}", size.extensible)
}

fn length_expr(form: &LengthForm) -> String {
    match form {
        LengthForm::Fixed(n) => format!("rt::LengthOf::Fixed({n})"),
        LengthForm::Constrained { lb, ub, number } => {
            format!("rt::LengthOf::Constrained {{ lb: {lb}, ub: {ub}, whole: {} }}", super::oer::whole_expr(*number))
        }
        LengthForm::Unconstrained => "rt::LengthOf::Unconstrained".to_string(),
    }
}

fn chars_expr(coding: &CharCoding) -> String {
    let octets = coding.octets;
    let indexes = match coding.indexed {
        true => {
            let ranges: Vec<String> = coding.alphabet.iter().map(|(lo, hi)| format!("({lo:#x}, {hi:#x})")).collect();
            format!("::core::option::Option::Some(&[{}])", ranges.join(", "))
        }
        false => "::core::option::Option::None".to_string(),
    };
    format!("rt::PerChars {{ bits: {}, octets: {octets}, indexes: {indexes} }}", coding.bits)
}

/// A component read and written in a run of bit-fields
/// (`plan::per::BitRun`): the run's local, and the expressions taking the
/// value out of it and putting it in.
pub(super) struct InRun {
    /// `preamble` for the run the preamble begins, else `run<k>`.
    pub(super) local: String,
    /// On the component the run begins with (unless the preamble begins
    /// it): the run's width, read here.
    pub(super) opens: Option<u32>,
    /// On the run's last component: the encoder writes the run after it.
    pub(super) closes: bool,
    /// The input's bit offset of the value, where a check fails.
    pub(super) at: String,
    /// Reads the value (an `rt::Result`).
    pub(super) read: String,
    /// Appends `v` (a reference) to the run (an `rt::Result`).
    pub(super) write: String,
}

impl InRun {
    /// Component `j` of run `k`, `field`, held as `core`.
    pub(super) fn new(run: &BitRun, k: usize, j: usize, field: &RunField, core: &impl std::fmt::Display) -> InRun {
        let local = if run.preamble > 0 { "preamble".to_string() } else { format!("run{k}") };
        let first = field.first;
        let (read, write) = match (field.codec, &field.field) {
            (RunCodec::Native, BitField::Whole { lb, most, bits }) => (
                format!("{local}.native::<{core}>({first}, {bits}, {lb}, {most})"),
                format!("{local}.push_whole(*v, {lb}, {most}, {bits})"),
            ),
            _ => (
                format!("<{core} as rt::PerBits>::read_in(&{local}, {first})"),
                format!("rt::PerBits::write_in(v, &mut {local})"),
            ),
        };
        InRun {
            opens: (j == 0 && run.preamble == 0).then_some(run.bits),
            closes: j + 1 == run.fields.len(),
            at: format!("{local}.at({first})"),
            local,
            read,
            write,
        }
    }
}

/// A type's `rt::PerBits` impl: it reads itself from a run of bit-fields
/// (`plan::per::reads_in_run`).
#[derive(Template)]
#[template(path = "rust/per_bits.rs.askama", escape = "none")]
pub(super) struct PerBitsCodec<'a> {
    pub(super) name: &'a str,
    pub(super) generics: &'a str,
    pub(super) body: PerBitsBody,
}

/// What a type's bits are.
pub(super) enum PerBitsBody {
    /// An ENUMERATED: a root item's index, in `bits` bits.
    Index {
        bits: u32,
        /// (variant, index), one for each root item.
        indexes: Vec<(String, usize)>,
    },
    /// An INTEGER held in the native integer `inner`, with the type's
    /// checks of `v` (failing at `off`) once read and before it is written.
    Native { inner: String, lb: i64, most: u64, bits: u32, checks: String, encode_checks: String },
}
