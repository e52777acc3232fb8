//! The C runtime's files as `--emit-runtime` copies them next to the
//! generated files: in layers (one source file a layer, so a static link
//! takes only the layers it calls, with `synta.am` listing them for
//! automake), or as one source file for a tree that vendors it and wants
//! its file list never to change.

use super::{GeneratedFile, RUNTIME_ABI};

/// The runtime's headers: its API and its link names, what generated code
/// calls, and what its layers share.
const HEADERS: &[(&str, &str)] = &[
    ("synta_rt.h", super::RUNTIME_HEADER),
    ("synta_codec.h", include_str!("../../../runtime-c/synta_codec.h")),
    ("synta_names.h", include_str!("../../../runtime-c/synta_names.h")),
    ("synta_internal.h", include_str!("../../../runtime-c/synta_internal.h")),
];

/// One source file a layer, in the order the single-file form joins them.
const LAYERS: &[(&str, &str)] = &[
    ("synta_error.c", include_str!("../../../runtime-c/synta_error.c")),
    ("synta_arena.c", include_str!("../../../runtime-c/synta_arena.c")),
    ("synta_reader.c", include_str!("../../../runtime-c/synta_reader.c")),
    ("synta_check.c", include_str!("../../../runtime-c/synta_check.c")),
    ("synta_writer.c", include_str!("../../../runtime-c/synta_writer.c")),
    ("synta_entry.c", include_str!("../../../runtime-c/synta_entry.c")),
    ("synta_ber.c", include_str!("../../../runtime-c/synta_ber.c")),
    ("synta_jer.c", include_str!("../../../runtime-c/synta_jer.c")),
    ("synta_oer.c", include_str!("../../../runtime-c/synta_oer.c")),
    ("synta_per.c", include_str!("../../../runtime-c/synta_per.c")),
];

/// How `--emit-runtime` writes the runtime.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RuntimeForm {
    /// One source file a layer, and `synta.am`.
    #[default]
    Layered,
    /// The layers joined into one `synta_rt.c`: the same functions, a
    /// file list that never changes; a static link then takes every
    /// layer (BER's and OER's among them).
    Single,
}

/// The runtime's files in `form`, each stamped with the compiler that
/// copied it, so a checked-in tree shows which version its runtime is.
pub(super) fn runtime_files(form: RuntimeForm) -> Vec<GeneratedFile> {
    let stamp = format!("Copied by synta-compile {} (runtime ABI {RUNTIME_ABI}).", env!("CARGO_PKG_VERSION"));
    let file = |path: &str, text: &str| {
        let stamp = if path.ends_with(".am") { format!("# {stamp}\n") } else { format!("/* {stamp} */\n") };
        GeneratedFile { path: path.to_string(), contents: format!("{stamp}{text}") }
    };
    let mut files: Vec<GeneratedFile> = HEADERS.iter().map(|(path, text)| file(path, text)).collect();
    match form {
        RuntimeForm::Layered => {
            files.extend(LAYERS.iter().map(|(path, text)| file(path, text)));
            files.push(file("synta.am", &automake_fragment()));
        }
        RuntimeForm::Single => {
            let mut joined = String::from(
                "/* The C runtime of synta-compile in one file: its layers (synta_error.c,\n \
                 * synta_arena.c, ...) one after the other, unchanged. */\n",
            );
            for (path, text) in LAYERS {
                joined += &format!("\n/* ---- {path} ---- */\n{text}");
            }
            files.push(file("synta_rt.c", &joined));
        }
    }
    files
}

/// `synta.am`: the runtime's sources for a `Makefile.am` that includes it
/// (`%reldir%` is the fragment's directory, automake 1.14 or later).
fn automake_fragment() -> String {
    let mut text = String::from(
        "# The runtime's sources, for a Makefile.am:\n\
         #   include $(srcdir)/PATH/synta.am\n\
         #   libfoo_la_SOURCES = foo.c ... $(SYNTA_RT_SOURCES)\n\
         #   libfoo_la_CPPFLAGS = -I$(srcdir)/PATH\n\
         # The list is the runtime of this synta-compile version: regenerate the\n\
         # tree (and this file) together. --emit-runtime=single writes one\n\
         # synta_rt.c instead, whose list never changes.\n\
         SYNTA_RT_SOURCES =",
    );
    for (path, _) in HEADERS.iter().chain(LAYERS) {
        text += &format!(" \\\n\t%reldir%/{path}");
    }
    text + "\n"
}
