"""The registry of generated Rust (`roundtrip`, `jer`, `oer_roundtrip`...
in mod.rs) names every type's codecs in every mode. A library of the types
that never calls it must not compile those instances (they made a release
build of RRC Rel-8's types take 58 s instead of 5 s); a program that calls
it must get them. Checked on the symbols of the release build's objects."""

import os
import re
import subprocess

from conftest import ROOT

SCHEMA = """Reg DEFINITIONS AUTOMATIC TAGS ::= BEGIN
    Msg ::= SEQUENCE { id INTEGER (0..255), name UTF8String OPTIONAL, flags BIT STRING (SIZE (8)) }
    Pdu ::= CHOICE { msg Msg, other OCTET STRING }
END
"""

MAIN = """include!(concat!(env!("OUT"), "/mod.rs"));
fn main() {
    let der = [0x30, 0x07, 0x80, 0x01, 0x05, 0x82, 0x02, 0x00, 0xff];
    let out = roundtrip("Reg.Msg", &der, false).unwrap().unwrap();
    assert_eq!(out, der);
}
"""


def build(crate, out, kind):
    (crate / "src").mkdir(parents=True)
    source = f'include!("{out / "mod.rs"}");\n' if kind == "lib" else MAIN
    (crate / "src" / ("lib.rs" if kind == "lib" else "main.rs")).write_text(source)
    (crate / "Cargo.toml").write_text(
        f'[package]\nname = "registry-{kind}"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\nsynta-rt = {{ path = "{ROOT / "runtime-rust"}" }}\n\n[workspace]\n'
    )
    target = ROOT / "target" / "registry-cost"
    env = dict(os.environ, CARGO_TARGET_DIR=str(target), OUT=str(out))
    built = subprocess.run(["cargo", "build", "--release", "-q"], cwd=crate, env=env, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    return target / "release"


def symbols(paths):
    listed = subprocess.run(["nm", "-C", "--defined-only", *map(str, paths)], capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr
    return listed.stdout


def test_a_library_compiles_no_registry_instances_and_a_program_that_calls_it_does(compiler, tmp_path):
    (tmp_path / "reg.asn1").write_text(SCHEMA)
    out = tmp_path / "rs"
    made = compiler("--lang", "rust", "--jer", "--oer", "-o", out, tmp_path / "reg.asn1")
    assert made.returncode == 0, made.stderr
    assert "pub fn roundtrip(" in (out / "mod.rs").read_text()
    release = build(tmp_path / "lib", out, "lib")
    [rlib] = (release / "deps").glob("libregistry_lib-*.rlib")
    objects = tmp_path / "objects"
    objects.mkdir()
    subprocess.run(["ar", "x", str(rlib)], cwd=objects, check=True)
    library = symbols(sorted(objects.glob("*.o")))
    registry = r"registry_lib::(roundtrip|jer|from_jer|oer_roundtrip|oer_to_der|der_to_oer|oer_jer)\b"
    assert not re.search(registry, library), re.findall(registry, library)
    for instance in ("roundtrip_in", "to_jer_in", "jer_to_der", "der_to_oer"):
        assert instance not in library, instance
    # The program that calls it round-trips a value (its own assertion).
    program = build(tmp_path / "bin", out, "bin") / "registry-bin"
    ran = subprocess.run([program], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
