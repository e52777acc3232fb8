//! Value assignments: OID constants and integer and boolean macros.

use super::{byte_list, comment_text, int64_literal, names, Emitter, TypeKind, Value};

impl Emitter<'_, '_> {
    pub(super) fn value(&mut self, v: &crate::ir::ValueDef) {
        use num_traits::ToPrimitive;
        let ir = self.ir();
        let doc = format!("/* {} = {} */", v.name, comment_text(&crate::ir::dump::value(&v.value)));
        let base = format!("{}_{}", self.prefix, names::c_ident(&v.name));
        match (&ir.core(&v.ty).kind, &v.value) {
            (TypeKind::ObjectIdentifier, Value::Oid(oid)) => {
                let name = self.scope.claim(base);
                let bytes = oid.to_der_content();
                let data = self.scope.claim(format!("{name}_content"));
                self.value_decls.push(format!("{doc}\nextern const synta_oid {name};"));
                self.value_defs.push(format!(
                    "static const uint8_t {data}[] = {{{}}};\nconst synta_oid {name} = {{{data}, {}}};",
                    byte_list(&bytes),
                    bytes.len()
                ));
            }
            (TypeKind::Integer(_) | TypeKind::Enumerated(_), Value::Integer(i)) => {
                if let Some(i) = i.to_i64() {
                    let name = self.scope.claim(names::c_constant(&self.prefix, &v.name));
                    self.value_decls.push(format!("{doc}\n#define {name} {}", int64_literal(i128::from(i))));
                }
            }
            (TypeKind::Boolean, Value::Boolean(b)) => {
                let name = self.scope.claim(names::c_constant(&self.prefix, &v.name));
                self.value_decls.push(format!("{doc}\n#define {name} {b}"));
            }
            _ => {}
        }
    }
}
