//! SEQUENCE OF and SET OF: an array from the arena.

use super::{
    claim_type,
    jer::{Jer, JerIn, JerInForm, JerWrite},
    At, CItem, CUse, Checks, Codec, Emitter, Mode, Part, SizeExpr, Template, Type, TypeKind,
};

/// A SEQUENCE OF or SET OF: its content codec (or, for elements of an open
/// type, its codec by key).
#[derive(Template)]
#[template(path = "c/collection.c.askama", escape = "none")]
pub(super) struct Collection<'a> {
    name: &'a str,
    /// Read and written inside its one collection's loop (plan/inline.rs).
    inline_element: bool,
    /// The C type of the elements.
    element: String,
    set: bool,
    /// Every element decoded by one key (`_decode_for`, `_fits`).
    keyed: bool,
    /// Statements reading `items[i]`.
    read: String,
    /// Statements checking it.
    checks: String,
    /// Statements checking the whole collection (its SIZE), when named.
    own_check: String,
    /// Statements checking and writing `in->items[i - 1]`.
    write: String,
    own_encode_check: String,
}

/// A SEQUENCE OF or SET OF: its definition.
#[derive(Template)]
#[template(path = "c/collection.h.askama", escape = "none")]
pub(super) struct CollectionHeader<'a> {
    model: &'a Collection<'a>,
}

/// The prototypes of a collection decoded by key.
#[derive(Template)]
#[template(path = "c/collection_keyed.h.askama", escape = "none")]
pub(super) struct CollectionKeyedHeader<'a> {
    name: &'a str,
}

impl Emitter<'_, '_> {
    /// Returns the element's generated type, when it has one. `keyed` is
    /// the use of an open type's union, every element decoded by one key:
    /// the collection then decodes with `_decode_for(key, ...)` and gets
    /// `_fits(in, key)`.
    pub(super) fn collection_item(
        &mut self,
        item: &mut CItem,
        ty: &Type,
        element: &Type,
        path: &str,
        own_checks: Checks,
        keyed: Option<CUse>,
    ) -> Option<String> {
        let name = item.name.clone();
        let set = matches!(ty.kind, TypeKind::SetOf(_));
        let element_path = format!("{path}.item");
        let is_keyed = keyed.is_some();
        let mut u = keyed.unwrap_or_else(|| self.use_of(element, &element_path, false));
        if !u.checks.is_empty() {
            // As in Rust, an element with checks of its own is a type of its
            // own, which checks them on its content.
            let held = claim_type(&mut self.scope, &format!("{name}_item"));
            let comment = vec![format!("The type of the elements of `{path}`.")];
            let mut inner = self.new_item(&held, comment);
            self.typedef_item(&mut inner, element, &element_path, Some((u.ctype.clone(), u.codec.clone())));
            self.items.push(inner);
            u = CUse { ctype: held.clone(), codec: Codec::Item(held), checks: Checks::default(), ..u };
        }
        // The array holds its elements by value: it breaks any cycle itself.
        u.mode = match u.mode {
            Mode::CycleOwn => Mode::Own,
            Mode::CycleUntagged => Mode::Untagged,
            mode => mode,
        };
        self.stored_as(element, &u.held());
        if let Some((dep, _)) = u.dep() {
            item.deps.push((dep, false));
        }
        let at = At::Index("i".to_string());
        let x = "items[i]";
        // A named collection checks its own SIZE on its content (as a Rust
        // newtype does); an inline one is checked where it is used.
        let own = CUse {
            ctype: name.clone(),
            codec: Codec::Item(name.clone()),
            mode: Mode::Own,
            checks: own_checks,
            size: SizeExpr::Elements,
            key: None,
        };
        let v = "in->items[i - 1]";
        let enc_at = At::Index("i - 1".to_string());
        let element_checks = self.check_stmts(&u, v, "0", &enc_at);
        // An element the plan reads inside this loop is read and written by
        // its inline bodies (`_element_decode_content`, ...).
        let in_loop = match (&element.kind, &u.codec) {
            (TypeKind::Ref(r), Codec::Item(codec)) if self.reads_in_loop(r, codec) => {
                CUse { codec: Codec::Item(format!("{codec}_element")), ..u.clone() }
            }
            _ => u.clone(),
        };
        let write = format!("{element_checks}{}", self.encode_stmts(element, &in_loop, "w", v, &enc_at));
        let own_encode_check = self.check_stmts(&own, "(*in)", "0", &At::None);
        let inline_element = self.is_inline_element(&name);
        let model = Collection {
            name: &name,
            inline_element,
            element: u.held(),
            set,
            keyed: is_keyed,
            read: self.decode_stmts(element, &in_loop, "r", x, &at).in_block().trim_end().to_string(),
            checks: self.check_stmts(&u, x, "off", &at).trim_end().to_string(),
            own_check: self.check_stmts(&own, "(*out)", "content_off", &At::None).trim_end().to_string(),
            write: write.trim_end().to_string(),
            own_encode_check: own_encode_check.trim_end().to_string(),
        };
        item.forward = true;
        let mut parts =
            vec![(Part::Definition, CollectionHeader { model: &model }.render()), (Part::Functions, model.render())];
        if is_keyed {
            parts.push((Part::Codec, CollectionKeyedHeader { name: &name }.render()));
        } else {
            parts.extend(self.content_codec_parts(&name, inline_element));
        }
        self.put(item, parts);
        let write = self.jer_stmt(&u, "in->items[i]", &At::Index("i".to_string()), None);
        self.put_jer(item, Jer::Array(JerWrite::stmt(write)));
        let key = is_keyed.then_some("key");
        let write = self.jer_in_stmts(element, &u, "w", "x", key, &At::Index("i".to_string()));
        let form = if is_keyed { JerInForm::Keyed } else { JerInForm::Content };
        self.put_jer_in(item, form, JerIn::Array { write, set });
        let held = u.held();
        self.put_oer(item, |e, wire| e.oer_collection(wire, ty, element, &u, &held, &own));
        match u.codec {
            Codec::Item(element) => Some(element),
            _ => None,
        }
    }
}
