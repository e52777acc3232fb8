"""Modules from other fields, as the asn1tools 0.169.0 source distribution
on PyPI carries them for its own tests: 3GPP RRC (Rel-8 and Rel-14), S1AP and
LPP, ETSI ITS (CAM, ITS-Container, MAPEM), CEN DSRC, IEEE 1609.2, OMA SUPL
ULP, the X.680/X.683/X.691 examples and IETF modules.

- Every module X.680 allows is checked; one that imports a module the
  corpus lacks is given it (../shared/asn1's X.500, LDAP and PKIX modules;
  tests/support/corpus/REGION.asn1 for CEN DSRC) or is listed in REFUSED
  with the reason, as are the files that are wrong where they are refused.
- Each file's Rust and C build: C with `cc -std=c99 -Wall -Wextra -Werror`,
  Rust with `cargo check` and warnings denied.
- The values asn1tools' own tests decode (its tests/test_uper.py, read
  here, not copied) are written by asn1tools' DER encoder, and the Rust and
  the C decoders generated for them read each and write it back byte for
  byte, with the same verdict line.
"""

import ast
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest
from ber_variants import parse
from conftest import ROOT, SHARED, cargo_check_generated, python_module

SUPPORT = ROOT / "tests" / "support" / "corpus"
X500, LDAP, PKIX = (SHARED / "asn1" / d for d in ("x500", "ldap", "pkix"))

# Files refused, with the first error and why it is right to refuse them.
REFUSED = {
    "all_types.asn": (
        "E0504",
        "asn1tools' kitchen sink is not all valid: SIZE on an INTEGER (X.680 §51.5), tags that clash "
        "in a SEQUENCE, an undefined `A`, an IA5String value past the last code point",
    ),
    "x680.asn": (
        "E0201",
        "uses C0 and C1 of X.680 F.2.6, which the file defines under other names (C0-F-2-6, C1-F-2-6)",
    ),
    "ietf/rfc3161.asn": (
        "E0107",
        "imports the 1999 CMS module (RFC 2630, `CryptographicMessageSyntax {... cms(1)}`), in no corpus here",
    ),
    "ietf/rfc3447.asn": ("E0107", "imports NIST-SHA2, a NIST module published in no RFC"),
}

# Where a file's imports are found beyond its own folder (searched last).
def search_path(files):
    return {
        "cen/dsrc.asn": [files / "etsi", SUPPORT],
        "etsi/mapem_2_1_1.asn": [files / "cen", files / "etsi", SUPPORT],
        "ietf/rfc2986.asn": [X500, LDAP],
        # Its own folder first: ../shared/asn1/pkix has another edition of
        # PKIXAttributeCertificate (RFC 5755's) than the one it imports.
        "ietf/rfc4210.asn": [files / "ietf", X500, LDAP, PKIX],
    }

# asn1tools' UPER tests (function name) whose decoded values are encoded
# here with its DER encoder and the files they need. (Its MAPEM test is not
# among them: asn1tools compiles CEN DSRC for UPER but not for DER, "Type
# 'OpenType' not found in module 'DSRC'".)
VALUES = {
    "test_x691_a1": ["x691_a1.asn"],
    "test_x691_a2": ["x691_a2.asn"],
    "test_x691_a3": ["x691_a3.asn"],
    "test_rrc_8_6_0": ["3gpp/rrc_8_6_0.asn"],
    "test_lpp_14_3_0": ["3gpp/lpp_14_3_0.asn"],
    "test_etsi_cam_pdu_descriptions_1_3_2": ["etsi/cam_pdu_descriptions_1_3_2.asn", "etsi/its_container_1_2_1.asn"],
    "test_etsi_its_container_1_2_1": ["etsi/its_container_1_2_1.asn"],
    "test_oma_ulp": ["oma/ulp.asn"],
}


def corpus_files(tests):
    files = tests / "files"
    return sorted(p.relative_to(files).as_posix() for p in files.rglob("*.asn"))


def includes(files, name):
    return [arg for d in search_path(files).get(name, []) for arg in ("-I", d)]


def test_every_module_is_checked_or_refused_for_its_own_defect(compiler, corpus):
    files = corpus / "files"
    names = corpus_files(corpus)
    assert len(names) == 59, names
    accepted = []
    for name in names:
        result = compiler("--check", *includes(files, name), files / name)
        if name in REFUSED:
            code, why = REFUSED[name]
            assert result.returncode != 0 and f"error[{code}]" in result.stderr, f"{name} ({why}):\n{result.stderr}"
        else:
            assert result.returncode == 0, f"{name}:\n{result.stderr[-3000:]}"
            accepted.append(name)
    assert len(accepted) == 55


@pytest.fixture(scope="module")
def generated(compiler, corpus, tmp_path_factory):
    """Every accepted file compiled to C and to Rust, one folder each:
    {name: (c folder, rust folder)}."""
    files = corpus / "files"
    out = tmp_path_factory.mktemp("corpus")
    made = {}
    for n, name in enumerate(corpus_files(corpus)):
        if name in REFUSED:
            continue
        folders = (out / f"c{n}", out / f"rs{n}")
        for lang, folder in zip(("c", "rust"), folders):
            result = compiler("--lang", lang, "-o", folder, *includes(files, name), files / name)
            assert result.returncode == 0, f"{name}:\n{result.stderr[-3000:]}"
        made[name] = folders
    return made


def test_the_generated_c_builds_warnings_clean(generated):
    # -fsyntax-only: every warning -Wall -Wextra gives without optimizing,
    # in seconds where code generation of RRC's 12 MB takes minutes.
    def build(job):
        name, c, source = job
        cmd = ["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", f"-I{ROOT / 'runtime-c'}", f"-I{c}", source]
        built = subprocess.run(cmd, capture_output=True, text=True)
        return f"{name} ({source.name}):\n{built.stderr[-2000:]}" if built.returncode else None

    jobs = [(name, c, source) for name, (c, _) in generated.items() for source in sorted(c.glob("*.c"))]
    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = [f for f in pool.map(build, jobs) if f]
    assert not failures, "\n".join(failures)


def test_a_large_module_is_split_and_listed_for_make_automake_and_cmake(generated, tmp_path):
    """RRC Rel-14's EUTRA-RRC-Definitions (13 600 lines) is written as
    several sources (plan/units.rs), each compiled compact; a small module
    (EUTRA-UE-Variables) stays one file. The three lists name every generated source, in order,
    and GNU make and CMake read them from another directory. (RRC Rel-8,
    split in three, is built, linked and decodes asn1tools' values in
    test_values_asn1tools_writes_in_der_round_trip_in_rust_and_c.)"""
    import re

    c, _ = generated["3gpp/rrc_14_4_0.asn"]
    sources = sorted(p.name for p in c.glob("*.c"))
    parts = [n for n in sources if re.fullmatch(r"eutra_rrc_definitions(_\d+)?\.c", n)]
    assert len(parts) >= 5, sources
    # Compact: the sources of split modules (NB-IoT's RRC too), no other.
    split = {n.removesuffix("_2.c") for n in sources if n.endswith("_2.c")}
    assert "eutra_rrc_definitions" in split and "eutra_ue_variables" not in split
    for name in sources:
        compact = "#define SYNTA_COMPACT 1" in (c / name).read_text()
        assert compact == (re.sub(r"(_\d+)?\.c$", "", name) in split), name
    listed = re.findall(r"%reldir%/(\S+)", (c / "synta_sources.am").read_text())
    assert sorted(listed) == sources
    # A module's parts follow each other, in order.
    assert [n for n in listed if n in parts] == ["eutra_rrc_definitions.c"] + [
        f"eutra_rrc_definitions_{i}.c" for i in range(2, len(parts) + 1)]
    (tmp_path / "Makefile").write_text(f"include {c}/synta_sources.mk\nall:\n\t@echo $(SYNTA_SOURCES)\n")
    made = subprocess.run(["make", "-s", "-C", tmp_path], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    assert made.stdout.split() == [f"{c}/{n}" for n in listed]
    (tmp_path / "list.cmake").write_text(f'include("{c}/synta_sources.cmake")\nmessage("${{SYNTA_SOURCES}}")\n')
    cmake = subprocess.run(["cmake", "-P", tmp_path / "list.cmake"], capture_output=True, text=True)
    assert cmake.returncode == 0, cmake.stderr
    assert cmake.stderr.strip().split(";") == [f"{c}/{n}" for n in listed]


def test_the_generated_rust_checks_warnings_clean(generated, tmp_path):
    # One crate, each file's modules in a Rust module of their own.
    lib = "".join(
        f'pub mod corpus_{n} {{ include!("{rs / "mod.rs"}"); }}\n'
        for n, (_, rs) in enumerate(generated.values())
    )
    checked = cargo_check_generated(tmp_path / "crate", "asn1tools-corpus", lib)
    assert checked.returncode == 0, checked.stderr[-6000:]


def test_values_asn1tools_writes_in_der_round_trip_in_rust_and_c(compiler, corpus, tmp_path):
    """The decoded values of asn1tools' UPER tests, written by its DER
    encoder: the Rust and the C decoders accept each and re-encode it to
    the same bytes (both dumps' `--roundtrip` verdict, line for line)."""
    asn1tools = python_module("asn1tools")
    from test_open_types import build_c, build_rust, compile_files

    files = corpus / "files"
    values = uper_test_values(corpus / "test_uper.py")
    cases = []
    (tmp_path / "der").mkdir()
    for test, needed in VALUES.items():
        spec = asn1tools.compile_files([str(files / f) for f in needed], "der")
        assert values.get(test), f"asn1tools' {test} has no values any more"
        for i, (type_name, value) in enumerate(values[test]):
            module = next(m for m, types in spec.modules.items() if type_name in types)
            path = tmp_path / "der" / f"{test}-{i}.der"
            path.write_bytes(spec.encode(type_name, value))
            cases.append((f"{module}.{type_name}", path))
    assert len(cases) == 19
    sources = sorted({files / f for needed in VALUES.values() for f in needed})
    compile_files(compiler, sources, "c", tmp_path / "c")
    compile_files(compiler, sources, "rust", tmp_path / "rs")
    dump_rust, dump_c = build_rust(tmp_path, "asn1tools-values"), build_c(tmp_path)

    def verdict(type_name, path):
        rust = subprocess.run([dump_rust, type_name, path], capture_output=True, text=True).stdout
        c = subprocess.run([dump_c, "--type", type_name, "--roundtrip", path], capture_output=True, text=True).stdout
        assert rust == c, (type_name, rust, c)
        return rust.removeprefix(f"{path}: ").strip()

    failures = []
    for type_name, path in cases:
        der = path.read_bytes()
        if type_name.endswith(".PersonnelRecord"):
            # asn1tools writes a SET's components in the order the type
            # lists them, not in tag order as DER has them (X.690 §10.3):
            # refused as such; in tag order, the same value round-trips.
            assert sorted_set(der) != der
            if verdict(type_name, path) != "error: PersonnelRecord at byte 33: SET components not in tag order":
                failures.append(f"{type_name} {path.name}: not refused for its order")
            path.write_bytes(sorted_set(der))
        if (found := verdict(type_name, path)) != "ok":
            failures.append(f"{type_name} {path.name}: {found}")
    assert not failures, "\n".join(failures)


def sorted_set(der):
    """A SET's encoding with its components in tag order (X.680 §8.6: by
    class, then number; these tags' numbers are below 31)."""
    [root] = parse(der)
    content = b"".join(child.raw for child in root.children)
    head = root.raw[: len(root.raw) - len(content)]
    ordered = sorted(root.children, key=lambda n: (n.identifier[0] & 0xC0, n.identifier[0] & 0x1F))
    return head + b"".join(child.raw for child in ordered)


def uper_test_values(source):
    """{test function: [(type name, value)]} of the values asn1tools' UPER
    tests check (`self.assert_encode_decode(db, 'Type', decoded, encoded)`
    after `decoded = <a Python literal>`), in order."""
    found = {}
    for fn in ast.walk(ast.parse(source.read_text())):
        if not isinstance(fn, ast.FunctionDef):
            continue
        names = {}
        for statement in fn.body:
            if isinstance(statement, ast.Assign) and [type(t) for t in statement.targets] == [ast.Name]:
                try:
                    names[statement.targets[0].id] = ast.literal_eval(statement.value)
                except ValueError:
                    names.pop(statement.targets[0].id, None)
            call = statement.value if isinstance(statement, ast.Expr) else None
            if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "assert_encode_decode":
                ty, value = call.args[1], call.args[2]
                if isinstance(ty, ast.Constant) and isinstance(value, ast.Name) and value.id in names:
                    found.setdefault(fn.name, []).append((ty.value, names[value.id]))
    return found
