"""JER input (`synta-dump --from-jer`, `synta_rt::from_jer`) over what
asn1tools cannot read (tests/interop/test_jer_oracle.py reads asn1tools' JSON of
the PKIX, CMS and Kerberos corpus): the JSON `synta-dump --jer` writes of
every corpus input as the typed schemas read it (extensions, CMS content
and PKCS #12 bags decoded by their keys), of the CA store, and of the real
OpenLDAP traffic (recursive filters), must read back to the value's DER.
And JSON that is not a value of the type is refused with its path and
its byte offset in the text."""

import json

import pytest

from conftest import dump_lines
from test_rust_corpus import CERT, CMS, CRL, CSR, OCSP_REQ, OCSP_RESP, PFX, collect

# The typed schemas read the same inputs with their open types decoded.
TYPED = {
    CERT: ["PKIX1Typed.Certificate"],
    CMS: ["CryptographicMessageSyntaxTyped.ContentInfo"],
}
COMPARED = [CERT, CRL, CSR, OCSP_REQ, OCSP_RESP, PFX, CMS]


def read_back(dump, type_name, inputs, tmp_path, ber=False):
    """For each input the type decodes: its JER, read back with
    --from-jer; returns (count, {name: what went wrong})."""
    mode = ["--ber"] if ber else []
    der_dir = tmp_path / "der"
    der_dir.mkdir(exist_ok=True)
    names = {str(path): name for name, path in inputs}
    # The DER each value re-encodes to (the input, for DER).
    decoded = dump_lines(dump("--type", type_name, "--jer", "--der-out", der_dir, *mode, *names).stdout, jer=True)
    texts = {}
    for i, (path, (error, jer)) in enumerate(decoded.items()):
        if error is None:
            text = tmp_path / f"{i:05}.json"
            text.write_text(jer)
            texts[str(text)] = path
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    lines = dump_lines(dump("--type", type_name, "--from-jer", "--der-out", out, *texts).stdout)
    problems = {}
    for text, path in texts.items():
        error = lines[text][0]
        expected = (der_dir / path.rsplit("/", 1)[-1]).read_bytes()
        if error is not None:
            problems[names[path]] = error
        elif (out / text.rsplit("/", 1)[-1]).read_bytes() != expected:
            problems[names[path]] = "other DER"
    return len(texts), problems


def test_our_jer_reads_back_over_the_corpus(dump, tmp_path):
    jobs = collect(tmp_path)
    total = 0
    problems = {}
    for type_name in COMPARED:
        for as_type in [type_name, *TYPED.get(type_name, [])]:
            work = tmp_path / as_type
            work.mkdir()
            count, found = read_back(dump, as_type, jobs[type_name], work)
            total += count
            problems.update(found)
    assert problems == {}
    assert total > 1000, total


def test_our_jer_reads_back_for_the_ca_store_typed(dump, tmp_path, ca_store):
    ders = []
    for path in sorted(ca_store.glob("*.crt")):
        der = tmp_path / f"{path.stem}.der"
        out = dump("--type", CERT, "--pem", "--der-out", tmp_path, path)
        assert out.returncode == 0, out.stdout
        (tmp_path / path.name).rename(der)
        ders.append((path.name, der))
    for type_name in [CERT, "PKIX1Typed.Certificate"]:
        work = tmp_path / type_name
        work.mkdir()
        count, problems = read_back(dump, type_name, ders, work)
        # Two Trustwave roots carry KeyUsage with trailing zero bits, which
        # the typed schema refuses as not DER.
        assert count >= len(ders) - 2 > 100
        assert problems == {}


def test_our_jer_reads_back_for_ldap_traffic(dump, ldap_messages, tmp_path):
    captured, _ = ldap_messages
    inputs = [(path.name, path) for messages in captured.values() for _, path in messages]
    count, problems = read_back(dump, "Lightweight-Directory-Access-Protocol-V3.LDAPMessage", inputs, tmp_path,
                                ber=True)
    assert count == len(inputs) > 80
    assert problems == {}


# (JSON, the error line after `FILE: error: `) for a Validity.
REFUSED = [
    ('{"notBefore": {"utcTime": "250101000000Z"}}', "notAfter at byte 0: required component missing"),
    ('{"notBefore": {"utcTime": "250101000000Z"}, "notAfter": {"utcTime": "350101000000Z"}, "x": 1}',
     "<value> at byte 91: JER: member not in the type"),
    ('{"notBefore": {"utcTime": "250101000000Z"}, "notAfter": {"dayTime": "1"}}',
     "notAfter at byte 68: JER: alternative not in the CHOICE"),
    ('{"notBefore": {"utcTime": 5}, "notAfter": {"utcTime": "350101000000Z"}}',
     "notBefore.utcTime at byte 26: JER: expected a string"),
    ('{"notBefore": {"utcTime": "250101000000Z"}, "notAfter": {"utcTime": "350101000000Z"},}',
     "<value> at byte 85: malformed JSON: expected a member name"),
    ('{"notBefore": {"utcTime": "2501010000Z"}, "notAfter": {"utcTime": "350101000000Z"}}',
     "Validity.notBefore.utcTime at byte 4: time not in DER form"),
]


@pytest.mark.parametrize("text, error", REFUSED)
def test_json_that_is_no_value_of_the_type_is_refused(dump, tmp_path, text, error):
    path = tmp_path / "validity.json"
    path.write_text(text)
    out = dump("--type", "PKIX1Explicit88.Validity", "--from-jer", path)
    assert out.returncode == 1
    assert out.stdout == f"{path}: error: {error}\n"


def test_a_value_read_from_jer_is_written_back_the_same(dump, tmp_path):
    value = {"notBefore": {"utcTime": "250101000000Z"}, "notAfter": {"generalTime": "20550101000000Z"}}
    path = tmp_path / "validity.json"
    path.write_text(json.dumps(value, indent=2))
    (tmp_path / "der").mkdir()
    out = dump("--type", "PKIX1Explicit88.Validity", "--from-jer", "--jer", "--der-out", tmp_path / "der", path)
    lines = out.stdout.splitlines()
    assert lines[0] == f"{path}: ok"
    assert json.loads(lines[1]) == value
