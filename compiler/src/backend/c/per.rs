//! PER (X.691) codecs in C (`--per`): the C names of the forms the plan
//! gives a use (`plan::per::Forms`), the leaf statements reading and writing
//! one runtime value under them, and the templates of each construct's
//! `_read_per` / `_write_per` and a definition's entry points. A construct
//! is walked as for OER (`oer.rs`, one walk for both rules, `Wire`): only
//! the leaves and the templates differ. Nothing is decided here: each form
//! is written as the runtime constant that says it.

use super::stmts::addr;
use super::{string_kind, At, Prim, Template};
use crate::plan::per::{CharCoding, Form, Forms, LengthForm, NativeInt, Sized, StringLayout, WholeNumber};

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
/// Up to 64 bits it is one number; past that a view of its bits.
pub(super) struct PerPreamble {
    local: &'static str,
    bits: usize,
}

impl PerPreamble {
    pub(super) fn new(local: &'static str, bits: usize) -> Self {
        Self { local, bits }
    }

    /// The local's declaration, none when there are no bits.
    pub(super) fn declaration(&self) -> String {
        match self.bits {
            0 => String::new(),
            1..=WORD_BITS => format!("uint64_t {};", self.local),
            _ => format!("synta_per_bitmap {};", self.local),
        }
    }

    /// The statement reading it from the reader `r`.
    pub(super) fn read(&self, r: &str) -> String {
        let function = match self.bits {
            0 => return String::new(),
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
            1..=WORD_BITS => format!("SYNTA_PER_BIT({}, {}, {i})", self.local, self.bits),
            _ => format!("synta_per_bitmap_get(&{}, {i})", self.local),
        }
    }

    /// Whether its first bit, an extensible type's extension bit, is set.
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
