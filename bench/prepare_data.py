"""Writes the benchmark inputs, one DER file per input, into OUTDIR/SET/:

- pkits: the five PKITS end-entity certificates of cryptography-vectors;
- ca-store: the Debian ca-certificates store;
- ml-dsa: ML-DSA-44/65/87 certificates made with Python cryptography;
- kerberos: one message of each kind (the largest one captured) from a real
  MIT KDC on loopback (tests/support/kerberos_kdc.py), captured once by
  `prepare_data.py --capture-kerberos` into bench/data/kerberos, which is
  checked in: the benchmarks need no KDC;
- pkcs: certificate bundles: cryptography-vectors' amazon-roots.p7b (BER,
  the input of the reference library's PKCS #7 benchmark), a PKCS #12 of a
  three-certificate chain with unencrypted bags written by OpenSSL, and a
  BER variant of it (tests/support/ber_variants.py);
- mtc: a Merkle Tree Certificate CA's batches, certificates issued with
  the extensions of a TLS server certificate by Python cryptography: 64
  ECDSA P-256 ones under a P-256 CA (`p256-NN`) and 32 ML-DSA-65 ones
  under an ML-DSA-65 CA (`mldsa65-NN`);
- v2x: IEEE 1609.2 objects in CANONICAL-OER (`.oer`): a signed European
  C-ITS Certificate Trust List and a Trust List Manager certificate, the
  test data of the rasn-its crate (tests/support/v2x_vectors.py);
- its: ETSI CAMs in UNALIGNED PER (`.uper`), the three asn1tools' UPER
  tests assert (its source distribution: tests/support/source_distribution.py,
  oer_corpus.py);
- rrc: LTE RRC messages in UNALIGNED PER (`N-TYPE.uper`, the type of
  EUTRA-RRC-Definitions each is), the seven asn1tools' UPER tests assert
  for its rrc_8_6_0.asn (the module schemas/lte ships).
"""

import pathlib
import shutil
import sys
import warnings

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The ML-DSA and KDC helpers are shared with the tests.
sys.path.insert(0, str(ROOT / "tests" / "support"))
CA_STORE = pathlib.Path("/usr/share/ca-certificates/mozilla")
KERBEROS = ROOT / "bench" / "data" / "kerberos"
PKITS = [
    "AllCertificatesNoPoliciesTest2EE",
    "AllCertificatesSamePoliciesTest10EE",
    "AllCertificatesSamePoliciesTest13EE",
    "AllCertificatesanyPolicyTest11EE",
    "AnyPolicyTest14EE",
]


def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def pkits(out):
    import cryptography_vectors

    certs = pathlib.Path(cryptography_vectors.__file__).parent / "x509" / "PKITS_data" / "certs"
    for name in PKITS:
        (out / f"{name}.der").write_bytes((certs / f"{name}.crt").read_bytes())


def ca_store(out):
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    for path in sorted(CA_STORE.glob("*.crt")):
        with warnings.catch_warnings():
            # One root has a negative serial number: valid DER, which is
            # all the benchmark needs; cryptography warns about RFC 5280.
            warnings.simplefilter("ignore")
            cert = x509.load_pem_x509_certificate(path.read_bytes())
        (out / f"{path.stem}.der").write_bytes(cert.public_bytes(Encoding.DER))


def ml_dsa(out):
    from ml_dsa import make_ml_dsa_certificate

    for variant in (44, 65, 87):
        cert, _ = make_ml_dsa_certificate(variant)
        (out / f"ML-DSA-{variant}.der").write_bytes(cert)


def kerberos(out):
    for path in sorted(KERBEROS.glob("*.der")):
        shutil.copy(path, out / path.name)


def capture_kerberos():
    """Writes bench/data/kerberos anew from a real MIT KDC."""
    import kerberos_kdc

    if not kerberos_kdc.available():
        sys.exit("prepare-data: capturing Kerberos messages needs MIT Kerberos (krb5-kdc, krb5-admin-server)")
    out = fresh(KERBEROS)
    largest = {}
    with kerberos_kdc.Kdc() as kdc:
        for messages in kdc.scenarios().values():
            for message in messages:
                kind = kerberos_kdc.message_type(message)
                if len(message) > len(largest.get(kind, b"")):
                    largest[kind] = message
    for kind in ("AS-REQ", "AS-REP", "TGS-REQ", "KRB-ERROR"):
        (out / f"{kind}.der").write_bytes(largest[kind])


def pkcs(out):
    import subprocess
    import tempfile

    import ber_variants
    import cryptography_vectors

    vectors = pathlib.Path(cryptography_vectors.__file__).parent
    (out / "pkcs7-amazon-roots.der").write_bytes((vectors / "pkcs7" / "amazon-roots.p7b").read_bytes())
    with tempfile.TemporaryDirectory() as tmp:
        d = pathlib.Path(tmp)

        def openssl(*args):
            subprocess.run(["openssl", *map(str, args)], check=True, capture_output=True)

        issuer = None
        for name in ("root", "intermediate", "leaf"):
            openssl("req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
                    d / f"{name}.key", "-out", d / f"{name}.csr", "-subj", f"/CN=synta bench {name}")
            sign = ["-key", d / f"{name}.key"] if issuer is None else ["-CA", d / f"{issuer}.pem", "-CAkey",
                                                                      d / f"{issuer}.key"]
            openssl("x509", "-req", "-in", d / f"{name}.csr", *sign, "-days", "30", "-out", d / f"{name}.pem")
            issuer = name
        (d / "chain.pem").write_text((d / "intermediate.pem").read_text() + (d / "root.pem").read_text())
        openssl("pkcs12", "-export", "-in", d / "leaf.pem", "-inkey", d / "leaf.key", "-certfile", d / "chain.pem",
                "-certpbe", "NONE", "-keypbe", "NONE", "-passout", "pass:synta", "-out", d / "chain.p12")
        p12 = (d / "chain.p12").read_bytes()
    (out / "pkcs12-three-certs.der").write_bytes(p12)
    (out / "pkcs12-three-certs-ber.der").write_bytes(ber_variants.variants([p12], seed=7292)[0])


def mtc(out):
    import datetime

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec, mldsa
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    start = datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc)

    def name(cn):
        return x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "synta bench"),
                          x509.NameAttribute(NameOID.COMMON_NAME, cn)])

    for prefix, count, make_key, digest in [("p256", 64, lambda: ec.generate_private_key(ec.SECP256R1()), hashes.SHA256()),
                                            ("mldsa65", 32, mldsa.MLDSA65PrivateKey.generate, None)]:
        ca_key = make_key()
        ca_ski = x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key())
        for n in range(count):
            key = make_key()
            host = f"host{n:02}.{prefix}.example"
            cert = (
                x509.CertificateBuilder()
                .subject_name(name(host))
                .issuer_name(name(f"synta bench {prefix} CA"))
                .public_key(key.public_key())
                .serial_number(x509.random_serial_number())
                .not_valid_before(start)
                .not_valid_after(start + datetime.timedelta(days=7))
                .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
                .add_extension(x509.KeyUsage(True, False, False, False, False, False, False, False, False),
                               critical=True)
                .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
                .add_extension(x509.SubjectAlternativeName([x509.DNSName(host)]), critical=False)
                .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
                .add_extension(x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ca_ski), critical=False)
                .sign(ca_key, digest)
            )
            (out / f"{prefix}-{n:02}.der").write_bytes(cert.public_bytes(serialization.Encoding.DER))


def v2x(out):
    import v2x_vectors

    found = v2x_vectors.vectors(ROOT / "target" / "corpus")
    for name in ("ectl", "tlm-certificate"):
        (out / f"{name}.oer").write_bytes(found[name][1])


def its(out):
    import source_distribution
    from oer_corpus import etsi_cams

    asn1tools = source_distribution.fetch("asn1tools", source_distribution.ASN1TOOLS_VERSION, ROOT / "target" / "corpus")
    for n, cam in enumerate(etsi_cams(asn1tools / "tests"), 1):
        (out / f"cam-{n}.uper").write_bytes(cam)


def rrc(out):
    import source_distribution
    from oer_corpus import asserted_values

    asn1tools = source_distribution.fetch("asn1tools", source_distribution.ASN1TOOLS_VERSION, ROOT / "target" / "corpus")
    found = asserted_values(asn1tools / "tests" / "test_uper.py", {"test_rrc_8_6_0"})
    for n, (_, ty, _, encoded) in enumerate(found, 1):
        (out / f"{n}-{ty}.uper").write_bytes(encoded)


def main(argv):
    if argv[1:] == ["--capture-kerberos"]:
        capture_kerberos()
        return 0
    out = pathlib.Path(argv[1])
    for name, make in [("pkits", pkits), ("ca-store", ca_store), ("ml-dsa", ml_dsa), ("kerberos", kerberos),
                       ("pkcs", pkcs), ("mtc", mtc), ("v2x", v2x), ("its", its),
                       ("rrc", rrc)]:
        make(fresh(out / name))
        print(f"prepare-data: {name}: {len(list((out / name).glob('*.*er')))} inputs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
