"""serde for the generated Rust types (`--type-attribute` with
`derive(serde::Serialize)`, synta-schemas' `serde` feature, the runtime's
`Serialize` impls): generated/rust/examples/cert_json.rs writes every
certificate of cryptography-vectors' x509/custom and the Debian CA store
as JSON with serde_json, and Python `cryptography`, reading the same file,
must find the same serial number, validity, signature algorithm and value,
names (attribute types, and the text of the common string types),
extensions (OID, criticality, SubjectKeyIdentifier, BasicConstraints) and
public key."""

import datetime
import json
import subprocess
import warnings

import pytest

from conftest import ROOT, python_module
from test_x509_extensions import corpus

cryptography = python_module("cryptography")
from cryptography import x509  # noqa: E402
from cryptography.hazmat.primitives import serialization  # noqa: E402


@pytest.fixture(scope="module")
def cert_json():
    # A debug build: the feature set differs from every other build of the
    # crate, and the example's work is small.
    subprocess.run(["cargo", "build", "-q", "--locked", "-p", "synta-schemas", "--features", "serde",
                    "--example", "cert_json"], cwd=ROOT, check=True)
    return ROOT / "target" / "debug" / "examples" / "cert_json"


def load(path):
    data = path.read_bytes()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # negative serial numbers
        if b"-----BEGIN" in data:
            return x509.load_pem_x509_certificate(data)
        return x509.load_der_x509_certificate(data)


def instant(time):
    """A decoded `Time` CHOICE: {"UtcTime": text} or {"GeneralTime": text}."""
    ((kind, text),) = time.items()
    if kind == "UtcTime":
        parsed = datetime.datetime.strptime(text, "%y%m%d%H%M%SZ")
        # X.509's window for two-digit years (RFC 5280 §4.1.2.5.1).
        if parsed.year >= 2050:
            parsed = parsed.replace(year=parsed.year - 100)
    else:
        assert kind == "GeneralTime", kind
        parsed = datetime.datetime.strptime(text, "%Y%m%d%H%M%SZ")
    return parsed.replace(tzinfo=datetime.timezone.utc)


# The string types whose content is the attribute's text as cryptography gives it.
TEXT_TAGS = {0x0C, 0x13, 0x16}


def names(name):
    """The RDNs of a decoded Name: [[(type OID, text or None)]]."""
    ((kind, rdns),) = name.items()
    assert kind == "RdnSequence"
    out = []
    for rdn in rdns:
        attributes = []
        for attribute in rdn:
            der = bytes.fromhex(attribute["value"])
            short = len(der) >= 2 and der[1] < 0x80 and der[1] == len(der) - 2
            text = der[2:].decode() if der[0] in TEXT_TAGS and short else None
            attributes.append((attribute["type"], text))
        out.append(attributes)
    return out


def their_names(cert, which):
    """cryptography's RDNs of the issuer or subject, None where it refuses
    the name (it parses names lazily; a long-form tag is an error there)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a country name of the wrong length
            name = getattr(cert, which)
            return [[(a.oid.dotted_string, a.value if isinstance(a.value, str) else None) for a in rdn]
                    for rdn in name.rdns]
    except ValueError:
        return None


# Negative serial numbers, read from the CA store.
@pytest.mark.filterwarnings("ignore::cryptography.utils.CryptographyDeprecationWarning")
def test_serde_json_of_certificates_agrees_with_cryptography(cert_json):
    files = corpus()
    out = subprocess.run([cert_json, *files], capture_output=True, text=True).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["file"] for line in lines] == [str(f) for f in files]
    compared = 0
    for path, line in zip(files, lines):
        try:
            theirs = load(path)
        except Exception:  # noqa: BLE001 - only what both read is compared
            continue
        if "error" in line:
            continue
        ours = line["certificate"]
        tbs = ours["tbs_certificate"]
        where = path.name
        serial = tbs["serial_number"]
        # A number while serde can hold one, beyond that a decimal string.
        assert isinstance(serial, int) or (isinstance(serial, str) and abs(theirs.serial_number) >= 2**127), where
        assert int(serial) == theirs.serial_number, where
        assert instant(tbs["validity"]["not_before"]) == theirs.not_valid_before_utc, where
        assert instant(tbs["validity"]["not_after"]) == theirs.not_valid_after_utc, where
        assert ours["signature_algorithm"]["algorithm"] == theirs.signature_algorithm_oid.dotted_string, where
        signature = ours["signature"]
        assert bytes.fromhex(signature["value"]) == theirs.signature, where
        assert signature["length"] == 8 * len(theirs.signature), where
        for which in ("issuer", "subject"):
            expected = their_names(theirs, which)
            if expected is not None:
                found = names(tbs[which])
                # The text is compared where ours is a type read as text.
                assert [[t for t, _ in rdn] for rdn in found] == [[t for t, _ in rdn] for rdn in expected], where
                for rdn, their_rdn in zip(found, expected):
                    for (_, text), (_, their_text) in zip(rdn, their_rdn):
                        assert text is None or text == their_text, where

        extensions = tbs["extensions"] or []
        try:
            their_extensions = theirs.extensions
        except (ValueError, x509.DuplicateExtension):  # a netmask, two of a kind
            their_extensions = None
        if their_extensions is not None:
            assert [(e["extn_id"], e["critical"]) for e in extensions] == \
                [(e.oid.dotted_string, e.critical) for e in their_extensions], where
        for e in extensions if their_extensions is not None else []:
            ((kind, value),) = e["extn_value"].items()
            if kind == "SubjectKeyIdentifier":
                # OCTET STRING is a plain &[u8]: serde writes its numbers.
                ski = their_extensions.get_extension_for_class(x509.SubjectKeyIdentifier).value
                assert bytes(value) == ski.key_identifier, where
            elif kind == "BasicConstraints":
                constraints = their_extensions.get_extension_for_class(x509.BasicConstraints).value
                assert value["ca"] == constraints.ca, where
                assert value["path_len_constraint"] == constraints.path_length, where

        key = bytes.fromhex(tbs["subject_public_key_info"]["subject_public_key"]["value"])
        try:
            spki = theirs.public_key().public_bytes(serialization.Encoding.DER,
                                                    serialization.PublicFormat.SubjectPublicKeyInfo)
        except Exception:  # noqa: BLE001 - a key type cryptography does not load
            spki = None
        if spki is not None:
            assert spki.endswith(key), where
        compared += 1
    # The CA store alone has more than 100 certificates.
    assert compared > 150, compared
