//! Value assignments: constants.

use super::{byte_list, names, Emitter, Scope, TypeKind, Value, ValueItem};

impl Emitter<'_, '_> {
    pub(super) fn value_item(&self, v: &crate::ir::ValueDef, scope: &mut Scope) -> Option<ValueItem> {
        let ir = self.ir();
        let name = scope.claim(names::const_name(&v.name));
        let doc = format!("`{}` = {}", v.name, crate::ir::dump::value(&v.value).replace('`', "'"));
        let (ty, expr, runtime) = match (&ir.core(&v.ty).kind, &v.value) {
            (TypeKind::ObjectIdentifier, Value::Oid(oid)) => (
                "rt::ObjectIdentifier<'static>".to_string(),
                format!("rt::ObjectIdentifier::from_static(&{})", byte_list(&oid.to_der_content())),
                true,
            ),
            (TypeKind::Integer(_) | TypeKind::Enumerated(_), Value::Integer(i)) => {
                use num_traits::ToPrimitive;
                (String::from("i64"), i.to_i64()?.to_string(), false)
            }
            (TypeKind::Boolean, Value::Boolean(b)) => ("bool".to_string(), b.to_string(), false),
            _ => return None,
        };
        Some(ValueItem { name, doc, ty, expr, runtime })
    }
}
