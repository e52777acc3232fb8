//! Open types decoded by their key, in C: a tagged union of the values a
//! table selects, made the same way as the Rust enum.
//!
//! ```text
//! typedef enum X_kind { X_none = 0, X_basic_constraints, ..., X_other } X_kind;
//! struct X { X_kind kind; union { ... } u; };
//! static const synta_bytes X_keys[N];        encoded OIDs, sorted
//! X_decode_for(key, r, arena, out, err)      synta_find_key, then one case
//! X_encode_untagged / X_encode_content       by kind
//! ```
//!
//! A SET OF / SEQUENCE OF the open type under one key (`Attribute{}`'s
//! `values`) is a `{ items, count }` array of the union, with
//! `X_decode_for(key, r, ...)` decoding every element by that key and
//! `X_fits(in, key)`.
//!
//! A SEQUENCE OF / SET OF such SEQUENCEs gets one lookup per key, which
//! points at the value of the first element that key selects, or is NULL:
//! `pkix1_typed_CertExtensions_find_BasicConstraints(exts)`.

use askama::Template;

use super::{
    comment_text, declaration,
    jer::{Jer, JerArm, JerIn, JerInArm, JerInForm, JerWrite},
    At, CUse, Codec, Emitter, Part, UnionKind,
};
use crate::backend::names::{self, Scope};
use crate::ir::{Dispatch, Ir, Type, TypeKind};
use crate::plan;
use crate::plan::checks::{Checks, Size as SizeExpr};
use crate::plan::mode::Mode;
use crate::plan::open::{Holder, Keyed};

impl Emitter<'_, '_> {
    /// The union of the values `keyed` selects for the component `ty` at
    /// `path`, keyed by the lvalue `key`: its use (read whole, no checks of
    /// its own), or for a SET OF / SEQUENCE OF the use of a collection of
    /// the union, every element decoded by that key.
    pub(super) fn open_use(&mut self, keyed: Keyed<'_>, ty: &Type, key: &str, path: &str) -> (CUse, OpenUnion) {
        let containing = keyed.holder == Holder::Containing;
        let (TypeKind::SequenceOf(c) | TypeKind::SetOf(c)) = &ty.kind else {
            let open = self.open_item(keyed.dispatch, containing, path);
            let u = CUse {
                ctype: open.name.clone(),
                codec: Codec::Item(open.name.clone()),
                // Inside an OCTET STRING the union is the string's content.
                mode: if containing { Mode::Own } else { Mode::Untagged },
                checks: Checks::default(),
                size: SizeExpr::Bytes,
                key: Some(key.to_string()),
            };
            return (u, open);
        };
        let open = self.open_item(keyed.dispatch, false, &format!("{path}.item"));
        let name = self.claim_path_type(path);
        let doc = format!("The values of `{path}`, each chosen by `{}`.", keyed.dispatch.path.join("."));
        let mut item = self.new_item(&name, vec![doc]);
        let element = CUse {
            ctype: open.name.clone(),
            codec: Codec::Item(open.name.clone()),
            mode: Mode::Untagged,
            checks: Checks::default(),
            size: SizeExpr::Bytes,
            key: Some("key".to_string()),
        };
        self.collection_item(&mut item, ty, &c.element, path, Checks::default(), Some(element));
        self.items.push(item);
        // As an inline collection, it checks its SIZE where it is used.
        let u = CUse {
            ctype: name.clone(),
            codec: Codec::Item(name),
            mode: Mode::Own,
            checks: plan::checks::checks(self.ir(), ty),
            size: SizeExpr::Elements,
            key: Some(key.to_string()),
        };
        (u, open)
    }

    /// Adds one lookup per key for each collection type of this module whose
    /// elements hold a keyed open type. The lookups go with the element's
    /// struct, which comes after every type they return. (As in Rust, both
    /// must be items of this module, and the collection a definition.)
    pub(super) fn add_lookups(&mut self) {
        for (collection, element) in std::mem::take(&mut self.collections) {
            let Some(keyed) = self.keyed_elements.get(&element) else { continue };
            let Some(index) = self.items.iter().position(|i| i.name == element) else { continue };
            let (field, has, in_collection) = (keyed.field.clone(), keyed.has.clone(), keyed.collection);
            let (key_path, members) = (keyed.open.key_path.clone(), keyed.open.members.clone());
            let union = if in_collection { format!("e->{field}.items[j]") } else { format!("e->{field}") };
            let lookups = members
                .into_iter()
                .map(|m| Lookup {
                    function: self.scope.claim(format!("{collection}_find_{}", m.member)),
                    value: format!("{}{union}.u.{}", if m.by_pointer { "" } else { "&" }, m.member),
                    label: m.label,
                    kind: m.kind,
                    ctype: m.ctype,
                })
                .collect();
            let model = Lookups {
                collection: &collection,
                element: &element,
                field: &field,
                has: has.as_deref(),
                in_collection,
                key_path: &key_path,
                lookups,
            };
            let parts =
                vec![(Part::Functions, model.render()), (Part::Prototypes, LookupsHeader { model: &model }.render())];
            let mut item = self.items.remove(index);
            self.put(&mut item, parts);
            self.items.insert(index, item);
        }
    }

    /// How a union member holds the value of `ty`. A type of another module
    /// is held so that this header need not include that module's: a struct
    /// behind a pointer into the arena, a plain type as its runtime type.
    /// Tables point across modules both ways (RFC 5912's certificate
    /// extensions are in PKIX1Implicit-2009, which uses PKIX1Explicit-2009's
    /// Name), so by-value includes would go round in a circle.
    fn entry_use(&mut self, ty: &Type, path: &str) -> CUse {
        let foreign = match &ty.kind {
            TypeKind::Ref(r) if r.module != self.module.name => Some(r.module.clone()),
            _ => None,
        };
        let included = foreign.as_ref().is_some_and(|m| self.uses_modules.contains(m));
        let mut u = self.use_of(ty, path, false);
        if let (Some(module), Codec::Prim(p)) = (&foreign, &u.codec) {
            // A foreign definition renaming a runtime type: held as that
            // type, and nothing of its module is needed.
            u.ctype = super::uses::prim_ctype(*p).to_string();
            if !included {
                self.uses_modules.remove(module);
            }
            return u;
        }
        let (Some(module), Codec::Item(name)) = (foreign, &u.codec) else { return u };
        let def = match &ty.kind {
            TypeKind::Ref(r) => self.ir().type_def(r),
            _ => None,
        };
        let held = if plan::open::held_apart(self.ir(), &self.module.name, ty) {
            u.ctype = format!("struct {name}");
            u.mode = if u.mode == Mode::Untagged { Mode::CycleUntagged } else { Mode::CycleOwn };
            self.stored_as(ty, &u.ctype);
            true
        } else if let Some(runtime) = def.and_then(|d| runtime_ctype(self.ir(), &d.ty)) {
            u.ctype = runtime;
            true
        } else {
            false
        };
        if held && !included {
            self.uses_modules.remove(&module);
            self.source_modules.insert(module);
        }
        u
    }

    /// Emits the union of the values `dispatch` selects and returns its
    /// name. Inside an OCTET STRING an unknown key keeps the octets, else
    /// the checked TLV.
    fn open_item(&mut self, dispatch: &Dispatch, containing: bool, path: &str) -> OpenUnion {
        let name = self.claim_path_type(path);
        let functions = ["_decode_for", "_keys", "_fits"];
        for f in functions {
            self.scope.claim(format!("{name}{f}"));
        }
        let plan = plan::open::open_plan(self.ir(), dispatch, containing);
        let mut item = self.new_item(&name, vec![format!("The value of `{path}`, chosen by `{}`.", plan.key_path)]);
        let mut member_scope = Scope::default();
        let mut kinds = Vec::new();
        let mut members = Vec::new();
        let mut entries = Vec::new();
        let mut uses_arena = false;
        let mut described = Vec::new();
        let mut jer_arms = Vec::new();
        let mut jer_in_arms = Vec::new();
        for entry in &plan.entries {
            let member = member_scope.claim(names::c_ident(&entry.base));
            let kind = self.scope.claim(format!("{name}_{member}"));
            let u = self.entry_use(entry.ty, &format!("{path}.{}", entry.base));
            uses_arena |= u.decodes_with_arena();
            if let Some(dep) = u.dep() {
                item.deps.push(dep);
            }
            let at = At::Name(entry.label.clone());
            let x = format!("out->u.{member}");
            let checks = self.check_stmts(&u, &x, "off", &at);
            let off = if checks.is_empty() { "" } else { "size_t off = synta_reader_offset(r);\n" };
            let read = self.decode_stmts(entry.ty, &u, "r", &x, &at).in_block();
            let v = format!("in->u.{member}");
            let write =
                format!("{}{}", self.check_stmts(&u, &v, "0", &at), self.encode_stmts(entry.ty, &u, "w", &v, &at));
            let ty = crate::ir::dump::type_line(entry.ty);
            let doc = match entry.object {
                Some(o) => format!("{o} ({}): {ty}", entry.key),
                None => format!("{}: {ty}", entry.key),
            };
            let jer_write = self.jer_stmt(&u, &format!("in->u.{member}"), &at, None);
            jer_arms
                .push(JerArm { asn1: entry.label.clone(), write: JerWrite { place: kind.clone(), stmt: jer_write } });
            let jer_in = self.jer_in_stmts(entry.ty, &u, "w", "x", None, &at);
            jer_in_arms.push(JerInArm { asn1: entry.label.clone(), write: jer_in });
            kinds.push(UnionKind { comment: comment_text(&doc), name: kind.clone() });
            members.push(declaration(&u.held(), &member));
            entries.push(OpenEntry {
                key_literal: entry.key_der.iter().map(|b| format!("\\x{b:02x}")).collect(),
                key_len: entry.key_der.len(),
                read: format!("{off}out->kind = {kind};\n{read}{checks}").trim_end().to_string(),
                write: write.trim_end().to_string(),
                kind: kind.clone(),
            });
            described.push(OpenMember {
                label: entry.title.clone(),
                member,
                kind,
                ctype: u.ctype.clone(),
                by_pointer: u.mode.is_cycle(),
            });
        }
        let other = member_scope.claim("other".to_string());
        let other_kind = self.scope.claim(format!("{name}_{other}"));
        let comment = "A key the table does not list, with its value as read.".to_string();
        kinds.push(UnionKind { comment, name: other_kind.clone() });
        members.push(format!("{} {other};", if containing { "synta_bytes" } else { "synta_any" }));
        self.tagged_union(&mut item, kinds, &members);
        let as_read = vec![JerWrite::as_read(&other_kind, &other, !containing)];
        let model = OpenUnionCodec {
            name: &name,
            // A value of an unknown key is read as ANY, which BER mode may copy.
            uses_arena: uses_arena || (plan.extensible && !containing),
            entries,
            other,
            other_kind,
            extensible: plan.extensible,
            containing,
        };
        let mut parts =
            vec![(Part::Functions, model.render()), (Part::Codec, OpenUnionHeader { model: &model }.render())];
        if !model.entries.is_empty() {
            parts.push((Part::Static, OpenUnionKeys { model: &model }.render()));
        }
        self.put(&mut item, parts);
        self.put_jer(&mut item, Jer::Union { arms: jer_arms, as_read, wrapped: false });
        let body = JerIn::Keyed { arms: jer_in_arms, extensible: plan.extensible, containing };
        self.put_jer_in(&mut item, JerInForm::Keyed, body);
        self.items.push(item);
        OpenUnion { name, key_path: plan.key_path, members: described }
    }
}

/// The lookups by key of a collection of `element`s
/// (templates/c/lookups.c.askama).
#[derive(Template)]
#[template(path = "c/lookups.c.askama", escape = "none")]
struct Lookups<'a> {
    collection: &'a str,
    element: &'a str,
    /// The element's component holding the union (or a collection of it).
    field: &'a str,
    /// Its presence flag, when it is OPTIONAL.
    has: Option<&'a str>,
    /// The component is a collection of the union.
    in_collection: bool,
    /// The key component, for documentation.
    key_path: &'a str,
    lookups: Vec<Lookup>,
}

struct Lookup {
    function: String,
    /// The object and key, for documentation.
    label: String,
    kind: String,
    ctype: String,
    /// The pointer returned: the member, or its address.
    value: String,
}

/// The prototypes of [`Lookups`].
#[derive(Template)]
#[template(path = "c/lookups.h.askama", escape = "none")]
struct LookupsHeader<'m, 'a> {
    model: &'m Lookups<'a>,
}

/// An open type's union: its codec by key (templates/c/open_union.c.askama).
#[derive(Template)]
#[template(path = "c/open_union.c.askama", escape = "none")]
struct OpenUnionCodec<'a> {
    name: &'a str,
    /// One per key, in the order of the sorted keys.
    entries: Vec<OpenEntry>,
    /// The member and kind of a key the table does not list.
    other: String,
    other_kind: String,
    /// The object set is extensible: an unknown key's value is kept.
    extensible: bool,
    /// The union is an OCTET STRING's content, not a TLV of its own.
    containing: bool,
    /// Some entry's decoder uses the arena.
    uses_arena: bool,
}

/// The prototypes of an [`OpenUnionCodec`].
#[derive(Template)]
#[template(path = "c/open_union.h.askama", escape = "none")]
struct OpenUnionHeader<'m, 'a> {
    model: &'m OpenUnionCodec<'a>,
}

/// The sorted table of an [`OpenUnionCodec`]'s keys.
#[derive(Template)]
#[template(path = "c/open_union_keys.c.askama", escape = "none")]
struct OpenUnionKeys<'m, 'a> {
    model: &'m OpenUnionCodec<'a>,
}

struct OpenEntry {
    /// The key's content octets as C string escapes.
    key_literal: String,
    key_len: usize,
    /// Statements reading the value into `out->u.member`, setting the kind.
    read: String,
    /// Statements writing `in->u.member`.
    write: String,
    kind: String,
}

/// The union `open_item` made for a table.
pub(super) struct OpenUnion {
    pub name: String,
    /// The key component, as written in the relation (`extnID`).
    pub key_path: String,
    /// One per key, in the order of the keys.
    pub members: Vec<OpenMember>,
}

/// One key's member of the union.
#[derive(Clone)]
pub(super) struct OpenMember {
    pub member: String,
    /// The enumerator of its kind.
    pub kind: String,
    /// The C type of its value, held by value or behind a pointer.
    pub ctype: String,
    pub by_pointer: bool,
    /// The object and key, for documentation.
    pub label: String,
}

/// A SEQUENCE whose component `field` is a keyed open type, or a
/// collection of them.
pub(super) struct KeyedElement {
    pub field: String,
    /// The presence flag, for an OPTIONAL component.
    pub has: Option<String>,
    pub collection: bool,
    pub open: OpenUnion,
}

/// The runtime C type a plain (non-struct) definition is a typedef of.
/// (The same names `c_type` gives these kinds; kept apart because `c_type`
/// also makes items for the kinds this leaves out.)
fn runtime_ctype(ir: &Ir, ty: &Type) -> Option<String> {
    let core = ir.core(ty);
    Some(
        match &core.kind {
            TypeKind::Boolean => "bool",
            TypeKind::Null => "synta_null",
            TypeKind::Integer(_) => {
                // The definition's own width (its constraint may narrow the core's).
                return Some(ty.native_int.map_or("synta_integer".into(), |n| super::native_c(n).to_string()));
            }
            TypeKind::Enumerated(_) => "int64_t",
            TypeKind::BitString(_) => "synta_bit_string",
            TypeKind::OctetString { .. } => "synta_bytes",
            TypeKind::ObjectIdentifier | TypeKind::RelativeOid => "synta_oid",
            TypeKind::String(_) | TypeKind::ObjectDescriptor => "synta_string",
            TypeKind::Time(_) => "synta_time",
            TypeKind::Any { .. } | TypeKind::OpenType { .. } => "synta_any",
            _ => return None,
        }
        .to_string(),
    )
}
