"""Writes the benchmark inputs, one DER file per input, into OUTDIR/SET/:

- pkits: the five PKITS end-entity certificates of cryptography-vectors;
- ca-store: the Debian ca-certificates store;
- ml-dsa: ML-DSA-44/65/87 certificates made with Python cryptography;
- kerberos: one message of each kind (the largest one captured) from a real
  MIT KDC on loopback (tests/kerberos_kdc.py); left out, with a warning,
  when the Kerberos packages are not installed.
"""

import datetime
import pathlib
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CA_STORE = pathlib.Path("/usr/share/ca-certificates/mozilla")
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
        cert = x509.load_pem_x509_certificate(path.read_bytes())
        (out / f"{path.stem}.der").write_bytes(cert.public_bytes(Encoding.DER))


def ml_dsa(out):
    from cryptography import x509
    from cryptography.hazmat.primitives.asymmetric import mldsa
    from cryptography.hazmat.primitives.serialization import Encoding
    from cryptography.x509.oid import NameOID

    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    for variant in (44, 65, 87):
        key = getattr(mldsa, f"MLDSA{variant}PrivateKey").generate()
        issuer = x509.Name([
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Synta Bench"),
            x509.NameAttribute(NameOID.COMMON_NAME, f"ML-DSA-{variant} CA"),
        ])
        subject = x509.Name([
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Synta Bench"),
            x509.NameAttribute(NameOID.COMMON_NAME, f"ml-dsa-{variant}.example"),
        ])
        cert = (
            x509.CertificateBuilder()
            .subject_name(subject)
            .issuer_name(issuer)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(start)
            .not_valid_after(start + datetime.timedelta(days=365))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.SubjectAlternativeName([x509.DNSName(f"ml-dsa-{variant}.example")]), critical=False)
            .sign(key, None)
        )
        (out / f"ML-DSA-{variant}.der").write_bytes(cert.public_bytes(Encoding.DER))


def kerberos(out):
    sys.path.insert(0, str(ROOT / "tests"))
    import kerberos_kdc

    if not kerberos_kdc.available():
        print("prepare-data: MIT Kerberos not installed; no Kerberos inputs", file=sys.stderr)
        return
    largest = {}
    with kerberos_kdc.Kdc() as kdc:
        for messages in kdc.scenarios().values():
            for message in messages:
                kind = kerberos_kdc.message_type(message)
                if len(message) > len(largest.get(kind, b"")):
                    largest[kind] = message
    for kind in ("AS-REQ", "AS-REP", "TGS-REQ", "KRB-ERROR"):
        (out / f"{kind}.der").write_bytes(largest[kind])


def main(argv):
    out = pathlib.Path(argv[1])
    for name, make in [("pkits", pkits), ("ca-store", ca_store), ("ml-dsa", ml_dsa), ("kerberos", kerberos)]:
        make(fresh(out / name))
        print(f"prepare-data: {name}: {len(list((out / name).glob('*.der')))} inputs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
