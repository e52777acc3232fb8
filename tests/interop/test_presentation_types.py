"""EMBEDDED PDV and CHARACTER STRING, encoded as X.690 §8.19 and §8.21 say:
as their associated types of X.680 §36.5 and §44.5, which X.680 gives
"assuming an automatic tagging environment". asn1tools, which implements
automatic tagging, encodes those associated types written out as ASN.1
(below, as X.680 prints them); its encodings decode in Rust and C alike
and re-encode to the same bytes. The `data-value-descriptor` that X.680
constrains ABSENT is refused by both.

No implementation of these two types on PyPI or npm follows the standard
here: pycrate tags every component EXPLICIT (`[2]` around the OCTET
STRING), asn1-ts writes `data-value` untagged. So the oracle is asn1tools
over the associated types themselves."""

import pytest

from conftest import python_module
from test_open_types import build_module, decode_both

asn1tools = python_module("asn1tools")

IDENTIFICATION = """CHOICE {
        syntaxes SEQUENCE { abstract OBJECT IDENTIFIER, transfer OBJECT IDENTIFIER },
        syntax OBJECT IDENTIFIER,
        presentation-context-id INTEGER,
        context-negotiation SEQUENCE { presentation-context-id INTEGER, transfer-syntax OBJECT IDENTIFIER },
        transfer-syntax OBJECT IDENTIFIER,
        fixed NULL }"""

# Components tagged by hand, so automatic tagging leaves Carrier alone.
CARRIER = "Carrier ::= SEQUENCE {{ id [APPLICATION 1] INTEGER, pdv {pdv}, text [4] IMPLICIT {text} OPTIONAL }}"

ASSOCIATED = f"""Assoc DEFINITIONS AUTOMATIC TAGS ::= BEGIN
EmbeddedPdv ::= [UNIVERSAL 11] IMPLICIT SEQUENCE {{
    identification {IDENTIFICATION},
    data-value-descriptor ObjectDescriptor OPTIONAL,
    data-value OCTET STRING }}
CharacterString ::= [UNIVERSAL 29] IMPLICIT SEQUENCE {{
    identification {IDENTIFICATION},
    data-value-descriptor ObjectDescriptor OPTIONAL,
    string-value OCTET STRING }}
{CARRIER.format(pdv="EmbeddedPdv", text="CharacterString")}
END
"""

SCHEMA = f"""Pdv DEFINITIONS AUTOMATIC TAGS ::= BEGIN
{CARRIER.format(pdv="EMBEDDED PDV", text="CHARACTER STRING")}
Pdv ::= EMBEDDED PDV
Text ::= CHARACTER STRING
END
"""

PDVS = [
    {"identification": ("syntaxes", {"abstract": "1.2.3", "transfer": "2.1.1"}), "data-value": b"\x01\x02"},
    {"identification": ("syntax", "1.0.8571.5.1"), "data-value": b""},
    {"identification": ("presentation-context-id", 3), "data-value": b"x" * 300},
    {
        "identification": ("context-negotiation", {"presentation-context-id": -1, "transfer-syntax": "2.1.1"}),
        "data-value": b"\x00",
    },
    {"identification": ("transfer-syntax", "2.1.1"), "data-value": b"abc"},
    {"identification": ("fixed", None), "data-value": b"\xff"},
]


def text_value(pdv):
    return {"identification": pdv["identification"], "string-value": pdv["data-value"]}


@pytest.fixture(scope="module")
def dumps(compiler, tmp_path_factory):
    return build_module(compiler, tmp_path_factory.mktemp("pdv"), "Pdv", SCHEMA)


def write_all(tmp_path, name, encodings):
    files = []
    for i, der in enumerate(encodings):
        path = tmp_path / f"{name}{i}.der"
        path.write_bytes(der)
        files.append(path)
    return files


def test_associated_types_written_by_asn1tools_round_trip(dumps, tmp_path):
    oracle = asn1tools.compile_string(ASSOCIATED, "der")
    pdvs = [oracle.encode("EmbeddedPdv", v) for v in PDVS]
    texts = [oracle.encode("CharacterString", text_value(v)) for v in PDVS]
    carriers = [
        oracle.encode("Carrier", {"id": i, "pdv": v, **({"text": text_value(v)} if i % 2 else {})})
        for i, v in enumerate(PDVS)
    ]
    # What the standard's tagging gives: [UNIVERSAL 11] and [UNIVERSAL 29]
    # constructed, identification [0] EXPLICIT around an IMPLICIT [1] OID,
    # data-value [2] IMPLICIT.
    assert pdvs[1] == bytes.fromhex("2b0b a007 8105 28c27b0501 8200".replace(" ", ""))
    assert texts[1][0] == 0x3D
    for ty, encodings in [("Pdv", pdvs), ("Text", texts), ("Carrier", carriers)]:
        files = write_all(tmp_path, ty, encodings)
        assert decode_both(dumps, f"Pdv.{ty}", files) == [f"{f}: ok" for f in files]


def test_data_value_descriptor_and_other_tags_are_refused_alike(dumps, tmp_path):
    oracle = asn1tools.compile_string(ASSOCIATED, "der")
    with_descriptor = oracle.encode("EmbeddedPdv", {**PDVS[5], "data-value-descriptor": "a note"})
    good = oracle.encode("EmbeddedPdv", PDVS[5])
    cases = [
        (with_descriptor, "Pdv.data-value at byte 6: unexpected tag [1], expected [2]"),
        # identification as an IMPLICIT [0] (primitive) instead of EXPLICIT.
        (good.replace(b"\xa0\x02\x85\x00", b"\x80\x02\x85\x00"), "Pdv.identification at byte 2: unexpected tag [0], expected [0 c]"),
        # data-value under its universal tag.
        (good.replace(b"\x82\x01\xff", b"\x04\x01\xff"), "Pdv.data-value at byte 6: unexpected tag [UNIVERSAL 4], expected [2]"),
    ]
    files = write_all(tmp_path, "bad", [der for der, _ in cases])
    lines = decode_both(dumps, "Pdv.Pdv", files)
    for line, (der, message) in zip(lines, cases):
        assert line.endswith(message), (der.hex(), line)
