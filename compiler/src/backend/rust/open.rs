//! Open types decoded by their key: the enum of the values a table selects,
//! and the expressions a SEQUENCE uses to read and write it.
//!
//! ```text
//! pub enum ExtensionExtnValue<'a> { BasicConstraints(..), KeyUsage(..), .., Other(..) }
//! impl ExtensionExtnValue<'a> {
//!     const KEYS: [&[u8]; N];                       // encoded OIDs, sorted
//!     pub fn decode_for(key: &[u8], r) -> Result;   // binary search, then one arm
//!     pub fn key(&self) -> Option<&'static [u8]>;
//!     pub fn encode(&self, w) -> Result<()>;
//! }
//! ```
//!
//! A SET OF / SEQUENCE OF the open type under one key (`Attribute{}`'s
//! `values`) is an `rt::KeyedSetOf<'a, Enum<'a>>` / `rt::KeyedSequenceOf`,
//! which decodes every element by that key (the enum is `rt::OpenType`).
//!
//! A SEQUENCE OF / SET OF such SEQUENCEs gets one lookup per key, which
//! returns the value of the first element that key selects:
//! `CertExtensions::basic_constraints()`.

use askama::Template;

use super::{
    mark_from_impls, Body, Content, Emitter, FromJerArm, FromJerBody, Item, Jer, JerArm, JerWrite, Prim, RustType, Use,
    Variant,
};
use crate::backend::names::{self, Scope};
use crate::ir::{Dispatch, Type, TypeKind};
use crate::plan;
use crate::plan::checks::{Checks, Size as SizeExpr};
use crate::plan::mode::Mode;
use crate::plan::open::{Holder, Keyed};

impl Emitter<'_, '_> {
    /// The use of the component `ty` at `path`, an open type keyed by the
    /// component held in the local `key_local`: the table's enum, read whole
    /// with the key's content octets (inside its OCTET STRING, for
    /// CONTAINING), or a keyed collection of them.
    pub(super) fn open_use(
        &mut self,
        keyed: Keyed<'_>,
        ty: &Type,
        key_local: &str,
        key_type: &Type,
        path: &str,
    ) -> (Use, OpenEnum) {
        let containing = keyed.holder == Holder::Containing;
        let open = self.open_item(keyed.dispatch, containing, path);
        let key = Some(format!("{key_local}{}.as_bytes()", self.newtype_steps(key_type)));
        let core = self.local_item(open.name.clone(), true);
        let u = match keyed.holder {
            Holder::Direct | Holder::Containing => {
                let mode = if containing { Mode::Own } else { Mode::Untagged };
                Use { core, mode, checks: Checks::default(), size_expr: SizeExpr::Bytes, key, inner: String::new() }
            }
            // The collection checks its SIZE where it is used, as an
            // inline SEQUENCE OF / SET OF does.
            Holder::Collection => {
                let set = matches!(ty.kind, TypeKind::SetOf(_));
                let checks = plan::checks::checks(self.ir(), ty);
                Use {
                    core: RustType::Collection { set, keyed: true, element: Box::new(core) },
                    mode: Mode::Own,
                    checks,
                    size_expr: SizeExpr::Elements,
                    key,
                    inner: String::new(),
                }
            }
        };
        (u, open)
    }

    /// Adds to each collection of this module whose elements hold a keyed
    /// open type one lookup per key. (Both the collection and its element
    /// must be items of this module: the enum's name is known only here.)
    pub(super) fn add_lookups(&mut self) {
        for (collection, element) in std::mem::take(&mut self.collections) {
            let Some(keyed) = self.keyed_elements.get(&element) else { continue };
            let mut scope = Scope::default();
            let model = Lookups {
                enum_name: &keyed.open.name,
                field: &keyed.field,
                optional: keyed.optional,
                in_collection: keyed.collection,
                key_path: &keyed.open.key_path,
                lookups: keyed
                    .open
                    .variants
                    .iter()
                    .map(|v| Lookup {
                        method: scope.claim(names::field_name(&v.base)),
                        variant: &v.name,
                        ty: &v.ty,
                        label: &v.label,
                    })
                    .collect(),
            };
            let rendered = model.render();
            match (rendered, self.items.iter_mut().find(|i| i.name == collection)) {
                (Ok(methods), Some(item)) => item.inherent.push(methods),
                (Err(e), _) => self.fail("E0804", format!("`{collection}`'s lookups could not be rendered: {e}")),
                (Ok(_), None) => {}
            }
        }
    }

    /// `.0` for every newtype between a key component's Rust type and the
    /// `rt::ObjectIdentifier` inside it.
    pub(super) fn newtype_steps(&self, key_type: &Type) -> String {
        let mut steps = String::new();
        let mut ty = key_type;
        while let TypeKind::Ref(r) = &ty.kind {
            if self.an.shapes.get(r) == Some(&super::Shape::Newtype) {
                steps += ".0";
            }
            match self.ir().type_def(r) {
                Some(def) => ty = &def.ty,
                None => break,
            }
        }
        steps
    }

    /// Emits the enum of the values `dispatch` selects and describes it.
    /// Inside an OCTET STRING an unknown key keeps the octets, elsewhere the
    /// checked TLV.
    fn open_item(&mut self, dispatch: &Dispatch, containing: bool, path: &str) -> OpenEnum {
        let name = self.scope.claim(names::type_name(&path.replace('.', "-")));
        let mut variants = Vec::new();
        let mut entries = Vec::new();
        let mut arms = Vec::new();
        let mut scope = Scope::default();
        let mut described = Vec::new();
        let mut from_jer = Vec::new();
        let plan = plan::open::open_plan(self.ir(), dispatch, containing);
        for entry in &plan.entries {
            let variant = scope.claim(names::variant_name(&entry.base));
            let u = self.use_of(entry.ty, &format!("{path}.{}", entry.base), false);
            let at = format!(".map_err(|e| e.at(\"{}\"))", entry.label);
            let write = JerWrite { place: variant.clone(), write: self.jer_stmt(&u, "v", true, &at) };
            arms.push(JerArm { asn1: entry.base.clone(), write });
            from_jer.push(FromJerArm {
                asn1: entry.base.clone(),
                at: at.clone(),
                write: self.jer_input_expr(entry.ty, &u, "v"),
            });
            entries.push(OpenEntry {
                key_literal: entry.key_der.iter().map(|b| format!("\\x{b:02x}")).collect(),
                unit: self.is_unit(entry.ty, &u),
                read: self.decode_expr(entry.ty, &u),
                checks: self.check_stmts(&u, "v", false, "off", &at),
                encode_checks: self.encode_check_stmts(&u, "v", true, &at),
                encode: self.encode_expr(entry.ty, &u, "v"),
                at,
                variant: variant.clone(),
            });
            described.push(OpenVariant {
                name: variant.clone(),
                base: entry.base.clone(),
                ty: u.held().to_string(),
                label: entry.title.clone(),
            });
            let ty = crate::ir::dump::type_line(entry.ty).replace('`', "'");
            let identity = self.type_identity(entry.ty, &u.held().to_string(), &format!("{path}.{}", entry.base));
            variants.push(Variant {
                name: variant,
                asn1: None,
                identity,
                ty: u.held(),
                doc: match entry.object {
                    Some(_) => format!("{}: {ty}", entry.title),
                    None => format!("{}: {ty}", entry.key),
                },
                from: false,
                convertible: self.builds_variant(entry.ty, &u),
            });
        }
        let other = scope.claim("Other".to_string());
        variants.push(Variant {
            name: other.clone(),
            asn1: None,
            identity: String::new(),
            ty: RustType::Prim(if containing { Prim::Octets } else { Prim::Any }),
            doc: if plan.extensible {
                "A key the table does not list, with its value as read.".to_string()
            } else {
                "A key the table does not list; never decoded (the set is not extensible).".to_string()
            },
            from: false,
            convertible: false,
        });
        mark_from_impls(&mut variants);
        let model = OpenEnumCodec { entries, other: &other, extensible: plan.extensible, containing };
        let mut item = Item {
            name: name.clone(),
            asn1_name: path.to_string(),
            definition: false,
            doc: vec![
                format!("The value of `{path}`, chosen by `{}`.", plan.key_path),
                String::new(),
                "Each key selects one variant; the keys are compared in their encoded form.".to_string(),
            ],
            generics: "<'a>".to_string(),
            body: Body::Choice(variants),
            der: None,
            content: Some(Content::Keyed),
            inherent: Vec::new(),
            jer: None,
            from_jer: None,
            oer: None,
            per: None,
            named_bits: Vec::new(),
            attributes: Vec::new(),
        };
        match model.render() {
            Ok(methods) => item.inherent.push(methods),
            Err(e) => self.fail("E0804", format!("`{name}` could not be rendered: {e}")),
        }
        let as_read = vec![JerWrite { place: other.clone(), write: String::new() }];
        self.set_jer(&mut item, Jer::Union { arms, as_read, wrapped: false });
        let body = FromJerBody::Keyed { arms: from_jer, extensible: plan.extensible, containing };
        self.set_from_jer(&mut item, body);
        self.push_item(item);
        OpenEnum { name, key_path: plan.key_path, variants: described }
    }
}

/// The lookups by key of a collection (templates/rust/lookups.rs.askama).
#[derive(Template)]
#[template(path = "rust/lookups.rs.askama", escape = "none")]
struct Lookups<'a> {
    /// The open type's enum, held by the element's component `field`.
    enum_name: &'a str,
    field: &'a str,
    optional: bool,
    /// The component is a collection of the enum.
    in_collection: bool,
    /// The key component, for documentation.
    key_path: &'a str,
    lookups: Vec<Lookup<'a>>,
}

struct Lookup<'a> {
    method: String,
    variant: &'a str,
    /// The type the variant holds.
    ty: &'a str,
    /// The object and key, for documentation.
    label: &'a str,
}

/// An open type's enum: its keys and codec by key
/// (templates/rust/open_enum.rs.askama).
#[derive(Template)]
#[template(path = "rust/open_enum.rs.askama", escape = "none")]
struct OpenEnumCodec<'a> {
    /// One per key, in the order of the sorted keys.
    entries: Vec<OpenEntry>,
    /// The variant of a key the table does not list.
    other: &'a str,
    /// The object set is extensible: an unknown key's value is kept.
    extensible: bool,
    /// The value is an OCTET STRING's content, not a TLV of its own.
    containing: bool,
}

struct OpenEntry {
    variant: String,
    /// The key's content octets as byte-string escapes.
    key_literal: String,
    /// The value is NULL, held as `()`.
    unit: bool,
    /// The expression reading the value, its checks (with `off`), and
    /// those made before writing it.
    read: String,
    checks: String,
    encode_checks: String,
    /// The expression writing `v`.
    encode: String,
    /// The error path step of the key's label.
    at: String,
}

/// The enum `open_item` made for a table.
#[derive(Clone, Debug)]
pub(super) struct OpenEnum {
    /// The enum's name (it always takes `<'a>`).
    pub name: String,
    /// The key component, as written in the relation (`extnID`).
    pub key_path: String,
    /// One per key, in the order of `KEYS`.
    pub variants: Vec<OpenVariant>,
}

/// One key's variant.
#[derive(Clone, Debug)]
pub(super) struct OpenVariant {
    pub name: String,
    /// The ASN.1-style name the variant comes from (`BasicConstraints`).
    pub base: String,
    /// The Rust type it holds.
    pub ty: String,
    /// The object and key, for documentation.
    pub label: String,
}

/// A SEQUENCE whose component `field` is a keyed open type, or a
/// collection of them.
pub(super) struct KeyedElement {
    pub field: String,
    pub optional: bool,
    pub collection: bool,
    pub open: OpenEnum,
}
