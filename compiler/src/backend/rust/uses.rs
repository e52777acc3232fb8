//! Use sites: the Rust type of a value where it is used, and the runtime
//! types that hold plan::uses::Prim values.

use super::{names, plan, Checks, DefRef, Emitter, Mode, Prim, RustType, SizeExpr, StringKind, Target, Type, TypeKind};

/// How a value of some type is read and written at a use site.
#[derive(Clone, Debug)]
pub(super) struct Use {
    /// The Rust type of the value (inside `Lazy` for raw-kept modes).
    pub(super) core: RustType,
    /// How the core is read once the EXPLICIT wrappers are open.
    pub(super) mode: Mode,
    /// Constraint checks on the decoded value.
    pub(super) checks: Checks,
    /// Whether the checks compare a native integer, sizes or characters:
    /// what expression yields the size.
    pub(super) size_expr: SizeExpr,
    /// For an open type decoded by its key: the expression giving the
    /// key's content octets (the core is then the table's enum).
    pub(super) key: Option<String>,
    /// `.0` for every newtype between the value and the runtime value
    /// inside it, which the checks read.
    pub(super) inner: String,
}

impl Use {
    /// The Rust type a field holds: the value, or a `Lazy` of it.
    pub(super) fn held(&self) -> RustType {
        match self.mode {
            Mode::Own | Mode::Untagged => self.core.clone(),
            _ => RustType::Lazy(Box::new(self.core.clone())),
        }
    }
}

impl Emitter<'_, '_> {
    /// How a value of `ty` is held and read where it is used; `path` names
    /// the use (for inline type names and lazy options).
    pub(super) fn use_of(&mut self, ty: &Type, path: &str, lazy: bool) -> Use {
        let (rust, checks, size_expr) = self.rust_type(ty, path);
        let mode = self.an.plan.mode(&self.owner, ty, lazy);
        let inner = if checks.is_empty() { String::new() } else { self.newtype_steps(ty) };
        Use { core: rust, mode, checks, size_expr, key: None, inner }
    }

    /// Whether a `From` impl could build an enum's variant holding `u`, a
    /// use of `ty`: the value is held decoded (not kept raw, nor behind a
    /// cycle's `Lazy`) and is not NULL's unit `()`.
    pub(super) fn builds_variant(&self, ty: &Type, u: &Use) -> bool {
        let unit = matches!(plan::uses::use_of(self.ir(), ty).target, Target::Prim(Prim::Null));
        matches!(u.mode, Mode::Own | Mode::Untagged) && !unit
    }

    /// What the Rust type of a use of `ty` (held as `held`) is once aliases
    /// are resolved: the definition it finally names, or the runtime type.
    pub(super) fn type_identity(&mut self, ty: &Type, held: &str, path: &str) -> String {
        let target = plan::defs::renamed_type(self.ir(), ty);
        match &target.kind {
            TypeKind::Ref(r) => format!("{}.{}", r.module, r.name),
            _ if std::ptr::eq(target, ty) => held.to_string(),
            _ => self.use_of(target, path, false).held().to_string(),
        }
    }

    /// The Rust type of `ty`, the checks its use site makes, and how its size
    /// is measured.
    pub(super) fn rust_type(&mut self, ty: &Type, path: &str) -> (RustType, Checks, SizeExpr) {
        let plan = plan::uses::use_of(self.ir(), ty);
        let rust = match plan.target {
            Target::Def(r) => self.type_path(r),
            Target::Inline => match plan::associated::associated_sequence(ty) {
                Some(sequence) => self.inline_item(&sequence, path),
                None => self.inline_item(ty, path),
            },
            Target::Collection { element, .. } => {
                let element = self.element_type(element, path);
                collection_type(ty, element)
            }
            Target::Prim(p) => RustType::Prim(p),
        };
        (rust, plan.checks, plan.size)
    }

    /// The element type of a collection: a type whose own chain is the
    /// element's chain, so the collection can decode it on its own.
    pub(super) fn element_type(&mut self, element: &Type, path: &str) -> RustType {
        let ir = self.ir();
        if let TypeKind::Ref(r) = &element.kind {
            if let Some(def) = ir.type_def(r) {
                if def.ty.tags == element.tags && def.ty.constraint == element.constraint {
                    return self.type_path(r);
                }
            }
        }
        let simple = !matches!(
            element.kind,
            TypeKind::Sequence(_) | TypeKind::Set(_) | TypeKind::Choice(_) | TypeKind::Enumerated(_) | TypeKind::Ref(_)
        ) && !matches!(&element.kind, TypeKind::BitString(n) if !n.is_empty());
        if simple && plan::tags::has_natural_chain(element) && plan::checks::checks(ir, element).is_empty() {
            return self.rust_type(element, path).0;
        }
        self.inline_item(element, &format!("{path}.item"))
    }

    /// A named item for an inline type at `path`.
    pub(super) fn inline_item(&mut self, ty: &Type, path: &str) -> RustType {
        let name = self.scope.claim(names::type_name(&path.replace('.', "-")));
        let doc = vec![format!("The type of `{path}`.")];
        self.emit_item(&name, path, ty, doc, path, false);
        let borrows = self.items.iter().find(|i| i.name == name).is_some_and(|i| !i.generics.is_empty());
        self.local_item(name, borrows)
    }

    /// An item of this module.
    pub(super) fn local_item(&self, name: String, borrows: bool) -> RustType {
        RustType::Item { module: self.an.module_names[&self.module.name].clone(), name, borrows, local: true }
    }

    /// The type of a definition, named from this module.
    pub(super) fn type_path(&self, r: &DefRef) -> RustType {
        RustType::Item {
            module: self.an.module_names[&r.module].clone(),
            name: self.an.type_names[r].clone(),
            borrows: self.an.def_borrows(r),
            local: r.module == self.module.name,
        }
    }
}

/// The runtime type holding a value of `p`: its path, and whether it takes
/// the lifetime `'a` as its one parameter (`rt::Integer<'a>`).
pub(super) fn prim_path(p: Prim) -> (String, bool) {
    match p {
        Prim::Bool => ("bool".to_string(), false),
        Prim::Null => ("()".to_string(), false),
        Prim::Native(n) => (n.rust_name().to_string(), false),
        Prim::Integer => ("rt::Integer".to_string(), true),
        Prim::Bits => ("rt::BitString".to_string(), true),
        Prim::Octets => ("&'a [u8]".to_string(), false),
        Prim::Oid => ("rt::ObjectIdentifier".to_string(), true),
        Prim::RelativeOid => ("rt::RelativeOid".to_string(), true),
        Prim::Str(k) => (format!("rt::{}", string_type(k)), true),
        Prim::ObjectDescriptor => ("rt::ObjectDescriptor".to_string(), true),
        Prim::UtcTime => ("rt::UtcTime".to_string(), true),
        Prim::GeneralizedTime => ("rt::GeneralizedTime".to_string(), true),
        Prim::Date => ("rt::Date".to_string(), true),
        Prim::TimeOfDay => ("rt::TimeOfDay".to_string(), true),
        Prim::DateTime => ("rt::LocalDateTime".to_string(), true),
        Prim::Duration => ("rt::Duration".to_string(), true),
        Prim::Time => ("rt::Time".to_string(), true),
        Prim::Real => ("rt::Real".to_string(), true),
        Prim::OidIri => ("rt::OidIri".to_string(), true),
        Prim::RelativeOidIri => ("rt::RelativeOidIri".to_string(), true),
        Prim::Any => ("rt::RawDer".to_string(), true),
    }
}

/// The runtime collection holding `element`s for a SEQUENCE OF / SET OF.
pub(super) fn collection_type(ty: &Type, element: RustType) -> RustType {
    RustType::Collection { set: matches!(ty.kind, TypeKind::SetOf(_)), keyed: false, element: Box::new(element) }
}

pub(super) fn string_type(kind: StringKind) -> &'static str {
    match kind {
        StringKind::Bmp => "BmpString",
        StringKind::General => "GeneralString",
        StringKind::Graphic => "GraphicString",
        StringKind::Ia5 => "Ia5String",
        StringKind::Iso646 | StringKind::Visible => "VisibleString",
        StringKind::Numeric => "NumericString",
        StringKind::Printable => "PrintableString",
        StringKind::Teletex | StringKind::T61 => "TeletexString",
        StringKind::Universal => "UniversalString",
        StringKind::Utf8 => "Utf8String",
        StringKind::Videotex => "VideotexString",
    }
}

/// The type `core` with its lifetime left to inference (`Filter<'_>` for
/// `Filter<'a>`): a value decoded at another lifetime than the input's.
pub(super) fn any_lifetime(core: &RustType) -> String {
    core.to_string().replace("'a", "'_")
}
