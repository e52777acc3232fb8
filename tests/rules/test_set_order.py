"""A SET holding an untagged CHOICE (RFC 2634's ESSSecurityLabel has one:
`privacy-mark ESSPrivacyMark`, a CHOICE of PrintableString and
UTF8String): X.690 §10.3 sorts DER SET components by their tags, and such
a component's tag is its chosen alternative's, so its place moves with the
value. Rust and C write it there (sorting when they encode) and read it
only there.

asn1tools, the usual oracle, writes SET components in declaration order, so
the encodings here are written by hand from §10.3."""

import pytest

from test_open_types import build_module, decode_both

SCHEMA = """Ess DEFINITIONS IMPLICIT TAGS ::= BEGIN
Label ::= SET {
    policy         OBJECT IDENTIFIER,
    classification INTEGER OPTIONAL,
    mark           Mark OPTIONAL,
    categories     SET OF INTEGER OPTIONAL }
Mark ::= CHOICE { pString PrintableString, utf8String UTF8String }
END
"""

POLICY, CLASSIFICATION, CATEGORIES = "06022a03", "020101", "3103020105"
UTF8_MARK, PRINTABLE_MARK = "0c06" + b"SECRET".hex(), "1306" + b"SECRET".hex()


def set_of(*parts):
    content = "".join(parts)
    return "31" + f"{len(content) // 2:02x}" + content


GOOD = {
    # INTEGER 2, OID 6, UTF8String 12, SET 17.
    "utf8-mark": set_of(CLASSIFICATION, POLICY, UTF8_MARK, CATEGORIES),
    # INTEGER 2, OID 6, SET 17, PrintableString 19: the mark moves last.
    "printable-mark": set_of(CLASSIFICATION, POLICY, CATEGORIES, PRINTABLE_MARK),
    "printable-mark-only": set_of(POLICY, PRINTABLE_MARK),
    "no-mark": set_of(CLASSIFICATION, POLICY, CATEGORIES),
}

BAD = {
    # The PrintableString before the SET OF: not in tag order.
    "printable-before-set": (set_of(CLASSIFICATION, POLICY, PRINTABLE_MARK, CATEGORIES), "SET components not in tag order"),
    # The UTF8String after the SET OF.
    "utf8-after-set": (set_of(CLASSIFICATION, POLICY, CATEGORIES, UTF8_MARK), "SET components not in tag order"),
}


@pytest.fixture(scope="module")
def dumps(compiler, tmp_path_factory):
    return build_module(compiler, tmp_path_factory.mktemp("ess"), "Ess", SCHEMA)


def write(tmp_path, cases):
    files = []
    for name, hexder in cases.items():
        path = tmp_path / f"{name}.der"
        path.write_bytes(bytes.fromhex(hexder))
        files.append(path)
    return files


def test_an_untagged_choice_takes_its_alternatives_place_in_both_languages(dumps, tmp_path):
    # "ok": decoded, and re-encoded to the same bytes, by Rust and by C.
    files = write(tmp_path, GOOD)
    assert decode_both(dumps, "Ess.Label", files) == [f"{f}: ok" for f in files]


def test_other_places_are_refused_alike(dumps, tmp_path):
    files = write(tmp_path, {name: hexder for name, (hexder, _) in BAD.items()})
    for line, (_, message) in zip(decode_both(dumps, "Ess.Label", files), BAD.values()):
        assert line.endswith(message), line
