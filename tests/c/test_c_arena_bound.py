"""T_arena_bound (docs/c.md, "Arena sizing"): every shipped type has a
bound on the arena bytes a DER decode takes per input byte, and a caller's
buffer of T_arena_bound(len) bytes decodes every valid value of `len`
bytes: real ones (the cryptography corpus, the CA store, a real KDC's and
slapd's messages) and ones made to take as much arena as their bytes allow.
The fuzz targets check the bound on every input that decodes
(generated/c/fuzz/fuzz_roundtrip.c, generated/rust/fuzz/c/fuzz_c.c)."""

import re

import pytest
import test_c_differential as differential
import test_rust_corpus as corpus
from conftest import ROOT, build_c
from test_c_generated import link
from test_kerberos import SPEC, _by_kind

LDAP = "Lightweight-Directory-Access-Protocol-V3"


@pytest.fixture(scope="module")
def arena_bound(tmp_path_factory):
    """Runs tests/c/arena_bound.c with arguments: {path: (used, bound)} of
    the inputs that decode, and the set of those that do not."""
    import subprocess

    lib = build_c() / "libsynta_schemas.a"
    program = link(tmp_path_factory.mktemp("arena") / "arena_bound", lib, ROOT / "tests/c/arena_bound.c")

    def run(*args):
        proc = subprocess.run([program, *map(str, args)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout

    return run


def checked(arena_bound, type_name, paths):
    """{path: (used, bound)} of the inputs that decode as `type_name`."""
    out = {}
    for chunk in range(0, len(paths), 500):
        for line in arena_bound(type_name, *paths[chunk : chunk + 500]).splitlines():
            path, _, verdict = line.rpartition(": ")
            if verdict != "invalid":
                used, bound = map(int, verdict.split())
                out[path] = (used, bound)
    return out


def per_byte(arena_bound):
    """{Module.Type: bytes of arena per input byte, or None}."""
    out = {}
    for line in arena_bound("--per-byte").splitlines():
        name, ratio = line.rsplit(" ", 1)
        out[name] = None if ratio == "none" else float(ratio)
    return out


def test_every_shipped_type_has_a_bound(arena_bound):
    ratios = per_byte(arena_bound)
    assert len(ratios) > 400
    assert [name for name, r in ratios.items() if r is None] == []
    # A type that stores nothing in the arena needs none.
    assert ratios["PKIX1Explicit88.AlgorithmIdentifier"] == 0
    assert ratios[corpus.CERT] > 0


def test_documented_bounds_are_the_generated_ones(arena_bound):
    """The table in docs/c.md is what T_arena_bound computes (on LP64)."""
    ratios = per_byte(arena_bound)
    text = (ROOT / "docs" / "c.md").read_text()
    section = text[text.index("### Arena sizing") :]
    # The section's own table, not the PER one further on.
    section = section[: section.index("\n## ")]
    rows = re.findall(r"^\| `([\w.-]+)` \| ([\d.]+) \|", section, re.M)
    assert len(rows) >= 8
    for name, documented in rows:
        assert ratios[name] == pytest.approx(float(documented), abs=0.05), name


def test_real_messages_decode_within_the_bound(arena_bound, tmp_path, ca_store, kerberos_messages, ldap_messages):
    jobs = {name: [str(p) for _, p in inputs] for name, inputs in corpus.collect(tmp_path).items()}
    (tmp_path / "ca").mkdir()
    jobs.setdefault(corpus.CERT, []).extend(str(p) for p in differential.ca_store_ders(tmp_path / "ca"))
    for kind, paths in _by_kind(kerberos_messages).items():
        jobs[f"{SPEC}.{kind}"] = paths
    captured, _ = ldap_messages
    jobs[f"{LDAP}.LDAPMessage"] = [str(p) for scenario in captured.values() for _, p in scenario]
    decoded = {}
    for type_name, paths in jobs.items():
        for path, (used, bound) in checked(arena_bound, type_name, paths).items():
            assert used <= bound, (type_name, path)
            decoded[(type_name, path)] = (used, bound)
    print(f"\n{len(decoded)} inputs decoded within the bound")
    assert len(decoded) > 1000
    certs = [u for (t, _), (u, _) in decoded.items() if t == corpus.CERT and u > 0]
    assert len(certs) > 100
    assert any(t == f"{LDAP}.LDAPMessage" for t, _ in decoded)
    assert any(t.startswith(SPEC) and u > 0 for (t, _), (u, _) in decoded.items())


def _tlv(tag: int, content: bytes) -> bytes:
    n = len(content)
    length = bytes([n]) if n < 128 else bytes([0x80 | ((n.bit_length() + 7) // 8)]) + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([tag]) + length + content


# Values made of as many of the smallest values stored apart as their bytes
# hold: the bound must hold, and not be far above what they take.
WORST = [
    # GeneralNames of empty rfc822Names: one union per two bytes.
    ("PKIX1Implicit88.GeneralNames", _tlv(0x30, b"\x81\x00" * 3000)),
    # A Name of RDNs of one minimal AttributeTypeAndValue each.
    ("PKIX1Explicit88.Name", _tlv(0x30, _tlv(0x31, _tlv(0x30, b"\x06\x01\x2a\x13\x00")) * 2000)),
    # Extensions with empty values.
    ("PKIX1Explicit88.Extensions", _tlv(0x30, _tlv(0x30, b"\x06\x01\x2a\x04\x00") * 2000)),
    # An LDAP filter: `and` of 3000 `present` filters of an empty attribute.
    (f"{LDAP}.Filter", _tlv(0xA0, b"\x87\x00" * 3000)),
]


@pytest.mark.parametrize("type_name,der", WORST, ids=[w[0] for w in WORST])
def test_values_made_to_fill_the_arena_stay_within_the_bound(arena_bound, tmp_path, type_name, der):
    path = tmp_path / "worst.der"
    path.write_bytes(der)
    (used, bound), = checked(arena_bound, type_name, [str(path)]).values()
    assert used <= bound
    print(f"\n{type_name}: {len(der)} bytes take {used} of a bound of {bound}")
    # Tight enough to size buffers by: these take at least a third of it.
    assert used * 3 >= bound, (used, bound)
