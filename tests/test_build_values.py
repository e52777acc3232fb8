"""Values built from scratch with the generated Rust types, accepted by an
independent implementation: generated/rust/examples/build_certificate.rs
builds a TBSCertificate with the constructors (`new`: OPTIONAL components
absent, DEFAULT ones at their value) and the CHOICEs' `From` impls, Python
`cryptography` signs it with its own key, the example puts the signature
in, and `cryptography` loads the certificate, verifies its signature and
reads back every field that was set."""

import datetime
import subprocess

import pytest

from conftest import ROOT, python_module

cryptography = python_module("cryptography")
from cryptography import x509  # noqa: E402
from cryptography.hazmat.primitives import hashes, serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec  # noqa: E402
from cryptography.x509.oid import NameOID  # noqa: E402


@pytest.fixture(scope="module")
def build_certificate():
    subprocess.run(["cargo", "build", "-q", "--release", "--locked", "-p", "synta-schemas", "--example",
                    "build_certificate"], cwd=ROOT, check=True)
    return ROOT / "target" / "release" / "examples" / "build_certificate"


def test_a_certificate_built_from_scratch_verifies_with_cryptography(build_certificate, tmp_path, dump):
    key = ec.generate_private_key(ec.SECP256R1())
    spki = tmp_path / "spki.der"
    spki.write_bytes(key.public_key().public_bytes(serialization.Encoding.DER,
                                                   serialization.PublicFormat.SubjectPublicKeyInfo))
    tbs = subprocess.run([build_certificate, spki], capture_output=True, check=True).stdout
    signature = tmp_path / "signature"
    signature.write_bytes(key.sign(tbs, ec.ECDSA(hashes.SHA256())))
    der = subprocess.run([build_certificate, spki, signature], capture_output=True, check=True).stdout

    cert = x509.load_der_x509_certificate(der)
    assert cert.tbs_certificate_bytes == tbs
    cert.verify_directly_issued_by(cert)
    assert cert.version == x509.Version.v3
    assert cert.serial_number == 0x0123456789ABCDEF
    expected_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "synta example"),
                               x509.NameAttribute(NameOID.ORGANIZATION_NAME, "synta")])
    assert cert.subject == cert.issuer == expected_name
    assert cert.not_valid_before_utc == datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
    assert cert.not_valid_after_utc == datetime.datetime(2035, 1, 1, tzinfo=datetime.timezone.utc)
    constraints = cert.extensions.get_extension_for_class(x509.BasicConstraints)
    assert constraints.critical and constraints.value.ca and constraints.value.path_length is None
    names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName)
    assert not names.critical and names.value.get_values_for_type(x509.DNSName) == ["synta.example"]
    assert cert.public_key().public_numbers() == key.public_key().public_numbers()
    # DER throughout: the strict decoder takes it and writes the same bytes.
    path = tmp_path / "cert.der"
    path.write_bytes(der)
    out = dump("--type", "PKIX1Explicit88.Certificate", "--roundtrip", path)
    assert out.stdout == f"{path}: ok\n", out.stdout
