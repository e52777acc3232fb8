//! PER's part of the arena bound (X.691): the bits of an encoding that no
//! other charge lands on, and what a decode copies for the bits of a value.
//!
//! A bound serves both variants, BASIC and CANONICAL, so each count is the
//! smaller of ALIGNED's and UNALIGNED's (padding bits pay for nothing).
//! Copies, as the C runtime makes them (runtime-c/synta_per.c), each
//! charged to the bits of the value copied:
//! - a string whose items do not start and end on an octet: its octets,
//!   one for every eight bits and one for the bits left over; none when
//!   it is empty;
//! - a known-multiplier string whose characters are not octets read in
//!   place: `octets` an item (1, 2 or 4) for its `bits`;
//! - an item count past 16K: the fragments joined in a buffer that doubles
//!   as they come, then copied once more when they end off an octet: at
//!   most five octets for every eight bits ([`FRAGMENTS`]);
//! - an open type (an ANY, a known extension addition or alternative) off
//!   an octet: its octets;
//! - an INTEGER held as octets, not a native integer: at most nine octets
//!   (its two's complement) for its offset's bits;
//! - what a later version added (additions of a SEQUENCE, an alternative):
//!   counted first, then read once into the block that keeps them.

use crate::ir::{Alternative, Choice, DefRef, Extension, Type, TypeKind};
use crate::plan::oer::UseCodec;
use crate::plan::per::{self, Form, LengthForm, NativeInt, StringLayout};
use crate::plan::uses::{use_of, Prim, Target};

use super::{Copied, Walk, DEPTH};

/// How many elements' room a PER collection's array takes at most for
/// each element read: a count read in one part is given its room at once;
/// one in fragments (16K elements or more) at least doubles it for each,
/// so its allocations add up to less than twice the last, which is less
/// than twice the count.
pub(super) fn element_room(ir: &crate::ir::Ir, collection: &Type) -> usize {
    let fragments = |form: &Form| match form {
        Form::Collection { count, extensible } => *extensible || *count == LengthForm::Unconstrained,
        _ => true,
    };
    let forms = per::forms(ir, collection);
    if fragments(&forms.aligned) || fragments(&forms.unaligned) {
        4
    } else {
        1
    }
}

/// Octets for every eight bits: an open type's or an OCTET STRING's
/// octets copied off an octet, an integer's octets.
const OCTETS: Copied = Copied { octets: 1, min_len: 8 };

/// A count of 16K items or more, read in fragments: at most `5 * ceil(k /
/// 8)` octets for `k >= 16384` bits of items, less than `10245 / 16384` an
/// item bit.
const FRAGMENTS: Copied = Copied { octets: 10_245, min_len: 16_384 };

/// The most octets an INTEGER held as octets takes when its value is
/// worked out from a whole number (its lower bound added): two's
/// complement of 64 bits and a sign octet.
const INTEGER_OCTETS: usize = 9;

/// What a later version added to an extensible SEQUENCE, kept: nine octets
/// of header and one of bitmap for the extension bit, a normally small
/// length (seven bits at least) and one bit of bitmap...
const UNKNOWN_ADDITIONS: Copied = Copied { octets: 10, min_len: 9 };
/// ...and four octets of length with each addition's octets, for its
/// length octet and its octets.
const UNKNOWN_ADDITION: Copied = Copied { octets: 1, min_len: 2 };
/// An alternative of a later version, kept with four octets of index:
/// for the extension bit, seven bits of index at least, the length octet
/// and its octets.
const UNKNOWN_ALTERNATIVE: Copied = Copied { octets: 1, min_len: 4 };

/// The bits announcing an extension addition (of a CHOICE): the extension
/// bit, a normally small index (seven bits at least) and the open type's
/// length octet.
const ADDITION_HEADER: usize = 1 + 7 + 8;

/// The fewest bits of a CHOICE's index of one of its alternatives: a root
/// one's, or an addition's.
pub(super) fn alternative_bits(c: &Choice, a: &Alternative) -> usize {
    if a.extension == Extension::Root {
        choice_root_bits(c)
    } else {
        ADDITION_HEADER
    }
}

impl<'ir> crate::plan::Planner<'ir> {
    /// The fewest bits a value of `ty` (used inside `owner`) takes in PER,
    /// in either variant, past padding: what a decoder may count on to
    /// reserve room for a collection's elements before reading them.
    pub fn per_least_bits(&self, owner: &DefRef, ty: &'ir Type) -> usize {
        let mut walk = Walk {
            planner: self,
            encoding: super::Encoding::Per,
            stores: std::collections::HashMap::new(),
            local: super::Local::default(),
        };
        walk.per_own_bits(owner, ty, 0)
    }
}

impl<'p, 'ir> Walk<'p, 'ir> {
    /// PER's counterpart of [`Walk::own_len`]: the bits of a value of `ty`
    /// that no charge but one on its own encoding lands on, at least.
    pub(super) fn per_own_bits(&mut self, owner: &DefRef, ty: &'ir Type, depth: usize) -> usize {
        if depth >= DEPTH {
            return 0;
        }
        let (core_owner, core) = self.resolved(owner, ty);
        match &core.kind {
            // Its index (the fewest bits of any), then an alternative.
            TypeKind::Choice(c) => {
                let index = c.alternatives.iter().map(|a| alternative_bits(c, a)).min().unwrap_or(0);
                index + self.fewest_alternative(&core_owner, c, depth, Walk::per_own_bits)
            }
            TypeKind::Sequence(s) | TypeKind::Set(s) => {
                let (bits, content) = self.root_parts(&core_owner, s, depth, Walk::per_own_bits);
                bits + content
            }
            TypeKind::Enumerated(e) => usize::from(e.extensible) + index_bits(e.root.len()),
            _ => {
                let forms = per::forms(self.ir(), ty);
                per::least_bits(&forms.aligned).min(per::least_bits(&forms.unaligned))
            }
        }
    }

    /// Records what a decode of a use of `ty` copies, when it is read as a
    /// runtime value (one read by its own type's codec is that type's).
    pub(super) fn per_copies(&mut self, ty: &'ir Type) {
        let ir = self.ir();
        // Whether an INTEGER is held as a native integer (not its octets).
        let (forms, native) = match per::inner_codec(ir, ty) {
            Ok(UseCodec::Value(forms)) => {
                let native = match use_of(ir, crate::plan::defs::renamed_type(ir, ty)).target {
                    Target::Prim(p) => matches!(p, Prim::Native(_)),
                    Target::Inline => ty.native_int.is_some(),
                    _ => false,
                };
                (forms, native)
            }
            Ok(UseCodec::Inside { layout, value, .. }) => (layout, matches!(value, Prim::Native(_))),
            Ok(UseCodec::Own) | Err(_) => return,
        };
        for form in [&forms.aligned, &forms.unaligned] {
            for copy in form_copies(form, native) {
                self.copied(copy);
            }
        }
    }

    /// What a decode of a SEQUENCE or SET of type `ty` copies of its own:
    /// its known extension additions' open types, and (a SEQUENCE) what a
    /// later version added.
    pub(super) fn per_struct_copies(&mut self, ty: &'ir Type) {
        let (TypeKind::Sequence(s) | TypeKind::Set(s)) = &ty.kind else { return };
        if s.components.iter().any(|c| c.extension != Extension::Root) {
            self.copied(OCTETS);
            self.copied(FRAGMENTS);
        }
        if s.extensible && matches!(ty.kind, TypeKind::Sequence(_)) {
            self.copied(UNKNOWN_ADDITIONS);
            self.copied(UNKNOWN_ADDITION);
        }
    }

    /// What a decode of a CHOICE copies of its own: an extension
    /// alternative's open type, an alternative of a later version.
    pub(super) fn per_choice_copies(&mut self, c: &Choice) {
        if c.alternatives.iter().any(|a| a.extension != Extension::Root) {
            self.copied(OCTETS);
            self.copied(FRAGMENTS);
        }
        if c.extensible {
            self.copied(UNKNOWN_ALTERNATIVE);
        }
    }
}

/// The fewest bits a root alternative's index takes: the extension bit,
/// then the index among the root's.
fn choice_root_bits(c: &Choice) -> usize {
    let roots = c.alternatives.iter().filter(|a| a.extension == Extension::Root).count();
    usize::from(c.extensible) + index_bits(roots)
}

/// The fewest bits an index among `count` takes (a constrained whole
/// number, the fewer of the two variants').
fn index_bits(count: usize) -> usize {
    let range = num_bigint::BigInt::from(count);
    [per::Variant::Aligned, per::Variant::Unaligned]
        .into_iter()
        .map(|v| per::whole_least_bits(per::whole_number(&range, v)))
        .min()
        .unwrap_or(0)
}

/// What a decode of a runtime value read as `form` may copy (`None`: a
/// copy no input bit pays for, or as many as no length bounds); `native`:
/// an INTEGER is held as a native integer.
fn form_copies(form: &Form, native: bool) -> Vec<Option<Copied>> {
    match form {
        Form::Integer(int) => integer_copies(int, native),
        Form::BitString(size) | Form::NamedBits(size) => {
            let (least, other) = per::sized_least(size);
            // One octet for the bits left over: most an input bit when the
            // string is shortest, while its other bits are fewer than seven.
            let k = least.max(1) as usize;
            let mut out = vec![Some(OCTETS), Some(Copied { octets: k + 7, min_len: 8 * (other + k) })];
            out.extend(fragments(size).then_some(Some(FRAGMENTS)));
            out
        }
        Form::OctetString(size) => {
            let mut out = vec![Some(OCTETS)];
            out.extend(fragments(size).then_some(Some(FRAGMENTS)));
            out
        }
        Form::Chars { coding, size } => {
            let (bits, octets) = (coding.bits as usize, usize::from(coding.octets));
            if bits == 0 {
                // Characters of no bits: as many as the count says.
                let (_, other) = per::sized_least(size);
                return vec![most_items(size).map(|n| Copied { octets: n * octets, min_len: other })];
            }
            let mut out = vec![Some(Copied { octets, min_len: bits })];
            if fragments(size) {
                let joined = Copied {
                    octets: FRAGMENTS.octets * bits + FRAGMENTS.min_len * octets,
                    min_len: FRAGMENTS.min_len * bits,
                };
                out.push(Some(joined));
            }
            out
        }
        Form::Content | Form::Open => vec![Some(OCTETS), Some(FRAGMENTS)],
        Form::Boolean
        | Form::Null
        | Form::Enumerated
        | Form::Struct
        | Form::Collection { .. }
        | Form::Choice
        | Form::Unsupported(_) => Vec::new(),
    }
}

/// An INTEGER's copies: a native one copies only octets read off an
/// octet (or, semi-constrained, more than eight of them); one held as
/// octets also makes its two's complement from a whole number.
fn integer_copies(int: &NativeInt, native: bool) -> Vec<Option<Copied>> {
    match int {
        NativeInt::Constrained { number, extensible, .. } => {
            let mut out = Vec::new();
            if *extensible {
                // A value outside the root: its octets.
                out.push(Some(OCTETS));
            }
            if !native {
                let bits = usize::from(*extensible) + per::whole_least_bits(*number);
                out.push(Some(Copied { octets: INTEGER_OCTETS, min_len: bits }));
            }
            out
        }
        NativeInt::SemiConstrained { .. } if !native => {
            vec![Some(OCTETS), Some(Copied { octets: INTEGER_OCTETS, min_len: 8 })]
        }
        NativeInt::SemiConstrained { .. } | NativeInt::Unconstrained { .. } => vec![Some(OCTETS)],
    }
}

/// Whether a string's count may be read in fragments: 16K items or more,
/// or any count outside an extensible root.
fn fragments(size: &per::Sized) -> bool {
    size.extensible || matches!(size.layout, StringLayout::Length(LengthForm::Unconstrained))
}

/// The most items a string holds, when its SIZE bounds them.
fn most_items(size: &per::Sized) -> Option<usize> {
    if size.extensible {
        return None;
    }
    let n = match &size.layout {
        StringLayout::Empty => 0,
        StringLayout::Short(n) | StringLayout::Fixed(n) => *n,
        StringLayout::Length(LengthForm::Fixed(n)) => *n,
        StringLayout::Length(LengthForm::Constrained { ub, .. }) => *ub,
        StringLayout::Length(LengthForm::Unconstrained) => return None,
    };
    usize::try_from(n).ok()
}
