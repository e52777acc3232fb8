"""JER input in C (`T_decode_jer`, `synta-dump-c --from-jer`) against Rust's
(`synta-dump --from-jer`): for the same JSON text both print the same line
(the same verdict, path, byte offset and message) and write the same DER.
The texts are what `synta-dump --jer` writes of the corpus
(cryptography-vectors, the CA store as PKIX1Explicit88 and PKIX1Typed,
the real KDC's and OpenLDAP's traffic), read back to the DER they came
from; the same texts with characters changed, removed and inserted; and
values written here at the edges of each JSON form and of each type."""

import json
import pathlib
import random

import pytest

from conftest import dump_lines
from test_c_differential import ca_store_ders, same_lines
from test_kerberos import SPEC, _by_kind
import test_rust_corpus as corpus

TYPED = {corpus.CERT: ["PKIX1Typed.Certificate"], corpus.CMS: ["CryptographicMessageSyntaxTyped.ContentInfo"]}
LDAP_MESSAGE = "Lightweight-Directory-Access-Protocol-V3.LDAPMessage"
# What a change to a JSON text puts in: its punctuation, digits, letters of
# its literals and hex digits, escapes, white space; ASCII, so that both
# tools read it as text.
ALPHABET = '{}[]:,"0123456789abcdefAFlnrstu-+.eE \\\t'


def json_texts(dump, type_name, paths, work, *flags):
    """What synta-dump --jer writes of each input it decodes: {json path:
    the DER the value re-encodes to}."""
    der_dir = work / "der"
    der_dir.mkdir(parents=True, exist_ok=True)
    out = dump("--type", type_name, "--jer", "--der-out", der_dir, *flags, *paths)
    texts = {}
    for i, (path, (error, text)) in enumerate(dump_lines(out.stdout, jer=True).items()):
        if error is None:
            json_path = work / f"{i:05}.json"
            json_path.write_text(text)
            texts[json_path] = (der_dir / path.rsplit("/", 1)[-1]).read_bytes()
    return texts


def read_back_alike(dump, dump_c, type_name, texts, work):
    """Both tools read `texts` back alike, each to the DER the text came
    from. Returns the number read."""
    outputs = {}
    for tool, run in (("rust", dump), ("c", dump_c)):
        out_dir = work / f"out-{tool}"
        out_dir.mkdir()
        outputs[tool] = (run("--type", type_name, "--from-jer", "--der-out", out_dir, *texts).stdout, out_dir)
    assert outputs["rust"][0] == outputs["c"][0]
    lines = outputs["rust"][0].splitlines()
    assert len(lines) == len(texts) and all(line.endswith(": ok") for line in lines), lines[:5]
    wrong = [(tool, path.name) for path, der in texts.items() for tool, (_, out_dir) in outputs.items()
             if (out_dir / path.name).read_bytes() != der]
    assert wrong == [], wrong[:5]
    return len(texts)


def changed(texts, work, rng, per_text):
    """`per_text` texts with one character changed, removed or inserted,
    for each text."""
    work.mkdir()
    paths = []
    for path in texts:
        text = path.read_text()
        for k in range(per_text):
            s = list(text)
            i = rng.randrange(len(s))
            op = rng.randrange(3)
            if op == 0:
                s[i] = rng.choice(ALPHABET)
            elif op == 1:
                del s[i]
            else:
                s.insert(i, rng.choice(ALPHABET))
            paths.append(work / f"{path.stem}.{k}.json")
            paths[-1].write_text("".join(s))
    return paths


def test_the_corpus_reads_back_alike_and_changed_texts_fail_alike(dump, dump_c, tmp_path):
    jobs = corpus.collect(tmp_path)
    rng = random.Random(697)
    total = refused = 0
    for type_name, inputs in jobs.items():
        for as_type in [type_name, *TYPED.get(type_name, [])]:
            work = tmp_path / as_type
            texts = json_texts(dump, as_type, [p for _, p in inputs], work)
            if not texts:
                continue
            total += read_back_alike(dump, dump_c, as_type, texts, work)
            some = dict(list(texts.items())[:40])
            lines = same_lines(dump, dump_c, as_type, changed(some, work / "changed", rng, 5), "--from-jer")
            refused += sum(": error: " in line for line in lines)
    assert total > 1000, total
    # Most changes break the JSON or the value; each is refused alike.
    assert refused > 500, refused


def test_the_ca_store_reads_back_alike_as_both_certificate_modules(dump, dump_c, tmp_path, ca_store):
    paths = ca_store_ders(tmp_path)
    for type_name in [corpus.CERT, "PKIX1Typed.Certificate"]:
        work = tmp_path / type_name
        texts = json_texts(dump, type_name, paths, work)
        assert len(texts) > 0.9 * len(paths)
        read_back_alike(dump, dump_c, type_name, texts, work)


def test_kerberos_and_ldap_traffic_read_back_alike(dump, dump_c, kerberos_messages, ldap_messages, tmp_path):
    for kind, paths in _by_kind(kerberos_messages).items():
        work = tmp_path / kind
        texts = json_texts(dump, f"{SPEC}.{kind}", paths, work)
        assert len(texts) == len(paths)
        read_back_alike(dump, dump_c, f"{SPEC}.{kind}", texts, work)
    captured, _ = ldap_messages
    paths = [path for messages in captured.values() for _, path in messages]
    # Read in BER mode; the JSON reads back to the value's DER.
    texts = json_texts(dump, LDAP_MESSAGE, paths, tmp_path / "ldap", "--ber")
    assert len(texts) == len(paths) > 50
    read_back_alike(dump, dump_c, LDAP_MESSAGE, texts, tmp_path / "ldap")


U128_MAX = 2**128 - 1
# (type, JSON text) at the edges of each form: every one printed alike,
# accepted or refused; `ok` counts the ones both must accept.
EDGES = [
    # INTEGER: sizes, signs, minimal two's complement; what is no integer.
    *[("PKIX1Explicit88.CertificateSerialNumber", t) for t in [
        "0", "-0", "127", "128", "-128", "-129", "256", str(2**63), str(-2**63 - 1), str(2**64), str(U128_MAX),
        "-" + "9" * 60, "1" + "0" * 200, "1.5", "1e3", "-1E+2", '"1"', "007", "01", "-", "1.", "true", "null",
        "1" * 20001]],
    # OBJECT IDENTIFIER: arcs of every size, the first two joined.
    *[("PKIX1Explicit88.AttributeType", json.dumps(t)) for t in [
        "1.2.840.113549", "2.999", "2.25." + str(U128_MAX), "2.25." + str(U128_MAX + 1), "2." + str(U128_MAX - 80),
        "2." + str(U128_MAX - 79), "0.39", "1.40", "3.1", "1", "", "1..2", "1.02", "1.2.", ".1.2", "1.2a", "0.0",
        "1.2.\u0663"]],
    ("PKIX1Explicit88.AttributeType", '"1\\u002e2\\u002E3"'),
    ("PKIX1Explicit88.AttributeType", "12"),
    # BIT STRING: both forms, lengths that fit and do not.
    *[("PKIX1Explicit88.UniqueIdentifier", t) for t in [
        '{"value": "A528", "length": 13}', '{"value": "A5", "length": 8}', '{"value": "", "length": 0}',
        '{"value": "A5", "length": 9}', '{"value": "A5", "length": 0}', '{"value": "A5", "length": -1}',
        '{"value": "A5", "length": 1.0}', '{"value": "A5"}', '{"length": 8}', '{"value": "A5", "length": 8, "x": 1}',
        '{"value": "A5", "length": 8, "value": "A5"}', '"A5"', '"a5B"', '"zz"', "5", '{"value": "A5", "length": "8"}',
        '{"value": "A5", "length": 99999999999999999999999}']],
    # Named bits: trailing zero bits left out.
    *[("PKIX1Implicit88.KeyUsage", t) for t in [
        '{"value": "8000", "length": 16}', '{"value": "06", "length": 8}', '{"value": "00", "length": 8}',
        '{"value": "", "length": 0}', '"0180"']],
    # ENUMERATED, by identifier.
    *[("PKIX1Implicit88.CRLReason", t) for t in ['"keyCompromise"', '"removeFromCRL"', '"nope"', "1", '"keyCompr\\u006fmise"']],
    # Strings: escapes, surrogate pairs, what each type holds.
    *[("PKIX1Explicit88.DirectoryString", json.dumps({alt: s}, ensure_ascii=ascii)) for alt in [
        "utf8String", "bmpString", "universalString", "teletexString", "printableString"]
      for s in ["abc", "\"\\/\b\f\n\r\t", "\u00e9", "\uffff", "\U0001f600", "\u0000"] for ascii in (True, False)],
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "\\ud83d"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "\\ude00"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "\\ud83d\\u0041"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "\\u12"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "\\x"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "a\tb"}'),
    ("PKIX1Explicit88.DirectoryString", '{"bmpString": "abc'),
    ("PKIX1Explicit88.DirectoryString", '{"utf8String": "a", "bmpString": "b"}'),
    ("PKIX1Explicit88.DirectoryString", '{}'),
    ("PKIX1Explicit88.DirectoryString", '["utf8String"]'),
    # Times.
    *[("PKIX1Explicit88.Time", t) for t in [
        '{"utcTime": "250101000000Z"}', '{"generalTime": "20550101000000Z"}', '{"utcTime": "2501010000Z"}',
        '{"utcTime": "25010100000\\u00e9"}', '{"generalTime": 20550101000000}']],
    # JSON itself.
    *[("PKIX1Explicit88.Validity", t) for t in [
        "", " ", "{", "}", "[1,]", '{"a":1,}', "{a:1}", "tru", "nul", "1 2", "{} {}", '{"notBefore" 1}',
        "[" * 200 + "]" * 200, "[" * 130 + "]" * 130, '{"notBefore": {"utcTime": "250101000000Z"}, '
        '"notAfter": {"utcTime": "350101000000Z"}}', ' \n\t{"notAfter": {"utcTime": "350101000000Z"}, '
        '"notBefore": {"utcTime": "250101000000Z"}}\r\n']],
    # SET OF in DER order, a SEQUENCE OF of it, an open type by its key.
    ("PKIX1Explicit88.RelativeDistinguishedName",
     '[{"type": "2.5.4.3", "value": "0c0162"}, {"type": "2.5.4.3", "value": "0c0161"}, {"type": "2.5.4.10", "value": "0c01"}]'),
    ("PKIX1Typed.Extension", '{"extnID": "2.5.29.19", "critical": true, "extnValue": {"cA": true, "pathLenConstraint": 0}}'),
    ("PKIX1Typed.Extension", '{"extnID": "2.5.29.19", "critical": false, "extnValue": {"cA": false}}'),
    ("PKIX1Typed.Extension", '{"extnID": "2.5.29.19", "extnValue": {"cA": "yes"}}'),
    ("PKIX1Typed.Extension", '{"extnValue": {"cA": true}}'),
    ("PKIX1Typed.Extension", '{"extnID": "1.2.3.4", "extnValue": "0500"}'),
    ("PKIX1Typed.Extension", '{"extnID": "2.5.29.15", "extnValue": {"value": "06", "length": 8}}'),
]


def test_values_at_the_edges_read_alike(dump, dump_c, tmp_path):
    by_type = {}
    for i, (type_name, text) in enumerate(EDGES):
        path = tmp_path / f"{i:04}.json"
        path.write_text(text, encoding="utf-8")
        by_type.setdefault(type_name, []).append(path)
    accepted = refused = 0
    for type_name, paths in by_type.items():
        lines = same_lines(dump, dump_c, type_name, paths, "--from-jer", "--jer")
        accepted += sum(line.endswith(": ok") for line in lines)
        refused += sum(": error: " in line for line in lines)
    assert accepted > 60 and refused > 60, (accepted, refused)


@pytest.mark.parametrize("text, error", [
    ('{"notBefore": {"utcTime": "250101000000Z"}}', "notAfter at byte 0: required component missing"),
    ('{"notBefore": {"utcTime": "250101000000Z"}, "notAfter": {"dayTime": "1"}}',
     "notAfter at byte 68: JER: alternative not in the CHOICE"),
    ('{"notBefore": {"utcTime": "2501010000Z"}, "notAfter": {"utcTime": "350101000000Z"}}',
     "Validity.notBefore.utcTime at byte 4: time not in DER form"),
    ("[" * 131 + "]" * 131, "<value> at byte 130: malformed JSON: nesting too deep"),
])
def test_c_names_the_json_path_and_offset(dump_c, tmp_path, text, error):
    path = tmp_path / "validity.json"
    path.write_text(text)
    out = dump_c("--type", "PKIX1Explicit88.Validity", "--from-jer", path)
    assert out.stdout == f"{path}: error: {error}\n"
