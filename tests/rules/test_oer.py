"""OER and CANONICAL-OER (X.696) in Rust, against asn1tools (PyPI), which
encodes and decodes OER with a codec of its own.

- The encodings asn1tools' own tests assert (its tests/test_oer.py, read
  here from the source distribution, not copied): X.691 A.1's
  PersonnelRecord, an IEEE 1609.2 certificate (of the shipped
  schemas/v2x) and the examples of the OER overview decode in both rules,
  re-encode byte for byte and decode again from the DER they transcode to.
- Thousands of values of tests/support/oer/OerCases.asn1 (every integer
  width at its bounds, lengths past one and two octets, OPTIONAL, DEFAULT,
  extension additions and groups present and absent, every CHOICE
  alternative, ENUMERATED numbers of both forms) are encoded by asn1tools
  and by us: the bytes agree, ours read them to the JSON asn1tools writes
  for the value, and asn1tools reads ours back to the value. Where
  asn1tools departs from X.696, X.696 decides (`QUIRKS`, docs/oer.md).
- Every truncation of every encoding is refused, in both rules, with a path
  and a byte offset; what is BASIC-OER but not canonical is accepted by
  the BASIC decoder, refused by the canonical one, and re-encoded
  canonically.
"""

import importlib.util
import json
import os
import random
import re
import subprocess
import sys

import pytest
import v2x_vectors
from conftest import ROOT, build_c, build_sanitized, python_module, unavailable
from line_dumps import line_runner, python_twin
from oer_corpus import asserted_encodings
from record_values import COLOURS, DEFAULTS, pick, pycrate_value, record, with_defaults

asn1tools = python_module("asn1tools")

CASES = ROOT / "tests" / "support" / "oer" / "OerCases.asn1"
TARGET = ROOT / "target" / "oer"


@pytest.fixture(scope="module")
def schemas(corpus):
    files = corpus / "files"
    return [files / "x691_a1.asn", ROOT / "schemas" / "v2x" / "IEEE1609dot2.asn1", files / "overview_of_oer.asn", CASES]


@pytest.fixture(scope="module")
def rust_dump(compiler, schemas, tmp_path_factory):
    """The OER dump (tests/support/oer_dump.rs) over the Rust generated for
    `schemas`, built once (debug: the tests decode a few thousand values).
    Runs lines `Module.Type RULE HEX`; returns one result line each."""
    crate = tmp_path_factory.mktemp("oer") / "crate"
    (crate / "src").mkdir(parents=True)
    result = compiler("--lang", "rust", "--oer", "--jer", "-o", crate / "src" / "gen", *schemas)
    assert result.returncode == 0, result.stderr
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "oer-dump"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\nsynta-rt = {{ path = "{ROOT / "runtime-rust"}" }}\n\n[workspace]\n'
    )
    (crate / "src" / "main.rs").write_text((ROOT / "tests" / "support" / "oer_dump.rs").read_text())
    env = {"CARGO_TARGET_DIR": str(TARGET), "PATH": subprocess.os.environ["PATH"],
           "HOME": subprocess.os.environ.get("HOME", "/root"), "RUSTFLAGS": "-D warnings"}
    built = subprocess.run(["cargo", "build", "-q"], cwd=crate, env=env, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-4000:]
    return line_runner(TARGET / "debug" / "oer-dump")


@pytest.fixture(scope="module")
def c_dump(compiler, schemas, tmp_path_factory):
    """The C twin (tests/support/oer_dump.c) over the C generated for
    `schemas` with --oer --jer --registry and the runtime, built once under
    ASan and UBSan."""
    out = tmp_path_factory.mktemp("oer-c")
    result = compiler("--lang", "c", "--oer", "--jer", "--registry", "--emit-runtime", "-o", out, *schemas)
    assert result.returncode == 0, result.stderr
    return line_runner(build_sanitized(out, ROOT / "tests" / "support" / "oer_dump.c", "oer-dump"))


@pytest.fixture(scope="module")
def python_dump(compiler, schemas, tmp_path_factory):
    """The Python twin (tests/support/oer_dump.py) over a package generated
    for `schemas` with --oer (its own codec), its extension built once
    (debug, in the target directory tests/run builds the shipped wheels in,
    whose dependencies it shares)."""
    types, run = python_twin(compiler, tmp_path_factory.mktemp("oer-py") / "oer_cases", "--oer", schemas, "python",
                             "oer_dump.py")
    assert "IEEE1609dot2.Certificate" in types, types
    return run


@pytest.fixture(scope="module")
def oer_dump(rust_dump, c_dump, python_dump):
    """Runs lines `Module.Type RULE HEX` through the Rust, the C and the
    Python dump: all must give the same line for each (the same bytes,
    JSON, verdict, path, offset and message; Python has no class, and so no
    line, for a type that is an ENUMERATED or a plain value); returns
    Rust's."""
    def run(lines):
        rust, c, python = rust_dump(lines), c_dump(lines), python_dump(lines)
        for line, r, k, p in zip(lines, rust, c, python):
            assert r == k, f"Rust and C differ on {line}:\n  Rust: {r}\n  C:    {k}"
            if not p.startswith("error no type "):
                assert r == p, f"Rust and Python differ on {line}:\n  Rust:   {r}\n  Python: {p}"
        return rust

    return run


@pytest.fixture(scope="module")
def oracle(schemas):
    """asn1tools' OER and JER codecs over the same modules."""
    paths = [str(p) for p in schemas]
    return asn1tools.compile_files(paths, "oer"), asn1tools.compile_files(paths, "jer")


def parsed(line):
    """(OER hex, DER hex, JSON) of an `ok` line; fails on an error line."""
    assert line.startswith("ok "), line
    _, oer, der, jer = line.split(" ", 3)
    return oer, der, json.loads(jer)


# ---------------------------------------------------------------------------
# asn1tools' own encodings

# Where asn1tools' tests name a type its module holds under another module.
MODULE_OF = {"PersonnelRecord": "X691-A1", "Ieee1609dot2Peer2PeerPDU": "IEEE1609dot2-Peer2Peer",
             "A": "OverviewOfOer", "B": "OverviewOfOer", "C": "OverviewOfOer"}


def test_the_encodings_asn1tools_asserts_round_trip_in_both_rules(oer_dump, corpus):
    encodings = asserted_encodings(corpus / "test_oer.py")
    assert sorted({ty for ty, _ in encodings}) == sorted(MODULE_OF), encodings
    lines = [f"{MODULE_OF[ty]}.{ty} {rule} {enc.hex()}" for ty, enc in encodings for rule in ("oer", "coer")]
    results = oer_dump(lines)
    ders = []
    for line, result, (ty, enc) in zip(lines, results, [e for e in encodings for _ in (0, 1)]):
        oer, der, _ = parsed(result)
        assert oer == enc.hex(), line
        ders.append(f"{MODULE_OF[ty]}.{ty} der {der}")
    # The DER they transcode to reads back to the same OER.
    for line, result in zip(ders, oer_dump(ders)):
        assert parsed(result)[0] == next(enc.hex() for ty, enc in encodings if line.startswith(f"{MODULE_OF[ty]}.{ty} "))


# ---------------------------------------------------------------------------
# Generated values against the oracle

LENGTHS = [0, 1, 2, 127, 128, 129, 255, 256, 65535, 65536, 70000]


def bounds(lo, hi):
    return sorted({lo, lo + 1, hi - 1, hi, (lo + hi) // 2, max(lo, min(hi, 0))})


def widths_values(rng):
    ranges = {"u8": (0, 2**8 - 1), "u16": (0, 2**16 - 1), "u32": (0, 2**32 - 1), "u64": (0, 2**64 - 1),
              "i8": (-2**7, 2**7 - 1), "i16": (-2**15, 2**15 - 1), "i32": (-2**31, 2**31 - 1),
              "i64": (-2**63, 2**63 - 1), "shifted": (1, 256)}
    unbounded = [0, 1, 127, 128, 255, 256, 2**63, 2**64, 2**64 + 1, 2**100]
    values = []
    for key, (lo, hi) in ranges.items():
        for v in bounds(lo, hi):
            values.append({key: v})
    for n in unbounded:
        values.append({"natural": n})
    # `extensible` only where asn1tools writes it as X.696 does (QUIRKS).
    for n in unbounded + [-n for n in unbounded] + [-129, -128, -1]:
        values.append({"whole": n, "extensible": n % 128})
    for _ in range(300):
        values.append({key: rng.randint(lo, hi) for key, (lo, hi) in ranges.items()}
                      | {"natural": rng.randint(0, 2**70), "whole": rng.randint(-2**70, 2**70),
                         "extensible": rng.randint(0, 127)})
    base = {key: lo for key, (lo, _) in ranges.items()} | {"natural": 0, "whole": 0, "extensible": 0, "single": 5}
    return [base | v for v in values]


def strings_values(rng):
    def text(n):
        return "".join(rng.choice("aZ09 é€😀") for _ in range(n))

    values = []
    for n in LENGTHS:
        bits = rng.randrange(0, 8 * max(n, 1) + 1) if n else 0
        values.append({"octets": bytes(rng.randrange(256) for _ in range(n)), "text": text(min(n, 3000)),
                       "bits": (bytes(rng.randrange(256) for _ in range((bits + 7) // 8)), bits),
                       "visible": "v" * max(n, 1)})
    for _ in range(200):
        n = rng.choice(LENGTHS[:7])
        values.append({"octets": bytes(rng.randrange(256) for _ in range(n)), "text": text(n),
                       "bits": (bytes(rng.randrange(256) for _ in range(2)), 16), "visible": "x" * (n + 1)})
    base = {"fixed": b"\x01\x02\x03\x04", "code": "ABC", "flags": (b"\xab\xc0", 12), "wide": "\u00e9\u4e2d"}
    out = []
    for v in values:
        bits, n = v["bits"]
        # A BIT STRING's unused bits are zero on the wire (X.696 §13.3).
        if n % 8:
            bits = bits[:-1] + bytes([bits[-1] & (0xFF << (8 - n % 8)) & 0xFF])
        out.append(base | v | {"bits": (bits, n)})
    return out


def generated_values():
    rng = random.Random(696)
    values = [("Widths", v) for v in widths_values(rng)]
    values += [("Strings", v) for v in strings_values(rng)]
    values += [("Record", record(rng)) for _ in range(700)]
    values += [("Pick", pick(rng, LENGTHS)) for _ in range(700)]
    values += [("Colour", c) for c in COLOURS]
    values += [("Many", [record(rng) for _ in range(rng.choice([0, 1, 2, 5, 130]))]) for _ in range(40)]
    values += [("Bag", sorted(rng.randint(0, 65535) for _ in range(rng.choice([0, 1, 3, 300])))) for _ in range(60)]
    values += [("Tagged", {"a": rng.randint(0, 255), "b": rng.random() < 0.5}
                | ({"c": "c" * rng.randint(0, 130)} if rng.random() < 0.5 else {})) for _ in range(100)]
    return values


# The types of OerCases that hold an extension addition group, whose OER
# asn1tools 0.169.0 gets wrong (QUIRKS): compared with pycrate only.
WITH_GROUPS = {"Record", "Many"}


def with_groups(ty, value):
    return ty in WITH_GROUPS or (ty == "Pick" and value[0] == "r")


def without_defaults(ty, value):
    """The value as an oracle reads it back when it leaves DEFAULT
    components out: one at its default value is not sent (CANONICAL-OER)."""
    if ty == "Record":
        return {k: v for k, v in value.items() if DEFAULTS.get(k, object()) != v}
    if ty == "Pick" and value[0] == "r":
        return value[0], without_defaults("Record", value[1])
    if ty == "Many":
        return [without_defaults("Record", r) for r in value]
    return value


@pytest.fixture(scope="module")
def pycrate_cases(tmp_path_factory):
    """OerCases compiled by pycrate (PyPI), whose to_coer/from_coer is the
    second oracle."""
    python_module("pycrate_asn1c")
    from pycrate_asn1c.asnproc import PycrateGenerator, compile_text, generate_modules
    from pycrate_asn1c.glob import GLOBAL

    # pycrate compiles into one global table: another test module's
    # modules (the OER and PER cases share type names) must not be in it.
    GLOBAL.clear()
    compile_text(CASES.read_text())
    out = tmp_path_factory.mktemp("pycrate") / "oer_cases_pycrate.py"
    generate_modules(PycrateGenerator, str(out))
    spec = importlib.util.spec_from_file_location("oer_cases_pycrate", out)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.OerCases


def test_generated_values_agree_with_pycrate_both_ways(oer_dump, pycrate_cases):
    values = generated_values()
    assert len(values) > 2000
    encodings = []
    for ty, value in values:
        t = getattr(pycrate_cases, ty)
        t.set_val(pycrate_value(value))
        encodings.append(t.to_coer())
    results = oer_dump([f"OerCases.{ty} coer {enc.hex()}" for (ty, _), enc in zip(values, encodings)])
    mismatches = []
    for (ty, value), enc, result in zip(values, encodings, results):
        ours = parsed(result)[0]
        if ours != enc.hex():
            mismatches.append(f"{ty} {value!r:.200}: ours {ours[:80]} pycrate {enc.hex()[:80]}")
            continue
        if ty == "Strings" and value["bits"][1] == 0:
            continue  # pycrate 0.8 fails to read an empty BIT STRING back (docs/oer.md)
        t = getattr(pycrate_cases, ty)
        t.from_coer(bytes.fromhex(ours))
        if t.get_val() != pycrate_value(with_defaults(ty, value)):
            mismatches.append(f"{ty} {value!r:.200}: pycrate reads ours back as {t.get_val()!r:.200}")
    assert not mismatches, f"{len(mismatches)} of {len(values)}:\n" + "\n".join(mismatches[:20])


def test_generated_values_agree_with_asn1tools_both_ways(oer_dump, oracle):
    oer, jer = oracle
    values = [(ty, v) for ty, v in generated_values() if not with_groups(ty, v)]
    assert len(values) > 1000
    encodings = [oer.encode(ty, value) for ty, value in values]
    results = oer_dump([f"OerCases.{ty} coer {enc.hex()}" for (ty, _), enc in zip(values, encodings)])
    mismatches = []
    for (ty, value), enc, result in zip(values, encodings, results):
        ours, _, ours_jer = parsed(result)
        if ours != enc.hex():
            mismatches.append(f"{ty} {value!r:.200}: ours {ours[:80]} asn1tools {enc.hex()[:80]}")
            continue
        # Our JSON is what asn1tools writes for the value it reads...
        theirs_jer = json.loads(jer.encode(ty, oer.decode(ty, enc)))
        if ty == "Strings":
            # A BIT STRING of fixed size is a bare hex string in X.697; our
            # JER writes the object of a variable one (docs/oer.md, open).
            theirs_jer["flags"] = {"value": theirs_jer["flags"], "length": 12}
        if ours_jer != theirs_jer:
            mismatches.append(f"{ty} JER: ours {json.dumps(ours_jer)[:200]} asn1tools {json.dumps(theirs_jer)[:200]}")
        # ...and asn1tools reads our encoding back to the value.
        if oer.decode(ty, bytes.fromhex(ours)) != without_defaults(ty, value):
            mismatches.append(f"{ty} {value!r:.200}: asn1tools reads ours back otherwise")
    assert not mismatches, f"{len(mismatches)} of {len(values)}:\n" + "\n".join(mismatches[:20])


# Where asn1tools 0.169.0 departs from X.696, and what X.696 says instead:
# (component, value, X.696's encoding, asn1tools', clause). Besides these,
# it gets a SEQUENCE with an extension addition group wrong whether the
# group is there or not (WITH_GROUPS: pycrate is the oracle there), and it
# sends a BIT STRING at its DEFAULT value (below).
QUIRKS = [
    ("one", "A", "0041", "020041",
     "X.696, restricted character strings: BMPString has a known multiplier (2), so SIZE (1) is two octets "
     "and no length"),
    ("ext", 200, "0200c8", "01c8",
     "X.696 §8.2: an extensible range is not OER-visible, so INTEGER (0..255, ...) is two's complement"),
]


def test_where_asn1tools_departs_from_x696_x696_decides(oer_dump, oracle):
    oer, _ = oracle
    value = {name: v for name, v, _, _, _ in QUIRKS}
    ours = "".join(x696 for _, _, x696, _, _ in QUIRKS)
    theirs = "".join(wrong for _, _, _, wrong, _ in QUIRKS)
    # Ours is X.696's; asn1tools' is as recorded (a change there shows here).
    assert oer.encode("Quirks", value).hex() == theirs
    [result] = oer_dump([f"OerCases.Quirks coer {ours}"])
    assert parsed(result)[0] == ours
    assert parsed(result)[2] == {"one": "A", "ext": 200}
    # A DEFAULT value sent: BASIC-OER allows it, CANONICAL-OER does not.
    sent = oer.encode("Defaults", {"b": (b"\xa0", 4), "n": 1}).hex()
    assert sent == "800204a001"
    basic, canonical = oer_dump([f"OerCases.Defaults oer {sent}", f"OerCases.Defaults coer {sent}"])
    assert parsed(basic)[0] == "0001"
    assert canonical == "error Defaults.b at byte 1: DEFAULT value encoded"


def test_what_an_older_version_does_not_know_is_kept_and_written_back(rust_dump, c_dump, python_dump,
                                                                     pycrate_cases):
    rng = random.Random(1609)
    records = [r for r in (record(rng) for _ in range(300)) if "a" in r or "colour" in r]
    picks = [("late", bytes(rng.randrange(256) for _ in range(n))) for n in LENGTHS[:8]]
    encodings = []
    for ty, value in [("Record", r) for r in records] + [("Pick", p) for p in picks]:
        t = getattr(pycrate_cases, ty)
        t.set_val(pycrate_value(value))
        encodings.append((f"{ty}V1", t.to_coer()))
    lines = [f"OerCases.{ty} {rule} {enc.hex()}" for ty, enc in encodings for rule in ("oer", "coer")]
    rust = rust_dump(lines)
    # C and Python hold what Rust holds, the unknown included.
    assert c_dump(lines) == rust
    assert python_dump(lines) == rust
    for (ty, enc), result in zip([e for e in encodings for _ in (0, 1)], rust):
        oer, der, _ = parsed(result)
        # Byte for byte in OER; in DER there is nothing to write them as.
        assert (oer, der) == (enc.hex(), "-"), (ty, enc.hex(), result)


# ---------------------------------------------------------------------------
# What the rules refuse

# (type, CANONICAL-OER, a BASIC-OER form of the same value, COER's verdict).
NOT_CANONICAL = [
    ("Colour", "00", "8100", "error Colour at byte 0: ENUMERATED not in its shortest form (X.696 §11)"),
    ("Bag", "010200030005", "010200050003", "error SetOf[1] at byte 4: SET OF elements not sorted"),
    ("Bag", "010200030005", "02000200030005",
     "error SetOf at byte 0: quantity field not in its fewest octets (X.696 §17)"),
    ("Tagged", "00ff07", "000107", "error Tagged.b at byte 1: BOOLEAN must be 0x00 or 0xFF"),
    ("Tagged", "00ff07", "01ff07", "error Tagged at byte 0: preamble padding bits not zero (X.696 §16)"),
    ("Record", "4000010261 62".replace(" ", ""), "400001810261 62".replace(" ", ""),
     "error Record.label at byte 3: length not in minimal form"),
    ("Record", "000001", "200001ff", "error Record.flag at byte 3: DEFAULT value encoded"),
    ("Record", "000001", "80000102050" + "0",
     "error Record at byte 3: extension bit set but no addition present (X.696 §16)"),
]


def test_basic_oer_is_read_and_written_canonical_and_canonical_oer_refuses_it(oer_dump):
    lines = [line for ty, _, basic, _ in NOT_CANONICAL for line in (f"OerCases.{ty} oer {basic}",
                                                                   f"OerCases.{ty} coer {basic}")]
    results = oer_dump(lines)
    for (ty, canonical, basic, verdict), accepted, refused in zip(NOT_CANONICAL, results[::2], results[1::2]):
        assert parsed(accepted)[0] == canonical, (ty, basic)
        assert refused == verdict, (ty, basic)


def test_what_is_kept_is_written_back_in_canonical_form(rust_dump, oer_dump):
    """Found by the oer_roundtrip fuzz target: a SignedData whose headerInfo
    has an extension addition this schema does not know, its open type's
    length in BASIC-OER's long form (`81 01`). Kept, it is written back
    with the length in its canonical form (what it holds is not known,
    but a CANONICAL-OER decoder reads no further). (Its signer is an
    alternative of a later version too, which C refuses: docs/oer.md.)"""
    basic = "018003008000038021018003008000020" "6fd8101070000000101 01".replace(" ", "")
    ty = "IEEE1609dot2.SignedData"
    [written] = rust_dump([f"{ty} oer {basic}"])
    oer = parsed(written)[0]
    assert rust_dump([f"{ty} coer {oer}"])[0].split(" ")[:2] == ["ok", oer]
    [refused] = oer_dump([f"{ty} coer {basic}"])
    assert refused == "error SignedData.tbsData.headerInfo.psid at byte 11: INTEGER not in minimal form", refused


def test_named_bits_of_a_fixed_size_are_held_as_der_holds_them(oer_dump):
    """`EndEntityType ::= BIT STRING {app(0), enrol(1)} (SIZE (8))`: OER
    sends all eight bits; the value is held without its trailing zero bits
    (X.680 §22.7), as DER writes it (X.690 §11.2.2), and OER writes them
    back; DER's shorter forms read, and SIZE (8) bounds them from above."""
    ty = "IEEE1609dot2.EndEntityType"
    lines = [f"{ty} coer 80", f"{ty} coer 00", f"{ty} coer c0", f"{ty} der 03020780", f"{ty} der 030100",
             f"{ty} der 03020001", f"{ty} der 0303070080", f"{ty} der 03020080"]
    results = oer_dump(lines)
    assert [parsed(r)[:2] for r in results[:6]] == [("80", "03020780"), ("00", "030100"), ("c0", "030206c0"),
                                                     ("80", "03020780"), ("00", "030100"), ("01", "03020001")]
    assert results[6] == "error EndEntityType at byte 2: size out of range"
    assert results[7] == "error EndEntityType at byte 2: named BIT STRING has trailing zero bits"


def test_recursive_types_round_trip_and_hostile_nesting_is_refused(oer_dump):
    # Three levels: as written, read back, and through DER.
    tree = "00" "0101" "01" "0101" "02" "0100"
    chain = "8000" "8001" "0002"
    expr = "81" "81" "80" "fb"
    [t, c, e] = oer_dump([f"OerCases.Tree coer {tree}", f"OerCases.Chain coer {chain}", f"OerCases.Expr coer {expr}"])
    assert parsed(t)[0] == tree and parsed(t)[2] == {"value": 0, "children": [{"value": 1, "children": [
        {"value": 2, "children": []}]}]}
    assert parsed(c)[0] == chain and parsed(c)[2]["next"]["next"] == {"value": 2}
    assert parsed(e)[0] == expr and parsed(e)[2] == {"neg": {"neg": {"num": -5}}}
    # A thousand levels: refused where the bound is met, in both rules. A
    # CHOICE of itself enters no level of its own: its link does (without
    # it, a hundred thousand levels were read a hundred thousand calls
    # deep, with no bound but the stack).
    deep_tree = "000101" * 1000 + "000100"
    deep_chain = "8000" * 1000 + "0000"
    deep_expr = "81" * 100_000 + "8000"
    for result in oer_dump([f"OerCases.{ty} {rule} {enc}" for ty, enc in (("Tree", deep_tree), ("Chain", deep_chain),
                                                                          ("Expr", deep_expr))
                            for rule in ("oer", "coer")]):
        assert result.startswith("error ") and result.endswith("nesting too deep"), result


def test_every_truncation_is_refused_in_both_rules_with_path_and_offset(oer_dump, corpus):
    whole = [(f"{MODULE_OF[ty]}.{ty}", enc) for ty, enc in asserted_encodings(corpus / "test_oer.py")]
    cut = [(name, rule, enc[:n]) for name, enc in whole for n in range(len(enc)) for rule in ("oer", "coer")]
    results = oer_dump([f"{name} {rule} {prefix.hex()}" for name, rule, prefix in cut])
    assert len(results) > 500
    for (name, rule, prefix), result in zip(cut, results):
        # `PATH at byte N: MESSAGE`, N within the input.
        assert result.startswith("error ") and " at byte " in result, (name, rule, prefix.hex(), result)
        offset = int(result.split(" at byte ")[1].split(":")[0])
        assert offset <= len(prefix), (name, rule, prefix.hex(), result)


def parsed_der(tmp_path):
    return (tmp_path / "out" / "cert.oer").read_bytes()


def test_real_v2x_objects_read_and_write_back_in_every_language(oer_dump, dump, tmp_path):
    """A European C-ITS trust list (signed Ieee1609Dot2Data) and a Trust
    List Manager certificate (tests/support/v2x_vectors.py): Rust, C and
    Python read them to the same JSON and write them back byte for byte,
    in both rules, keeping the alternatives of a later 1609.2 they carry;
    the list nested 150 levels deep is refused at the depth bound, not by
    a crash. The shipped tools (synta-dump, synta-dump-c over
    generated/c/v2x, python -m synta_v2x) agree."""
    try:
        found = v2x_vectors.vectors(ROOT / "target" / "corpus")
    except OSError as e:
        unavailable(f"the rasn-its crate's test data could not be downloaded: {e}")
    lines = [f"{ty} {rule} {enc.hex()}" for ty, enc in found.values() for rule in ("coer", "oer")]
    results = dict(zip(lines, oer_dump(lines)))
    for name, (ty, enc) in found.items():
        for rule in ("coer", "oer"):
            result = results[f"{ty} {rule} {enc.hex()}"]
            if name == "ectl-nested-150":
                assert result.startswith("error ") and result.endswith(": nesting too deep"), result
                continue
            oer, der, jer = parsed(result)
            assert oer == enc.hex(), (name, rule)
            # Both carry signatures, keys or permissions of alternatives
            # that the shipped (older) 1609.2 modules do not have: kept as
            # read, they have no DER.
            assert der == "-", name
    ectl = parsed(results[f"IEEE1609dot2.Ieee1609Dot2Data coer {found['ectl'][1].hex()}"])[2]
    assert "signedData" in ectl["content"], ectl
    python_module("synta_v2x")
    files = []
    for name, (ty, enc) in found.items():
        (tmp_path / f"{name}.oer").write_bytes(enc)
        files.append((ty, tmp_path / f"{name}.oer"))
    c_dump_v2x = build_c(targets=("v2x",)) / "v2x" / "synta-dump-c"
    for ty, path in files:
        args = ["--type", ty, "--encoding", "coer", "--roundtrip", "--jer", str(path)]
        rust = dump(*args)
        assert rust.stdout.startswith(f"{path}: ok") or path.name == "ectl-nested-150.oer", rust.stdout[:300]
        py = subprocess.run([sys.executable, "-m", "synta_v2x", "dump", *args], capture_output=True, text=True)
        assert (py.returncode, py.stdout) == (rust.returncode, rust.stdout), py.stderr
        c = subprocess.run([c_dump_v2x, *args], capture_output=True, text=True)
        assert (c.returncode, c.stdout) == (rust.returncode, rust.stdout), c.stderr


def test_synta_dump_reads_the_shipped_v2x_types_in_every_encoding(dump, corpus, tmp_path):
    """`synta-dump --encoding oer|coer` over the shipped schemas/v2x (the
    generated synta-schemas crate's `v2x`), the same lines as for DER."""
    [cert] = [enc for ty, enc in asserted_encodings(corpus / "test_oer.py") if ty == "Ieee1609dot2Peer2PeerPDU"]
    ty = "IEEE1609dot2-Peer2Peer.Ieee1609dot2Peer2PeerPDU"
    (tmp_path / "in").mkdir()
    (tmp_path / "out").mkdir()
    good, cut = tmp_path / "in" / "cert.oer", tmp_path / "in" / "cut.oer"
    good.write_bytes(cert)
    cut.write_bytes(cert[:50])
    out = dump("--type", ty, "--encoding", "coer", "--roundtrip", "--der-out", tmp_path / "out", good, cut)
    assert out.returncode == 1
    assert out.stdout.splitlines() == [
        f"{good}: ok",
        f"{cut}: error: Ieee1609dot2Peer2PeerPDU.content.caCerts[0].toBeSigned.verifyKeyIndicator.verificationKey.ecdsaNistP256"
        ".uncompressed.x at byte 39: input ends inside a value",
    ]
    # The DER it wrote reads as DER, to the same JSON as the OER.
    as_der = dump("--type", ty, "--roundtrip", "--jer", tmp_path / "out" / "cert.oer")
    as_oer = dump("--type", ty, "--encoding", "oer", "--jer", good)
    assert as_der.returncode == as_oer.returncode == 0, as_der.stdout + as_oer.stdout
    assert as_der.stdout.splitlines()[1] == as_oer.stdout.splitlines()[1]
    assert json.loads(as_oer.stdout.splitlines()[1])["content"]["caCerts"][0]["toBeSigned"]["crlSeries"] == 65535
    # A BASIC-OER form (the first empty SEQUENCE OF's quantity in two
    # octets) is read, and checked through its canonical re-encoding;
    # CANONICAL-OER refuses it where it is.
    at = cert.index(b"\x82\x00\x05\x01\x00") + 3
    basic = tmp_path / "in" / "basic.oer"
    basic.write_bytes(cert[:at] + b"\x02\x00\x00" + cert[at + 2:])
    accepted = dump("--type", ty, "--encoding", "oer", "--roundtrip", "--der-out", tmp_path / "out", basic)
    assert accepted.stdout == f"{basic}: ok\n"
    assert (tmp_path / "out" / "basic.oer").read_bytes() == (tmp_path / "out" / "cert.oer").read_bytes()
    refused = dump("--type", ty, "--encoding", "coer", basic)
    assert refused.returncode == 1
    assert refused.stdout.endswith(f"at byte {at}: quantity field not in its fewest octets (X.696 §17)\n"), refused.stdout
    # `--list` with OER lists the types that have it (and only those).
    listed = dump("--list", "--encoding", "oer").stdout.split()
    assert ty in listed and "PKIX1Explicit88.Certificate" not in listed
    assert ty not in dump("--list").stdout.split()
    # Types without OER are named as such.
    none = dump("--type", "PKIX1Explicit88.Certificate", "--encoding", "oer", good)
    assert none.returncode == 2 and "with OER" in none.stderr
    # The Rust example of docs/oer.md reads it too (the workspace's release
    # build, which tests/run has made: only the example is linked here).
    example = subprocess.run(["cargo", "run", "-q", "--release", "--locked", "--example", "v2x_oer", "--", good],
                             cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert example.returncode == 0, example.stderr[-2000:]
    assert example.stdout.splitlines() == ['CRL series 65535, valid {"start":12345,"duration":{"seconds":5}}',
                                           f"{len(cert)} octets of OER, {len(parsed_der(tmp_path))} of DER"]


def certificate_pdu_files(corpus, tmp_path):
    """The 1609.2 certificate PDU of asn1tools' tests, its type, and three
    files under tmp_path/in: the PDU, the PDU cut at byte 50, and the PDU
    with a BASIC-OER form in it (its first empty SEQUENCE OF's quantity in
    two octets)."""
    [cert] = [enc for ty, enc in asserted_encodings(corpus / "test_oer.py") if ty == "Ieee1609dot2Peer2PeerPDU"]
    (tmp_path / "in").mkdir()
    good, cut, basic = (tmp_path / "in" / name for name in ("cert.oer", "cut.oer", "basic.oer"))
    good.write_bytes(cert)
    cut.write_bytes(cert[:50])
    at = cert.index(b"\x82\x00\x05\x01\x00") + 3
    basic.write_bytes(cert[:at] + b"\x02\x00\x00" + cert[at + 2:])
    return cert, "IEEE1609dot2-Peer2Peer.Ieee1609dot2Peer2PeerPDU", (good, cut, basic)


def test_the_shipped_c_v2x_tree_reads_and_writes_what_rust_does(dump, corpus, tmp_path):
    """generated/c/v2x (`make v2x v2x-examples`): its synta-dump-c prints
    what synta-dump prints for the same calls, in every rule, and its
    example what the Rust example prints."""
    cert, ty, (good, cut, basic) = certificate_pdu_files(corpus, tmp_path)
    out = build_c(targets=("v2x", "v2x-examples")) / "v2x"
    for rust_out, c_out, args in [
        (tmp_path / "rust", tmp_path / "c", ["--encoding", rule, "--roundtrip", "--jer", good, cut, basic])
        for rule in ("oer", "coer")
    ]:
        rust_out.mkdir(exist_ok=True)
        c_out.mkdir(exist_ok=True)
        rust = dump("--type", ty, "--der-out", rust_out, *args)
        c = subprocess.run([out / "synta-dump-c", "--type", ty, "--der-out", c_out, *map(str, args)],
                           capture_output=True, text=True)
        assert (c.returncode, c.stdout) == (rust.returncode, rust.stdout), c.stderr
        for name in ("cert.oer", "basic.oer"):
            assert (c_out / name).read_bytes() == (rust_out / name).read_bytes()
    # The DER written reads back to the same OER.
    again = subprocess.run([out / "synta-dump-c", "--type", ty, "--roundtrip", "--jer", tmp_path / "c" / "cert.oer"],
                           capture_output=True, text=True)
    assert again.returncode == 0 and again.stdout.splitlines()[1] == \
        dump("--type", ty, "--encoding", "coer", "--jer", good).stdout.splitlines()[1]
    listed = subprocess.run([out / "synta-dump-c", "--list", "--encoding", "oer"], capture_output=True, text=True)
    assert ty in listed.stdout.split()
    example = subprocess.run([out / "v2x_oer", good], capture_output=True, text=True)
    assert example.returncode == 0, example.stderr
    assert example.stdout.splitlines() == ['CRL series 65535, valid {"start":12345,"duration":{"seconds":5}}',
                                           f"{len(cert)} octets of OER, "
                                           f"{len((tmp_path / 'c' / 'cert.oer').read_bytes())} of DER"]


def test_c_oer_decodes_stay_within_t_arena_bound_oer(corpus, tmp_path):
    """T_arena_bound_oer (docs/c.md, "Arena sizing"): every type of the
    shipped generated/c/v2x has a bound, and a caller's buffer of that many
    bytes decodes real objects, signed data nested as deep as the decoder
    goes, and values made of as many of the smallest values stored apart
    (and unsigned integers copied) as their octets hold, with the bound not
    far above what these take (tests/c/arena_bound.c --oer)."""
    lib = build_c(targets=("v2x",)) / "v2x" / "libsynta_v2x.a"
    program = tmp_path / "arena_bound"
    cc = os.environ.get("CC", "cc")
    subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", ROOT / "generated" / "c" / "v2x",
                    "-I", ROOT / "runtime-c", ROOT / "tests" / "c" / "arena_bound.c", lib, "-o", program],
                   check=True, capture_output=True)

    def run(*args):
        proc = subprocess.run([program, *map(str, args)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout

    ratios = dict(line.rsplit(" ", 1) for line in run("--per-byte", "--oer").splitlines())
    assert len(ratios) > 120 and "none" not in ratios.values()
    assert float(ratios["IEEE1609dot2BaseTypes.HashedId8"]) == 0
    # The figures docs/c.md ("OER") gives: a certificate's bound per input
    # byte in OER and in DER, and what the trust list takes of its bound.
    section = (ROOT / "docs" / "c.md").read_text().split("\n## OER\n", 1)[1].split("\n## ", 1)[0]
    prose = " ".join(section.split())
    documented = re.search(r"`IEEE1609dot2.Certificate` ([\d.]+) bytes per input byte, DER ([\d.]+)\)", prose)
    trust_list = re.search(r"a (\d+)-byte signed trust list ([\d ]+) bytes of a bound of ([\d ]+)\)", prose)
    assert documented and trust_list, "docs/c.md's OER figures moved"
    der_ratios = dict(line.rsplit(" ", 1) for line in run("--per-byte").splitlines())
    assert float(ratios["IEEE1609dot2.Certificate"]) == pytest.approx(float(documented[1]), abs=0.05)
    assert float(der_ratios["IEEE1609dot2.Certificate"]) == pytest.approx(float(documented[2]), abs=0.05)

    try:
        found = v2x_vectors.vectors(ROOT / "target" / "corpus")
    except OSError as e:
        unavailable(f"the rasn-its crate's test data could not be downloaded: {e}")
    signed, certificate = found["ectl"][1], found["tlm-certificate"][1]
    nested = found["ectl-nested-150"][1]
    level, innermost = b"\x03\x81\x00\x40", 5 + len(signed)
    signature = nested[-78:]
    assert nested == level * 150 + nested[600:600 + innermost] + signature * 150
    cert, pdu, _ = certificate_pdu_files(corpus, tmp_path)
    cases = [
        ("IEEE1609dot2.Ieee1609Dot2Data", "ectl", signed, False),
        ("IEEE1609dot2.Certificate", "tlm", certificate, False),
        (pdu, "pdu", cert, False),
        # Signed data in signed data, each level held apart five times.
        *[("IEEE1609dot2.Ieee1609Dot2Data", f"nested-{k}",
           level * k + nested[600:600 + innermost] + signature * k, False) for k in (1, 8, 15)],
        # 3000 empty OCTET STRINGs, a view each.
        ("IEEE1609dot2BaseTypes.SequenceOfOctetString", "octets", b"\x02\x0b\xb8" + b"\x00" * 3000, True),
        # 2000 Psids of 0x80, each copied to take DER's leading zero.
        ("IEEE1609dot2BaseTypes.SequenceOfPsid", "psids", b"\x02\x07\xd0" + b"\x01\x80" * 2000, True),
    ]
    for ty, name, encoding, filled in cases:
        path = tmp_path / f"{name}.oer"
        path.write_bytes(encoding)
        line = run("--oer", ty, path).strip()
        assert not line.endswith("invalid"), line
        used, bound = map(int, line.rsplit(": ", 1)[1].split())
        assert 0 < used <= bound, (name, used, bound)
        if name == "ectl":
            documented = tuple(int(n.replace(" ", "")) for n in trust_list.groups())
            assert (len(encoding), used, bound) == documented, "docs/c.md's OER trust list figures"
        if filled:
            assert used * 3 >= bound, (name, used, bound)


def test_the_shipped_python_v2x_package_reads_and_writes_what_rust_does(dump, corpus, tmp_path):
    """generated/python-v2x (the wheel tests/run installs): `python -m
    synta_v2x dump` prints what synta-dump prints for the same calls, in
    every rule; its example prints what the Rust example prints and passes
    mypy --strict against the stubs."""
    python_module("synta_v2x")
    cert, ty, (good, cut, basic) = certificate_pdu_files(corpus, tmp_path)
    for rule in ("oer", "coer", "der"):
        rust_out, py_out = tmp_path / f"rust-{rule}", tmp_path / f"py-{rule}"
        rust_out.mkdir()
        py_out.mkdir()
        args = ["--encoding", rule, "--roundtrip", "--jer", good, cut, basic]
        rust = dump("--type", ty, "--der-out", rust_out, *args)
        py = subprocess.run([sys.executable, "-m", "synta_v2x", "dump", "--type", ty, "--der-out", py_out,
                             *map(str, args)], capture_output=True, text=True)
        assert (py.returncode, py.stdout) == (rust.returncode, rust.stdout), py.stderr
        assert sorted(p.name for p in py_out.iterdir()) == sorted(p.name for p in rust_out.iterdir())
        for written in rust_out.iterdir():
            assert (py_out / written.name).read_bytes() == written.read_bytes()
    # The DER written reads back, in Python, to the OER it came from.
    from synta_v2x.ieee1609dot2_peer2_peer import Ieee1609dot2Peer2PeerPDU
    der = (tmp_path / "py-coer" / "cert.oer").read_bytes()
    assert Ieee1609dot2Peer2PeerPDU.decode(der).encode(rules="oer") == cert
    with pytest.raises(ValueError, match="no PER codec"):
        Ieee1609dot2Peer2PeerPDU.decode(cert, rules="uper")
    with pytest.raises(ValueError, match="unknown rules"):
        Ieee1609dot2Peer2PeerPDU.decode(cert, rules="xer")
    example = ROOT / "examples" / "python" / "v2x_oer.py"
    run = subprocess.run([sys.executable, str(example), str(good)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ['CRL series 65535, valid {"start":12345,"duration":{"seconds":5}}',
                                       f"{len(cert)} octets of OER, {len(der)} of DER"]
    python_module("mypy")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(example)], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "MYPY_CACHE_DIR": str(ROOT / "target" / "mypy-cache")})
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_docs_show_the_example_as_it_is():
    import re

    for doc, language in (("oer.md", "rust"), ("python.md", "python")):
        text = (ROOT / "docs" / doc).read_text()
        excerpts = re.findall(rf"^<!-- excerpt: (\S+) -->\n```{language}\n(.*?)^```", text, flags=re.S | re.M)
        assert excerpts, f"docs/{doc} has no excerpt"
        for path, code in excerpts:
            assert code in (ROOT / path).read_text(), f"docs/{doc}'s excerpt of {path} is not in it"
