"""The synta-compile command line: exit codes, diagnostics on stderr with
file:line:col, --check, --emit-ir, -I search directories."""

import re
import subprocess

from conftest import ROOT, installed_program

GOOD = """Good DEFINITIONS IMPLICIT TAGS ::= BEGIN
Version ::= INTEGER { v1(0), v2(1) } (0..1)
Msg ::= SEQUENCE { version [0] Version DEFAULT v1, body OCTET STRING }
END
"""


def test_check_clean_schema_exits_zero(compiler, schema):
    result = compiler("--check", schema(GOOD))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_schema_errors_exit_one_with_every_error_located(compiler, schema):
    path = schema(
        """Bad DEFINITIONS ::= BEGIN
A ::= SEQUENCE { x Undefined1 }
B ::= SEQUENCE { y Undefined2 }
END
"""
    )
    result = compiler("--check", path)
    assert result.returncode == 1
    locations = re.findall(r"--> (\S+):(\d+):(\d+)", result.stderr)
    assert [(line, col) for _, line, col in locations] == [("2", "20"), ("3", "20")]
    assert all(p.endswith("schema.asn1") for p, _, _ in locations)
    assert "2 errors in the module set" in result.stderr
    # The source line and a caret are shown.
    assert "A ::= SEQUENCE { x Undefined1 }" in result.stderr
    assert "^^^^^^^^^^" in result.stderr


def test_usage_errors_exit_two(compiler, schema):
    assert compiler().returncode == 2
    assert compiler("--no-such-flag", schema(GOOD)).returncode == 2
    assert compiler("--lang", "cobol", schema(GOOD)).returncode == 2
    assert compiler("--lang", "c", "--prefix", "Good=9bad", "-o", "out", schema(GOOD)).returncode == 2


def test_lang_rust_writes_one_file_per_module_and_mod_rs(compiler, schema, tmp_path):
    out = tmp_path / "out"
    result = compiler("--lang", "rust", "-o", out, schema(GOOD))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in out.iterdir()) == ["good.rs", "mod.rs"]
    code = (out / "good.rs").read_text()
    assert "pub struct Msg<'a>" in code
    assert "pub version: Version," in code
    assert 'pub mod good {\n    include!("good.rs");' in (out / "mod.rs").read_text()


# The generated sources listed for GNU make, automake and CMake.
LISTS = ["synta_sources.mk", "synta_sources.am", "synta_sources.cmake"]


def test_lang_c_writes_a_pair_per_module_with_prefixes(compiler, schema, tmp_path):
    out = tmp_path / "out"
    result = compiler("--lang", "c", "--prefix", "Good=gd", "--emit-runtime", "--registry", "-o", out, schema(GOOD))
    assert result.returncode == 0, result.stderr
    names = sorted(p.name for p in out.iterdir())
    runtime = [f"synta_{layer}.c" for layer in ("arena", "ber", "check", "entry", "error", "jer", "oer", "per", "reader", "writer")]
    assert names == sorted(["good.c", "good.h", "good_codec.h", "synta_codec.h", "synta_internal.h", "synta_names.h",
                            "synta_rt.h", "synta_types.c", "synta_types.h", "synta.am", *runtime, *LISTS])
    # synta.am lists every runtime file, from its own directory.
    listed = re.findall(r"%reldir%/(\S+)", (out / "synta.am").read_text())
    assert sorted(listed) == sorted(n for n in names if n.startswith("synta_")
                                    and not n.startswith(("synta_types", "synta_sources")))
    # synta_sources.am lists the generated sources, the registry's too.
    assert re.findall(r"%reldir%/(\S+)", (out / "synta_sources.am").read_text()) == ["good.c", "synta_types.c"]
    header = (out / "good.h").read_text()
    # The include guard follows the symbol prefix (two prefixes of one module include together).
    assert "struct gd_Msg {" in header and "#ifndef GD_SYNTA_H" in header and 'extern "C"' in header
    assert "typedef uint8_t gd_Version;" in header  # INTEGER (0..1)
    assert "synta_status gd_Msg_decode(const uint8_t *der, size_t len, synta_arena *arena, gd_Msg *out," in header
    # What only generated code calls is in the codec header, not the user's.
    assert "gd_Msg_decode_content(" not in header and "gd_Msg_decode_content(" in (out / "good_codec.h").read_text()
    # The output builds on its own.
    obj = tmp_path / "o"
    obj.mkdir()
    for c in ("good.c", "synta_types.c", *runtime):
        built = subprocess.run(["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-c", str(out / c), "-o",
                                str(obj / (c + ".o"))], capture_output=True, text=True)
        assert built.returncode == 0, built.stderr


def test_banners_name_no_absolute_build_path(compiler, schema, tmp_path):
    """A schema given by an absolute path is named in the generated files'
    banners relative to the output directory, or to --source-root; one
    given by a relative path as given."""
    path = schema(GOOD)
    assert path.is_absolute()
    for lang in ("c", "rust"):
        out = tmp_path / lang / "gen"
        assert compiler("--lang", lang, "-o", out, path).returncode == 0
        first = next(out.glob("good*.*") if lang == "c" else out.glob("good*.rs")).read_text().splitlines()[0]
        expected = "/".join([".."] * 2 + list(path.relative_to(tmp_path).parts))
        assert f"from {expected} (module Good)" in first, first
        assert str(tmp_path) not in "".join(p.read_text() for p in out.iterdir() if p.is_file())
    out = tmp_path / "rooted"
    assert compiler("--lang", "c", "--source-root", path.parent, "-o", out, path).returncode == 0
    assert f"from {path.name} (module Good)" in (out / "good.h").read_text().splitlines()[0]
    relative = compiler("--lang", "c", "-o", tmp_path / "rel", path.relative_to(tmp_path), cwd=tmp_path)
    assert relative.returncode == 0, relative.stderr
    assert f"from {path.relative_to(tmp_path)} (module Good)" in (tmp_path / "rel" / "good.h").read_text()


def test_emit_runtime_single_writes_one_source_that_builds(compiler, schema, tmp_path):
    """--emit-runtime=single: the runtime as one synta_rt.c beside its
    headers (a file list that never changes, for a vendored tree), which
    compiles warning-free and links with the generated code."""
    out = tmp_path / "out"
    result = compiler("--lang", "c", "--emit-runtime=single", "-o", out, schema(GOOD))
    assert result.returncode == 0, result.stderr
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(["good.c", "good.h", "good_codec.h", "synta_codec.h", "synta_internal.h", "synta_names.h",
                            "synta_rt.h", "synta_rt.c", *LISTS])
    (tmp_path / "main.c").write_text(
        '#include "good.h"\n'
        "int main(void) { static const uint8_t der[] = {0x30, 0x02, 0x04, 0x00}; uint8_t space[64]; synta_arena a;"
        " good_Msg m; synta_arena_init(&a, space, sizeof space, NULL);"
        " return good_Msg_decode(der, sizeof der, &a, &m, NULL) == SYNTA_OK && m.version == 0 ? 0 : 1; }\n")
    program = tmp_path / "p"
    built = subprocess.run(["cc", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-I", str(out),
                            str(tmp_path / "main.c"), str(out / "good.c"), str(out / "synta_rt.c"), "-o", str(program)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    assert subprocess.run([str(program)]).returncode == 0


def test_version_and_help(compiler):
    version = compiler("--version")
    assert version.returncode == 0
    assert re.match(r"synta-compile \d+\.\d+\.\d+", version.stdout)
    help_text = compiler("--help").stdout
    for flag in ("--lang", "--out-dir", "--include", "--check", "--emit-ir"):
        assert flag in help_text
    # docs/cli.md shows --help as it is.
    docs = (ROOT / "docs" / "cli.md").read_text()
    assert f"$ synta-compile --help\n{help_text}```" in docs, "docs/cli.md's --help is stale"


def test_emit_ir_shows_resolved_tags_defaults_and_native_ints(compiler, schema):
    result = compiler("--emit-ir", schema(GOOD))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "module Good IMPLICIT TAGS" in out
    assert "type Version ::= [UNIVERSAL 2] INTEGER { v1(0), v2(1) } (value 0..1) : u8" in out
    assert "version DEFAULT 0: [0] -> Good.Version (value 0..1) : u8" in out


def test_include_directory_supplies_imported_modules(compiler, tmp_path):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "Lib.asn1").write_text("Lib { 1 3 9999 1 } DEFINITIONS ::= BEGIN Id ::= OBJECT IDENTIFIER END\n")
    (lib / "Unused.asn1").write_text("this file is not ASN.1 and is never needed\n")
    user = tmp_path / "User.asn1"
    user.write_text("User DEFINITIONS ::= BEGIN IMPORTS Id FROM Lib { 1 3 9999 1 } ; T ::= SEQUENCE { id Id } END\n")
    assert compiler("--check", user).returncode == 1
    result = compiler("--check", user, "-I", lib)
    assert result.returncode == 0, result.stderr


def test_unreadable_file_is_a_located_error(compiler, tmp_path):
    result = compiler("--check", tmp_path / "missing.asn1")
    assert result.returncode == 1
    assert "cannot read" in result.stderr


def test_deep_nesting_is_rejected_cleanly(compiler, schema):
    deep = "M DEFINITIONS ::= BEGIN T ::= " + "SEQUENCE OF " * 3000 + "INTEGER END\n"
    result = compiler("--check", schema(deep))
    assert result.returncode == 1
    assert "nests too deeply" in result.stderr


def test_raw_path_naming_no_component_is_an_error_with_a_suggestion(compiler, schema, tmp_path):
    # Both backends refuse it the same way (before, it was silently ignored).
    for lang in ("rust", "c"):
        result = compiler("--lang", lang, "-o", tmp_path / lang, "--raw", "Good.Msg.bdy", schema(GOOD))
        assert result.returncode == 1, result.stderr
        assert result.stderr == (
            "error: `Good.Msg.bdy` names no component of a SEQUENCE or SET in the module set;"
            " did you mean `Good.Msg.body`?\n"
        )
        assert not (tmp_path / lang).exists()
    ok = compiler("--lang", "c", "-o", tmp_path / "ok", "--raw", "Good.Msg.body", schema(GOOD))
    assert ok.returncode == 0, ok.stderr
    assert "good_Msg_get_body" in (tmp_path / "ok" / "good.h").read_text()


def test_type_attributes_reach_the_types_under_their_path(compiler, schema, tmp_path):
    path = schema(GOOD)
    attribute = '#[cfg_attr(feature = "x", derive(Hash))]'
    ok = compiler("--lang", "rust", "-o", tmp_path / "ok", "--type-attribute", f"Good.Msg={attribute}", path)
    assert ok.returncode == 0, ok.stderr
    rust = (tmp_path / "ok" / "good.rs").read_text()
    assert f"{attribute}\n#[derive(Clone, Debug, PartialEq, Eq)]\npub struct Msg" in rust
    assert rust.count(attribute) == 1
    # A path that names nothing, and text that is not an attribute: both
    # reported, nothing written.
    bad = compiler("--lang", "rust", "-o", tmp_path / "bad", "--type-attribute", "Good.Mesg=#[derive(Hash)]",
                   "--type-attribute", "Good=derive(Hash)", path)
    assert bad.returncode == 1, bad.stderr
    assert bad.stderr == (
        "error: type attribute path `Good.Mesg` is neither `.`, a module of the set, nor under a type it defines\n"
        "error: type attribute `derive(Hash)` (for `Good`) is not a Rust attribute such as #[derive(...)]\n"
    )
    assert not (tmp_path / "bad").exists()


def test_what_the_generators_cannot_write_is_a_located_error_in_both_languages(compiler, schema, tmp_path):
    path = schema(
        """Measure DEFINITIONS ::= BEGIN
Reading ::= SEQUENCE { id INTEGER, at TIME }
Flag ::= SEQUENCE { on BOOLEAN DEFAULT TRUE }
Mode ::= SEQUENCE { on BOOLEAN DEFAULT FALSE }
END
"""
    )
    outputs = []
    for lang in ("rust", "c"):
        result = compiler("--lang", lang, "-o", tmp_path / lang, "--raw", "Measure.Flag.on", "--raw", "Measure.Mode.on", path)
        assert result.returncode == 1
        assert not (tmp_path / lang).exists()
        outputs.append(result.stderr)
    assert outputs[0] == outputs[1]
    # Each at its definition, with the source line; all of them at once.
    assert "error[E0802]: `Flag.on` has a DEFAULT and cannot be kept raw" in outputs[0]
    assert "schema.asn1:3:1" in outputs[0] and "Flag ::= SEQUENCE" in outputs[0]
    assert "error[E0802]: `Mode.on` has a DEFAULT and cannot be kept raw" in outputs[0]
    assert "schema.asn1:4:1" in outputs[0]
    # TIME, refused until this release, is not among them.
    assert "Reading" not in outputs[0] and outputs[0].count("error[") == 2


def test_imports_are_found_next_to_the_input_file(compiler, tmp_path):
    # The README's first command: CMS 2004 imports AttributeCertificateVersion1,
    # which sits beside it in schemas/cms; only schemas/pkix is given with -I.
    cms = "schemas/cms/CryptographicMessageSyntax2004.asn1"
    for lang in ("rust", "c"):
        result = compiler("--lang", lang, "-o", tmp_path / lang, "-I", "schemas/pkix", cms)
        assert result.returncode == 0, result.stderr
    assert (tmp_path / "c" / "attribute_certificate_version1.h").exists()
    # A module that is nowhere is still an error.
    other = tmp_path / "lone"
    other.mkdir()
    (other / "Lone.asn1").write_text("Lone DEFINITIONS ::= BEGIN IMPORTS X FROM Nowhere; T ::= X END\n")
    missing = compiler("--check", other / "Lone.asn1")
    assert missing.returncode == 1
    assert "module `Nowhere` is not in the module set" in missing.stderr


def test_list_types_names_every_type_of_the_module_set(compiler):
    # The README's command: CMS 2004 and what it imports.
    result = compiler("--list-types", "-I", "schemas/pkix", "schemas/cms/CryptographicMessageSyntax2004.asn1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    types = dict(line.split("\t", 1) for line in lines)
    assert types["CryptographicMessageSyntax2004.ContentInfo"].endswith("SEQUENCE {..}")
    # Imported modules are part of the set.
    assert "PKIX1Explicit88.Certificate" in types
    assert "AttributeCertificateVersion1.AttributeCertificateV1" in types
    # One line a definition, no generation.
    assert len(types) == len(lines) > 100


def test_a_reader_that_stops_early_ends_the_run_quietly(compiler):
    # `synta-compile --emit-ir ... | head`: the reader closes the pipe long
    # before the output (the IR of every shipped schema) ends. Found
    # panicking, with an internal compiler error, on `--list-types ... | head -3`.
    binary = compiler("--version").args[0]
    schemas = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "schemas").glob("*/*.asn1"))
    args = [binary, "--emit-ir", "--list-types", *schemas]
    with subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as run:
        first = run.stdout.read(100)
        run.stdout.close()
        stderr = run.stderr.read().decode()
        code = run.wait(timeout=120)
    assert first, "nothing was written before the pipe closed"
    assert code == 0, stderr
    assert stderr == ""
    # The same output read whole is more than twice what a pipe holds
    # (64 KiB), so the run above did meet the closed pipe.
    assert len(compiler(*args[1:]).stdout) > 2 * 65536


def test_generated_headers_refuse_a_runtime_of_another_abi(compiler, schema, tmp_path):
    """Checked-in C cannot silently drift from its runtime: every generated
    header names the compiler's version and checks the runtime ABI it was
    made for with #error."""
    cc = installed_program("cc", "gcc", "clang")
    out = tmp_path / "out"
    result = compiler("--lang", "c", "--emit-runtime", "-o", out, schema(GOOD))
    assert result.returncode == 0, result.stderr
    header = next(out.glob("good*.h"))
    assert re.match(r"/\* @generated by synta-compile \d+\.\d+\.\d+ from ", header.read_text())
    source = next(out.glob("good*.c"))
    build = [cc, "-std=c99", "-Wall", "-Werror", "-c", "-I", out, source, "-o", tmp_path / "good.o"]
    ok = subprocess.run(build, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    runtime = out / "synta_rt.h"
    text = runtime.read_text()
    # The emitted runtime says which compiler wrote it.
    for layer in out.glob("synta_*.[ch]"):
        if layer.name not in ("synta_types.c", "synta_types.h"):
            assert re.match(r"/\* Copied by synta-compile \d+\.\d+\.\d+ \(runtime ABI \d+\)\. \*/\n", layer.read_text()), layer
    abi = int(re.search(r"#define SYNTA_RT_ABI_VERSION (\d+)", text).group(1))
    runtime.write_text(text.replace(f"#define SYNTA_RT_ABI_VERSION {abi}", f"#define SYNTA_RT_ABI_VERSION {abi + 1}"))
    refused = subprocess.run(build, capture_output=True, text=True)
    assert refused.returncode != 0
    assert f"for runtime ABI {abi}, which this synta_rt.h is not" in refused.stderr, refused.stderr


def test_message_format_json_gives_each_diagnostic_as_one_object(compiler, schema, tmp_path):
    """--message-format json: one JSON object a line on stdout per diagnostic
    (the front end's errors and warnings, and what a backend refuses), with the
    places the human form shows, and that form itself; nothing on stderr."""
    import json

    bad = schema(
        """Bad DEFINITIONS ::= BEGIN
A ::= SEQUENCE { x Undefined1 }
B ::= SEQUENCE { y Undefined2 }
END
"""
    )
    human = compiler("--check", bad)
    result = compiler("--check", "--message-format", "json", bad)
    assert result.returncode == 1 and result.stderr == ""
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(o["severity"], o["code"], o["primary"]["line"], o["primary"]["column"], o["primary"]["end_column"])
            for o in objects] == [("error", "E0201", 2, 20, 30), ("error", "E0201", 3, 20, 30)]
    assert objects[0]["message"] == "`Undefined1` is not defined"
    assert objects[0]["primary"]["file"] == str(bad)
    assert "".join(o["rendered"] for o in objects) in human.stderr

    clean = compiler("--check", "--message-format", "json", schema(GOOD))
    assert clean.returncode == 0 and clean.stdout == "" and clean.stderr == ""

    refused = compiler("--lang", "c", "-o", tmp_path / "c", "--raw", "Good.Msg.bdy", "--message-format", "json",
                       schema(GOOD))
    assert refused.returncode == 1
    (unplaced,) = [json.loads(line) for line in refused.stdout.splitlines()]
    assert unplaced["severity"] == "error" and "names no component" in unplaced["message"]
    assert "primary" not in unplaced
