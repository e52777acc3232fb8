//! SEQUENCE and SET: how each component is present, where unknown
//! extension additions are kept, and in which order a SET is written.

use crate::diag::Diagnostic;
use crate::ir::{Component, DefRef, Extension, Ir, Type, TypeKind, Value};
use crate::plan::init::Initial;
use crate::plan::open::{keyed_by_sibling, Keyed};
use crate::plan::tags::{outer_tag, WireTag};
use crate::plan::Planner;

/// A SEQUENCE or SET as a codec reads and writes it.
#[derive(Clone, Debug)]
pub struct StructPlan<'ir> {
    /// SET (components in any order on decode, sorted on encode) rather
    /// than SEQUENCE.
    pub set: bool,
    /// One per component, in component order.
    pub fields: Vec<FieldPlan<'ir>>,
    /// Where extension additions this schema does not know are kept: a
    /// SEQUENCE with an extension marker (a SET's loop refuses an unknown
    /// tag, which DER leaves no room for).
    pub unknown: Option<UnknownExtensions>,
    /// The order the components are written in: component order, or for a
    /// SET ascending order of their outer tags (X.690 §10.3).
    pub encode_order: Vec<usize>,
    /// A SET with a component that has no outer tag of its own (an
    /// untagged CHOICE): its place depends on the alternative chosen
    /// (X.690 §10.3, NOTE), so the components are sorted by their tags
    /// when written, not in `encode_order`.
    pub sort_at_run_time: bool,
    /// The type has an extension marker (OER and PER write a bit saying
    /// whether additions follow).
    pub extensible: bool,
    /// The root components in text order, those after a second extension
    /// marker too: OER and PER write them first (X.691 §19, X.696 §16).
    pub root: Vec<usize>,
    /// The extension additions in text order, after the root.
    pub additions: Vec<AdditionPlan>,
}

/// One extension addition of a SEQUENCE or SET: a component, or an
/// extension addition group (`[[ ]]`), which OER and PER write as one
/// SEQUENCE of its components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdditionPlan {
    /// Its components, in text order.
    pub fields: Vec<usize>,
    /// A group (even of one component) rather than a single component.
    pub group: bool,
}

/// One step of a SEQUENCE's or SET's decoder or encoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The component of this index.
    Field(usize),
    /// The extension additions the schema does not know, kept as read
    /// ([`UnknownExtensions`]).
    Unknown,
}

/// Where a SEQUENCE keeps the extension additions it does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownExtensions {
    /// They are read before the field of this index (the first of the
    /// root components after the last known addition), or at the end when
    /// it is the number of fields.
    pub before: usize,
    /// The tag that ends them: the outer tag of that field, when it has one.
    pub stop: Option<WireTag>,
}

/// One component.
#[derive(Clone, Debug)]
pub struct FieldPlan<'ir> {
    /// The component in the IR.
    pub component: &'ir Component,
    /// `Type.component` (through inline types: `Type.a.item.b`): what
    /// inline types are named after and what `--raw` names.
    pub path: String,
    /// Kept as checked raw DER, decoded on demand.
    pub lazy: bool,
    /// Whether it must be there.
    pub presence: Presence,
    /// An open type whose value the key component (read before it) selects.
    pub keyed: Option<Keyed<'ir>>,
    /// The first tag of its encoding, when its type fixes one.
    pub outer: Option<WireTag>,
    /// Its type as ASN.1, with OPTIONAL or DEFAULT: for documentation.
    pub doc: String,
    /// What an initialiser sets it to beyond zero, when it has no DEFAULT.
    pub initial: Option<Initial>,
}

impl StructPlan<'_> {
    /// What a decoder reads, in order: the components in component order
    /// (a SET's loop takes them in any), with the unknown extension
    /// additions at their place.
    pub fn decode_steps(&self) -> Vec<Step> {
        self.steps((0..self.fields.len()).collect())
    }

    /// What an encoder writes, in order: the components in
    /// `encode_order`, with the unknown extension additions at their place
    /// (a SEQUENCE's order is its component order).
    pub fn encode_steps(&self) -> Vec<Step> {
        self.steps(self.encode_order.clone())
    }

    fn steps(&self, order: Vec<usize>) -> Vec<Step> {
        let mut steps: Vec<Step> = order.into_iter().map(Step::Field).collect();
        if let Some(u) = self.unknown {
            steps.insert(u.before, Step::Unknown);
        }
        steps
    }

    /// The component a collection of this SEQUENCE can be searched by: its
    /// one open type decoded by a key (`Extension`'s `extnValue`,
    /// `Attribute`'s `values`). A collection of such elements gets one
    /// lookup per key, returning the value of the first element it selects.
    pub fn lookup_field(&self) -> Option<usize> {
        let mut keyed = self.fields.iter().enumerate().filter(|(_, f)| f.keyed.is_some()).map(|(i, _)| i);
        match (keyed.next(), keyed.next()) {
            (Some(i), None) => Some(i),
            _ => None,
        }
    }
}

impl FieldPlan<'_> {
    /// The type of the component, with its effective tags.
    pub fn ty(&self) -> &Type {
        &self.component.ty
    }

    /// The component's name as written in the schema.
    pub fn asn1(&self) -> &str {
        &self.component.name
    }

    /// Absent values are possible (OPTIONAL, or an extension addition
    /// without a DEFAULT), so the value is held as an option.
    pub fn is_optional(&self) -> bool {
        self.presence == Presence::Optional
    }

    /// The DEFAULT value, when it has one.
    pub fn default(&self) -> Option<&DefaultPlan> {
        match &self.presence {
            Presence::Default(d) => Some(d),
            _ => None,
        }
    }

    /// Whether an absent keyed open type still has its key checked against
    /// the table: a key the table does not list is refused, as it is when
    /// the value is there, when the object set is not extensible. The key
    /// component's own constraint (`&id({Set})`) holds whether or not what
    /// depends on it is present (X.682 §10.7; docs/open-types.md).
    pub fn key_checked_when_absent(&self) -> bool {
        self.is_optional() && self.keyed.is_some_and(|k| !k.dispatch.extensible)
    }
}

/// Whether a component must be there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Always there.
    Required,
    /// OPTIONAL, or an extension addition (which older encoders leave out).
    Optional,
    /// DEFAULT: absent on the wire when it has this value (X.690 §11.5),
    /// and the value restored on decode.
    Default(DefaultPlan),
}

/// A DEFAULT value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefaultPlan {
    /// The value's complete DER encoding (tag chain included): in DER two
    /// values are equal exactly when their encodings are, so decoders
    /// compare against it and the value is restored by decoding it.
    pub der: Vec<u8>,
    /// The value as a plain literal, when the component holds a BOOLEAN or
    /// a native INTEGER by value: compared and restored without decoding.
    pub literal: Option<Literal>,
}

/// A value a backend writes as a literal of its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Literal {
    /// BOOLEAN.
    Bool(bool),
    /// An INTEGER held in a native integer.
    Int(i128),
}

/// Whether a value of `ty` keeps the extension additions it does not know
/// (to re-encode them unchanged): a SEQUENCE with an extension marker does;
/// a SET refuses them, since it could not tell where they belong.
pub fn keeps_unknown_extensions(ty: &Type) -> bool {
    matches!(&ty.kind, TypeKind::Sequence(s) if s.extensible)
}

impl Planner<'_> {
    /// The plan of the SEQUENCE or SET `ty` at `path` inside the definition
    /// `owner`. Errors are pushed to `errors` (the plan is still whole).
    pub fn structure<'t>(
        &self,
        owner: &DefRef,
        ty: &'t Type,
        path: &str,
        errors: &mut Vec<Diagnostic>,
    ) -> StructPlan<'t> {
        let (components, set) = match &ty.kind {
            TypeKind::Sequence(s) => (s.components.as_slice(), false),
            TypeKind::Set(s) => (s.components.as_slice(), true),
            _ => (&[][..], false),
        };
        let ir = self.ir;
        let fields: Vec<FieldPlan<'t>> = components
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let path = format!("{path}.{}", c.name);
                let lazy = self.is_lazy(&owner.module, &path);
                let presence = match &c.default {
                    Some(_) if lazy => {
                        errors.push(self.error(
                            owner,
                            "E0802",
                            format!("`{path}` has a DEFAULT and cannot be kept raw"),
                        ));
                        Presence::Optional
                    }
                    Some(d) => Presence::Default(self.default_value(owner, &c.ty, d, &path, errors)),
                    None if c.optional || c.extension != Extension::Root => Presence::Optional,
                    None => Presence::Required,
                };
                let initial = match presence {
                    Presence::Default(_) => None,
                    _ if lazy => None,
                    _ => self.initial(owner, &c.ty, &path, errors),
                };
                FieldPlan {
                    initial,
                    component: c,
                    keyed: keyed_by_sibling(ir, components, i).filter(|_| !set && !lazy),
                    outer: outer_tag(ir, &c.ty),
                    doc: component_doc(c),
                    path,
                    lazy,
                    presence,
                }
            })
            .collect();
        let unknown = keeps_unknown_extensions(ty).then(|| {
            let before =
                components.iter().rposition(|c| c.extension != Extension::Root).map_or(components.len(), |i| i + 1);
            UnknownExtensions { before, stop: fields.get(before).and_then(|f| f.outer) }
        });
        let mut encode_order: Vec<usize> = (0..fields.len()).collect();
        let sort_at_run_time = set && fields.iter().any(|f| f.outer.is_none());
        if set && !sort_at_run_time {
            encode_order.sort_by_key(|&i| fields[i].outer.map(|t| (t.class as u8, t.number)));
        }
        let (root, additions) = root_then_additions(components);
        let extensible = matches!(&ty.kind, TypeKind::Sequence(s) | TypeKind::Set(s) if s.extensible);
        StructPlan { set, fields, unknown, encode_order, sort_at_run_time, extensible, root, additions }
    }

    /// A DEFAULT value: its encoding, and a literal when the component
    /// holds a BOOLEAN or native INTEGER directly.
    pub(crate) fn default_value(
        &self,
        owner: &DefRef,
        ty: &Type,
        value: &Value,
        path: &str,
        errors: &mut Vec<Diagnostic>,
    ) -> DefaultPlan {
        let ir: &Ir = self.ir;
        let der = crate::plan::der::encode(ir, ty, value).unwrap_or_else(|e| {
            errors.push(self.error(owner, "E0803", format!("the DEFAULT of `{path}` cannot be encoded: {e}")));
            Vec::new()
        });
        let direct = !self.mode(owner, ty, false).is_cycle();
        let literal = match (&ir.core(ty).kind, value) {
            (TypeKind::Boolean, Value::Boolean(b)) if direct => Some(Literal::Bool(*b)),
            (TypeKind::Integer(_), Value::Integer(i)) if direct && ty.native_int.is_some() => {
                num_traits::ToPrimitive::to_i128(i).map(Literal::Int)
            }
            _ => None,
        };
        DefaultPlan { der, literal }
    }
}

/// The root components, then the extension additions with each group's
/// components together.
fn root_then_additions(components: &[Component]) -> (Vec<usize>, Vec<AdditionPlan>) {
    let mut root = Vec::new();
    let mut additions: Vec<AdditionPlan> = Vec::new();
    let mut group_of_last = None;
    for (i, c) in components.iter().enumerate() {
        match c.extension {
            Extension::Root => root.push(i),
            Extension::Addition => additions.push(AdditionPlan { fields: vec![i], group: false }),
            Extension::Group(g) => match additions.last_mut() {
                Some(last) if group_of_last == Some(g) => last.fields.push(i),
                _ => additions.push(AdditionPlan { fields: vec![i], group: true }),
            },
        }
        group_of_last = match c.extension {
            Extension::Group(g) => Some(g),
            _ => None,
        };
    }
    (root, additions)
}

/// `INTEGER (0..9) OPTIONAL`, `[0] EXPLICIT Version DEFAULT v1`.
fn component_doc(c: &Component) -> String {
    let mut doc = crate::ir::dump::type_line(&c.ty);
    if c.optional {
        doc += " OPTIONAL";
    }
    if let Some(d) = &c.default {
        doc += &format!(" DEFAULT {}", crate::ir::dump::value(d));
    }
    doc
}
