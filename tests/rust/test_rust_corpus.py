"""Round trip (decode, re-encode, compare bytes) of real DER through the
generated Rust, with synta-dump: every certificate, CRL, CSR, OCSP message,
PKCS#7/CMS, PKCS#8 and PKCS#12 file of the `cryptography-vectors` package,
the Debian CA store, and ML-DSA certificates made here with `cryptography`.

Inputs that are not DER are rejected, each with the error it must give:
the table below says why each one is expected to fail."""

import base64
import os
import pathlib
import re

import pytest

from conftest import python_module
from ml_dsa import make_ml_dsa_certificate

cryptography_vectors = python_module("cryptography_vectors")
VECTORS = pathlib.Path(cryptography_vectors.__file__).parent

CERT = "PKIX1Explicit88.Certificate"
CRL = "PKIX1Explicit88.CertificateList"
SPKI = "PKIX1Explicit88.SubjectPublicKeyInfo"
CSR = "PKCS-10.CertificationRequest"
PKCS8 = "AsymmetricKeyPackageModuleV1.OneAsymmetricKey"
PKCS8_ENCRYPTED = "AsymmetricKeyPackageModuleV1.EncryptedPrivateKeyInfo"
CMS = "CryptographicMessageSyntax2004.ContentInfo"
PFX = "PKCS-12.PFX"
OCSP_REQ = "OCSP-2013-88.OCSPRequest"
OCSP_RESP = "OCSP-2013-88.OCSPResponse"
RSA_PRIVATE = "PKCS-1.RSAPrivateKey"
RSA_PUBLIC = "PKCS-1.RSAPublicKey"

# PEM labels with a type in the shipped schemas (others, e.g. EC PRIVATE
# KEY from SEC 1, are not part of them).
PEM_TYPES = {
    "CERTIFICATE": CERT,
    "X509 CRL": CRL,
    "CERTIFICATE REQUEST": CSR,
    "NEW CERTIFICATE REQUEST": CSR,
    "PUBLIC KEY": SPKI,
    "PRIVATE KEY": PKCS8,
    "ENCRYPTED PRIVATE KEY": PKCS8_ENCRYPTED,
    "PKCS7": CMS,
    "RSA PRIVATE KEY": RSA_PRIVATE,
    "RSA PUBLIC KEY": RSA_PUBLIC,
}

# DER files by folder pattern: (glob, type).
DER_GROUPS = [
    ("x509/PKITS_data/certs/*.crt", CERT),
    ("x509/PKITS_data/crls/*.crl", CRL),
    ("x509/PKITS_data/pkcs12/*.p12", PFX),
    ("x509/custom/crl_*.der", CRL),
    ("x509/ocsp/req-*.der", OCSP_REQ),
    ("x509/ocsp/resp-*.der", OCSP_RESP),
    ("x509/requests/*.der", CSR),
    ("pkcs12/*.p12", PFX),
    ("pkcs7/*.der", CMS),
    ("pkcs7/*.p7b", CMS),
]
DER_FILES = [
    ("x509/custom/", CERT, lambda name: name.endswith(".der") and not name.startswith("crl_")),
    ("x509/", CERT, lambda name: name.endswith(".der") and "tbs-precert" not in name),
]

# Inputs that must be rejected: file (with #block for PEM) -> the error.
EXPECTED_FAILURES = {
    # Not DER, as the corpus says.
    "pkcs7/amazon-roots.p7b": "indefinite length",
    "x509/cryptography.io.chain_with_garbage.pem#3": "length runs past",
    "x509/cryptography.io.with_garbage.pem#1": "length runs past",
    "x509/cryptography.io.with_garbage.pem#3": "length runs past",
    # PEM labels that name the wrong type on purpose.
    "asymmetric/PEM_Serialization/ec_public_key_rsa_delimiter.pem#1": "RSAPublicKey.modulus at byte 2: unexpected tag",
    "asymmetric/PEM_Serialization/rsa_wrong_delimiter_public_key.pem#1": "RSAPublicKey.modulus at byte 4: unexpected tag",
    "asymmetric/PKCS8/wrong-pem-delimiter-rsa.pem#1": "RSAPrivateKey.modulus at byte 7: unexpected tag",
    # The RFC 8410 example certificate encodes `critical FALSE`, the
    # DEFAULT value, which DER leaves out.
    "x509/ed25519/ed25519-rfc8410.pem#1": "extensions[1].critical at byte 187: DEFAULT value encoded",
    # Content that breaks a DER rule inside well-formed TLVs.
    "x509/badasn1time.pem#1": "notAfter.utcTime at byte 107: time not in DER form",
    "x509/custom/invalid_utf8_common_name.pem#1": "value at byte 61: character not allowed",
    "x509/custom/name_attribute_unsupported_tag.pem#1": "length runs past",
    "x509/custom/crl_invalid_time.der": "thisUpdate.utcTime at byte 47: time not in DER form",
    "x509/custom/crl_issuer_invalid_printable_string.der": "character not allowed",
    # ENUMERATED without an extension marker and a number it does not name.
    "x509/ocsp/resp-unknown-response-status.der": "responseStatus at byte 4: unknown ENUMERATED value",
    # `iterations INTEGER DEFAULT 1` encoded with the value 1: DER leaves
    # DEFAULT values out (X.690 §11.5); this file comes from a BER encoder.
    "pkcs12/no-password.p12": "macData.iterations at byte 945: DEFAULT value encoded",
}


def pem_blocks(path: pathlib.Path):
    """(label, der) for each PEM block of a file; RFC 1421 encrypted blocks
    (`Proc-Type: 4,ENCRYPTED`) hold ciphertext, not DER, and are skipped
    (but still counted, so block numbers match synta-dump's)."""
    text = path.read_text(errors="replace")
    for m in re.finditer(r"-----BEGIN ([A-Z0-9 ]+)-----(.*?)-----END \1-----", text, re.S):
        if "Proc-Type: 4,ENCRYPTED" in m.group(2):
            yield "encrypted", b""
            continue
        body = "".join(line for line in m.group(2).splitlines() if ":" not in line)
        try:
            yield m.group(1), base64.b64decode(body)
        except ValueError:
            yield m.group(1), b""


def collect(tmp_path):
    """{type: [(name, path)]} for every input of the corpus."""
    jobs = {}

    def add(type_name, name, path):
        jobs.setdefault(type_name, []).append((name, path))

    for pattern, type_name in DER_GROUPS:
        for path in sorted(VECTORS.glob(pattern)):
            add(type_name, str(path.relative_to(VECTORS)), path)
    for folder, type_name, wanted in DER_FILES:
        for path in sorted((VECTORS / folder).iterdir()):
            if path.is_file() and wanted(path.name):
                add(type_name, str(path.relative_to(VECTORS)), path)
    pems = sorted(VECTORS.glob("x509/**/*.pem")) + sorted(VECTORS.glob("pkcs7/*.pem"))
    pems += sorted(VECTORS.glob("asymmetric/**/*.pem"))
    for path in pems:
        rel = str(path.relative_to(VECTORS))
        for i, (label, der) in enumerate(pem_blocks(path), 1):
            if label in PEM_TYPES:
                out = tmp_path / f"{rel.replace('/', '_')}#{i}.der"
                out.write_bytes(der)
                add(PEM_TYPES[label], f"{rel}#{i}", out)
    return jobs


def run_roundtrips(dump, jobs):
    """{name: None (ok) or error text} over all jobs."""
    results = {}
    for type_name, inputs in jobs.items():
        paths = {str(p): n for n, p in inputs}
        proc = dump("--type", type_name, "--roundtrip", *paths)
        assert proc.returncode in (0, 1), proc.stderr
        for line in proc.stdout.splitlines():
            path, _, verdict = line.partition(": ")
            results[paths[path]] = None if verdict == "ok" else verdict
        assert len(results) >= len(paths), f"{type_name}: not every input reported"
    return results


def test_cryptography_vectors_round_trip(dump, tmp_path):
    jobs = collect(tmp_path)
    results = run_roundtrips(dump, jobs)
    assert len(results) > 1200, "the corpus is smaller than expected"
    unexpected = {n: e for n, e in results.items() if e is not None and n not in EXPECTED_FAILURES}
    assert unexpected == {}
    for name, message in EXPECTED_FAILURES.items():
        assert name in results, f"{name} was not tested"
        assert results[name] is not None, f"{name} must be rejected"
        assert message in results[name]
        assert "roundtrip" not in results[name], f"{name}: decoded but re-encoded differently"


def test_ca_store_round_trip(dump, ca_store):
    paths = sorted(ca_store.glob("*.crt"))
    assert len(paths) > 100
    proc = dump("--type", CERT, "--pem", "--roundtrip", *paths)
    failures = [line for line in proc.stdout.splitlines() if not line.endswith(": ok")]
    assert failures == []
    assert proc.returncode == 0
    assert len(proc.stdout.splitlines()) == len(paths)


@pytest.mark.parametrize("variant", ["44", "65", "87"])
def test_ml_dsa_certificates_round_trip(dump, tmp_path, variant):
    cert, spki = make_ml_dsa_certificate(variant)
    (tmp_path / "cert.der").write_bytes(cert)
    (tmp_path / "spki.der").write_bytes(spki)
    proc = dump("--type", CERT, "--roundtrip", tmp_path / "cert.der")
    assert proc.stdout.strip().endswith(": ok"), proc.stdout
    proc = dump("--type", SPKI, "--roundtrip", tmp_path / "spki.der")
    assert proc.stdout.strip().endswith(": ok"), proc.stdout


def test_pem_input_decodes_every_block(dump):
    chain = VECTORS / "x509" / "cryptography.io.chain.pem"
    proc = dump("--type", CERT, "--pem", "--roundtrip", chain)
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 and all(line.endswith(": ok") for line in lines)
    assert lines[0].endswith("#1: ok")


def test_unknown_type_is_a_usage_error(dump):
    proc = dump("--type", "PKIX1Explicit88.NoSuchType", os.devnull)
    assert proc.returncode == 2
    assert "no type" in proc.stderr


def test_cms_corpus_decodes_by_content_type(dump, dump_c, tmp_path):
    """The CMS of the corpus read with the shipped typed ContentInfo
    (content decoded by its content type) gets the verdicts it gets with
    RFC 5652's `ANY DEFINED BY`, in Rust and C alike, in DER mode and BER
    mode, but for the Authenticode signature: it is PKCS #7 1.5 (RFC 2315),
    whose signed content is any type, where CMS has an OCTET STRING (RFC
    5652 §5.2.1), so read as CMS by its type it is refused. The SignedData
    of the PKCS #7 bundles is read as such."""
    from test_c_differential import same_lines

    paths = [path for _, path in collect(tmp_path)[CMS]]
    assert len(paths) >= 8
    pkcs7_v15 = str(VECTORS / "pkcs7/authenticode.der")
    for mode in ([], ["--ber"]):
        typed = same_lines(dump, dump_c, "CryptographicMessageSyntaxTyped.ContentInfo", paths, *mode, "--roundtrip")
        untyped = dump("--type", CMS, *mode, "--roundtrip", *paths).stdout.splitlines()
        verdicts = {line.split(": ")[0]: line.split(": ", 1)[1] for line in typed}
        assert verdicts.pop(pkcs7_v15).endswith("ct-SignedData.encapContentInfo.eContent at byte 59: "
                                                "unexpected tag [UNIVERSAL 16 c], expected [UNIVERSAL 4]")
        assert verdicts == {line.split(": ")[0]: line.split(": ", 1)[1] for line in untyped if pkcs7_v15 not in line}
        assert sum(verdict == "ok" for verdict in verdicts.values()) == len(paths) - 2 + len(mode)
    jer = dump("--type", "CryptographicMessageSyntaxTyped.ContentInfo", "--ber", "--jer",
               VECTORS / "pkcs7/amazon-roots.p7b").stdout.splitlines()[1]
    assert '"certificates":[' in jer and '"digestAlgorithms":[]' in jer, jer[:200]
