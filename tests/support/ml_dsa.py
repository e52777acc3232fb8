"""ML-DSA certificates made with Python cryptography (FIPS 204): used by the
round-trip and differential tests and, as a script's helper, by
bench/prepare_data.py."""

import datetime


def make_ml_dsa_certificate(variant):
    """A self-signed ML-DSA certificate made with Python cryptography."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import mldsa
    from cryptography.x509.oid import NameOID

    key = getattr(mldsa, f"MLDSA{variant}PrivateKey").generate()
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"ML-DSA-{variant} test")])
    now = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(now + datetime.timedelta(days=365))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, None)
    )
    return cert.public_bytes(serialization.Encoding.DER), key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
