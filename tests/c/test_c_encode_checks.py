"""The generated C encoders check the values a caller built, as decoders
check what they read, before writing them (tests/c/encode_checks.c: one
value a rule, built under ASan and UBSan): what they refuse, with the
path of the component; nothing crashes, NULL pointers included. Each
refused value's bytes are also given to the Rust decoder (synta-dump),
which refuses them for the same reason."""

import subprocess

import pytest
from conftest import ROOT

EXPECTED = {
    "PrintableString with @": "X520countryName at byte 1 of the value: character not allowed in this string type",
    "INTEGER not minimal": "INTEGER: INTEGER not in minimal form",
    "INTEGER empty": "INTEGER: INTEGER with no content",
    "INTEGER at NULL": "INTEGER: a pointer argument is NULL",
    "OID sub-identifier not minimal":
        "AlgorithmIdentifier.algorithm: OBJECT IDENTIFIER sub-identifier not minimal",
    "OID empty": "AlgorithmIdentifier.algorithm: malformed OBJECT IDENTIFIER",
    "ANY a NULL with content": "AlgorithmIdentifier.parameters at byte 2 of the value: NULL with content",
    "ANY cut short": "AlgorithmIdentifier.parameters: length runs past the enclosing value",
    "ANY two values": "AlgorithmIdentifier.parameters at byte 2 of the value: trailing data after value",
    "ANY empty": "AlgorithmIdentifier.parameters: required component missing",
    "a good AlgorithmIdentifier": "ACCEPTED",
    "DigestInfo of an unlisted digest":
        "DigestInfo.digestAlgorithm.parameters: key not in the object set",
    "DigestInfo of SHA3-256": "ACCEPTED",
    "UTCTime without seconds": "Time.utcTime: time not in DER form",
    "GeneralizedTime with a trailing zero": "Time.generalTime: time not in DER form",
    "CHOICE kind out of range": "Time: CHOICE kind is none of its alternatives (0: nothing chosen)",
    "UTF8String overlong": "DirectoryString.utf8String: character not allowed in this string type",
    "BMPString odd length": "DirectoryString.bmpString: character not allowed in this string type",
    "BIT STRING 8 unused bits": "BIT STRING: malformed BIT STRING unused bits",
    "BIT STRING unused bit set": "BIT STRING: malformed BIT STRING unused bits",
    "empty BIT STRING with unused bits": "BIT STRING: malformed BIT STRING unused bits",
    "SEQUENCE OF items NULL": "Extensions: a pointer argument is NULL",
    "recursive component NULL": "Filter.not: required component missing",
}

# The DER each refused value would have been, for the Rust decoder, and
# the error message it must give (its offsets are in the whole input).
AS_DER = [
    ("PKIX1Explicit88.X520countryName", "1302" + b"U@".hex(), "character not allowed in this string type"),
    ("PKIX1Explicit88.CertificateSerialNumber", "02020001", "INTEGER not in minimal form"),
    ("PKIX1Explicit88.AlgorithmIdentifier", "300406028001", "OBJECT IDENTIFIER sub-identifier not minimal"),
    ("PKIX1Explicit88.AlgorithmIdentifier", "300706022a03050100", "NULL with content"),
    ("PKIX1Explicit88.Time", "170b" + b"2501011200Z".hex(), "time not in DER form"),
    ("PKIX1Explicit88.Time", "1812" + b"20250101120000.50Z".hex(), "time not in DER form"),
    ("PKIX1Explicit88.DirectoryString", "0c02c0af", "character not allowed in this string type"),
    ("PKIX1Explicit88.DirectoryString", "1e0100", "character not allowed in this string type"),
    ("PKCS-1.DigestInfo", "300a30050603" + "2a0304" + "040101", "key not in the object set"),
    ("PKIX1Explicit88.UniqueIdentifier", "03020801", "malformed BIT STRING unused bits"),
    ("PKIX1Explicit88.UniqueIdentifier", "030103", "malformed BIT STRING unused bits"),
]


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    # On the ASan + UBSan build of generated/c the other C tests share.
    from test_c_generated import SANITIZE, build_sanitized, link

    cc, sanitized = build_sanitized()
    program = link(tmp_path_factory.mktemp("encode-checks") / "encode_checks", sanitized / "libsynta_schemas.a",
                   ROOT / "tests/c/encode_checks.c", *SANITIZE.split(), cc=cc, flags=["-g"])
    ran = subprocess.run([str(program)], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    return dict(line.split(": ", 1) for line in ran.stdout.splitlines())


def test_every_case_ran(results):
    assert set(results) == set(EXPECTED)


@pytest.mark.parametrize("case", EXPECTED)
def test_encoder_refuses_what_a_decoder_would(results, case):
    assert results[case] == EXPECTED[case]


@pytest.mark.parametrize("type_name, der, message", AS_DER)
def test_rust_decoder_refuses_the_same_bytes(dump, tmp_path, type_name, der, message):
    path = tmp_path / "value.der"
    path.write_bytes(bytes.fromhex(der))
    read = dump("--type", type_name, path)
    assert read.returncode != 0 and read.stdout.rstrip().endswith(message), read.stdout + read.stderr
