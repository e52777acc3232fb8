"""The typed X.509 schema (schemas/pkix/PKIX1Typed.asn1) against Python
`cryptography` as an independent oracle: every extension of every
certificate in cryptography-vectors' x509/custom and the Debian CA store,
decoded by its extnID and read through the generated lookups
(`CertExtensions::basic_constraints()`, `..._find_BasicConstraints`), prints
the lines tests/support/x509_extension_facts.py makes from cryptography's parsed
extensions: BasicConstraints, KeyUsage bits, EKU OIDs, SAN/IAN entries,
name constraints, policies, AKI/SKI, AIA and CRL distribution points. The
Rust and the C example print the same text."""

import pathlib
import subprocess
import warnings

import pytest

from conftest import CA_STORE, ROOT, build_c, python_module, unavailable

cryptography_vectors = python_module("cryptography_vectors")
import x509_extension_facts as facts  # noqa: E402

VECTORS = pathlib.Path(cryptography_vectors.__file__).parent

# Certificates one side accepts and the other rejects, and why; any other
# difference fails the test.
OURS_REJECT = {
    # X.690 11.2.2: a named BIT STRING has no trailing zero bits in DER.
    "alternate-rsa-sha1-oid.der": "ext-KeyUsage at byte 307: named BIT STRING has trailing zero bits",
    "Trustwave_Global_ECC_P256_Certification_Authority.crt": "ext-KeyUsage at byte 493: named BIT STRING",
    "Trustwave_Global_ECC_P384_Certification_Authority.crt": "ext-KeyUsage at byte 522: named BIT STRING",
    # cryptography reads Names only when asked for them.
    "invalid_utf8_common_name.pem": "issuer.rdnSequence[0][0].value at byte 61: character not allowed",
    "name_attribute_unsupported_tag.pem": "issuer.rdnSequence[0][0].value at byte 40: length runs past",
}
THEIRS_REJECT = {
    # Rules above the ASN.1 these schemas state:
    "dsa_null_alg_params.pem": "NULL parameters where the algorithm takes none (parameters is ANY)",
    "ecdsa_null_alg.pem": "NULL parameters where the algorithm takes none (parameters is ANY)",
    "invalid_version.pem": "version 7 (Version is an INTEGER with named numbers, unconstrained)",
    "invalid-sct-length.der": "an SCT list is TLS-encoded inside its OCTET STRING",
    "invalid-sct-version.der": "an SCT list is TLS-encoded inside its OCTET STRING",
    "nc_invalid_ip4_netmask.der": "a name constraint's netmask is not contiguous (an OCTET STRING)",
    "nc_invalid_ip_netmask.pem": "a name constraint's netmask is not contiguous (an OCTET STRING)",
    "nc_ip_invalid_length.pem": "a name constraint's address has 33 octets (an OCTET STRING)",
    # RFC 5280 4.2: one instance of an extension; the lookups find the first.
    "two_basic_constraints.pem": "two BasicConstraints extensions",
}


def corpus():
    custom = sorted(VECTORS.glob("x509/custom/*.pem")) + sorted(VECTORS.glob("x509/custom/*.der"))
    certs = [p for p in custom if not p.name.startswith("crl_")]
    if not CA_STORE.is_dir():
        unavailable("Debian ca-certificates is not installed")
    return certs + sorted(CA_STORE.glob("*.crt"))


def blocks(text):
    """Each file's lines: {path: [first line after the path, fact lines...]}."""
    out, current = {}, None
    for line in text.splitlines():
        if line.startswith("  "):
            out[current].append(line)
        else:
            current, _, status = line.partition(": ")
            out[current] = [status]
    return out


def oracle(path):
    """cryptography's lines for one file, or ["error: ..."]."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # negative serial numbers
            return ["ok", *facts.lines(facts.load(path.read_bytes()))]
    except Exception as e:  # noqa: BLE001 - every refusal is an answer
        return [f"error: {type(e).__name__}: {e}"]


@pytest.fixture(scope="module")
def printed():
    files = [str(p) for p in corpus()]
    assert len(files) > 90
    subprocess.run(
        ["cargo", "build", "-q", "--release", "--locked", "--workspace", "--example", "x509_extensions"],
        cwd=ROOT,
        check=True,
    )
    rust = subprocess.run(
        [ROOT / "target" / "release" / "examples" / "x509_extensions", *files], capture_output=True, text=True, check=True
    ).stdout
    c_example = build_c(targets=("examples",)) / "x509_extensions"
    c = subprocess.run([c_example, *files], capture_output=True, text=True, check=True).stdout
    return rust, c


def test_rust_and_c_read_the_same_extensions(printed):
    rust, c = printed
    assert rust.splitlines() == c.splitlines()


def test_extensions_read_as_cryptography_reads_them(printed):
    ours = blocks(printed[0])
    compared, disagreements = 0, {}
    for path in corpus():
        mine, theirs = ours[str(path)], oracle(path)
        if mine[0] == "ok" and theirs[0] == "ok":
            assert mine == theirs, path
            compared += 1
        elif (mine[0] == "ok") != (theirs[0] == "ok"):
            disagreements[path.name] = mine[0] if mine[0] != "ok" else theirs[0]
    assert compared > 200
    assert set(disagreements) == set(OURS_REJECT) | set(THEIRS_REJECT), disagreements
    for name, reason in OURS_REJECT.items():
        assert reason in disagreements[name], (name, disagreements[name])


def test_the_corpus_exercises_every_fact(printed):
    """Each kind of line appears, typed, somewhere in the corpus."""
    text = printed[0]
    for fact in [
        "basic-constraints ca=true pathlen=0", "key-usage ", "ext-key-usage ", "subject-alt-name dns:",
        "subject-alt-name ip:", "dir:", "other:", "rid:", "issuer-alt-name ", "name-constraints permitted=[",
        "excluded=[", "policies ", "+cps:", "+unotice", "authority-key-id keyid=", "serial=", "subject-key-id ",
        "authority-info-access ", "crl-distribution-points [", " raw",
    ]:  # fmt: skip
        assert fact in text, fact
