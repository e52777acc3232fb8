"""The C example a daemon author starts from (examples/c/cert_info.c,
built with its Makefile): for every certificate of the Mozilla root store
it prints the serial number, subject, issuer, validity and subjectAltName
that Python `cryptography` reads from the same certificate."""

import subprocess

import pytest
import test_rust_corpus as corpus
from conftest import ROOT, build_c_examples


def expected(der):
    from cryptography import x509

    cert = x509.load_der_x509_certificate(der)
    lines = [f"serial: {cert.serial_number:#x}"]
    for label, name in (("subject", cert.subject), ("issuer", cert.issuer)):
        lines += [f"{label}: {a.oid.dotted_string}={a.value}" for a in name]
    lines.append(f"notBefore: {cert.not_valid_before_utc:%Y-%m-%d %H:%M:%S} UTC")
    lines.append(f"notAfter: {cert.not_valid_after_utc:%Y-%m-%d %H:%M:%S} UTC")
    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        san = []
    for gn in san:
        if isinstance(gn, x509.DNSName):
            lines.append(f"san: DNS:{gn.value}")
        elif isinstance(gn, x509.RFC822Name):
            lines.append(f"san: email:{gn.value}")
        elif isinstance(gn, x509.UniformResourceIdentifier):
            lines.append(f"san: URI:{gn.value}")
        elif isinstance(gn, x509.IPAddress):
            lines.append(f"san: IP:{gn.value}" if gn.value.version == 4 else f"san: IP:{gn.value.packed.hex()}")
        elif isinstance(gn, x509.DirectoryName):
            lines.append("san: DirName:" + ",".join(f"{a.oid.dotted_string}={a.value}" for a in gn.value))
        elif isinstance(gn, x509.RegisteredID):
            lines.append(f"san: RID:{gn.value.dotted_string}")
        else:
            lines.append(f"san: {type(gn).__name__}")
    return lines


def blocks(stdout):
    """{file: [lines]} from the example's output (a file line, then fields)."""
    out, current = {}, None
    for line in stdout.splitlines():
        if line.startswith(("serial: ", "subject: ", "issuer: ", "notBefore: ", "notAfter: ", "san: ")):
            out[current].append(line)
        else:
            current = line
            out[current] = []
    return out


@pytest.fixture(scope="module")
def cert_info():
    # All of them: each must build warnings-clean.
    return build_c_examples(ROOT / "target" / "c" / "example") / "cert_info"


@pytest.mark.filterwarnings("ignore:Parsed a serial number")  # a root with serial 0, which RFC 5280 disallows
def test_prints_what_cryptography_reads(cert_info, ca_store):
    paths = sorted(ca_store.glob("*.crt"))
    proc = subprocess.run([cert_info, "--pem", *map(str, paths)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:]
    printed = blocks(proc.stdout)
    assert len(printed) == len(paths)
    with_san = 0
    for path in paths:
        (_, der), *_ = corpus.pem_blocks(path)
        assert printed[str(path)] == expected(der), path.name
        with_san += any(line.startswith("san: ") for line in printed[str(path)])
    assert with_san > 0, "some roots carry a subjectAltName"


def test_rejects_what_is_not_der(cert_info, tmp_path):
    bad = tmp_path / "bad.der"
    bad.write_bytes(bytes.fromhex("308006012a0000"))
    proc = subprocess.run([cert_info, bad], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stdout == f"{bad}: error: Certificate at byte 1: indefinite length (BER, not DER)\n"
