//! A human-readable rendering of the IR (`--emit-ir`), stable enough for
//! snapshot tests: one line per definition or component, tags and
//! constraints spelled out.

use std::fmt::Write;

use crate::ir::{
    Dispatch, Extension, FieldKind, FieldSetting, Ir, Module, Object, ObjectSet, TagDefault, Type, TypeKind, Value,
};

/// Renders the whole IR.
pub fn render(ir: &Ir) -> String {
    let mut out = String::new();
    for m in &ir.modules {
        render_module(&mut out, m);
    }
    out
}

/// Renders one module.
pub fn render_module(out: &mut String, m: &Module) {
    let oid = m.oid.as_ref().map(|o| format!(" {{{o}}}")).unwrap_or_default();
    let tags = match m.tag_default {
        TagDefault::Explicit => "EXPLICIT",
        TagDefault::Implicit => "IMPLICIT",
        TagDefault::Automatic => "AUTOMATIC",
    };
    let implied = if m.extensibility_implied { " EXTENSIBILITY IMPLIED" } else { "" };
    let _ = writeln!(out, "module {}{oid} {tags} TAGS{implied}", m.name);
    for (module, symbols) in &m.imports {
        let _ = writeln!(out, "  import {module}: {}", symbols.join(", "));
    }
    for p in &m.parameterized {
        let _ = writeln!(out, "  parameterized {p}");
    }
    for v in &m.values {
        let _ = writeln!(out, "  value {} {} = {}", v.name, type_line(&v.ty), value(&v.value));
    }
    for t in &m.types {
        let _ = write!(out, "  type {} ::= ", t.name);
        render_type(out, &t.ty, 2);
    }
    for c in &m.classes {
        let _ = writeln!(out, "  class {}", c.name);
        for f in &c.fields {
            let unique = if f.unique { " UNIQUE" } else { "" };
            let optional = if f.optional { " OPTIONAL" } else { "" };
            let default = f.default.as_ref().map(|d| format!(" DEFAULT {}", setting(d))).unwrap_or_default();
            let _ = writeln!(out, "    {} {}{unique}{optional}{default}", f.name, field_kind(&f.kind));
        }
        if let Some(s) = &c.syntax {
            let _ = writeln!(out, "    WITH SYNTAX {{ {s} }}");
        }
    }
    for o in &m.objects {
        let name = o.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
        let _ = writeln!(out, "  object {name} {} {}", o.class, object_body(o));
    }
    for s in &m.object_sets {
        let _ = writeln!(out, "  object-set {} {} {}", s.name, s.class, object_set(&s.set));
    }
    out.push('\n');
}

fn field_kind(k: &FieldKind) -> String {
    match k {
        FieldKind::Type => "type".into(),
        FieldKind::FixedValue(t) => format!("value {}", type_line(t)),
        FieldKind::VariableValue(f) => format!("value of {f}"),
        FieldKind::ValueSet(t) => format!("value-set {}", type_line(t)),
        FieldKind::Object(c) => format!("object {c}"),
        FieldKind::ObjectSet(c) => format!("object-set {c}"),
    }
}

fn setting(s: &FieldSetting) -> String {
    match s {
        FieldSetting::Type(t) => type_line(t),
        FieldSetting::Value(v) => value(v),
        FieldSetting::ValueSet(t) => type_line(t),
        FieldSetting::Object(o) => o.name.as_ref().map(|n| n.name.clone()).unwrap_or_else(|| object_body(o)),
        FieldSetting::ObjectSet(s) => object_set(s),
    }
}

fn object_body(o: &Object) -> String {
    let fields: Vec<String> = o.fields.iter().map(|(n, s)| format!("{n} {}", setting(s))).collect();
    format!("{{ {} }}", fields.join(", "))
}

fn object_set(s: &ObjectSet) -> String {
    let mut items: Vec<String> =
        s.objects.iter().map(|o| o.name.as_ref().map(|n| n.name.clone()).unwrap_or_else(|| object_body(o))).collect();
    if s.extensible {
        items.push("...".into());
    }
    format!("{{ {} }}", items.join(" | "))
}

fn tags(t: &Type) -> String {
    t.tags.iter().map(|t| format!("{t} ")).collect()
}

/// One-line form of a type: tags, kind name or reference, constraint.
/// One line: tags, kind and constraint of a type.
pub fn type_line(t: &Type) -> String {
    let kind = match &t.kind {
        TypeKind::Sequence(_) => "SEQUENCE {..}".to_string(),
        TypeKind::Set(_) => "SET {..}".to_string(),
        TypeKind::Choice(_) => "CHOICE {..}".to_string(),
        TypeKind::SequenceOf(c) => format!("SEQUENCE OF {}", type_line(&c.element)),
        TypeKind::SetOf(c) => format!("SET OF {}", type_line(&c.element)),
        k => kind_name(k),
    };
    format!("{}{kind}{}", tags(t), suffix(t))
}

fn kind_name(k: &TypeKind) -> String {
    match k {
        TypeKind::Boolean => "BOOLEAN".into(),
        TypeKind::Null => "NULL".into(),
        TypeKind::Integer(named) if named.is_empty() => "INTEGER".into(),
        TypeKind::Integer(named) => {
            let n: Vec<String> = named.iter().map(|(n, v)| format!("{n}({v})")).collect();
            format!("INTEGER {{ {} }}", n.join(", "))
        }
        TypeKind::Enumerated(e) => {
            let mut n: Vec<String> = e.root.iter().map(|(n, v)| format!("{n}({v})")).collect();
            if e.extensible {
                n.push("...".into());
            }
            n.extend(e.additions.iter().map(|(n, v)| format!("{n}({v})")));
            format!("ENUMERATED {{ {} }}", n.join(", "))
        }
        TypeKind::Real => "REAL".into(),
        TypeKind::BitString(named) if named.is_empty() => "BIT STRING".into(),
        TypeKind::BitString(named) => {
            let n: Vec<String> = named.iter().map(|(n, v)| format!("{n}({v})")).collect();
            format!("BIT STRING {{ {} }}", n.join(", "))
        }
        TypeKind::OctetString { containing: None } => "OCTET STRING".into(),
        TypeKind::OctetString { containing: Some(t) } => format!("OCTET STRING CONTAINING {}", type_line(t)),
        TypeKind::ObjectIdentifier => "OBJECT IDENTIFIER".into(),
        TypeKind::RelativeOid => "RELATIVE-OID".into(),
        TypeKind::OidIri => "OID-IRI".into(),
        TypeKind::RelativeOidIri => "RELATIVE-OID-IRI".into(),
        TypeKind::String(s) => s.keyword().into(),
        TypeKind::ObjectDescriptor => "ObjectDescriptor".into(),
        TypeKind::Time(t) => t.keyword().into(),
        TypeKind::Sequence(_) => "SEQUENCE".into(),
        TypeKind::Set(_) => "SET".into(),
        TypeKind::Choice(_) => "CHOICE".into(),
        TypeKind::SequenceOf(_) => "SEQUENCE OF".into(),
        TypeKind::SetOf(_) => "SET OF".into(),
        TypeKind::Any { defined_by: None } => "ANY".into(),
        TypeKind::Any { defined_by: Some(c) } => format!("ANY DEFINED BY {c}"),
        TypeKind::OpenType { class, field } => format!("{class}.{field}"),
        TypeKind::External => "EXTERNAL".into(),
        TypeKind::EmbeddedPdv => "EMBEDDED PDV".into(),
        TypeKind::CharacterString => "CHARACTER STRING".into(),
        TypeKind::InstanceOf(c) => format!("INSTANCE OF {c}"),
        TypeKind::Ref(r) => format!("-> {r}"),
    }
}

/// Constraint, native width, table constraint and instance origin.
fn suffix(t: &Type) -> String {
    let mut parts = Vec::new();
    let c = &t.constraint;
    if let Some(v) = &c.value {
        parts.push(format!("value {v}"));
    }
    if let Some(s) = &c.size {
        parts.push(format!("size {s}"));
    }
    if let Some(a) = &c.alphabet {
        let r: Vec<String> =
            a.iter().map(|(l, h)| if l == h { format!("{l:#x}") } else { format!("{l:#x}..{h:#x}") }).collect();
        parts.push(format!("from {}", r.join("|")));
    }
    // One marker when every constrained dimension is extensible (the
    // common `(0..10, ...)`), else the dimensions that are.
    let ext = c.extensible;
    let all =
        (c.value.is_none() || ext.value) && (c.size.is_none() || ext.size) && (c.alphabet.is_none() || ext.alphabet);
    if ext.any() && all {
        parts.push("...".into());
    } else if ext.any() {
        let dims = [(ext.value, "value"), (ext.size, "size"), (ext.alphabet, "from")];
        let names: Vec<&str> = dims.iter().filter(|(e, _)| *e).map(|(_, n)| *n).collect();
        parts.push(format!("{} ...", names.join("+")));
    }
    if c.unchecked {
        parts.push("+unchecked".into());
    }
    let mut out = String::new();
    if !parts.is_empty() {
        out.push_str(&format!(" ({})", parts.join(", ")));
    }
    if let Some(n) = t.native_int {
        out.push_str(&format!(" : {}", n.rust_name()));
    }
    if let Some(tc) = &t.table {
        let rel = tc.relation.as_ref().map(|(l, p)| format!(" @{}{}", ".".repeat(*l), p.join("."))).unwrap_or_default();
        out.push_str(&format!(" table {}.{} {}{rel}", tc.class, tc.field, object_set(&tc.set)));
    }
    if let Some((def, args)) = &t.instance_of {
        out.push_str(&format!(" instance {def}{args}"));
    }
    out
}

/// Renders a type with its components on following lines.
fn render_type(out: &mut String, t: &Type, indent: usize) {
    let pad = " ".repeat(indent + 2);
    let (open, members): (String, Vec<(String, &Type, String)>) = match &t.kind {
        TypeKind::Sequence(s) | TypeKind::Set(s) => {
            let word = if matches!(t.kind, TypeKind::Set(_)) { "SET" } else { "SEQUENCE" };
            let ext = if s.extensible { " ..." } else { "" };
            (
                format!("{}{word}{ext}{}", tags(t), suffix(t)),
                s.components
                    .iter()
                    .map(|c| {
                        let mut note = String::new();
                        if c.optional {
                            note.push_str(" OPTIONAL");
                        }
                        if let Some(d) = &c.default {
                            note.push_str(&format!(" DEFAULT {}", value(d)));
                        }
                        note.push_str(extension(c.extension));
                        (c.name.clone(), &c.ty, note)
                    })
                    .collect(),
            )
        }
        TypeKind::Choice(ch) => {
            let ext = if ch.extensible { " ..." } else { "" };
            (
                format!("{}CHOICE{ext}{}", tags(t), suffix(t)),
                ch.alternatives.iter().map(|a| (a.name.clone(), &a.ty, extension(a.extension).to_string())).collect(),
            )
        }
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) if is_structured(&c.element) => {
            let word = if matches!(t.kind, TypeKind::SetOf(_)) { "SET OF" } else { "SEQUENCE OF" };
            let name = c.element_name.clone().unwrap_or_else(|| "element".into());
            (format!("{}{word}{}", tags(t), suffix(t)), vec![(name, &c.element, String::new())])
        }
        _ => {
            let _ = writeln!(out, "{}", type_line(t));
            if let Some(d) = dispatch_of(t) {
                render_dispatch(out, d, &pad);
            }
            return;
        }
    };
    let _ = writeln!(out, "{open}");
    for (name, ty, note) in members {
        let _ = write!(out, "{pad}{name}{note}: ");
        render_type(out, ty, indent + 2);
    }
}

/// An open type's table: where the key is, then one line per key.
fn render_dispatch(out: &mut String, d: &Dispatch, pad: &str) {
    let ext = if d.extensible { ", ..." } else { "" };
    let _ = writeln!(out, "{pad}dispatch on {}{}.{}{ext}", "^".repeat(d.up), d.path.join("."), d.key_field);
    for e in &d.entries {
        let by = e.object.as_ref().map(|o| format!(" ({})", o.name)).unwrap_or_default();
        let _ = writeln!(out, "{pad}  {}{by} => {}", e.key, type_line(&e.ty));
    }
}

/// The table of an open type that stands on this line: the type itself, the
/// type an OCTET STRING contains, or a collection's element.
fn dispatch_of(t: &Type) -> Option<&Dispatch> {
    match &t.kind {
        TypeKind::OctetString { containing: Some(inner) } => dispatch_of(inner),
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => dispatch_of(&c.element),
        _ => t.table.as_ref()?.dispatch.as_ref(),
    }
}

fn is_structured(t: &Type) -> bool {
    matches!(
        t.kind,
        TypeKind::Sequence(_) | TypeKind::Set(_) | TypeKind::Choice(_) | TypeKind::SequenceOf(_) | TypeKind::SetOf(_)
    )
}

fn extension(e: Extension) -> &'static str {
    match e {
        Extension::Root => "",
        Extension::Addition => " [ext]",
        Extension::Group(_) => " [ext group]",
    }
}

/// A value in ASN.1-like notation.
pub fn value(v: &Value) -> String {
    match v {
        Value::Boolean(b) => if *b { "TRUE" } else { "FALSE" }.into(),
        Value::Null => "NULL".into(),
        Value::Integer(n) => n.to_string(),
        Value::Enumerated(n, _) => n.clone(),
        Value::Real(_, written) => written.clone(),
        Value::BitString(bits) => format!("'{}'B", bits.iter().map(|b| if *b { '1' } else { '0' }).collect::<String>()),
        Value::OctetString(bytes) => format!("'{}'H", bytes.iter().map(|b| format!("{b:02X}")).collect::<String>()),
        Value::Oid(o) => o.to_string(),
        Value::RelativeOid(arcs) => arcs.iter().map(u128::to_string).collect::<Vec<_>>().join("."),
        Value::String(s) => format!("{s:?}"),
        Value::Choice(alt, v) => format!("{alt}: {}", value(v)),
        Value::Struct(fields) => {
            let f: Vec<String> = fields.iter().map(|(n, v)| format!("{n} {}", value(v))).collect();
            format!("{{ {} }}", f.join(", "))
        }
        Value::List(items) => format!("{{ {} }}", items.iter().map(value).collect::<Vec<_>>().join(", ")),
        Value::Open(t, v) => format!("{} : {}", type_line(t), value(v)),
        Value::Opaque(text) => text.split_whitespace().collect::<Vec<_>>().join(" "),
    }
}
