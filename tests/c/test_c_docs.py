"""Every C snippet of docs/c.md compiles against generated/c with
-Wall -Wextra -Werror; the ones that are whole programs run: the
"Decode, build, encode" program on real certificates prints the serial
number and issuer that Python `cryptography` reads, and the principal name
it builds round-trips."""

import re
import ssl
import subprocess

import pytest
from conftest import ROOT, RUNTIME_C, build_c, python_module

DOC = ROOT / "docs" / "c.md"
FLAGS = ["-std=c99", "-O1", "-Wall", "-Wextra", "-Wpedantic", "-Werror"]


def snippets():
    return re.findall(r"```c\n(.*?)```", DOC.read_text(), re.S)


def test_the_page_has_its_snippets():
    assert len(snippets()) >= 3
    assert sum("int main" in s for s in snippets()) >= 1


@pytest.mark.parametrize("index", range(len(snippets())))
def test_snippet_compiles_and_runs(index, tmp_path, ca_store):
    x509 = python_module("cryptography.x509")
    code = snippets()[index]
    source = tmp_path / "snippet.c"
    source.write_text(code)
    lib = build_c() / "libsynta_schemas.a"
    include = [f"-I{ROOT / 'generated/c/src'}", f"-I{RUNTIME_C}"]
    if "int main" not in code:
        built = subprocess.run(["cc", *FLAGS, *include, "-c", str(source), "-o", str(tmp_path / "s.o")],
                               capture_output=True, text=True)
        assert built.returncode == 0, built.stderr
        return
    program = tmp_path / "snippet"
    built = subprocess.run(["cc", *FLAGS, *include, str(source), str(lib), "-o", str(program)], capture_output=True,
                           text=True)
    assert built.returncode == 0, built.stderr
    for pem in sorted(ca_store.glob("*.crt"))[:20]:
        der = ssl.PEM_cert_to_DER_cert(pem.read_text())
        (tmp_path / "c.der").write_bytes(der)
        cert = x509.load_der_x509_certificate(der)
        out = subprocess.run([str(program), str(tmp_path / "c.der")], capture_output=True, text=True)
        assert out.returncode == 0, out.stdout + out.stderr
        serial = cert.serial_number.to_bytes((cert.serial_number.bit_length() + 8) // 8, "big", signed=True).hex()
        # PrincipalName { [0] INTEGER 3, [1] SEQUENCE OF GeneralString }:
        # 2 + (2 + 3) + (2 + 2 + (2 + 4) + (2 + 15)) bytes.
        assert out.stdout == f"serial {serial}, {len(cert.issuer.rdns)} issuer RDNs\n" \
                             f"34 bytes, host/kdc.example.org\n", out.stdout
