"""The C printer: every generated C type has `PREFIX_Type_write_jer`, and
`synta-dump-c --jer` prints the same X.697 JSON as `synta-dump --jer`, byte
for byte, over the corpus: cryptography-vectors (each type as
test_rust_corpus reads it), the CA store as PKIX1Explicit88 and as
PKIX1Typed (extensions and algorithm parameters decoded by their keys),
the real KDC's traffic, the real OpenLDAP traffic in BER mode, and
mutations of them (where a value fails, both print the same error line).
The JSON itself is checked against asn1tools by test_jer_oracle."""

import json
import pathlib

from conftest import dump_lines
from test_c_differential import ca_store_ders, mutate_all, same_lines
import test_rust_corpus as corpus
from test_kerberos import SPEC, _by_kind

TYPED_CERT = "PKIX1Typed.Certificate"
LDAP_MESSAGE = "Lightweight-Directory-Access-Protocol-V3.LDAPMessage"


def same_json(dump, dump_c, type_name, paths, *flags):
    """Both tools' --jer output, equal; returns {label: (error, JSON)}, each
    JSON text checked to be JSON."""
    lines = same_lines(dump, dump_c, type_name, paths, "--jer", *flags)
    results = dump_lines("\n".join(lines), jer=True)
    for _, text in results.values():
        if text is not None:
            json.loads(text)
    return results


def test_cryptography_vectors_print_alike(dump, dump_c, tmp_path):
    jobs = corpus.collect(tmp_path)
    printed = 0
    for type_name, inputs in jobs.items():
        results = same_json(dump, dump_c, type_name, [p for _, p in inputs])
        printed += sum(text is not None for _, text in results.values())
    assert printed > 1000
    mutated = mutate_all(jobs, tmp_path, per_input=4, max_inputs=100, seed=4)
    for type_name, paths in mutated.items():
        same_json(dump, dump_c, type_name, paths)


def test_ca_store_prints_alike_as_both_certificate_modules(dump, dump_c, tmp_path, ca_store):
    paths = ca_store_ders(tmp_path)
    results = same_json(dump, dump_c, corpus.CERT, paths)
    assert len(results) == len(paths) and all(error is None for error, _ in results.values())
    # Typed, a few are refused (a KeyUsage BIT STRING with trailing zero
    # bits, which DER forbids); both print the same error line for them.
    results = same_json(dump, dump_c, TYPED_CERT, paths)
    assert sum(error is None for error, _ in results.values()) > 0.9 * len(paths)
    # PKIX1Typed decodes the extensions by their keys: the JSON has their
    # values (basicConstraints' cA as a boolean), not their octets in hex.
    assert all('"extnValue":{"cA":true' in text for _, text in results.values() if text and '"2.5.29.19"' in text)


def test_kerberos_traffic_prints_alike(dump, dump_c, kerberos_messages, tmp_path):
    grouped = _by_kind(kerberos_messages)
    assert {"AS-REQ", "AS-REP", "TGS-REQ", "TGS-REP", "KRB-ERROR"} <= set(grouped)
    for kind, paths in grouped.items():
        results = same_json(dump, dump_c, f"{SPEC}.{kind}", paths)
        assert all(error is None for error, _ in results.values())
    jobs = {f"{SPEC}.{kind}": [(p, pathlib.Path(p)) for p in paths] for kind, paths in grouped.items()}
    for type_name, paths in mutate_all(jobs, tmp_path, per_input=10, max_inputs=30, seed=5).items():
        same_json(dump, dump_c, type_name, paths)


def test_ldap_traffic_prints_alike_in_ber_mode(dump, dump_c, ldap_messages):
    captured, _ = ldap_messages
    paths = [path for messages in captured.values() for _, path in messages]
    results = same_json(dump, dump_c, LDAP_MESSAGE, paths, "--ber")
    assert len(paths) > 50 and len(results) == len(paths) and all(error is None for error, _ in results.values())


def _tlv(tag: int, content: bytes) -> bytes:
    n = len(content)
    length = bytes([n]) if n < 128 else bytes([0x80 | ((n.bit_length() + 7) // 8)]) + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([tag]) + length + content


def _subidentifier(v: int) -> bytes:
    groups = [v & 0x7F]
    v >>= 7
    while v:
        groups.append(0x80 | (v & 0x7F))
        v >>= 7
    return bytes(reversed(groups))


def test_strings_and_oids_at_their_edges_print_alike(dump, dump_c, tmp_path):
    """What the corpus hardly has: characters JSON escapes (quotes,
    backslashes, controls, DEL), code points beyond the BMP, lone
    surrogates and numbers beyond Unicode in BMPString and UniversalString,
    Teletex octets above 0x7F; OID arcs of every size up to 128 bits and
    beyond (refused alike), and first sub-identifiers of 80 and more."""
    import random

    rng = random.Random(697)
    edges = [0, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xFF, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0xFFFD, 0xFFFF,
             0x10000, 0x10FFFF, 0x110000, 0x7FFFFFFF]
    strings = []
    for _ in range(300):
        points = [rng.choice(edges) if rng.random() < 0.5 else rng.randrange(0x20, 0x7F) for _ in range(rng.randint(1, 6))]
        kind = rng.choice(["utf8", "bmp", "universal", "teletex"])
        if kind == "utf8":
            text = "".join(chr(p) for p in points if p <= 0x10FFFF and not 0xD800 <= p <= 0xDFFF)
            strings.append(_tlv(0x0C, text.encode()))
        elif kind == "bmp":
            strings.append(_tlv(0x1E, b"".join((p & 0xFFFF).to_bytes(2, "big") for p in points)))
        elif kind == "universal":
            strings.append(_tlv(0x1C, b"".join(p.to_bytes(4, "big") for p in points)))
        else:
            strings.append(_tlv(0x14, bytes(p & 0xFF for p in points)))
    oids = []
    for _ in range(300):
        first = rng.choice([0, 39, 40, 79, 80, 81, 2**63, 2**64 + 80, rng.getrandbits(rng.randint(1, 140))])
        arcs = [rng.getrandbits(rng.choice([1, 7, 8, 32, 63, 64, 65, 100, 127, 128, 129])) for _ in range(rng.randint(0, 4))]
        oids.append(_tlv(0x06, b"".join(_subidentifier(v) for v in [first, *arcs])))
    for type_name, values in [("PKIX1Explicit88.DirectoryString", strings), ("PKIX1Explicit88.AttributeType", oids)]:
        paths = []
        for i, der in enumerate(values):
            paths.append(tmp_path / f"{type_name}-{i}.der")
            paths[-1].write_bytes(der)
        results = same_json(dump, dump_c, type_name, paths)
        printed = sum(text is not None for _, text in results.values())
        assert 0.3 * len(paths) < printed, (type_name, printed)
