"""Modules from outside the PKIX world that X.680 allows (tests/support/wider,
each written from the standard's text): every one is checked, and the Rust,
C and Python generated for all of them together build warnings-clean (C with
`cc -std=c99 -Wall -Wextra -Werror`, its headers as C++20 too, Rust with
`cargo check` and warnings denied, Python's stubs with `mypy --strict`; the
reserved names' extension is built and imported)."""

import ast
import os
import pathlib
import shutil
import subprocess
import sys

import pytest
from conftest import ROOT, cargo_check_generated, installed_program, python_module

WIDER = ROOT / "tests" / "support" / "wider"


def modules():
    return sorted(WIDER.glob("*.asn1"))


# Files that need others of the folder: checked together.
TOGETHER = {"edition_users": ["edition_1", "edition_2"]}


@pytest.mark.parametrize("path", modules(), ids=lambda p: p.stem)
def test_module_is_accepted(compiler, path):
    others = [WIDER / f"{name}.asn1" for name in TOGETHER.get(path.stem, [])]
    result = compiler("--check", path, *others)
    assert result.returncode == 0, result.stderr


def test_two_editions_of_a_module_are_told_apart_by_oid(compiler):
    editions = [WIDER / f"{name}.asn1" for name in ("edition_1", "edition_2", "edition_users")]
    result = compiler("--emit-ir", *editions)
    assert result.returncode == 0, result.stderr
    assert "warning[W0109]: a second module named `Wider-Edition`, with another OID: generated as `Wider-Edition-2`" in result.stderr
    assert "id: [0] -> Wider-Edition.Id (value 0..255)" in result.stdout
    assert "id: [0] -> Wider-Edition-2.Id (value 0..65535)" in result.stdout
    # Found in the search path (here the file's own folder): each edition by its OID.
    found = compiler("--emit-ir", WIDER / "edition_users.asn1")
    assert found.returncode == 0, found.stderr
    assert "W0109" in found.stderr and "Wider-Edition-2.Id" in found.stdout


def test_generated_c_builds_warnings_clean(compiler, tmp_path):
    out = tmp_path / "c"
    result = compiler("--lang", "c", "-o", out, *modules())
    assert result.returncode == 0, result.stderr
    for source in sorted(out.glob("*.c")):
        cmd = ["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'runtime-c'}", f"-I{out}", "-c",
               str(source), "-o", str(tmp_path / f"{source.stem}.o")]
        built = subprocess.run(cmd, capture_output=True, text=True)
        assert built.returncode == 0, f"{source.name}:\n{built.stderr[-4000:]}"
    # The headers in C++ too, whose keywords (to C++20) a name must avoid.
    cxx = installed_program("g++", "clang++")
    headers = sorted(p.name for p in out.glob("*.h") if not p.name.endswith("_codec.h"))
    (tmp_path / "all.cpp").write_text("".join(f'#include "{h}"\n' for h in headers))
    built = subprocess.run([cxx, "-std=c++20", "-Wall", "-Wextra", "-Werror", "-fsyntax-only",
                            f"-I{ROOT / 'runtime-c'}", f"-I{out}", str(tmp_path / "all.cpp")],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-4000:]


def test_generated_rust_checks_warnings_clean(compiler, tmp_path):
    out = tmp_path / "rs"
    result = compiler("--lang", "rust", "-o", out, *modules())
    assert result.returncode == 0, result.stderr
    checked = cargo_check_generated(tmp_path / "crate", "wider-modules", f'include!("{out / "mod.rs"}");\n')
    assert checked.returncode == 0, checked.stderr[-6000:]


def test_generated_python_parses_and_its_stubs_type_check(compiler, tmp_path):
    """Every .py and .pyi of the package parses (a class named `None`
    was once written `None = _native.None`), and the stubs pass `mypy
    --strict`, which also finds a name that hides another (a property `int`
    before an annotation `int`, a class `BitString` beside the runtime's).
    reserved_names.asn1 names something after a reserved word of each
    target."""
    python_module("mypy")
    out = tmp_path / "py"
    result = compiler("--lang", "python", "-o", out, *modules())
    assert result.returncode == 0, result.stderr
    package = next((out / "python").iterdir())
    sources = sorted(package.glob("*.py")) + sorted(package.glob("*.pyi"))
    assert any(p.name == "wider_reserved_names.pyi" for p in sources)
    for path in sources:
        ast.parse(path.read_text(), filename=str(path))
    stubs = [str(p) for p in sources if p.suffix == ".pyi"]
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", *stubs],
                             capture_output=True, text=True, cwd=out / "python")
    assert checked.returncode == 0, checked.stdout[-4000:]


def test_an_import_the_other_module_does_not_export_is_an_error(compiler, schema):
    """X.680 §13.13: a module imports only what the other's EXPORTS lists;
    `EXPORTS ;` lists nothing. --allow-unexported-imports takes it with a
    warning, for published modules."""
    closed = schema("Closed DEFINITIONS ::= BEGIN\nEXPORTS ;\nT ::= INTEGER\nEND\n", "closed.asn1")
    listed = schema("Listed DEFINITIONS ::= BEGIN\nEXPORTS U;\nT ::= INTEGER\nU ::= BOOLEAN\nEND\n", "listed.asn1")
    user = schema("User DEFINITIONS ::= BEGIN\nIMPORTS T FROM Closed T, U FROM Listed;\n"
                  "X ::= SEQUENCE { a Closed.T, b Listed.T, c U }\nEND\n", "user.asn1")
    refused = compiler("--check", user, closed, listed)
    assert refused.returncode != 0
    assert refused.stderr.count("error[E0223]") == 2, refused.stderr
    assert "`T` is not exported by module `Closed`" in refused.stderr
    assert "its `EXPORTS ;` exports nothing" in refused.stderr
    assert "its EXPORTS list leaves it out" in refused.stderr
    assert "`U` is not exported" not in refused.stderr
    taken = compiler("--check", "--allow-unexported-imports", user, closed, listed)
    assert taken.returncode == 0, taken.stderr
    assert taken.stderr.count("warning[W0204]") == 2, taken.stderr


def test_the_reserved_names_python_extension_builds_imports_and_agrees_with_asn1tools(compiler, tmp_path):
    """reserved_names.asn1 as a Python package: built with maturin,
    installed and imported; its classes and properties, each named after a
    reserved word or built-in of some target, build a value whose DER is
    asn1tools' for the same value, and decode it back."""
    asn1tools = python_module("asn1tools")
    source = WIDER / "reserved_names.asn1"
    out = tmp_path / "pkg"
    made = compiler("--lang", "python", "--package", "wider_names", "--runtime-path", ROOT, "-o", out, source)
    assert made.returncode == 0, made.stderr
    # The shipped package's resolved versions, so the build reuses its
    # dependencies in target/python (cargo adds this package's own entry).
    shutil.copy(ROOT / "generated" / "python" / "Cargo.lock", out / "Cargo.lock")
    maturin = pathlib.Path(sys.executable).parent / "maturin"
    env = dict(os.environ, CARGO_TARGET_DIR=str(ROOT / "target" / "python"))
    built = subprocess.run([maturin, "build", "--quiet", "-m", out / "Cargo.toml", "-o", tmp_path / "wheels",
                            "-i", sys.executable], capture_output=True, text=True, env=env)
    assert built.returncode == 0, built.stderr[-4000:]
    site = tmp_path / "site"
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                "--no-deps", "--target", site, *(tmp_path / "wheels").glob("*.whl")],
                               capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    script = """
import sys
from wider_names import wider_reserved_names as m
fields = dict(type=1, match=True, case=2, int_=3, char=bytes(1), errno=4, async_=False, await_=True, import_=5,
              from_=6, bits=m.BitString_Bits.self | m.BitString_Bits.yield_, oid="1.2.3", real_bits=bytes([0x80]),
              real_oid="2.5", option=m.Option(true=True), wchar_t=7)
der = m.Self(none=None, **fields).encode()
back = m.Self.decode(der)
assert (back.type, back.int_, back.async_, back.import_, back.wchar_t) == (1, 3, False, 5, 7)
assert (back.option.kind, back.option.value, back.none) == ("true", True, None) and back.encode() == der
# A required NULL has one value: left out, it is written all the same.
assert m.Self(**fields).encode() == der
assert m.None_(5).value == 5 and m.True_(True).value is True and m.False_(class_=1, def_=True).class_ == 1
assert m.Result.raise_ == 1 and m.Vec([True, False]).encode() == bytes.fromhex("310601010001 01ff")
sys.stdout.write(der.hex())
"""
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH=str(site)))
    assert ran.returncode == 0, ran.stderr[-3000:]
    spec = asn1tools.compile_files([str(source)], "der")
    expected = spec.encode("Self", {
        "type": 1, "match": True, "case": 2, "int": 3, "char": b"\0", "errno": 4, "async": False, "await": True,
        "import": 5, "from": 6, "none": None, "bits": (b"\x90", 4), "oid": "1.2.3", "realBits": (b"\x80", 8),
        "realOid": "2.5", "option": ("true", True), "wchar-t": 7})
    assert ran.stdout == expected.hex()
