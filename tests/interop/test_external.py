"""EXTERNAL, held as the SEQUENCE X.690 §8.18.1 encodes it as: values
written by an independent encoder (asn1tools) decode in Rust and C alike
and re-encode to the same bytes, under its own tag and under an IMPLICIT
one; what is not an EXTERNAL is refused by both the same way.

asn1tools puts a NULL in place of `single-ASN1-type`'s open type and tags
it IMPLICIT (`80 00`); X.690 defines that SEQUENCE in an environment of
EXPLICIT TAGS, and a tag on an open type is always explicit (X.680
§31.2.7), so that alternative is written here by hand (`a0 02 05 00`)."""

import pytest

from conftest import python_module
from test_open_types import build_module, decode_both

asn1tools = python_module("asn1tools")

SCHEMA = """Ext DEFINITIONS EXPLICIT TAGS ::= BEGIN
Carrier ::= SEQUENCE { id INTEGER, ext EXTERNAL, tagged [3] IMPLICIT EXTERNAL OPTIONAL }
END
"""

VALUES = [
    {"id": 1, "ext": {"direct-reference": "1.2.840.113549.1", "encoding": ("octet-aligned", b"abc")}},
    {
        "id": 2,
        "ext": {"indirect-reference": 300, "data-value-descriptor": "a note", "encoding": ("arbitrary", (b"\xa0", 3))},
    },
    {
        "id": 3,
        "ext": {"encoding": ("octet-aligned", b"\x00" * 200)},
        "tagged": {"direct-reference": "2.5.4.3", "indirect-reference": -1, "encoding": ("arbitrary", (b"", 0))},
    },
]
# Carrier { id 4, ext { direct-reference 2.5.4.3, encoding single-ASN1-type: NULL } }
SINGLE_TYPE = bytes.fromhex("300e020104 2809 0603550403 a0020500".replace(" ", ""))


@pytest.fixture(scope="module")
def dumps(compiler, tmp_path_factory):
    return build_module(compiler, tmp_path_factory.mktemp("external"), "Ext", SCHEMA)


def run_both(dumps, files):
    """The lines of the Rust and the C dump (checked equal) for `files`."""
    return decode_both(dumps, "Ext.Carrier", files)


def test_external_values_from_asn1tools_round_trip_in_rust_and_c(dumps, tmp_path):
    oracle = asn1tools.compile_string(SCHEMA, "der")
    files = []
    for i, value in enumerate(VALUES):
        path = tmp_path / f"v{i}.der"
        path.write_bytes(oracle.encode("Carrier", value))
        files.append(path)
    # The encodings are what X.690 says: [UNIVERSAL 8] constructed, and
    # the use's IMPLICIT tag in its place.
    assert files[0].read_bytes()[5] == 0x28
    assert 0xA3 in files[2].read_bytes()
    single = tmp_path / "single-type.der"
    single.write_bytes(SINGLE_TYPE)
    files.append(single)
    assert run_both(dumps, files) == [f"{f}: ok" for f in files]


def test_what_is_not_an_external_is_refused_alike(dumps, tmp_path):
    oracle = asn1tools.compile_string(SCHEMA, "der")
    good = oracle.encode("Carrier", VALUES[0])
    cases = {
        # A SEQUENCE tag where [UNIVERSAL 8] belongs.
        "sequence-tag": good[:5] + b"\x30" + good[6:],
        # octet-aligned [1] IMPLICIT OCTET STRING given constructed.
        "constructed-octets": good.replace(b"\x81\x03abc", b"\xa1\x03abc"),
        # No encoding at all: only the direct reference.
        "no-encoding": bytes.fromhex("300e020101 2809 06072a864886f70d01".replace(" ", "")),
    }
    files = []
    for name, der in cases.items():
        path = tmp_path / f"{name}.der"
        path.write_bytes(der)
        files.append(path)
    messages = [line.split(": error: ", 1)[1] for line in run_both(dumps, files)]
    assert messages == [
        "Carrier.ext at byte 5: unexpected tag [UNIVERSAL 16 c], expected [UNIVERSAL 8 c]",
        # The constructed form of [1] is octet-aligned in a form DER forbids.
        "Carrier.ext.encoding.octet-aligned at byte 16: unexpected tag [1 c], expected [1]",
        "Carrier.ext.encoding at byte 16: required component missing",
    ]
