//! How much arena a decode of DER or OER takes at most, per input byte.
//!
//! A decoder stores some values apart from the value that holds them: the
//! elements of a collection (one array for all of them), a value closing a
//! cycle of containment, and an open type's value held apart
//! ([`crate::plan::open::held_apart`]). Each such value is
//! charged to the TLV that encodes it, and to the bytes of that TLV that
//! nothing else is charged to: its tag and length octets, and the mandatory
//! components inside it that never store anything. Those bytes of two
//! charged TLVs never overlap (a TLV is charged only once: values stored
//! apart for the same TLV, as an element that is an untagged CHOICE whose
//! alternative closes a cycle, make one [`Charge`]). So a decode of `n`
//! bytes stores at most `n` times the largest ratio of a charge's bytes to
//! its [`Charge::min_len`]: the bound is a maximum over the charges a type
//! can reach, not a sum, and recursion does not make it grow.
//!
//! The bound holds for valid DER. BER may add joined strings and values
//! brought to DER, which it does not cover.
//!
//! OER ([`Encoding::Oer`]) stores the same values apart, charged the same
//! way to the octets of their encodings that nothing else is charged to:
//! a CHOICE's tag, a preamble, a length or quantity field, the mandatory
//! components' octets. Those can be none (a SEQUENCE OF NULL's element):
//! a value stored apart for no octets leaves the type without a bound. OER
//! also copies the unsigned INTEGERs whose DER needs a leading zero octet
//! the input does not have ([`Copied`]); each is charged to its own
//! octets, which also pay for the charge they lie in, so the copies' bound
//! is added to the other one.
//!
//! PER ([`Encoding::Per`]) counts bits, not octets: each charge lands on
//! the bits of an encoding nothing else pays for, and what a decode
//! copies (strings off an octet, open types, integers, what a later
//! version added) on the bits of the value copied (`arena/per.rs`).

use std::collections::{HashMap, HashSet};

use crate::ir::{DefRef, Dispatch, Extension, Ir, Tag, Type, TypeKind};
use crate::plan::oer;
use crate::plan::open::{held_apart, keyed_by_sibling, open_plan, Holder};
use crate::plan::structs::Presence;
use crate::plan::uses::{use_of, Prim, Target};
use crate::plan::Planner;

mod per;

/// The encoding rule a bound is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// DER (X.690): every value stored apart has a TLV of two octets or
    /// more.
    Der,
    /// BASIC-OER and CANONICAL-OER (X.696): CANONICAL-OER's values are
    /// BASIC-OER's, so one bound serves both.
    Oer,
    /// PER (X.691), ALIGNED and UNALIGNED, BASIC and CANONICAL: every
    /// `min_len` counts bits. A CANONICAL decode of a SET OF may take more
    /// (its order is checked on the elements' encodings, made anew).
    Per,
}

/// What a decode copies into the arena for a value, in allocations of
/// single octets (never padded): at most `octets` octets for each
/// `min_len` units of input (octets, or bits for PER) the value takes of
/// its own. In OER, an unsigned INTEGER copied to put DER's leading zero
/// octet in front of it; in PER, a string read off an octet boundary, an
/// open type, an integer, what a later version added (`arena/per.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Copied {
    /// The most octets copied.
    pub octets: usize,
    /// The fewest units of input that pay for them.
    pub min_len: usize,
}

/// Values stored apart for one TLV of the input.
#[derive(Clone, Debug)]
pub struct Charge<'t> {
    /// The types of the values stored apart, as their uses give them (an
    /// element type, the type of a use closing a cycle, an open type's
    /// value type): each backend stores a value of its own type for each.
    pub stored: Vec<&'t Type>,
    /// How many allocations they take (each may be padded): one a value
    /// stored apart, one for a PER element's room in its array.
    pub allocations: usize,
    /// The fewest bytes (PER: bits) of that TLV that nothing else is
    /// charged to.
    pub min_len: usize,
}

/// A TLV a value of some type may be encoded as, with the values stored
/// apart for it (an untagged CHOICE is the TLV of one of its alternatives).
struct Tlv<'t> {
    stored: Vec<&'t Type>,
    min_len: usize,
}

/// The charges of every definition of a module set, for one encoding.
pub struct ArenaPlan<'ir> {
    /// What each definition's own type charges, and the definitions it
    /// uses (whose charges are its too).
    local: HashMap<DefRef, Local<'ir>>,
}

#[derive(Default)]
struct Local<'ir> {
    charges: Vec<Charge<'ir>>,
    /// OER and PER: what a decode may copy.
    copies: Vec<Copied>,
    uses: Vec<&'ir DefRef>,
    /// `false`: a decode may store or copy what no input pays for (a
    /// DEFAULT restored from a value that stores, a value stored apart
    /// for no input).
    bounded: bool,
}

impl<'ir> Planner<'ir> {
    /// The charges of every definition for a decode of `encoding`: each
    /// is worked out once, alone, and a definition's bound gathers those
    /// of what it uses.
    pub fn arena_plan(&self, encoding: Encoding) -> ArenaPlan<'ir> {
        let mut walk = Walk { planner: self, encoding, stores: HashMap::new(), local: Local::default() };
        let mut local = HashMap::new();
        for m in &self.ir.modules {
            for t in &m.types {
                let r = DefRef { module: m.name.clone(), name: t.name.clone() };
                walk.local = Local { bounded: true, ..Local::default() };
                walk.value(&r, &t.ty, &t.name);
                local.insert(r, std::mem::take(&mut walk.local));
            }
        }
        ArenaPlan { local }
    }
}

impl<'ir> ArenaPlan<'ir> {
    /// The charges a decode of the definition `def` can make, every
    /// distinct one once; `None` when a decode may store values that no
    /// input byte pays for (a DEFAULT restored from a value that stores;
    /// in OER and PER, a value stored apart, or copied, for no input).
    pub fn charges(&self, def: &DefRef) -> Option<Vec<Charge<'ir>>> {
        let mut out: Vec<Charge<'ir>> = Vec::new();
        for local in self.reachable(def) {
            if !local.bounded {
                return None;
            }
            for c in &local.charges {
                add(&mut out, c.stored.clone(), c.allocations, c.min_len);
            }
        }
        Some(out)
    }

    /// What a decode of the definition `def` may copy, as the copy of the
    /// most octets an input unit (none when it copies nothing, and for
    /// DER): the bound takes the largest ratio, and `synta_arena_bound`
    /// gives `floor(len * octets / min_len)` exactly, so a copy of a
    /// smaller ratio never adds to it.
    pub fn copies(&self, def: &DefRef) -> Option<Copied> {
        let per_unit = |a: &Copied, b: &Copied| {
            (a.octets as u128 * b.min_len as u128).cmp(&(b.octets as u128 * a.min_len as u128))
        };
        self.reachable(def).iter().flat_map(|local| local.copies.iter().copied()).max_by(per_unit)
    }

    /// What `def` and every definition it uses charge.
    fn reachable(&self, def: &DefRef) -> Vec<&Local<'ir>> {
        let mut out = Vec::new();
        let mut seen: HashSet<&DefRef> = HashSet::new();
        let mut next = vec![def];
        while let Some(r) = next.pop() {
            let Some(local) = self.local.get(r).filter(|_| seen.insert(r)) else { continue };
            out.push(local);
            next.extend(local.uses.iter().copied());
        }
        out
    }

    /// A definition `def` uses whose charges and copies are all of
    /// `def`'s, and which does not use `def` back: `def`'s bound is that
    /// one's (a SEQUENCE whose only stored values are those of one
    /// component's type).
    pub fn same_bound_as(&self, def: &DefRef) -> Option<&'ir DefRef> {
        let mine = self.charges(def)?;
        let my_copies = self.copies(def);
        let uses = &self.local.get(def)?.uses;
        uses.iter().copied().find(|u| {
            self.charges(u).is_some_and(|theirs| {
                theirs.len() == mine.len() && mine.iter().all(|c| theirs.iter().any(|t| same_charge(c, t)))
            }) && self.copies(u) == my_copies
                && !self.reaches(u, def)
        })
    }

    fn reaches(&self, from: &DefRef, to: &DefRef) -> bool {
        let mut seen: HashSet<&DefRef> = HashSet::new();
        let mut next = vec![from];
        while let Some(r) = next.pop() {
            if r == to {
                return true;
            }
            if let Some(local) = self.local.get(r).filter(|_| seen.insert(r)) {
                next.extend(local.uses.iter().copied());
            }
        }
        false
    }
}

/// The same values stored apart on as few bytes.
fn same_charge(a: &Charge, b: &Charge) -> bool {
    a.min_len == b.min_len && same_stored(&a.stored, &b.stored)
}

fn same_stored(a: &[&Type], b: &[&Type]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| std::ptr::eq(*x, *y))
}

/// Adds a charge, unless one of the same values on fewer bytes is already
/// there (the larger ratio is all the bound takes).
fn add<'ir>(charges: &mut Vec<Charge<'ir>>, stored: Vec<&'ir Type>, allocations: usize, min_len: usize) {
    match charges.iter_mut().find(|c| same_stored(&c.stored, &stored)) {
        Some(c) => {
            c.min_len = c.min_len.min(min_len);
            c.allocations = c.allocations.max(allocations);
        }
        None => charges.push(Charge { stored, allocations, min_len }),
    }
}

struct Walk<'p, 'ir> {
    planner: &'p Planner<'ir>,
    encoding: Encoding,
    /// Whether a decode of the definition may store anything apart.
    stores: HashMap<DefRef, bool>,
    /// What the definition being walked charges.
    local: Local<'ir>,
}

/// Types nest through untagged CHOICEs only so deep; a guard against
/// chains the front end should have refused.
const DEPTH: usize = 32;

impl<'p, 'ir> Walk<'p, 'ir> {
    fn ir(&self) -> &'ir Ir {
        self.planner.ir
    }

    /// Visits what a value of `ty`, used inside `owner` at `path`, stores.
    fn value(&mut self, owner: &DefRef, ty: &'ir Type, path: &str) {
        match self.encoding {
            Encoding::Oer => {
                if let Some(copy) = integer_copy(self.ir(), ty) {
                    self.copied(copy);
                }
            }
            Encoding::Per => self.per_copies(ty),
            Encoding::Der => {}
        }
        match use_of(self.ir(), ty).target {
            Target::Def(r) => self.local.uses.push(r),
            Target::Prim(_) => {}
            Target::Collection { element, .. } => {
                // The array holds its elements by value, which breaks any
                // cycle through them. PER's may take room for more than
                // it holds, in one allocation an element at most.
                let room = if self.encoding == Encoding::Per { per::element_room(self.ir(), ty) } else { 1 };
                self.charge(owner, &vec![element; room], 1, element, 0);
                self.value(owner, element, &format!("{path}.item"));
            }
            Target::Inline => match &ty.kind {
                TypeKind::Sequence(_) | TypeKind::Set(_) => {
                    if self.encoding == Encoding::Per {
                        self.per_struct_copies(ty);
                    }
                    self.structure(owner, ty, path)
                }
                TypeKind::Choice(c) => {
                    if self.encoding == Encoding::Per {
                        self.per_choice_copies(c);
                    }
                    for a in &c.alternatives {
                        self.component(owner, &a.ty, &format!("{path}.{}", a.name));
                    }
                }
                // The SEQUENCE the standards give INSTANCE OF and EXTERNAL
                // is made anew, so what it stores cannot be named: no bound.
                _ if crate::plan::associated::associated_sequence(ty).is_some() => {
                    self.local.bounded &= !self.may_store(owner, ty, 0);
                }
                _ => {}
            },
        }
    }

    /// A component or alternative: charged when it closes a cycle.
    fn component(&mut self, owner: &DefRef, ty: &'ir Type, path: &str) {
        if self.planner.mode(owner, ty, false).is_cycle() {
            self.charge(owner, &[ty], 1, ty, 0);
        }
        self.value(owner, ty, path);
    }

    fn structure(&mut self, owner: &DefRef, ty: &'ir Type, path: &str) {
        let plan = self.planner.structure(owner, ty, path, &mut Vec::new());
        for f in &plan.fields {
            if f.lazy {
                continue;
            }
            let c = f.component;
            if matches!(f.presence, Presence::Default(_)) && self.may_store(owner, &c.ty, 0) {
                self.local.bounded = false;
            }
            match f.keyed {
                Some(k) => {
                    let entries = open_plan(self.ir(), k.dispatch, k.holder == Holder::Containing).entries;
                    // A collection of the open type: each element's place in
                    // the array, and its value held apart, for one TLV.
                    let slot: Vec<&'ir Type> = match (&c.ty.kind, k.holder) {
                        (TypeKind::SequenceOf(e) | TypeKind::SetOf(e), Holder::Collection) => vec![&e.element],
                        _ => Vec::new(),
                    };
                    if let Some(&element) = slot.first() {
                        // A key the table does not list: the value as read.
                        self.charges_for(vec![element], 1, 2);
                    }
                    for e in &entries {
                        let mut stored = slot.clone();
                        if held_apart(self.ir(), &owner.module, e.ty)
                            || self.planner.mode(owner, e.ty, false).is_cycle()
                        {
                            stored.push(e.ty);
                        }
                        if !stored.is_empty() {
                            let allocations = stored.len();
                            self.charge(owner, &stored, allocations, e.ty, 0);
                        }
                        self.value(owner, e.ty, &format!("{}.{}", f.path, e.base));
                    }
                }
                None => self.component(owner, &c.ty, &f.path),
            }
        }
    }

    /// Charges `stored` (in `allocations` allocations) to each TLV a value
    /// of `ty` may be.
    fn charge(&mut self, owner: &DefRef, stored: &[&'ir Type], allocations: usize, ty: &'ir Type, depth: usize) {
        for tlv in self.tlvs(owner, ty, depth) {
            let mut all = stored.to_vec();
            let allocations = allocations + tlv.stored.len();
            all.extend(tlv.stored);
            self.charges_for(all, allocations, tlv.min_len);
        }
    }

    fn charges_for(&mut self, stored: Vec<&'ir Type>, allocations: usize, min_len: usize) {
        if min_len == 0 {
            // Values stored for no octets of input: as many as a decode
            // reads, which no length bounds.
            self.local.bounded = false;
            return;
        }
        add(&mut self.local.charges, stored, allocations, min_len);
    }

    /// Records a copy a decode may make (`None`: one no input pays for).
    fn copied(&mut self, copy: impl Into<Option<Copied>>) {
        match copy.into() {
            Some(copy) if copy.octets == 0 => {}
            Some(copy) if copy.min_len > 0 => {
                if !self.local.copies.contains(&copy) {
                    self.local.copies.push(copy);
                }
            }
            _ => self.local.bounded = false,
        }
    }

    /// The TLVs a value of `ty` (used inside `owner`) may be: one, unless
    /// it is an untagged CHOICE, whose alternatives closing a cycle are
    /// stored for the same TLV.
    fn tlvs(&mut self, owner: &DefRef, ty: &'ir Type, depth: usize) -> Vec<Tlv<'ir>> {
        match self.encoding {
            // OER's tag is one octet at least.
            Encoding::Oer => return self.indexed_encodings(owner, ty, depth, |_, _| 1, Walk::oer_own_len),
            Encoding::Per => {
                return self.indexed_encodings(owner, ty, depth, per::alternative_bits, Walk::per_own_bits)
            }
            Encoding::Der => {}
        }
        if ty.tags.is_empty() && depth < DEPTH {
            let (owner, core) = self.resolved(owner, ty);
            if let TypeKind::Choice(c) = &core.kind {
                let mut out = Vec::new();
                for a in &c.alternatives {
                    let cycle = self.planner.mode(&owner, &a.ty, false).is_cycle();
                    for mut tlv in self.tlvs(&owner, &a.ty, depth + 1) {
                        if cycle {
                            tlv.stored.push(&a.ty);
                        }
                        out.push(tlv);
                    }
                }
                return out;
            }
        }
        vec![Tlv { stored: Vec::new(), min_len: self.own_len(owner, ty, depth).max(2) }]
    }

    /// The bytes of a value of `ty` (used inside `owner`) that no charge
    /// but one on its own TLV lands on, at least: its headers, and those
    /// of the mandatory components inside it, down to the values that
    /// store apart (whose TLVs are charged on their own).
    fn own_len(&mut self, owner: &DefRef, ty: &'ir Type, depth: usize) -> usize {
        let headers: usize = ty.tags.iter().map(header_len).sum();
        if depth >= DEPTH {
            return headers;
        }
        let (owner, core) = self.resolved(owner, ty);
        if !ty.tags.last().is_some_and(|t| !t.explicit) {
            // The untagged value, or the one inside the EXPLICIT tags: an
            // ANY's TLV, or the TLV of one of a CHOICE's alternatives (none
            // of its own when that alternative is charged on its own).
            let inner = match &core.kind {
                TypeKind::Choice(c) => self.fewest_alternative(&owner, c, depth, Walk::own_len),
                _ => 2,
            };
            return headers + inner;
        }
        let (TypeKind::Sequence(s) | TypeKind::Set(s)) = &core.kind else { return headers + min_content(&core.kind) };
        let mut content = 0;
        for (i, c) in s.components.iter().enumerate() {
            let mandatory = !c.optional && c.default.is_none() && c.extension == Extension::Root;
            // A component closing a cycle, or an open type's value, may be
            // charged on its own TLV: none of its bytes count here.
            let charged = self.planner.mode(&owner, &c.ty, false).is_cycle()
                || keyed_by_sibling(self.ir(), &s.components, i).is_some();
            if mandatory && !charged {
                content += self.own_len(&owner, &c.ty, depth + 1);
            }
        }
        headers + content
    }

    /// The fewest own bytes of an alternative of `c` by `len` (none for
    /// one charged on its own, which closes a cycle).
    fn fewest_alternative(
        &mut self,
        owner: &DefRef,
        c: &'ir crate::ir::Choice,
        depth: usize,
        len: fn(&mut Self, &DefRef, &'ir Type, usize) -> usize,
    ) -> usize {
        let mut fewest = None;
        for a in &c.alternatives {
            let own =
                if self.planner.mode(owner, &a.ty, false).is_cycle() { 0 } else { len(self, owner, &a.ty, depth + 1) };
            fewest = Some(fewest.map_or(own, |f: usize| f.min(own)));
        }
        fewest.unwrap_or(0)
    }

    /// OER's and PER's counterpart of [`Walk::tlvs`]: the encodings a value
    /// of `ty` may be, one per alternative of a CHOICE (each after the
    /// CHOICE's index of it, `index` units at least: OER's tag, PER's
    /// index; its alternative stored for it when that closes a cycle),
    /// else one of `own` units at least.
    fn indexed_encodings(
        &mut self,
        owner: &DefRef,
        ty: &'ir Type,
        depth: usize,
        index: fn(&crate::ir::Choice, &crate::ir::Alternative) -> usize,
        own: fn(&mut Self, &DefRef, &'ir Type, usize) -> usize,
    ) -> Vec<Tlv<'ir>> {
        let (core_owner, core) = self.resolved(owner, ty);
        match &core.kind {
            TypeKind::Choice(c) if depth < DEPTH => {
                let mut out = Vec::new();
                for a in &c.alternatives {
                    let cycle = self.planner.mode(&core_owner, &a.ty, false).is_cycle();
                    for mut encoding in self.indexed_encodings(&core_owner, &a.ty, depth + 1, index, own) {
                        encoding.min_len += index(c, a);
                        if cycle {
                            encoding.stored.push(&a.ty);
                        }
                        out.push(encoding);
                    }
                }
                out
            }
            _ => vec![Tlv { stored: Vec::new(), min_len: own(self, owner, ty, depth) }],
        }
    }

    /// OER's counterpart of [`Walk::own_len`]: the octets of a value of
    /// `ty` that no charge but one on its own encoding lands on, at least.
    fn oer_own_len(&mut self, owner: &DefRef, ty: &'ir Type, depth: usize) -> usize {
        if depth >= DEPTH {
            return 0;
        }
        let (core_owner, core) = self.resolved(owner, ty);
        match &core.kind {
            // The tag, one octet at least.
            TypeKind::Choice(c) => 1 + self.fewest_alternative(&core_owner, c, depth, Walk::oer_own_len),
            TypeKind::Sequence(s) | TypeKind::Set(s) => {
                let (bits, content) = self.root_parts(&core_owner, s, depth, Walk::oer_own_len);
                bits.div_ceil(8) + content
            }
            _ => oer::least_octets(&oer::form(self.ir(), ty)),
        }
    }

    /// What OER and PER write of a SEQUENCE's or SET's root at least: its
    /// preamble's bits (the extension bit, one an OPTIONAL or DEFAULT
    /// component), and the fewest units (`own`) of its mandatory
    /// components no charge of their own lands on.
    fn root_parts(
        &mut self,
        owner: &DefRef,
        s: &'ir crate::ir::Struct,
        depth: usize,
        own: fn(&mut Self, &DefRef, &'ir Type, usize) -> usize,
    ) -> (usize, usize) {
        let (mut bits, mut content) = (usize::from(s.extensible), 0);
        for (i, c) in s.components.iter().enumerate() {
            if c.extension != Extension::Root {
                continue;
            }
            if c.optional || c.default.is_some() {
                bits += 1;
                continue;
            }
            let charged = self.planner.mode(owner, &c.ty, false).is_cycle()
                || keyed_by_sibling(self.ir(), &s.components, i).is_some();
            if !charged {
                content += own(self, owner, &c.ty, depth + 1);
            }
        }
        (bits, content)
    }

    /// Whether a decode of a value of `ty` used inside `owner` may store
    /// anything apart (`ty` need not live in the IR: the components of an
    /// associated SEQUENCE do not).
    fn may_store(&mut self, owner: &DefRef, ty: &Type, depth: usize) -> bool {
        if depth >= DEPTH || self.planner.mode(owner, ty, false).is_cycle() {
            return true;
        }
        match use_of(self.ir(), ty).target {
            Target::Prim(_) => false,
            Target::Collection { .. } => true,
            Target::Def(r) => self.def_stores(r),
            Target::Inline => match crate::plan::associated::associated_sequence(ty) {
                Some(sequence) => self.struct_stores(owner, &sequence, depth),
                None => self.struct_stores(owner, ty, depth),
            },
        }
    }

    fn def_stores(&mut self, r: &DefRef) -> bool {
        if let Some(&known) = self.stores.get(r) {
            return known;
        }
        // While it is being worked out, a cycle through it stores anyway
        // (its closing use is held apart).
        self.stores.insert(r.clone(), false);
        let stores = self.ir().type_def(r).is_some_and(|d| self.may_store(r, &d.ty, 0));
        self.stores.insert(r.clone(), stores);
        stores
    }

    fn struct_stores(&mut self, owner: &DefRef, ty: &Type, depth: usize) -> bool {
        match &ty.kind {
            TypeKind::Sequence(s) | TypeKind::Set(s) => (0..s.components.len()).any(|i| {
                // Keyed as the structure's plan keys (a SET keys nothing).
                let keyed =
                    keyed_by_sibling(self.ir(), &s.components, i).filter(|_| matches!(ty.kind, TypeKind::Sequence(_)));
                match keyed {
                    Some(k) => k.holder == Holder::Collection || self.entries_store(owner, k.dispatch, depth),
                    None => self.may_store(owner, &s.components[i].ty, depth + 1),
                }
            }),
            TypeKind::Choice(c) => c.alternatives.iter().any(|a| self.may_store(owner, &a.ty, depth + 1)),
            _ => false,
        }
    }

    /// Whether a value an open type's table selects may store anything.
    fn entries_store(&mut self, owner: &DefRef, dispatch: &Dispatch, depth: usize) -> bool {
        dispatch
            .entries
            .iter()
            .any(|e| held_apart(self.ir(), &owner.module, &e.ty) || self.may_store(owner, &e.ty, depth + 1))
    }

    /// The definition a reference chain from `ty` ends at, and its type
    /// (`owner` and `ty` when `ty` is no reference).
    fn resolved(&self, owner: &DefRef, mut ty: &'ir Type) -> (DefRef, &'ir Type) {
        let mut owner = owner.clone();
        for _ in 0..DEPTH {
            let TypeKind::Ref(r) = &ty.kind else { break };
            let Some(d) = self.ir().type_def(r) else { break };
            owner = r.clone();
            ty = &d.ty;
        }
        (owner, ty)
    }
}

/// The copy a decode of OER makes of a value of `ty`: an INTEGER held as
/// DER's content octets (not a native integer) whose OER form is unsigned,
/// which lacks DER's leading zero octet when its top bit is set. A fixed
/// width copies that many octets and one; a length-prefixed one at most
/// nine (X.696 §10: the runtime refuses wider unsigned values).
fn integer_copy(ir: &Ir, ty: &Type) -> Option<Copied> {
    let (layout, value) = match oer::inner_codec(ir, ty).ok()? {
        oer::UseCodec::Value(layout) => {
            let value = match use_of(ir, crate::plan::defs::renamed_type(ir, ty)).target {
                Target::Prim(p) => p,
                Target::Inline if matches!(ty.kind, TypeKind::Integer(_)) => {
                    ty.native_int.map_or(Prim::Integer, Prim::Native)
                }
                _ => return None,
            };
            (layout, value)
        }
        oer::UseCodec::Inside { layout, value, .. } => (layout, value),
        oer::UseCodec::Own => return None,
    };
    if value != Prim::Integer {
        return None;
    }
    match layout {
        oer::Layout::Unsigned => Some(Copied { octets: 9, min_len: 2 }),
        oer::Layout::Int { octets, signed: false } => {
            Some(Copied { octets: usize::from(octets) + 1, min_len: usize::from(octets) })
        }
        _ => None,
    }
}

/// The fewest octets a tag and a length take (X.690 8.1.2, 8.1.3).
fn header_len(tag: &Tag) -> usize {
    let number = if tag.number < 31 { 1 } else { 1 + (32 - tag.number.leading_zeros() as usize).div_ceil(7) };
    number + 1
}

/// The fewest content octets of a primitive value of `kind` in DER.
fn min_content(kind: &TypeKind) -> usize {
    match kind {
        // X.690 8.2, 8.3, 8.4, 8.6.2, 8.19: never empty.
        TypeKind::Boolean
        | TypeKind::Integer(_)
        | TypeKind::Enumerated(_)
        | TypeKind::BitString(_)
        | TypeKind::ObjectIdentifier => 1,
        _ => 0,
    }
}
