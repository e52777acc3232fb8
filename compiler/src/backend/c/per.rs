//! PER (X.691) codecs in C (`--per`): the C names of the forms the plan
//! gives a use (`plan::per::Forms`), the leaf statements reading and writing
//! one runtime value under them, and the templates of each construct's
//! `_read_per` / `_write_per` and a definition's entry points. A construct
//! is walked as for OER (`oer.rs`, one walk for both rules, `Wire`): only
//! the leaves and the templates differ. Nothing is decided here: each form
//! is written as the runtime constant that says it.

use super::stmts::addr;
use super::{string_kind, At, Codec, Prim, Template};
use crate::plan::per::{
    BitField, BitRun, CharCoding, Form, Forms, LengthForm, NativeInt, RunField, Sized, StringLayout, WholeNumber,
};

/// The prototypes of an item's PER codec, in the codec header.
#[derive(Template)]
#[template(path = "c/per_codec.h.askama", escape = "none")]
pub(super) struct PerCodecHeader<'a> {
    pub(super) name: &'a str,
    /// A collection's codec takes the count's form of its use.
    pub(super) collection: bool,
}

/// A definition's PER entry points: prototypes and definitions.
#[derive(Template)]
#[template(path = "c/per_entry.h.askama", escape = "none")]
pub(super) struct PerEntryHeader<'a> {
    pub(super) name: &'a str,
}

#[derive(Template)]
#[template(path = "c/per_entry.c.askama", escape = "none")]
pub(super) struct PerEntry<'a> {
    pub(super) name: &'a str,
    pub(super) asn1_name: &'a str,
}

/// The most bits the runtime reads as one number (`synta_per_read_bits`).
const WORD_BITS: usize = 64;

/// A SEQUENCE's or SET's (or a group's) preamble of `bits` bits in the
/// local `local`: the C that holds it, reads it and tests one of its bits.
/// Up to 64 bits it is one number; past that a view of its bits. When it
/// begins a run of bit-fields (`run`, `bits` the run's), it is the run's
/// `synta_per_word`, and the writer gathers its bits there too.
pub(super) struct PerPreamble {
    local: &'static str,
    bits: usize,
    run: bool,
}

impl PerPreamble {
    pub(super) fn new(local: &'static str, bits: usize) -> Self {
        Self { local, bits, run: false }
    }

    /// The preamble beginning a run of `bits` bits.
    pub(super) fn run(local: &'static str, bits: usize) -> Self {
        Self { local, bits, run: true }
    }

    /// The local's declaration, none when there are no bits.
    pub(super) fn declaration(&self) -> String {
        match self.bits {
            0 => String::new(),
            _ if self.run => format!("synta_per_word {};", self.local),
            1..=WORD_BITS => format!("uint64_t {};", self.local),
            _ => format!("synta_per_bitmap {};", self.local),
        }
    }

    /// The statement reading it from the reader `r`.
    pub(super) fn read(&self, r: &str) -> String {
        let function = match self.bits {
            0 => return String::new(),
            _ if self.run => "synta_per_read_word",
            1..=WORD_BITS => "synta_per_read_bits",
            _ => "synta_per_read_preamble",
        };
        format!("SYNTA_TRY({function}({r}, {}, &{}, err));", self.bits, self.local)
    }

    /// Whether its bit `i` (the first is 0) is set; always, when there is
    /// no preamble (a single DEFAULT addition is sent whenever it is there).
    pub(super) fn bit(&self, i: &usize) -> String {
        match self.bits {
            0 => "1".to_string(),
            _ if self.run => format!("synta_per_word_bit(&{}, {i})", self.local),
            1..=WORD_BITS => format!("SYNTA_PER_BIT({}, {}, {i})", self.local, self.bits),
            _ => format!("synta_per_bitmap_get(&{}, {i})", self.local),
        }
    }

    /// The writer's declaration of the run it begins (none when it begins
    /// none: its bits are written as they come).
    pub(super) fn write_declaration(&self) -> String {
        match self.run {
            true => format!("synta_per_word {} = {{0, 0, 0}};", self.local),
            false => String::new(),
        }
    }

    /// The statement writing its next bit, `set`.
    pub(super) fn put(&self, set: &str) -> String {
        match self.run {
            true => format!("synta_per_word_push(&{}, {set}, 1);", self.local),
            false => format!("synta_per_write_bit(w, {set});"),
        }
    }

    pub(super) fn extended(&self) -> String {
        self.bit(&0)
    }
}

/// The writer's name beside a reader's: an open type's `&o` is both.
pub(super) fn writer_of(r: &str) -> &str {
    if r == "r" {
        "w"
    } else {
        r
    }
}

/// The expression of `forms` for the reader or writer `rw`, by `one`: the
/// one form when both variants have it, else the variant's pick.
fn pick(rw: &str, forms: &Forms, one: impl Fn(&Form) -> Result<String, String>) -> Result<String, String> {
    Ok(variant_pick(rw, &one(&forms.aligned)?, &one(&forms.unaligned)?))
}

/// `aligned` in the ALIGNED variant of the reader or writer `rw`, else
/// `unaligned` (a conditional, not a macro: the forms hold commas); the
/// one form when they are the same.
pub(super) fn variant_pick(rw: &str, aligned: &str, unaligned: &str) -> String {
    if aligned == unaligned {
        return aligned.to_string();
    }
    let variant = match rw.strip_prefix('&') {
        Some(local) => format!("{local}.aligned"),
        None => format!("{rw}->aligned"),
    };
    format!("({variant} ? {aligned} : {unaligned})")
}

/// `synta_per_whole` of a whole-number form.
pub(super) fn whole_expr(w: WholeNumber) -> String {
    match w {
        WholeNumber::Empty => "SYNTA_PER_NONE".to_string(),
        WholeNumber::Bits(n) => format!("SYNTA_PER_BITS({n})"),
        WholeNumber::Octets(n) => format!("SYNTA_PER_OCTETS({n})"),
        WholeNumber::Length { max_octets } => format!("SYNTA_PER_OCTETS_UP_TO({max_octets})"),
    }
}

/// `synta_per_length` of a length form.
pub(super) fn length_expr(form: &LengthForm) -> String {
    match form {
        LengthForm::Fixed(n) => format!("SYNTA_PER_COUNT({n})"),
        LengthForm::Constrained { lb, ub, number } => {
            format!("SYNTA_PER_COUNT_IN({lb}, {ub}, {})", whole_expr(*number))
        }
        LengthForm::Unconstrained => "SYNTA_PER_ANY_COUNT".to_string(),
    }
}

fn size_expr(size: &Sized) -> String {
    let ext = u8::from(size.extensible);
    let (kind, n, length) = match &size.layout {
        StringLayout::Empty => ("EMPTY", 0, LengthForm::Unconstrained),
        StringLayout::Short(n) => ("SHORT", *n, LengthForm::Unconstrained),
        StringLayout::Fixed(n) => ("FIXED", *n, LengthForm::Unconstrained),
        StringLayout::Length(form) => ("LENGTH", 0, form.clone()),
    };
    format!("SYNTA_PER_SIZE({kind}, {n}, {}, {ext})", length_expr(&length))
}

fn chars_expr(coding: &CharCoding) -> String {
    let ranges = match coding.indexed {
        true => {
            let bounds: Vec<String> = coding.alphabet.iter().map(|(lo, hi)| format!("{lo:#x}, {hi:#x}")).collect();
            format!("((const uint32_t[]){{{}}}), {}", bounds.join(", "), coding.alphabet.len())
        }
        false => "NULL, 0".to_string(),
    };
    format!("SYNTA_PER_CHARS({}, {}, {ranges})", coding.bits, coding.octets)
}

fn int_expr(int: &NativeInt) -> String {
    match int {
        NativeInt::Constrained { lb, most, number, extensible } => {
            format!("SYNTA_PER_RANGE({lb}, {most}, {}, {})", whole_expr(*number), u8::from(*extensible))
        }
        NativeInt::SemiConstrained { lb, extensible } => format!("SYNTA_PER_FROM({lb}, {})", u8::from(*extensible)),
        NativeInt::Unconstrained { extensible } => format!("SYNTA_PER_ANY_INTEGER({})", u8::from(*extensible)),
    }
}

/// A collection's count form and extension bit under `forms`, for `rw`.
pub(super) fn count_exprs(rw: &str, forms: &Forms) -> Result<(String, String), String> {
    let count = pick(rw, forms, |f| match f {
        Form::Collection { count, .. } => Ok(length_expr(count)),
        other => Err(format!("a {other:?} is not a collection's PER form")),
    })?;
    let extensible = match &forms.aligned {
        Form::Collection { extensible, .. } => u8::from(*extensible),
        _ => 0,
    };
    Ok((count, extensible.to_string()))
}

/// The statements reading (from `r`) and writing (to `r`'s writer) the
/// runtime value at `x` of `p` under `forms`.
pub(super) fn prim_codec(p: Prim, forms: &Forms, r: &str, x: &str, at: &At) -> Result<(String, String), String> {
    let w = writer_of(r);
    let a = addr(x);
    let value = super::stmts::value(x);
    let int = |rw: &str| {
        pick(rw, forms, |f| match f {
            Form::Integer(int) => Ok(int_expr(int)),
            other => Err(format!("a {other:?} is not an INTEGER's PER form")),
        })
    };
    let size = |rw: &str| {
        pick(rw, forms, |f| match f {
            Form::BitString(s) | Form::NamedBits(s) | Form::OctetString(s) | Form::Chars { size: s, .. } => {
                Ok(size_expr(s))
            }
            other => Err(format!("a {other:?} is not a string's PER form")),
        })
    };
    let (read, write) = match (p, &forms.aligned) {
        (Prim::Bool, _) => {
            (format!("synta_per_read_bool({r}, {a}, err)"), format!("synta_per_write_bool({w}, {value});"))
        }
        (Prim::Null, _) => return Ok((format!("{value} = 0;"), String::new())),
        (Prim::Native(n), _) => {
            let write = if crate::plan::checks::native_range(n).0 < 0 {
                format!("synta_per_write_int64({w}, {}, (int64_t){value}, err)", int(w)?)
            } else {
                format!("synta_per_write_uint64({w}, {}, (uint64_t){value}, err)", int(w)?)
            };
            (format!("synta_per_read_{}({r}, {}, arena, {a}, err)", n.rust_name(), int(r)?), at.try_(&write))
        }
        (Prim::View { name: "integer", .. }, _) => (
            format!("synta_per_read_integer({r}, {}, arena, {a}, err)", int(r)?),
            at.try_(&format!("synta_per_write_integer({w}, {}, {value}, err)", int(w)?)),
        ),
        (Prim::Bits { .. }, Form::BitString(_) | Form::NamedBits(_)) => {
            let named = u8::from(matches!(forms.aligned, Form::NamedBits(_)));
            (
                format!("synta_per_read_bit_string({r}, {}, {named}, arena, {a}, err)", size(r)?),
                at.try_(&format!("synta_per_write_bit_string({w}, {}, {named}, {value}, err)", size(w)?)),
            )
        }
        (Prim::Octets, Form::OctetString(_)) => (
            format!("synta_per_read_octet_string({r}, {}, arena, {a}, err)", size(r)?),
            at.try_(&format!("synta_per_write_octet_string({w}, {}, {value}, err)", size(w)?)),
        ),
        (Prim::Str(k), Form::Chars { .. }) => {
            let chars = |rw: &str| {
                pick(rw, forms, |f| match f {
                    Form::Chars { coding, .. } => Ok(chars_expr(coding)),
                    other => Err(format!("a {other:?} is not a character string's PER form")),
                })
            };
            let kind = string_kind(k);
            (
                format!("synta_per_read_chars({r}, {}, {}, {kind}, arena, {a}, err)", size(r)?, chars(r)?),
                at.try_(&format!("synta_per_write_chars({w}, {}, {}, {kind}, {value}, err)", size(w)?, chars(w)?)),
            )
        }
        (Prim::Str(k), Form::Content) => {
            let kind = string_kind(k);
            (
                format!("synta_per_read_text({r}, {kind}, arena, {a}, err)"),
                at.try_(&format!("synta_per_write_text({w}, {kind}, {value}, err)")),
            )
        }
        (Prim::View { check, .. }, Form::Content) => (
            format!("synta_per_read_content({r}, synta_check_{check}, arena, {a}, err)"),
            at.try_(&format!("synta_per_write_content({w}, synta_check_{check}, {value}, err)")),
        ),
        (Prim::Any, Form::Open) => (
            format!("synta_per_read_any({r}, arena, {a}, err)"),
            at.try_(&format!("synta_per_write_any({w}, {value}, err)")),
        ),
        (_, Form::Unsupported(what)) => return Err(format!("{what} has no PER codec yet")),
        (p, form) => return Err(format!("a {p:?} under the PER form {form:?}")),
    };
    Ok((at.try_(&read), write))
}

/// Where a component read and written in a run of bit-fields
/// (`plan::per::BitRun`) stands in it: the statements around its own that
/// read the run before its first component (the preamble's run is read as
/// the preamble) and write it after its last.
pub(super) struct InRun {
    /// Reading: the run declared and read, before the component it begins
    /// with.
    pub(super) open_read: String,
    /// Writing: the run declared, before the component it begins with.
    pub(super) open_write: String,
    /// Writing: the run written, after its last component.
    pub(super) close_write: String,
    /// The input's bit offset of the component: where a check of it fails.
    pub(super) at: String,
}

impl InRun {
    /// Component `j` of run `k` (read into the local `run`, [`run_local`]).
    pub(super) fn new(run: &BitRun, k: usize, j: usize) -> InRun {
        let local = run_local(run, k);
        let opens = j == 0 && run.preamble == 0;
        let first = run.fields[j].first;
        InRun {
            open_read: match opens {
                true => format!(
                    "synta_per_word {local};\nSYNTA_TRY(synta_per_read_word(r, {}, &{local}, err));\n",
                    run.bits
                ),
                false => String::new(),
            },
            open_write: match opens {
                true => format!("synta_per_word {local} = {{0, 0, 0}};\n"),
                false => String::new(),
            },
            close_write: match j + 1 == run.fields.len() {
                true => format!("\nsynta_per_write_word(w, &{local});"),
                false => String::new(),
            },
            at: if first == 0 { format!("{local}.at") } else { format!("{local}.at + {first}") },
        }
    }
}

/// The local holding run `k`: the preamble's, or `run<k>`.
pub(super) fn run_local(run: &BitRun, k: usize) -> String {
    if run.preamble > 0 {
        "preamble".to_string()
    } else {
        format!("run{k}")
    }
}

/// The statements taking a component `field` held as `codec` out of the
/// run `run` into `out`, and putting `input` into it.
pub(super) fn run_codec(
    field: &RunField,
    run: &str,
    codec: &Codec,
    (out, input): (&str, &str),
    at: &At,
) -> Result<(String, String), String> {
    let first = field.first;
    Ok(match (codec, &field.field) {
        (Codec::Item(name), _) => (
            at.try_(&format!("{name}_read_per_bits(&{run}, {first}, {}, err)", addr(out))),
            at.try_(&format!("{name}_write_per_bits({}, &{run}, err)", addr(input))),
        ),
        (Codec::Prim(Prim::Bool), BitField::Boolean) => (
            format!("{out} = synta_per_word_bit(&{run}, {first});"),
            format!("synta_per_word_push(&{run}, {input} ? 1u : 0u, 1);"),
        ),
        (Codec::Prim(Prim::Native(n)), BitField::Whole { lb, most, bits }) => (
            at.try_(&format!(
                "synta_per_word_{}(&{run}, {first}, {bits}, {lb}, {most}, {}, err)",
                n.rust_name(),
                addr(out)
            )),
            at.try_(&native_push(*n, &format!("&{run}"), input, (*lb, *most, *bits))),
        ),
        _ => return Err(format!("a {:?} is not read in a run of bit-fields", field.field)),
    })
}

/// Appending a native integer `input` of `lb..=lb + most` in `bits` bits
/// to the run `run` points to: signed or unsigned, as the native type is.
fn native_push(n: crate::ir::NativeInt, run: &str, input: &str, (lb, most, bits): (i64, u64, u32)) -> String {
    match crate::plan::checks::native_range(n).0 < 0 {
        true => format!("synta_per_word_push_int64({run}, (int64_t){input}, {lb}, {most}, {bits}, err)"),
        false => format!("synta_per_word_push_uint64({run}, (uint64_t){input}, {lb}, {most}, {bits}, err)"),
    }
}

/// A type's functions reading itself from a run of bit-fields and writing
/// itself into one (`plan::per::reads_in_run`): `T_read_per_bits`,
/// `T_write_per_bits`.
#[derive(Template)]
#[template(path = "c/per_bits.c.askama", escape = "none")]
pub(super) struct PerBits<'a> {
    pub(super) name: &'a str,
    pub(super) body: PerBitsBody,
}

/// Their prototypes.
#[derive(Template)]
#[template(path = "c/per_bits.h.askama", escape = "none")]
pub(super) struct PerBitsHeader<'a> {
    pub(super) name: &'a str,
}

/// What a type's bits are.
pub(super) enum PerBitsBody {
    /// An ENUMERATED: the root items' constants in the order of their
    /// indexes, each in `bits` bits.
    Index { bits: u32, items: Vec<String> },
    /// An INTEGER held in a native integer: its offset from `lb`, at most
    /// `most`, in `bits` bits; and the type's checks of `(*out)` once read
    /// (failing at `off`) and of `(*in)` before it is written.
    Native { read: String, checks: String, encode_checks: String, write: String },
}

impl PerBitsBody {
    /// A native INTEGER type's, held as `n`.
    pub(super) fn native(
        n: crate::ir::NativeInt,
        (lb, most, bits): (i64, u64, u32),
        checks: String,
        encode_checks: String,
    ) -> PerBitsBody {
        PerBitsBody::Native {
            read: format!("synta_per_word_{}(run, first, {bits}, {lb}, {most}, out, err)", n.rust_name()),
            checks,
            encode_checks,
            write: native_push(n, "run", "(*in)", (lb, most, bits)),
        }
    }
}
