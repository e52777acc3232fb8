//! The generated sources listed for build systems: a large module is split
//! over several files (`plan::units`), so a build that names the files by
//! hand would have to follow the compiler's choice. Each list names every
//! generated `.c` of the tree, relative to the list's own directory, for
//! GNU make (`synta_sources.mk`), automake (`synta_sources.am`) and CMake
//! (`synta_sources.cmake`); `make -j` and CMake then build them side by
//! side. The runtime's sources are listed apart (`synta.am`).

use crate::backend::GeneratedFile;

/// The three lists of `sources` (file names in the output directory).
pub(super) fn source_lists(sources: &[String]) -> Vec<GeneratedFile> {
    let names = |prefix: &str| sources.iter().map(|s| format!(" \\\n\t{prefix}{s}")).collect::<String>();
    let make = format!(
        "# The generated C sources, for a GNU Makefile:\n\
         #   include PATH/synta_sources.mk\n\
         #   foo: foo.o $(SYNTA_SOURCES:.c=.o)\n\
         # Regenerate the tree and this file together: a large module is split\n\
         # over several files, and how many follows its size.\n\
         SYNTA_SOURCES_DIR := $(dir $(lastword $(MAKEFILE_LIST)))\n\
         SYNTA_SOURCES :={}\n",
        names("$(SYNTA_SOURCES_DIR)")
    );
    let automake = format!(
        "# The generated C sources, for a Makefile.am (automake 1.14 or later):\n\
         #   include $(srcdir)/PATH/synta_sources.am\n\
         #   libfoo_la_SOURCES = foo.c ... $(SYNTA_SOURCES)\n\
         # Regenerate the tree and this file together: a large module is split\n\
         # over several files, and how many follows its size.\n\
         SYNTA_SOURCES ={}\n",
        names("%reldir%/")
    );
    let cmake = format!(
        "# The generated C sources, for CMake:\n\
         #   include(PATH/synta_sources.cmake)\n\
         #   add_library(foo STATIC foo.c ${{SYNTA_SOURCES}})\n\
         # Regenerate the tree and this file together: a large module is split\n\
         # over several files, and how many follows its size.\n\
         set(SYNTA_SOURCES{})\n",
        sources.iter().map(|s| format!("\n    ${{CMAKE_CURRENT_LIST_DIR}}/{s}")).collect::<String>()
    );
    [("synta_sources.mk", make), ("synta_sources.am", automake), ("synta_sources.cmake", cmake)]
        .into_iter()
        .map(|(path, contents)| GeneratedFile { path: path.to_string(), contents })
        .collect()
}
