//! SEQUENCE OF and SET OF: an array from the arena.

use super::*;

impl Emitter<'_, '_> {
    /// Returns the element's generated type, when it has one. `keyed` is
    /// the use of an open type's union, every element decoded by one key:
    /// the collection then decodes with `_decode_for(key, ...)` and gets
    /// `_fits(in, key)`.
    pub(super) fn collection_item(
        &mut self,
        item: &mut CItem,
        element: &Type,
        set: bool,
        path: &str,
        own_checks: Checks,
        keyed: Option<CUse>,
    ) -> Option<String> {
        let name = item.name.clone();
        let element_path = format!("{path}.item");
        let is_keyed = keyed.is_some();
        let mut u = keyed.unwrap_or_else(|| self.use_of(element, &element_path, false));
        if !u.checks.is_empty() {
            // As in Rust, an element with checks of its own is a type of its
            // own, which checks them on its content.
            let held = claim_type(&mut self.scope, &format!("{name}_item"));
            let comment = vec![format!("The type of the elements of `{path}`.")];
            let mut inner = CItem::new(&held, comment);
            self.typedef_item(&mut inner, element, &element_path);
            self.items.push(inner);
            u = CUse { ctype: held.clone(), codec: Codec::Item(held), checks: Checks::default(), ..u };
        }
        // The array holds its elements by value: it breaks any cycle itself.
        u.mode = match u.mode {
            Mode::CycleOwn => Mode::Own,
            Mode::CycleUntagged => Mode::Untagged,
            mode => mode,
        };
        if let Some((dep, _)) = u.dep() {
            item.deps.push((dep, false));
        }
        let at = At::Index("i".to_string());
        let x = "out->items[i]";
        let order = if set {
            let unsorted = block(
                "if (i > 0 && synta_der_set_order(previous, element) > 0)",
                "synta_fail(err, SYNTA_ERR_SET_OF_NOT_SORTED, off);\nsynta_error_at_index(err, i);\nreturn SYNTA_ERR_SET_OF_NOT_SORTED;\n",
            );
            format!("synta_bytes element = synta_reader_span(r, start);\n{unsorted}previous = element;\n")
        } else {
            String::new()
        };
        let (set_decls, set_start) = if set {
            ("synta_bytes previous = {NULL, 0};\n", "size_t off = synta_reader_offset(r);\nsize_t start = r->pos;\n")
        } else {
            ("", "")
        };
        let checks = self.check_stmts(&u, x, "off", &at);
        let check_off = if !checks.is_empty() && !set { "size_t off = synta_reader_offset(r);\n" } else { "" };
        let elem_type = u.held();
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
        let own_check = self.check_stmts(&own, "(*out)", "content_off", &At::None);
        let content_off = if own_check.is_empty() { "" } else { "size_t content_off = synta_reader_offset(r);\n" };
        let allocate = block(
            "if (n > 0)",
            &format!("out->items = ({elem_type} *)synta_arena_array(arena, n, sizeof *out->items);\nSYNTA_TRY(synta_check(out->items != NULL, SYNTA_ERR_ARENA_EXHAUSTED, synta_reader_offset(r), err));\n"),
        );
        let read = self.decode_stmts(element, &u, "r", x, &at).in_block();
        let each = block(
            "for (i = 0; !synta_reader_is_empty(r) && i < n; i++)",
            &format!("{set_start}{check_off}{read}{checks}{order}"),
        );
        let decode = format!(
            "size_t n = synta_count_elements(r), i;\n{content_off}{set_decls}out->items = NULL;\n{allocate}{each}out->count = i;\n{own_check}return synta_reader_finish(r, err);"
        );
        let v = "in->items[i - 1]";
        let enc_at = At::Index("i - 1".to_string());
        let mark = if set { "size_t mark = w->len;\n" } else { "" };
        let sort = if set {
            "/* X.690 11.6: SET OF elements in the order of their encodings. */\nsynta_writer_sort_set(w, mark);\n"
        } else {
            ""
        };
        let each = block(
            "for (i = in->count; i > 0; i--)",
            &format!("{}{}", self.check_stmts(&u, v, "0", &enc_at), self.encode_stmts(element, &u, "w", v, &enc_at)),
        );
        let encode = format!(
            "size_t i;\n{}{mark}{each}{sort}return SYNTA_OK;",
            self.check_stmts(&own, "(*in)", "0", &At::None),
        );
        let what = if set { "SET OF" } else { "SEQUENCE OF" };
        item.forward = true;
        item.definition = format!(
            "/* {what}: `count` elements in an array from the decoding arena. */\nstruct {name} {{\n    {elem_type} *items;\n    size_t count;\n}};"
        );
        if is_keyed {
            push_function(
                item,
                "Decodes the content octets read by `r` (from synta_open), every element the value `key` (the key's content octets) selects.",
                format!("synta_status {name}_decode_for(synta_bytes key, synta_reader *r, synta_arena *arena, {name} *out, synta_error *err)"),
                &decode,
            );
            push_function(
                item,
                "Whether every element goes with `key`.",
                format!("bool {name}_fits(const {name} *in, synta_bytes key)"),
                &format!(
                    "size_t i;\n{}return true;",
                    block(
                        "for (i = 0; i < in->count; i++)",
                        &block(&format!("if (!{elem_type}_fits(&in->items[i], key))"), "return false;\n")
                    )
                ),
            );
            push_function(
                item,
                "Writes the content octets in front of what `w` holds.",
                format!("synta_status {name}_encode_content(const {name} *in, synta_writer *w, synta_error *err)"),
                &encode,
            );
        } else {
            self.content_functions(item, &decode, &encode);
        }
        match u.codec {
            Codec::Item(element) => Some(element),
            _ => None,
        }
    }
}
