//! How a use site holds and reads a value.

use crate::ir::{DefRef, Ir, Type, TypeKind};
use crate::plan::cycles::Cycles;
use crate::plan::tags::own_tag;

/// How a use site holds and reads a value; each backend says what that
/// means in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Decoded, under its own tag.
    Own,
    /// Decoded, untagged (CHOICE, ANY, open types).
    Untagged,
    /// Kept as checked raw DER whose own tag is checked; decoded on demand.
    LazyOwn,
    /// Kept as checked raw DER, untagged.
    LazyUntagged,
    /// Held indirectly because the reference closes a cycle of containment;
    /// checked in full when decoded.
    CycleOwn,
    /// The same, untagged.
    CycleUntagged,
}

impl Mode {
    /// The mode of a use of `ty` inside the definition `owner`, kept raw
    /// when `lazy`.
    pub fn of(ir: &Ir, cycles: &Cycles, owner: &DefRef, ty: &Type, lazy: bool) -> Mode {
        let untagged = own_tag(ir, ty).is_none();
        let cycle = matches!(&ty.kind, TypeKind::Ref(r) if cycles.closes_cycle(owner, r));
        match (lazy, cycle, untagged) {
            (true, _, false) => Mode::LazyOwn,
            (true, _, true) => Mode::LazyUntagged,
            (false, true, false) => Mode::CycleOwn,
            (false, true, true) => Mode::CycleUntagged,
            (false, false, false) => Mode::Own,
            (false, false, true) => Mode::Untagged,
        }
    }

    /// Kept as raw DER.
    pub fn is_lazy(self) -> bool {
        matches!(self, Mode::LazyOwn | Mode::LazyUntagged)
    }

    /// Held indirectly to break a cycle.
    pub fn is_cycle(self) -> bool {
        matches!(self, Mode::CycleOwn | Mode::CycleUntagged)
    }
}
