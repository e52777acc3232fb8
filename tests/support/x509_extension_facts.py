"""What Python `cryptography` reads in a certificate's extensions, as the
lines generated/rust/examples/x509_extensions.rs and
generated/c/examples/x509_extensions.c print from the typed schema
(PKIX1Typed): the independent oracle of tests/test_x509_extensions.py."""

import ipaddress

from cryptography import x509
from cryptography.x509.oid import ExtensionOID

# The extnIDs PKIX1Typed's CertExtensionSet lists: these decode typed.
TYPED = {
    "2.5.29.35", "2.5.29.14", "2.5.29.15", "2.5.29.16", "2.5.29.32", "2.5.29.33",
    "2.5.29.17", "2.5.29.18", "2.5.29.9", "2.5.29.19", "2.5.29.30", "2.5.29.36",
    "2.5.29.37", "2.5.29.31", "2.5.29.54", "2.5.29.46", "1.3.6.1.5.5.7.1.1",
    "1.3.6.1.5.5.7.1.11",
}  # fmt: skip

KEY_USAGE = [
    ("digital_signature", "digitalSignature"),
    ("content_commitment", "nonRepudiation"),
    ("key_encipherment", "keyEncipherment"),
    ("data_encipherment", "dataEncipherment"),
    ("key_agreement", "keyAgreement"),
    ("key_cert_sign", "keyCertSign"),
    ("crl_sign", "cRLSign"),
    ("encipher_only", "encipherOnly"),
    ("decipher_only", "decipherOnly"),
]

CPS, UNOTICE = "1.3.6.1.5.5.7.2.1", "1.3.6.1.5.5.7.2.2"


def load(data: bytes) -> x509.Certificate:
    if b"-----BEGIN CERTIFICATE-----" in data:
        return x509.load_pem_x509_certificate(data)
    return x509.load_der_x509_certificate(data)


def lines(cert: x509.Certificate) -> list[str]:
    """The extension lines of one certificate (raises what cryptography
    raises for extensions it cannot read)."""
    out = []
    extensions = cert.extensions
    for e in extensions:
        oid = e.oid.dotted_string
        out.append(f"  ext {oid} critical={str(e.critical).lower()} {'typed' if oid in TYPED else 'raw'}")

    def find(oid):
        try:
            return extensions.get_extension_for_oid(oid).value
        except x509.ExtensionNotFound:
            return None

    if (bc := find(ExtensionOID.BASIC_CONSTRAINTS)) is not None:
        pathlen = "none" if bc.path_length is None else bc.path_length
        out.append(f"  basic-constraints ca={str(bc.ca).lower()} pathlen={pathlen}")
    if (ku := find(ExtensionOID.KEY_USAGE)) is not None:
        out.append("  key-usage " + ",".join(name for attr, name in KEY_USAGE if key_usage_bit(ku, attr)))
    if (eku := find(ExtensionOID.EXTENDED_KEY_USAGE)) is not None:
        out.append("  ext-key-usage " + " ".join(o.dotted_string for o in eku))
    if (san := find(ExtensionOID.SUBJECT_ALTERNATIVE_NAME)) is not None:
        out.append("  subject-alt-name " + general_names(san))
    if (ian := find(ExtensionOID.ISSUER_ALTERNATIVE_NAME)) is not None:
        out.append("  issuer-alt-name " + general_names(ian))
    if (nc := find(ExtensionOID.NAME_CONSTRAINTS)) is not None:
        out.append(
            f"  name-constraints permitted={subtrees(nc.permitted_subtrees)} excluded={subtrees(nc.excluded_subtrees)}"
        )
    if (policies := find(ExtensionOID.CERTIFICATE_POLICIES)) is not None:
        line = ""
        for p in policies:
            line += " " + p.policy_identifier.dotted_string
            for q in p.policy_qualifiers or []:
                line += f"+cps:{q}" if isinstance(q, str) else "+unotice"
        out.append("  policies" + line)
    if (aki := find(ExtensionOID.AUTHORITY_KEY_IDENTIFIER)) is not None:
        keyid = "none" if aki.key_identifier is None else aki.key_identifier.hex()
        issuer = "none" if aki.authority_cert_issuer is None else f"[{general_names(aki.authority_cert_issuer)}]"
        serial = "none" if aki.authority_cert_serial_number is None else integer(aki.authority_cert_serial_number)
        out.append(f"  authority-key-id keyid={keyid} issuer={issuer} serial={serial}")
    if (ski := find(ExtensionOID.SUBJECT_KEY_IDENTIFIER)) is not None:
        out.append("  subject-key-id " + ski.digest.hex())
    if (aia := find(ExtensionOID.AUTHORITY_INFORMATION_ACCESS)) is not None:
        access = [f"{a.access_method.dotted_string}={general_name(a.access_location)}" for a in aia]
        out.append("  authority-info-access " + " ".join(access))
    if (dps := find(ExtensionOID.CRL_DISTRIBUTION_POINTS)) is not None:
        points = []
        for dp in dps:
            if dp.full_name is not None:
                points.append(f"[{general_names(dp.full_name)}]")
            else:
                points.append("relative" if dp.relative_name is not None else "none")
        out.append("  crl-distribution-points " + " ".join(points))
    return out


def key_usage_bit(ku, attr):
    # cryptography refuses to say encipher/decipherOnly without keyAgreement.
    if attr in ("encipher_only", "decipher_only") and not ku.key_agreement:
        return False
    return getattr(ku, attr)


def integer(n: int) -> str:
    """An INTEGER's content octets (minimal two's complement), in hex."""
    length = max(1, (n + (n < 0)).bit_length() // 8 + 1)
    return n.to_bytes(length, "big", signed=True).hex()


def general_names(names) -> str:
    return " ".join(general_name(n) for n in names)


def subtrees(trees) -> str:
    return "none" if trees is None else f"[{general_names(trees)}]"


def general_name(n) -> str:
    if isinstance(n, x509.DNSName):
        return f"dns:{n.value}"
    if isinstance(n, x509.RFC822Name):
        return f"email:{n.value}"
    if isinstance(n, x509.UniformResourceIdentifier):
        return f"uri:{n.value}"
    if isinstance(n, x509.IPAddress):
        v = n.value
        if isinstance(v, (ipaddress.IPv4Network, ipaddress.IPv6Network)):
            return f"ip:{(v.network_address.packed + v.netmask.packed).hex()}"
        return f"ip:{v.packed.hex()}"
    if isinstance(n, x509.DirectoryName):
        return f"dir:{n.value.public_bytes().hex()}"
    if isinstance(n, x509.RegisteredID):
        return f"rid:{n.value.dotted_string}"
    if isinstance(n, x509.OtherName):
        return f"other:{n.type_id.dotted_string}"
    raise TypeError(f"unexpected general name {n!r}")
