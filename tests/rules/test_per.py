"""PER (X.691), ALIGNED and UNALIGNED, BASIC and CANONICAL, in Rust, against
pycrate and asn1tools (PyPI), which encode and decode PER with codecs of
their own.

- The encodings asn1tools' own tests assert (its tests/test_per.py and
  test_uper.py, read from the source distribution, not copied): X.691
  Annex A.1-A.3, 3GPP RRC (Rel-8) messages and ETSI CAM and ITS
  containers decode in the basic and canonical rules, re-encode byte for
  byte, write the JSON asn1tools writes, and come back from the DER they
  transcode to; real S1AP traffic (the captures pycrate's tests hold, read
  from its source distribution) decodes with asn1tools' S1AP (Rel-14) and
  re-encodes byte for byte.
- Thousands of values of tests/support/per/PerCases.asn1 (constrained
  whole numbers of every form at their bounds, extensible ranges and
  sizes, fixed sizes on both sides of 16 bits, lengths past 127 and 16K
  and at its multiples, permitted alphabets as codes and as indexes,
  OPTIONAL and DEFAULT, extension additions and groups, CHOICE and
  ENUMERATED additions) are encoded by pycrate in both variants: ours are
  the same bytes and pycrate reads ours back; asn1tools, where it follows
  X.691, writes the same bytes and the same JSON.
- Every truncation, non-zero padding, a lying extension bit, an index or
  number past its range are refused with the path and the bit; CANONICAL
  refuses a DEFAULT value sent.
"""

import importlib.util
import json
import os
import random
import subprocess
import sys

import pytest
from conftest import ROOT, build_c, build_sanitized, python_module
from line_dumps import line_runner, python_twin
from oer_corpus import asserted_values, etsi_cams
from record_values import COLOURS, pick, pycrate_value, record, with_defaults

asn1tools = python_module("asn1tools")

CASES = ROOT / "tests" / "support" / "per" / "PerCases.asn1"
TARGET = ROOT / "target" / "per"
# asn1tools' tests whose PER encodings are checked, and their modules.
ASSERTED = {"test_x691_a1": ["x691_a1.asn"], "test_x691_a2": ["x691_a2.asn"], "test_x691_a3": ["x691_a3.asn"],
            "test_rrc_8_6_0": ["3gpp/rrc_8_6_0.asn"],
            "test_etsi_cam_pdu_descriptions_1_3_2": ["etsi/cam_pdu_descriptions_1_3_2.asn",
                                                     "etsi/its_container_1_2_1.asn"],
            "test_etsi_its_container_1_2_1": []}
S1AP = "3gpp/s1ap_14_4_0.asn"
VARIANTS = {"aper": ("per", "test_per.py", "to_aper", "from_aper"),
            "uper": ("uper", "test_uper.py", "to_uper", "from_uper")}


@pytest.fixture(scope="module")
def schemas(corpus):
    files = [f for files in ASSERTED.values() for f in files] + [S1AP]
    return [corpus / "files" / f for f in files] + [CASES]


@pytest.fixture(scope="module")
def rust_dump(compiler, schemas, tmp_path_factory):
    """The PER dump (tests/support/per_dump.rs) over the Rust generated for
    `schemas`, built once (debug). Runs lines `Module.Type RULE HEX`;
    returns one result line each."""
    crate = tmp_path_factory.mktemp("per") / "crate"
    (crate / "src").mkdir(parents=True)
    result = compiler("--lang", "rust", "--per", "--jer", "-o", crate / "src" / "gen", *schemas)
    assert result.returncode == 0, result.stderr
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "per-dump"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\nsynta-rt = {{ path = "{ROOT / "runtime-rust"}", features = ["per"] }}\n\n[workspace]\n'
        # 3GPP's modules make a large crate: no debug information to write.
        '[profile.dev]\ndebug = false\n'
    )
    (crate / "src" / "main.rs").write_text((ROOT / "tests" / "support" / "per_dump.rs").read_text())
    env = {"CARGO_TARGET_DIR": str(TARGET), "PATH": os.environ["PATH"],
           "HOME": os.environ.get("HOME", "/root"), "RUSTFLAGS": "-D warnings"}
    built = subprocess.run(["cargo", "build", "-q"], cwd=crate, env=env, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-4000:]
    return line_runner(TARGET / "debug" / "per-dump")


@pytest.fixture(scope="module")
def c_dump(compiler, schemas, tmp_path_factory):
    """The C twin (tests/support/per_dump.c) over the C generated with
    --per --jer --registry and the runtime for the schemas, built once
    under ASan and UBSan."""
    out = tmp_path_factory.mktemp("per-c")
    result = compiler("--lang", "c", "--per", "--jer", "--registry", "--emit-runtime", "-o", out, *schemas)
    assert result.returncode == 0, result.stderr
    return line_runner(build_sanitized(out, ROOT / "tests" / "support" / "per_dump.c", "per-dump"))


@pytest.fixture(scope="module")
def python_dump(compiler, schemas, tmp_path_factory):
    """The Python twin (tests/support/per_dump.py): the lines of the 3GPP
    modules through the shipped package synta_lte (the wheel tests/run
    installs, on the synta-lte crate: asn1tools' S1AP and RRC are the
    modules schemas/lte ships), the others through a package generated
    with --per (its own codec) for the schemas but the 3GPP ones, its
    extension built once (debug, in the target directory tests/run builds
    the shipped wheels in, whose dependencies it shares)."""
    chosen = [s for s in schemas if "3gpp" not in s.parts]
    types, run_cases = python_twin(compiler, tmp_path_factory.mktemp("per-py") / "per_cases", "--per", chosen,
                                   "python-its", "per_dump.py")
    # The types the comparison below is about have a class (it skips the
    # lines of those that do not).
    assert {"PerCases.Record", "PerCases.Pick", "PerCases.Strings", "PerCases.Numbers", "CAM-PDU-Descriptions.CAM",
            "X691-A1.PersonnelRecord"} <= types, types
    synta_lte = python_module("synta_lte")
    assert {"S1AP-PDU-Descriptions.S1AP-PDU", "EUTRA-RRC-Definitions.DL-DCCH-Message"} <= set(synta_lte.TYPES)
    run_lte = line_runner(sys.executable, ROOT / "tests" / "support" / "per_dump.py", "synta_lte",
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "tests" / "support")))

    def run(lines):
        of_lte = [line.split(maxsplit=1)[0] in synta_lte.TYPES for line in lines]
        lte = iter(run_lte([line for line, mine in zip(lines, of_lte) if mine]))
        cases = iter(run_cases([line for line, mine in zip(lines, of_lte) if not mine]))
        return [next(lte) if mine else next(cases) for mine in of_lte]

    return run


@pytest.fixture(scope="module")
def per_dump(rust_dump, c_dump, python_dump):
    """Runs lines `Module.Type RULE HEX` through the Rust, the C and the
    Python dump: all must give the same line for each (the same bytes,
    JSON, verdict, path, bit and message; Python has no class, and so no
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


def fixed_bits_as_x697(ours, theirs):
    """Our JSON with each BIT STRING object `{"value", "length"}` where
    X.697 (and asn1tools) write a fixed-size BIT STRING as its bare hex
    string made that string: our JER writes every BIT STRING as the object
    of a variable one (a departure docs/oer.md records)."""
    if isinstance(ours, dict) and isinstance(theirs, str) and set(ours) == {"value", "length"}:
        return ours["value"]
    if isinstance(ours, dict) and isinstance(theirs, dict):
        return {k: fixed_bits_as_x697(v, theirs.get(k)) for k, v in ours.items()}
    if isinstance(ours, list) and isinstance(theirs, list) and len(ours) == len(theirs):
        return [fixed_bits_as_x697(a, b) for a, b in zip(ours, theirs)]
    return ours


def parsed(line):
    """(PER hex, DER hex, JSON) of an `ok` line (JSON None for a value with
    no JER: an ENUMERATED item of a later version); fails on an error
    line."""
    assert line.startswith("ok "), line
    _, per, der, jer = line.split(" ", 3)
    return per, der, None if jer == "-" else json.loads(jer)


# ---------------------------------------------------------------------------
# What asn1tools' tests assert, and real traffic

# The module of each type the asserted tests name.
MODULE_OF = {"PersonnelRecord": None, "PCCH-Message": "EUTRA-RRC-Definitions",
             "BCCH-BCH-Message": "EUTRA-RRC-Definitions", "BCCH-DL-SCH-Message": "EUTRA-RRC-Definitions",
             "DL-DCCH-Message": "EUTRA-RRC-Definitions", "UL-DCCH-Message": "EUTRA-RRC-Definitions",
             "CAM": "CAM-PDU-Descriptions", "Traces": "ITS-Container"}


def type_name(test, ty):
    module = MODULE_OF[ty] or test[5:].replace("x691_a", "X691-A")
    return f"{module}.{ty}"


@pytest.mark.parametrize("rule", ["aper", "uper"])
def test_what_asn1tools_asserts_byte_for_byte(per_dump, corpus, rule):
    _, source, _, _ = VARIANTS[rule]
    cases = asserted_values(corpus / source, set(ASSERTED))
    tests = {test for test, _, _, _ in cases}
    assert tests >= {"test_x691_a1", "test_x691_a2", "test_x691_a3", "test_rrc_8_6_0"}, tests
    assert rule == "aper" or "test_etsi_cam_pdu_descriptions_1_3_2" in tests
    lines = [f"{type_name(test, ty)} {r} {encoded.hex()}" for test, ty, _, encoded in cases for r in (rule, "c" + rule)]
    results = per_dump(lines)
    # asn1tools' JER of each test's modules (A.1-A.3 each name a
    # PersonnelRecord of their own).
    files = {test: ASSERTED[test] or ASSERTED["test_etsi_cam_pdu_descriptions_1_3_2"] for test in tests}
    jer_of = {test: asn1tools.compile_files([str(corpus / "files" / f) for f in fs], "jer") for test, fs in files.items()}
    ders = []
    for line, (test, ty, decoded, encoded), result in zip(lines, [c for c in cases for _ in (0, 1)], results):
        per, der, jer = parsed(result)
        assert per == encoded.hex(), line
        # The JSON asn1tools writes for the value.
        theirs = json.loads(jer_of[test].encode(ty, decoded))
        assert fixed_bits_as_x697(jer, theirs) == theirs, line
        ders.append((line.split()[0], der, per))
    # The DER they transcode to comes back to the same PER.
    back = per_dump([f"{ty} der:{rule} {der}" for ty, der, _ in ders])
    assert [parsed(r)[0] for r in back] == [per for _, _, per in ders]


def captured(pycrate_tests, name):
    """The packets of the tuple `name` in pycrate's tests/test_asn1rt.py
    (hex strings, read from its source, not copied)."""
    import ast

    for statement in ast.parse((pycrate_tests / "test_asn1rt.py").read_text()).body:
        if isinstance(statement, ast.Assign) and getattr(statement.targets[0], "id", "") == name:
            return [bytes.fromhex(s.value) for s in ast.walk(statement.value)
                    if isinstance(s, ast.Constant) and isinstance(s.value, str)]
    raise AssertionError(f"{name} is not in pycrate's tests")


def test_real_s1ap_traffic_round_trips(per_dump, pycrate_tests):
    """S1AP messages captured from real eNodeBs and MMEs: each decodes as
    S1AP-PDU (asn1tools' Rel-14 S1AP; the values of its open types are
    kept as their octets, as nothing decodes them by their key yet) and
    re-encodes byte for byte; the JSON names the procedure."""
    packets = captured(pycrate_tests, "pkts_s1ap")
    assert len(packets) >= 10
    lines = [f"S1AP-PDU-Descriptions.S1AP-PDU {r} {p.hex()}" for p in packets for r in ("aper", "caper")]
    for line, result in zip(lines, per_dump(lines)):
        per, der, jer = parsed(result)
        assert per == line.split()[2], line
        assert der == "-" and len(jer) == 1 and "procedureCode" in next(iter(jer.values())), (line, jer)


def test_the_shipped_lte_examples_read_real_s1ap_traffic(per_dump, pycrate_tests, tmp_path):
    """schemas/lte, shipped in generated/rust-lte (the synta-lte crate),
    generated/c/lte (`make lte lte-examples`) and generated/python-lte (the
    wheel tests/run installs): the Rust, C and Python examples read each
    captured S1AP message, print the same lines (the procedure, criticality
    and value the dump reads with asn1tools' copy of S1AP; Python names the
    alternative in snake case), write it back as it came, and refuse it in
    UNALIGNED, its value's octets being an ALIGNED encoding; the Python
    example passes mypy --strict. (per_dump reads the same messages with the
    Python package.)"""
    packets = captured(pycrate_tests, "pkts_s1ap")
    # The workspace's release build (tests/run's `cargo test` made it):
    # only the example is linked here.
    built = subprocess.run(["cargo", "build", "-q", "--release", "--locked", "--example", "lte_s1ap"], cwd=ROOT,
                           capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stderr[-2000:]
    python_example = ROOT / "examples" / "python" / "lte_s1ap.py"
    examples = [[ROOT / "target" / "release" / "examples" / "lte_s1ap"],
                [build_c(targets=("lte", "lte-examples")) / "lte" / "lte_s1ap"],
                [sys.executable, python_example]]
    criticality = {"reject": 0, "ignore": 1, "notify": 2}
    snake = {"initiatingMessage": "initiating_message", "successfulOutcome": "successful_outcome",
             "unsuccessfulOutcome": "unsuccessful_outcome"}
    lines = [f"S1AP-PDU-Descriptions.S1AP-PDU aper {p.hex()}" for p in packets]
    for i, (packet, result) in enumerate(zip(packets, per_dump(lines))):
        [(message, fields)] = parsed(result)[2].items()
        (tmp_path / f"s1ap{i}").write_bytes(packet)
        rust, c, python = (subprocess.run([*example, tmp_path / f"s1ap{i}"], capture_output=True, text=True)
                           for example in examples)
        assert rust.returncode == c.returncode == python.returncode == 0, rust.stderr + c.stderr + python.stderr
        assert rust.stdout == c.stdout
        assert rust.stdout.splitlines() == [
            f"{message}: procedure {fields['procedureCode']} (criticality {criticality[fields['criticality']]}), "
            f"its value in {len(fields['value']) // 2} octets",
            f"{len(packet)} octets of APER written back as they came; UPER: S1AP-PDU.{message}.value: an "
            "alternative read in the other PER variant that this schema does not know cannot be written in this one",
        ], rust.stdout
        assert python.stdout == rust.stdout.replace(f"{message}:", f"{snake[message]}:", 1)
    python_module("mypy")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(python_example)], capture_output=True,
                             text=True, cwd=ROOT, env={**os.environ, "MYPY_CACHE_DIR": str(ROOT / "target" / "mypy-cache")})
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_synta_dump_reads_the_shipped_lte_types_as_c_and_python_do(dump, per_dump, pycrate_tests, tmp_path):
    """`synta-dump --encoding per|cper` over the shipped schemas/lte (the
    synta-lte crate): each captured S1AP message reads to the JSON the PER
    dump gives (asn1tools' S1AP, the module schemas/lte ships) and back to
    itself, a cut one is refused at its bit, and UNALIGNED refuses them;
    the C tree's synta-dump-c (`make lte`) and `python -m synta_lte dump`
    print the same lines. (Their values are open types kept as octets,
    which have no DER: docs/per.md.)"""
    packets = captured(pycrate_tests, "pkts_s1ap")
    ty = "S1AP-PDU-Descriptions.S1AP-PDU"
    (tmp_path / "in").mkdir()
    files = []
    for i, packet in enumerate(packets):
        files.append(tmp_path / "in" / f"s1ap{i:02}")
        files[-1].write_bytes(packet)
    expected = [parsed(r) for r in per_dump([f"{ty} caper {p.hex()}" for p in packets])]
    listed = dump("--list", "--encoding", "per").stdout.split()
    assert ty in listed and "EUTRA-RRC-Definitions.DL-DCCH-Message" in listed and CAM_TYPE in listed
    cut = tmp_path / "in" / "cut"
    cut.write_bytes(packets[0][:len(packets[0]) // 2])
    c_dump = build_c(targets=("lte",)) / "lte" / "synta-dump-c"
    others = {"c": [c_dump], "python": [sys.executable, "-m", "synta_lte", "dump"]}
    for rule in ("per", "cper"):
        args = ["--type", ty, "--encoding", rule, "--roundtrip", "--jer", *map(str, files), str(cut)]
        rust = dump(*args)
        assert rust.returncode == 1, rust.stdout
        lines = rust.stdout.splitlines()
        assert lines[-1].startswith(f"{cut}: error: S1AP-PDU") and " at bit " in lines[-1], lines[-1]
        for i, (f, (_, _, jer)) in enumerate(zip(files, expected)):
            assert lines[2 * i] == f"{f}: ok" and json.loads(lines[2 * i + 1]) == jer, lines[2 * i:2 * i + 2]
        for name, command in others.items():
            theirs = subprocess.run([*map(str, command), *args], capture_output=True, text=True)
            assert (theirs.returncode, theirs.stdout) == (rust.returncode, rust.stdout), (name, theirs.stderr)
    unaligned = dump("--type", ty, "--encoding", "uper", *files)
    assert unaligned.returncode == 1 and unaligned.stdout.count(": ok") < len(files), unaligned.stdout


# ---------------------------------------------------------------------------
# Generated values against pycrate and asn1tools

K16 = 16384
LENGTHS = [0, 1, 2, 127, 128, 129, 255, 256, 16383, K16, K16 + 1, 2 * K16, 4 * K16, 4 * K16 + 1, 5 * K16 + 3]
NAME_CHARS = "abcxyzABCXYZ-."


def bounds(lo, hi):
    return sorted({lo, lo + 1, hi - 1, hi, (lo + hi) // 2})


def numbers(rng):
    ranges = {"bit3": (0, 7), "octet": (0, 255), "two": (0, 65535), "wide": (0, 65536), "big": (0, 2**32 - 1),
              "neg": (-100, 100)}
    base = {"bit3": 0, "octet": 0, "two": 0, "wide": 0, "big": 0, "neg": 0, "whole": 0, "ext": 0, "single": 5,
            "flag": False}
    values = [base | {k: v} for k, (lo, hi) in ranges.items() for v in bounds(lo, hi)]
    wholes = [0, 1, -1, 127, 128, -128, -129, 255, 256, 2**31, -2**63, 2**63 - 1]
    values += [base | {"whole": n} for n in wholes]
    values += [base | {"ext": n} for n in [0, 15, 16, 17, 1000, -1, -1000]]
    for _ in range(300):
        values.append({k: rng.randint(lo, hi) for k, (lo, hi) in ranges.items()}
                      | {"whole": rng.randint(-2**63, 2**63 - 1), "ext": rng.randint(-50, 50), "single": 5,
                         "flag": rng.random() < 0.5})
    return values


def bits_of(rng, n):
    octets = bytearray(rng.randrange(256) for _ in range((n + 7) // 8))
    if n % 8:
        octets[-1] &= (0xFF << (8 - n % 8)) & 0xFF
    return bytes(octets), n


def strings(rng):
    def octets(n):
        return bytes(rng.randrange(256) for _ in range(n))

    def text(chars, n):
        return "".join(rng.choice(chars) for _ in range(n))

    def one(n):
        return {"octets": octets(n % 300), "pair": octets(2), "fixed": octets(5), "ranged": octets(n % 11),
                "extpair": octets(rng.choice([2, 2, 0, 1, 3, 200])), "bits": bits_of(rng, n % 70),
                "flags": bits_of(rng, 12), "longbits": bits_of(rng, 20), "ia5": text("aZ09 ~\t", n % 200),
                "digits": text("0123456789 ", 1 + n % 8), "name": text(NAME_CHARS, 1 + n % 64),
                "code": text("AZaz09 '()+,-./:=?", 3), "bmp": text("a\u00e9\u4e2d\uffff", n % 5),
                "text": text("aZ09 \u00e9\u20ac\U0001f600", n % 40)}

    return [one(n) for n in range(400)] + [one(rng.randrange(1000)) for _ in range(200)]


def generated_values():
    rng = random.Random(691)
    values = [("Numbers", v) for v in numbers(rng)]
    values += [("Strings", v) for v in strings(rng)]
    values += [("Record", record(rng)) for _ in range(500)]
    values += [("Pick", pick(rng, LENGTHS)) for _ in range(500)]
    values += [("Colour", c) for c in COLOURS]
    values += [("Many", [record(rng) for _ in range(rng.choice([0, 1, 2, 5, 130]))]) for _ in range(30)]
    values += [("Counted", [rng.randint(0, 7) for _ in range(n)]) for n in [2, 3, 5, 0, 1, 6, 200]]
    values += [("Bag", sorted(rng.randint(0, 65535) for _ in range(n))) for n in [0, 1, 3, 300]]
    values += [("Octets", bytes(rng.randrange(256) for _ in range(n))) for n in LENGTHS]
    values += [("Bits", bits_of(rng, n)) for n in LENGTHS + [8 * K16 - 1, 8 * K16 + 1]]
    values += [("Text", "".join(rng.choice("abc~ ") for _ in range(n))) for n in LENGTHS]
    values += [("Numbers16", [rng.randint(0, 65535) for _ in range(n)]) for n in [0, 1, 128, K16, K16 + 5]]
    values += [("Natural", n) for n in [1, 2, 255, 256, 2**40, 2**63]]
    values += [("Tagged", {"a": rng.randint(0, 255), "b": rng.random() < 0.5}
                | ({"c": "c" * rng.randint(0, 130)} if rng.random() < 0.5 else {})) for _ in range(60)]
    values += [("Wide", some_of(rng, [f"o{i}" for i in range(70)], lambda: rng.randint(0, 7))) for _ in range(40)]
    values += [("WideGroup", {"a": rng.random() < 0.5} | some_of(rng, [f"g{i}" for i in range(66)],
                                                                  lambda: rng.random() < 0.5)) for _ in range(40)]
    values += [("Runs", runs(rng)) for _ in range(60)]
    return values


def runs(rng):
    """A value of `Runs`, its numbers at their bounds as often as not."""
    bound = lambda lo, hi: rng.choice([lo, hi, rng.randint(lo, hi)])
    value = {"on": rng.random() < 0.5, "level": bound(1, 127),
             "gear": rng.choice(["park", "reverse", "neutral", "drive", "low"]),
             "small": bound(-8, 7), "mode": rng.choice(["off", "eco", "sport"]), "octet": bound(0, 255)}
    value |= {f"c{i}": bound(1, 127) for i in range(10)}
    return value | ({"note": "n" * rng.randint(0, 3)} if rng.random() < 0.5 else {})


def some_of(rng, names, value):
    """A value for each of some of `names` (all, none, or each by chance)."""
    share = rng.choice([0.0, 0.1, 0.5, 0.9, 1.0])
    return {name: value() for name in names if rng.random() < share}


@pytest.fixture(scope="module")
def pycrate_cases(tmp_path_factory):
    """PerCases compiled by pycrate (PyPI)."""
    python_module("pycrate_asn1c")
    from pycrate_asn1c.asnproc import PycrateGenerator, compile_text, generate_modules
    from pycrate_asn1c.glob import GLOBAL

    # pycrate compiles into one global table: another test module's
    # modules (the OER and PER cases share type names) must not be in it.
    GLOBAL.clear()
    compile_text(CASES.read_text())
    out = tmp_path_factory.mktemp("pycrate") / "per_cases_pycrate.py"
    generate_modules(PycrateGenerator, str(out))
    spec = importlib.util.spec_from_file_location("per_cases_pycrate", out)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.PerCases


def pycrate_fails(ty, value):
    """Where pycrate 0.8 cannot encode a value: a SEQUENCE OF of 16K
    elements or more (its fragmenting encoder calls a function its PER
    codec lacks, `encode_pas`), a BIT STRING of more than 64K bits (its
    fragments after the first 64K bits lose bits: 81 923 bits come out as
    8 196 octets)."""
    return (ty == "Numbers16" and len(value) >= K16) or (ty == "Bits" and value[1] > 4 * K16)


def pycrate_encodings(pycrate_cases, values, to_per):
    encodings = []
    for ty, value in values:
        t = getattr(pycrate_cases, ty)
        t.set_val(pycrate_value(value))
        encodings.append(getattr(t, to_per)())
    return encodings


def pycrate_reads(pycrate_cases, ty, encoding, from_per):
    """What pycrate decodes `encoding` to, or None when it cannot."""
    t = getattr(pycrate_cases, ty)
    try:
        getattr(t, from_per)(encoding)
    except Exception:  # noqa: BLE001 - any failure of the oracle's decoder
        return None
    return t.get_val()


@pytest.mark.parametrize("rule", ["aper", "uper"])
def test_generated_values_agree_with_pycrate_both_ways(per_dump, pycrate_cases, rule):
    """pycrate's encoding is ours, and pycrate reads ours back to the value.
    Where pycrate cannot read its own encoding back (its ALIGNED encoder
    pads an extra octet before the first extension addition when the
    bitmap starts on an octet: `FAULTS`), ours is what it reads."""
    _, _, to_per, from_per = VARIANTS[rule]
    values = [(ty, v) for ty, v in generated_values() if not pycrate_fails(ty, v)]
    assert len(values) > 2000
    encodings = pycrate_encodings(pycrate_cases, values, to_per)
    # Ours of each value: read from pycrate's UNALIGNED, transcoded by DER.
    unaligned = pycrate_encodings(pycrate_cases, values, "to_uper")
    ders = [parsed(r)[1] if r.startswith("ok ") else "" for r in
            per_dump([f"PerCases.{ty} cuper {enc.hex()}" for (ty, _), enc in zip(values, unaligned)])]
    ours_of = per_dump([f"PerCases.{ty} der:{rule} {der}" for (ty, _), der in zip(values, ders)])
    results = per_dump([f"PerCases.{ty} c{rule} {enc.hex()}" for (ty, _), enc in zip(values, encodings)])
    mismatches, faults = [], set()
    for (ty, value), enc, result, mine in zip(values, encodings, results, ours_of):
        expected = pycrate_value(with_defaults(ty, value))
        if not mine.startswith("ok "):
            mismatches.append(f"{ty} {value!r:.200}: ours {mine[:300]}")
            continue
        ours = parsed(mine)[0]
        # Where pycrate cannot read its own encoding back, it is no oracle
        # of the bytes: then it must read ours (or, if it reads neither,
        # the bytes must be the same).
        own_read = pycrate_reads(pycrate_cases, ty, enc, from_per) == expected
        ours_read = pycrate_reads(pycrate_cases, ty, bytes.fromhex(ours), from_per) == expected
        if ours == enc.hex() and result != mine:
            mismatches.append(f"{ty} {value!r:.200}: reading pycrate's gives {result[:200]}, not {mine[:200]}")
        elif ours == enc.hex() and not ours_read and own_read:
            mismatches.append(f"{ty} {value!r:.200}: pycrate reads ours back otherwise")
        elif ours != enc.hex() and (own_read or not ours_read):
            mismatches.append(f"{ty} {value!r:.200}: ours {ours[:80]} pycrate {enc.hex()[:80]} ({result[:200]})")
        elif not own_read:
            faults.add((ty, "encodes" if ours != enc.hex() else "decodes"))
    assert not mismatches, f"{len(mismatches)} of {len(values)}:\n" + "\n".join(mismatches[:20])
    # pycrate's faults, and only those: its ALIGNED encoder's extra octet
    # before the first extension addition, and its reading of a BIT STRING
    # of 16K bits or more (fragmented), its own included.
    assert faults <= {(ty, "encodes") for ty in WITH_ADDITIONS} | {("Bits", "decodes")}, faults
    assert ("Bits", "decodes") in faults
    assert any(kind == "encodes" for _, kind in faults) == (rule == "aper"), faults


# The types whose values carry extension additions.
WITH_ADDITIONS = {"Record", "Pick", "Many", "WideGroup"}


@pytest.fixture(scope="module")
def oracle(schemas):
    """asn1tools' PER (ALIGNED), UPER and JER codecs over the same modules
    but S1AP (whose information objects asn1tools does not compile)."""
    paths = [str(p) for p in schemas if not str(p).endswith(S1AP)]
    return {"aper": asn1tools.compile_files(paths, "per"), "uper": asn1tools.compile_files(paths, "uper"),
            "jer": asn1tools.compile_files(paths, "jer")}


def asn1tools_departs(ty, value):
    """Where asn1tools 0.169.0 writes otherwise than X.691 (`QUIRKS`): a
    semi-constrained INTEGER, and extension additions, which it leaves out
    of a SEQUENCE (and so of a CHOICE's or SEQUENCE OF's)."""
    return ty in {"Natural"} | WITH_ADDITIONS


@pytest.mark.parametrize("rule", ["aper", "uper"])
def test_generated_values_agree_with_asn1tools_both_ways(per_dump, oracle, rule):
    spec, jer = oracle[rule], oracle["jer"]
    values = [(ty, v) for ty, v in generated_values() if not asn1tools_departs(ty, v)]
    assert len(values) > 1000
    encodings = [spec.encode(ty, value) for ty, value in values]
    results = per_dump([f"PerCases.{ty} c{rule} {enc.hex()}" for (ty, _), enc in zip(values, encodings)])
    mismatches = []
    for (ty, value), enc, result in zip(values, encodings, results):
        if not result.startswith("ok "):
            mismatches.append(f"{ty} {value!r:.200}: {result[:300]}")
            continue
        ours, _, ours_jer = parsed(result)
        if ours != enc.hex():
            mismatches.append(f"{ty} {value!r:.200}: ours {ours[:80]} asn1tools {enc.hex()[:80]}")
            continue
        theirs_jer = json.loads(jer.encode(ty, spec.decode(ty, enc)))
        if fixed_bits_as_x697(ours_jer, theirs_jer) != theirs_jer:
            mismatches.append(f"{ty} JER: ours {json.dumps(ours_jer)[:200]} asn1tools {json.dumps(theirs_jer)[:200]}")
        if spec.decode(ty, bytes.fromhex(ours)) != value:
            mismatches.append(f"{ty} {value!r:.200}: asn1tools reads ours back otherwise")
    assert not mismatches, f"{len(mismatches)} of {len(values)}:\n" + "\n".join(mismatches[:20])


def test_what_an_older_version_does_not_know_is_kept_and_written_back(per_dump, pycrate_cases):
    """A Record with the additions of a later version read as RecordV1, a
    Pick's added alternative as PickV1: kept as read and written back byte
    for byte, in both variants (ALIGNED from our own encoding of the newer
    type: pycrate's ALIGNED encoder is at fault there); there is no DER of
    them."""
    rng = random.Random(1609)
    records = [r for r in (record(rng) for _ in range(300)) if "a" in r or "colour" in r]
    picks = [("late", bytes(rng.randrange(256) for _ in range(n))) for n in LENGTHS[:9]]
    values = [("Record", r) for r in records] + [("Pick", p) for p in picks]
    unaligned = pycrate_encodings(pycrate_cases, values, "to_uper")
    ders = [parsed(r)[1] for r in per_dump([f"PerCases.{ty} cuper {e.hex()}" for (ty, _), e in zip(values, unaligned)])]
    aligned = [bytes.fromhex(parsed(r)[0])
               for r in per_dump([f"PerCases.{ty} der:aper {der}" for (ty, _), der in zip(values, ders)])]
    lines = [f"PerCases.{ty}V1 {rule} {enc.hex()}" for (ty, _), u, a in zip(values, unaligned, aligned)
             for rule, enc in (("uper", u), ("cuper", u), ("aper", a), ("caper", a))]
    encodings = [enc.hex() for u, a in zip(unaligned, aligned) for enc in (u, u, a, a)]
    for line, enc, result in zip(lines, encodings, per_dump(lines)):
        per, der, _ = parsed(result)
        assert (per, der) == (enc, "-"), (line, result)


def recursive_values(rng):
    """Values of PerCases' recursive types: trees to four levels, chains
    to 25 (each with a label or not), expressions to eight (an addition's
    text at their leaves)."""
    def tree(depth):
        count = rng.randint(0, 3) if depth > 0 else 0
        return {"value": rng.randint(0, 255), "children": [tree(depth - 1) for _ in range(count)]}

    def chain(depth):
        value = {"value": rng.randint(0, 255)}
        if rng.random() < 0.5:
            value["label"] = "".join(rng.choice("ab z~") for _ in range(rng.randint(0, 20)))
        return value | ({"next": chain(depth - 1)} if depth > 0 else {})

    def expr(depth):
        kind = rng.choice(["neg", "sum"]) if depth > 0 else rng.choice(["num", "text"])
        if kind == "num":
            return ("num", rng.randint(-100, 100))
        if kind == "text":
            return ("text", "\u00e9" * rng.randint(0, 3) + "x")
        if kind == "neg":
            return ("neg", expr(depth - 1))
        return ("sum", {"a": expr(depth - 1), "b": expr(rng.randint(0, depth - 1))})

    makers = (("Tree", tree, range(5)), ("Chain", chain, (0, 1, 2, 7, 25)), ("Expr", expr, range(9)))
    return [(ty, make(depth)) for ty, make, depths in makers for depth in depths for _ in range(5)]


def test_recursive_types_agree_with_asn1tools_both_ways(per_dump, oracle):
    """PerCases' Tree (through a SEQUENCE OF), Chain (through an OPTIONAL,
    beside an IA5String UNALIGNED PER copies) and Expr (a CHOICE through
    itself, with an addition), as asn1tools writes them in both variants:
    Rust, C and Python read each to asn1tools' JER and write its bytes in
    the basic and canonical rules, and the DER they write comes back to
    them. (pycrate 0.8 cannot encode a recursive value: its one object per
    type is overwritten by the level inside.) Hostile nesting is refused at
    the depth bound, a CHOICE of itself too, which enters no level of its
    own: its link does."""
    values = recursive_values(random.Random(1691))
    for rule in ("uper", "aper"):
        spec, jer = oracle[rule], oracle["jer"]
        encodings = [spec.encode(ty, value) for ty, value in values]
        lines = [f"PerCases.{ty} {r} {enc.hex()}" for (ty, _), enc in zip(values, encodings) for r in (rule, "c" + rule)]
        results = per_dump(lines)
        ders = []
        for i, (line, result) in enumerate(zip(lines, results)):
            (ty, value), enc = values[i // 2], encodings[i // 2]
            per, der, ours_jer = parsed(result)
            assert per == enc.hex(), (line, result)
            assert ours_jer == json.loads(jer.encode(ty, value)), (line, result)
            ders.append((ty, der, per))
        back = per_dump([f"PerCases.{ty} der:{rule} {der}" for ty, der, _ in ders])
        assert [parsed(b)[0] for b in back] == [per for _, _, per in ders]

    def packed(bits):
        bits += "0" * (-len(bits) % 8)
        return int(bits, 2).to_bytes(len(bits) // 8, "big").hex()

    # A thousand chain links (in ALIGNED PER the value after the two
    # presence bits starts an octet); a hundred thousand negations, each
    # the extension bit and the index 1 in two bits, in both variants.
    deep = [("Chain", "uper", packed(("01" + "0" * 8) * 1000 + "00" + "0" * 8)),
            ("Chain", "aper", "4000" * 1000 + "0000"),
            ("Expr", "uper", packed("001" * 100_000 + "000" + "0" * 8)),
            ("Expr", "aper", packed("001" * 100_000 + "000" + "0" * 8))]
    lines = [f"PerCases.{ty} {r} {enc}" for ty, rule, enc in deep for r in (rule, "c" + rule)]
    for line, result in zip(lines, per_dump(lines)):
        assert result.startswith("error ") and result.endswith("nesting too deep"), (line[:60], result)


def test_an_enumerated_item_of_a_later_version_is_kept_by_its_index(per_dump, oracle):
    """PaintV3's colours as asn1tools writes them, read as Paint (which
    names violet alone of the three additions) and as PaintV1 (which names
    none): an item the reading version does not name is kept as its index
    among the additions, all PER gives of it (X.691 §14), and written back
    byte for byte in every rule; a value holding one has no DER and no JER.
    Rust, C and Python agree (per_dump)."""
    rng = random.Random(14)
    names = ["negative", "red", "green", "big", "violet", "ultra", "infra"]
    values = [{"colours": [rng.choice(names) for _ in range(n)]} for n in (1, 2, 5, 40) for _ in range(6)]
    values += [{"colours": [name]} for name in names]
    readers = {"Paint": set(names[:5]), "PaintV1": set(names[:4])}
    later_seen = set()
    for rule in ("uper", "aper"):
        encodings = [oracle[rule].encode("PaintV3", v) for v in values]
        for reader, named in readers.items():
            lines = [f"PerCases.{reader} {r} {e.hex()}" for e in encodings for r in (rule, "c" + rule)]
            for line, v, result in zip(lines, [v for v in values for _ in (0, 1)], per_dump(lines)):
                per, der, jer = parsed(result)
                assert per == line.split()[2], (line, result)
                later = {c for c in v["colours"] if c not in named}
                later_seen |= later
                if later:
                    assert (der, jer) == ("-", None), (line, result)
                else:
                    assert jer == v, (line, result)
    assert later_seen == {"violet", "ultra", "infra"}


# ---------------------------------------------------------------------------
# What the rules refuse


def packed(bits):
    """The octets of a string of 0s and 1s, padded with zero bits."""
    bits = bits.replace(" ", "")
    bits += "0" * (-len(bits) % 8)
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)).hex()


# Record in UNALIGNED: the preamble (extension bit, label, flag, level),
# the id in 16 bits, then what the preamble announced.
ID = "0000000000000101"
REFUSED = [
    # A DEFAULT value sent: BASIC reads it (and writes it canonical),
    # CANONICAL refuses it.
    ("Record", "uper", packed("0010" + ID + "1"), "ok " + packed("0000" + ID)),
    ("Record", "cuper", packed("0010" + ID + "1"), "error Record.flag at bit 20: DEFAULT value encoded"),
    # The extension bit set, and no addition in the bitmap.
    ("Record", "uper", packed("1000" + ID + "0 000010 000"),
     "error Record at bit 20: extension bit set but no addition present (X.691 §19.7)"),
    # A constrained whole number past its range: -100..100 in eight bits.
    ("Numbers", "uper", packed("000 00000000 0000000000000000 00000000000000000 00000000000000000000000000000000"
                               " 11111111"), "error Numbers.neg at bit 76: a number past the upper bound of its range"
                                             " (X.691 §11.5)"),
    # Padding bits that are not zero: at the end, and before an aligned
    # field in ALIGNED.
    ("Colour", "uper", packed("001"), "ok 20"),
    ("Colour", "uper", "21", "error Colour at bit 3: padding bits at the end are not zero (X.691 §11.1)"),
    ("Record", "aper", "010005", "error Record.id at bit 4: padding bits are not zero (X.691 §3.7.20)"),
    ("Record", "aper", "000005", "ok 000005"),
    # A SET OF out of the order of its encodings: BASIC reads it (and
    # writes it sorted), CANONICAL refuses it (X.691 §22).
    ("Bag", "uper", "02" + "0005" + "0003", "ok 0200030005"),
    ("Bag", "cuper", "02" + "0005" + "0003", "error SetOf[1] at bit 0: SET OF elements not sorted"),
    # A size or number within its extensible root sent with the extension
    # bit set (as outside it): BASIC reads it, CANONICAL refuses it at the
    # bit. Counted ::= SEQUENCE (SIZE (2..5, ...)) OF INTEGER (0..7).
    ("Counted", "uper", packed("1 00000010 001 010"), "ok " + packed("0 00 001 010")),
    ("Counted", "cuper", packed("1 00000010 001 010"),
     "error Counted at bit 0: a value within the root sent as outside it (the extension bit must be 0)"),
    # Numbers.ext (INTEGER (0..15, ...)) of 3 so.
    ("Numbers", "uper", "4a30008fa6048b8a8584d089b50220888d0b41b8081c", "ok 4a30008fa6048b8a8584d089b50220888d0b41b1c0"),
    ("Numbers", "cuper", "4a30008fa6048b8a8584d089b50220888d0b41b8081c",
     "error Numbers.ext at bit 156: a value within the root sent as outside it"),
    # Named bits (Lanes, SIZE (4..14)): zero bits past the last one bit
    # beyond the least size are BASIC, not CANONICAL; a value shorter than
    # the least size is written with zero bits up to it.
    ("Lanes", "uper", packed("0010 011000"), "ok " + packed("0000 0110")),
    ("Lanes", "cuper", packed("0010 011000"),
     "error Lanes at bit 0: zero bits after the last one bit past the least size (X.691 §16.2)"),
    ("Lanes", "cuper", packed("0000 0100"), "ok " + packed("0000 0100") + " 03020640 "),
    ("Lanes", "cuper", packed("0000 0000"), "ok 00 030100 "),
    ("Lanes", "der:uper", "03020640", "ok " + packed("0000 0100")),
    # An encoding of no bits is one zero octet.
    ("Counted", "uper", "", "error Counted at bit 0: input ends inside a value"),
    ("Empty", "uper", "00", "ok 00 3000 {}"),
    ("Empty", "caper", "80", "error Empty at bit 0: an encoding of no bits is one zero octet (X.691 §11.1)"),
]


def test_what_each_rule_refuses_is_refused_at_its_bit(per_dump):
    results = per_dump([f"PerCases.{ty} {rule} {hex_}" for ty, rule, hex_, _ in REFUSED])
    for (ty, rule, hex_, verdict), result in zip(REFUSED, results):
        assert result.startswith(verdict), (ty, rule, hex_, result)


def bag(numbers):
    """A PerCases.Bag (SET OF INTEGER (0..65535)) in either variant: its
    count in parts of 16K after a fragment header past 16K (X.691
    §11.9.3.8, the zero-length final part when the count is a multiple of
    16K), each element in 16 bits (two octets, aligned in ALIGNED too)."""
    out, rest = bytearray(), list(numbers)
    while len(rest) >= K16:
        parts = min(len(rest) // K16, 4)
        out.append(0xC0 | parts)
        for n in rest[:parts * K16]:
            out += n.to_bytes(2, "big")
        rest = rest[parts * K16:]
    out += (len(rest).to_bytes(1, "big") if len(rest) < 128 else (0x8000 | len(rest)).to_bytes(2, "big"))
    for n in rest:
        out += n.to_bytes(2, "big")
    return out.hex()


@pytest.mark.parametrize("count", [K16 + 5, 2 * K16, 4 * K16 + 300])
def test_a_canonical_set_of_past_16k_elements_is_written_sorted(per_dump, count):
    """A SET OF of 16K elements or more, fragmented: BASIC reads it in any
    order, every language writes it in CANONICAL-PER's order (X.691 §22),
    the order of its elements' encodings, which CANONICAL reads and whose
    order it checks across the fragments."""
    rng = random.Random(count)
    numbers = [rng.randint(0, 65535) for _ in range(count)]
    given, ordered = bag(numbers), bag(sorted(numbers))
    lines = [f"PerCases.Bag {rule} {given}" for rule in ("uper", "aper", "cuper", "caper")]
    lines += [f"PerCases.Bag {rule} {ordered}" for rule in ("cuper", "caper")]
    results = per_dump(lines)
    for line, result in zip(lines[:2] + lines[4:], results[:2] + results[4:]):
        assert parsed(result)[0] == ordered, line[:40]
    for result in results[2:4]:
        assert result.startswith("error SetOf[") and "SET OF elements not sorted" in result, result[:200]


def test_a_field_read_in_a_run_is_refused_at_its_own_bit(per_dump, pycrate_cases):
    """A number past its range inside a run of bit-fields, read as one
    number (plan::per::BitRun), is refused at the field's bit, not the
    run's, in both variants (the runs are the same in both): `gear` (3
    bits, 5 items) after the preamble, `on` and `level`; `mode` (2 bits, 3
    items) in the second run; `c9`, read alone after a run of 63 bits."""
    value = runs(random.Random(5)) | {"octet": 0}
    value.pop("note", None)
    lines, want = [], []
    for rule, to_per in (("uper", "to_uper"), ("aper", "to_aper")):
        [enc] = pycrate_encodings(pycrate_cases, [("Runs", value)], to_per)
        # UPER: octet at bits 19-26, c0 at 27; APER: octet aligned at 24.
        c9 = {"uper": 27, "aper": 32}[rule] + 63
        for name, first, width in (("gear", 10, 3), ("mode", 17, 2), ("c9", c9, 7)):
            number = int.from_bytes(enc, "big") | (((1 << width) - 1) << (8 * len(enc) - first - width))
            lines.append(f"PerCases.Runs {rule} {number.to_bytes(len(enc), 'big').hex()}")
            want.append(f"error Runs.{name} at bit {first}: a number past the upper bound of its range")
    assert all(parsed(r) for r in per_dump([f"PerCases.Runs uper {e.hex()}" for e in
                                            pycrate_encodings(pycrate_cases, [("Runs", value)], "to_uper")]))
    for line, result, start in zip(lines, per_dump(lines), want):
        assert result.startswith(start), (line, result)


def test_every_truncation_is_refused_with_its_bit(per_dump, pycrate_cases):
    rng = random.Random(11)
    values = [("Record", record(rng)) for _ in range(20)] + [("Strings", v) for v in strings(rng)[:10]]
    # A preamble of 71 bits, cut inside it too.
    values += [("Wide", some_of(rng, [f"o{i}" for i in range(70)], lambda: 7)) for _ in range(3)]
    # Runs of bit-fields, cut inside a run too.
    values += [("Runs", runs(rng)) for _ in range(3)]
    lines = []
    for rule, to_per in (("uper", "to_uper"), ("aper", "to_aper")):
        for (ty, _), enc in zip(values, pycrate_encodings(pycrate_cases, values, to_per)):
            if rule == "aper" and ty in WITH_ADDITIONS:
                continue
            lines += [f"PerCases.{ty} {rule} {enc[:n].hex()}" for n in range(len(enc))]
    assert len(lines) > 1000
    for line, result in zip(lines, per_dump(lines)):
        assert result.startswith("error ") and " at bit " in result, (line, result)


def test_every_changed_bit_is_refused_or_read_canonically(per_dump, pycrate_cases, corpus):
    """Each single bit of an encoding flipped, read in the BASIC and the
    CANONICAL rule of its variant: refused with its bit, or read; and what
    CANONICAL-PER reads is only ever the one encoding of its value, which
    BASIC reads to the same value."""
    rng = random.Random(3)
    values = rng.sample([(ty, v) for ty, v in generated_values() if not pycrate_fails(ty, v)], 150)
    encodings = []
    for rule, to_per in (("uper", "to_uper"), ("aper", "to_aper")):
        encodings += [(f"PerCases.{ty}", rule, enc) for (ty, _), enc in
                      zip(values, pycrate_encodings(pycrate_cases, values, to_per))
                      if rule == "uper" or ty not in WITH_ADDITIONS]
        encodings += [(type_name(test, ty), rule, enc)
                      for test, ty, _, enc in asserted_values(corpus / VARIANTS[rule][1], set(ASSERTED))]
    lines = []
    for name, rule, enc in encodings:
        bits = range(len(enc) * 8)
        for bit in (bits if len(bits) <= 64 else rng.sample(bits, 64)):
            flipped = bytearray(enc)
            flipped[bit // 8] ^= 0x80 >> (bit % 8)
            lines += [f"{name} {rule} {flipped.hex()}", f"{name} c{rule} {flipped.hex()}"]
    assert len(lines) > 20000
    results = per_dump(lines)
    read = 0
    for i in range(0, len(lines), 2):
        basic, canonical = results[i], results[i + 1]
        for line, result in ((lines[i], basic), (lines[i + 1], canonical)):
            assert result.startswith("ok ") or " at bit " in result, (line, result)
        if canonical.startswith("ok "):
            read += 1
            assert parsed(canonical)[0] == lines[i + 1].split()[2], (lines[i + 1], canonical)
            assert basic == canonical, (lines[i], basic, canonical)
    # Most changes are another value (a digit of a number, a character);
    # thousands are refused.
    assert read > 1000 and len(lines) // 2 - read > 1000, read


def test_synta_dump_reads_the_shipped_its_types_in_every_variant(dump, per_dump, corpus, tmp_path):
    """`synta-dump --encoding uper|per|cuper|cper` over the shipped
    schemas/its (the generated synta-schemas crate's `its`): the CAMs
    asn1tools' tests assert, the same lines as for DER."""
    cams = etsi_cams(corpus)
    assert len(cams) == 3
    ty = "CAM-PDU-Descriptions.CAM"
    (tmp_path / "in").mkdir()
    (tmp_path / "out").mkdir()
    files = []
    for i, cam in enumerate(cams):
        files.append(tmp_path / "in" / f"cam{i}.uper")
        files[-1].write_bytes(cam)
    cut = tmp_path / "in" / "cut.uper"
    cut.write_bytes(cams[0][:10])
    out = dump("--type", ty, "--encoding", "cuper", "--roundtrip", "--der-out", tmp_path / "out", *files, cut)
    assert out.returncode == 1
    assert out.stdout.splitlines()[:3] == [f"{f}: ok" for f in files]
    assert out.stdout.splitlines()[3].startswith(f"{cut}: error: CAM.cam.camParameters") and " at bit " in out.stdout
    # The DER it wrote reads as DER, to the same JSON as the PER, and back
    # to the PER.
    for f in files:
        as_der = dump("--type", ty, "--roundtrip", "--jer", tmp_path / "out" / f.name)
        as_per = dump("--type", ty, "--encoding", "uper", "--jer", f)
        assert as_der.returncode == as_per.returncode == 0, as_der.stdout + as_per.stdout
        assert as_der.stdout.splitlines()[1] == as_per.stdout.splitlines()[1]
    # UNALIGNED is not ALIGNED: the same octets read as ALIGNED fail.
    assert dump("--type", ty, "--encoding", "per", files[0]).returncode == 1
    # `--list` with PER lists the types that have it (and only those).
    listed = dump("--list", "--encoding", "uper").stdout.split()
    assert ty in listed and "PKIX1Explicit88.Certificate" not in listed
    none = dump("--type", "PKIX1Explicit88.Certificate", "--encoding", "uper", files[0])
    assert none.returncode == 2 and "with PER (the its and lte types)" in none.stderr
    # The Rust example of docs/per.md, whose excerpt there is its code,
    # reads it too (the workspace's release build, which tests/run has
    # made: only the example is linked here).
    import re

    text = (ROOT / "docs" / "per.md").read_text()
    [(path, code)] = re.findall(r"^<!-- excerpt: (\S+) -->\n```rust\n(.*?)^```", text, flags=re.S | re.M)
    assert code in (ROOT / path).read_text(), f"docs/per.md's excerpt of {path} is not in it"
    example = subprocess.run(["cargo", "run", "-q", "--release", "--locked", "--example", "its_cam", "--", files[0]],
                             cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert example.returncode == 0, example.stderr[-2000:]
    der = (tmp_path / "out" / files[0].name).read_bytes()
    [aligned] = per_dump([f"{ty} der:aper {der.hex()}"])
    assert example.stdout.splitlines() == [
        "station 4294967295 (type 2) at -900000000 1800000001 (0.1 microdegrees)",
        f"{len(cams[0])} octets of UPER, {len(parsed(aligned)[0]) // 2} of APER, {len(der)} of DER",
    ]


CAM_TYPE = "CAM-PDU-Descriptions.CAM"


def cam_files(rust_dump, corpus, folder):
    """Each CAM asn1tools' UPER tests assert, in every rule (UNALIGNED as
    asn1tools asserts it, DER and ALIGNED as Rust writes it), a cut one and
    one with a changed bit, as files in folder/uper, /per and /der; returns
    the CAMs and example lines the examples print for the first."""
    cams = etsi_cams(corpus)
    ders = [parsed(r)[1] for r in rust_dump([f"{CAM_TYPE} cuper {cam.hex()}" for cam in cams])]
    aligned = [parsed(r)[0] for r in rust_dump([f"{CAM_TYPE} der:aper {der}" for der in ders])]
    inputs = {"uper": cams, "per": [bytes.fromhex(a) for a in aligned], "der": [bytes.fromhex(d) for d in ders]}
    for rule, encodings in inputs.items():
        (folder / rule).mkdir()
        flipped = bytearray(encodings[0])
        flipped[len(flipped) // 2] ^= 0x10
        for i, encoding in enumerate(encodings + [encodings[0][:10], bytes(flipped)]):
            (folder / rule / f"cam{i}").write_bytes(encoding)
    example = ["station 4294967295 (type 2) at -900000000 1800000001 (0.1 microdegrees)",
               f"{len(cams[0])} octets of UPER, {len(aligned[0]) // 2} of APER, {len(ders[0]) // 2} of DER"]
    return cams, example


def same_as_synta_dump(dump, other, folder, name):
    """Runs `other` (a dump command: a list) as synta-dump over folder's
    CAM files in every PER rule and DER: the same lines, exit status and
    DER written."""
    for rule in ("uper", "cuper", "per", "cper", "der"):
        files = sorted((folder / rule.removeprefix("c")).iterdir())
        rust_out, other_out = folder / f"rust-{rule}", folder / f"{name}-{rule}"
        rust_out.mkdir()
        other_out.mkdir()
        args = ["--encoding", rule, "--roundtrip", "--jer", *files]
        rust = dump("--type", CAM_TYPE, "--der-out", rust_out, *args)
        theirs = subprocess.run([*other, "--type", CAM_TYPE, "--der-out", other_out, *map(str, args)],
                                capture_output=True, text=True)
        assert rust.returncode == 1 and " at " in rust.stdout, rust.stdout
        assert (theirs.returncode, theirs.stdout) == (rust.returncode, rust.stdout), theirs.stderr
        assert sorted(p.name for p in other_out.iterdir()) == sorted(p.name for p in rust_out.iterdir())
        for written in rust_out.iterdir():
            assert (other_out / written.name).read_bytes() == written.read_bytes()


def excerpt(language):
    """docs/per.md's excerpt in `language`: (its path, its code)."""
    import re

    text = (ROOT / "docs" / "per.md").read_text()
    [found] = re.findall(rf"^<!-- excerpt: (\S+) -->\n```{language}\n(.*?)^```", text, flags=re.S | re.M)
    return found


def test_the_shipped_c_its_tree_reads_and_writes_what_rust_does(dump, rust_dump, corpus, tmp_path):
    """generated/c/its (`make its its-examples`): its synta-dump-c prints
    what synta-dump prints for the same calls, in every PER rule and DER
    (cut and changed inputs too), and writes the same DER; its example
    (generated/c/examples/its_cam.c) prints what the Rust example prints."""
    cams, example_lines = cam_files(rust_dump, corpus, tmp_path)
    out = build_c(targets=("its", "its-examples")) / "its"
    same_as_synta_dump(dump, [out / "synta-dump-c"], tmp_path, "c")
    listed = subprocess.run([out / "synta-dump-c", "--list", "--encoding", "uper"], capture_output=True, text=True)
    assert CAM_TYPE in listed.stdout.split()
    example = subprocess.run([out / "its_cam", tmp_path / "uper" / "cam0"], capture_output=True, text=True)
    assert example.returncode == 0, example.stderr
    assert example.stdout.splitlines() == example_lines
    path, code = excerpt("c")
    assert path == "generated/c/examples/its_cam.c" and code in (ROOT / path).read_text()


def test_a_cam_of_a_later_its_version_keeps_the_curvature_mode_it_added(corpus, tmp_path):
    """ITS-Container as a later version might have it, with a curvature
    calculation mode added (`fromMap(3)`), compiled by asn1tools: each CAM
    of its UPER tests that has the mode, set to the new one and written by
    asn1tools in both variants, reads in the shipped synta_its with the
    mode a `LaterItem` of index 0 (all PER gives of it); it is written back
    byte for byte in its variant, as asn1tools writes it in the other, and
    refused by DER and JER; a constructor does not take it."""
    python_module("synta_its")
    import synta_its
    from synta_its.cam_pdu_descriptions import CAM, BasicVehicleContainerHighFrequency
    its = ROOT / "schemas" / "its"
    known = ("CurvatureCalculationMode ::= ENUMERATED {\n    yawRateUsed(0),\n    yawRateNotUsed(1),\n"
             "    unavailable(2),\n    ...\n}")
    container = (its / "ITS-Container.asn1").read_text()
    assert known in container
    (tmp_path / "ITS-Container.asn1").write_text(container.replace(known, known[:-2] + ",\n    fromMap(3)\n}"))
    files = [str(tmp_path / "ITS-Container.asn1"), str(its / "CAM-PDU-Descriptions.asn1")]
    specs = {"uper": asn1tools.compile_files(files, "uper"), "aper": asn1tools.compile_files(files, "per")}
    cams = [value for _, _, value, _ in asserted_values(corpus / "test_uper.py", {"test_etsi_cam_pdu_descriptions_1_3_2"})]
    vehicles = [value["cam"]["camParameters"]["highFrequencyContainer"] for value in cams]
    later = [value for value, (kind, _) in zip(cams, vehicles) if kind == "basicVehicleContainerHighFrequency"]
    assert later, "no CAM of asn1tools' tests has a curvature calculation mode"
    for value in later:
        value["cam"]["camParameters"]["highFrequencyContainer"][1]["curvatureCalculationMode"] = "fromMap"
        encodings = {rule: spec.encode("CAM", value) for rule, spec in specs.items()}
        for rule, encoding in encodings.items():
            cam = CAM.decode(encoding, rules=rule)
            high = cam.cam.cam_parameters.high_frequency_container
            assert high.kind == "basic_vehicle_container_high_frequency"
            mode = high.value.curvature_calculation_mode
            assert isinstance(mode, synta_its.LaterItem) and mode.index == 0 and repr(mode) == "LaterItem(index=0)"
            assert {other: cam.encode(rules=other) for other in encodings} == encodings
            assert cam.encode(rules="c" + rule) == encoding
            for refused in (cam.encode, cam.to_jer):
                with pytest.raises(synta_its.Error, match="has no number or identifier to write"):
                    refused()
            fields = ["heading", "speed", "drive_direction", "vehicle_length", "vehicle_width",
                      "longitudinal_acceleration", "curvature", "yaw_rate"]
            kept = {f: getattr(high.value, f) for f in fields}
            assert BasicVehicleContainerHighFrequency(**kept, curvature_calculation_mode=1).curvature_calculation_mode == 1
            with pytest.raises(ValueError, match="cannot be given to a constructor"):
                BasicVehicleContainerHighFrequency(**kept, curvature_calculation_mode=mode)


def test_the_shipped_python_its_package_reads_and_writes_what_rust_does(dump, rust_dump, corpus, tmp_path):
    """generated/python-its (the wheel tests/run installs): `python -m
    synta_its dump` prints what synta-dump prints for the same calls, in
    every PER rule and DER, and writes the same DER; its example prints
    what the Rust example prints and passes mypy --strict against the
    stubs."""
    python_module("synta_its")
    cams, example_lines = cam_files(rust_dump, corpus, tmp_path)
    same_as_synta_dump(dump, [sys.executable, "-m", "synta_its", "dump"], tmp_path, "py")
    import synta_its
    from synta_its.cam_pdu_descriptions import CAM
    with pytest.raises(ValueError, match="no OER codec"):
        CAM.decode(cams[0], rules="coer")
    # A PER error's offset counts bits, as its message says.
    with pytest.raises(synta_its.Error) as cut:
        CAM.decode(cams[0][:10], rules="uper")
    error = cut.value
    assert (error.unit, f"{error.path} at bit {error.offset}") == ("bit", str(error).split(": ")[0]), str(error)
    example = ROOT / "examples" / "python" / "its_cam.py"
    run = subprocess.run([sys.executable, str(example), str(tmp_path / "uper" / "cam0")], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == example_lines
    path, code = excerpt("python")
    assert path == "examples/python/its_cam.py" and code in example.read_text()
    python_module("mypy")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(example)], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "MYPY_CACHE_DIR": str(ROOT / "target" / "mypy-cache")})
    assert checked.returncode == 0, checked.stdout + checked.stderr
