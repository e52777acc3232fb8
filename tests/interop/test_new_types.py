"""REAL, DATE, TIME-OF-DAY, DATE-TIME, TIME, DURATION, OID-IRI and
RELATIVE-OID-IRI against independent implementations: encodings written by
pycrate, asn1tools (both PyPI) and asn1-ts (npm) decode in Rust and C alike,
re-encode to the same bytes, and mean what the writer's own decoder reads
from them; the forms DER does not allow are refused by both, at the same
byte. (Only asn1-ts has TIME and DURATION.)

Two writers do not write DER for every value, which is tested too: asn1tools
gives a mantissa whose top bit is set a leading zero octet (255.0 as
`80 00 00 ff`) and writes minus zero as plus zero; asn1-ts writes minus
zero as plus zero as well."""

import json
import math
import subprocess
from fractions import Fraction

import pytest

from conftest import ROOT, python_module, installed_program
from test_open_types import build_module, decode_both

asn1tools = python_module("asn1tools")
pycrate_basic = python_module("pycrate_asn1rt.asnobj_basic")

SCHEMA = """NewTypes DEFINITIONS AUTOMATIC TAGS ::= BEGIN
Reals ::= SEQUENCE OF REAL
Times ::= SEQUENCE { d DATE, tod TIME-OF-DAY, dt DATE-TIME }
Iris ::= SEQUENCE { iri OID-IRI, rel RELATIVE-OID-IRI }
-- Each under its own tag, untagged.
Real ::= REAL
Date ::= DATE
TimeOfDay ::= TIME-OF-DAY
DateTime ::= DATE-TIME
Iri ::= OID-IRI
RelativeIri ::= RELATIVE-OID-IRI
Time ::= TIME
Duration ::= DURATION
Span ::= SEQUENCE { from TIME, for DURATION OPTIONAL }
-- DEFAULT values in the REAL value notation.
Measure ::= SEQUENCE {
    id     INTEGER,
    scale  REAL DEFAULT 1.5,
    offset REAL DEFAULT { mantissa 1, base 2, exponent -1 },
    limit  REAL DEFAULT PLUS-INFINITY
}
-- DEFAULT values of the text-encoded types, in their value notation.
Timed ::= SEQUENCE {
    id   INTEGER,
    span DURATION DEFAULT "P1D",
    at   TIME DEFAULT "12:00+01:00",
    day  DATE DEFAULT "2024-01-01",
    root OID-IRI DEFAULT "/ISO"
}
END
"""

# (mantissa, base, exponent) as pycrate holds REAL values; None for the
# special values it has (PLUS-INFINITY, MINUS-INFINITY). Its NOT-A-NUMBER
# comes out as zero and a zero exponent of base 10 as `E` and the text
# "b'+0'": those two are written here by hand.
PYCRATE_REALS = [
    (0, 2, 0),
    (1, 2, 0),
    (-3, 2, -5),
    (255, 2, 0),
    (2**60 + 1, 2, 100),
    (1, 2, -1074),
    (5, 2, 1000),
    (2**200 + 1, 2, -7),
    (125, 10, -2),
    (-1, 10, 1),
    (1234500, 10, 3),
    (7, 10, -300),
    (1, None, None),
    (-1, None, None),
]

# The part of the schema asn1tools knows (it has no OID-IRI types).
ASN1TOOLS_SCHEMA = SCHEMA.split("-- DEFAULT")[0].replace("Iris ::= SEQUENCE { iri OID-IRI, rel RELATIVE-OID-IRI }", "").split("Iri ::=")[0] + "END"

MINUS_ZERO = bytes.fromhex("090143")
# 1 × 2^(2^40): an exponent of six octets, the long exponent form. pycrate
# writes its length octet wrongly (0x80 for 6), so it is written here; its
# decoder reads it right.
LONG_EXPONENT = bytes.fromhex("0909830601000000000001")
# -1.E+0 and NOT-A-NUMBER.
HAND_WRITTEN = {bytes.fromhex("0907032d312e452b30"): (-1, 10, 0), bytes.fromhex("090142"): None}


@pytest.fixture(scope="module")
def dumps(compiler, tmp_path_factory):
    return build_module(compiler, tmp_path_factory.mktemp("new-types"), "NewTypes", SCHEMA)


def jer(dumps, ty, files):
    """The Rust dump's JER of each file, after checking that Rust and C
    agree on every file and re-encode it to its own bytes, and that the C
    printer writes the same JSON text."""
    assert decode_both(dumps, ty, files) == [f"{f}: ok" for f in files]
    out = subprocess.run([dumps[1], "--jer", ty, *files], capture_output=True, text=True, check=True).stdout
    texts = [line.split(": ", 1)[1] for line in out.splitlines()]
    c = subprocess.run([dumps[0], "--type", ty, "--jer", *files], capture_output=True, text=True, check=True).stdout
    assert c.splitlines()[1::2] == texts
    return [json.loads(text) for text in texts]


def write(tmp_path, name, der):
    path = tmp_path / f"{name}.der"
    path.write_bytes(der)
    return path


def pycrate_real(value):
    real = pycrate_basic.REAL()
    real._tagc = [(0, 9)]  # what pycrate's compiler sets: UNIVERSAL 9
    if value[1] is None:
        real._val = value  # its value check refuses its own special values
    else:
        real.set_val(value)
    return real.to_der()


def pycrate_read(der):
    real = pycrate_basic.REAL()
    real._tagc = [(0, 9)]
    real.from_der(der)
    return real.get_val()


def exact(mantissa, base, exponent):
    """The value as the nearest float, from its exact rational value."""
    if exponent > 4000:
        return math.inf
    if exponent < -4000:
        return 0.0
    return float(Fraction(mantissa) * Fraction(base) ** exponent)


def jer_real(value):
    """A JER REAL (a number, or the string of a special value) as a float."""
    specials = {"INF": math.inf, "-INF": -math.inf, "NaN": math.nan, "-0": -0.0}
    return specials[value] if isinstance(value, str) and value in specials else value


def same_float(a, b):
    return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))


def test_reals_written_by_pycrate_round_trip_and_keep_their_value(dumps, tmp_path):
    files = [write(tmp_path, f"real{i}", pycrate_real(v)) for i, v in enumerate(PYCRATE_REALS)]
    files.append(write(tmp_path, "minus-zero", MINUS_ZERO))
    files.append(write(tmp_path, "long-exponent", LONG_EXPONENT))
    files += [write(tmp_path, f"hand{i}", der) for i, der in enumerate(HAND_WRITTEN)]
    values = jer(dumps, "NewTypes.Real", files)
    assert values[-3] == "{ mantissa 1, base 2, exponent 1099511627776 }"
    assert pycrate_read(LONG_EXPONENT) == (1, 2, 2**40)
    assert values[-2] == -1 and pycrate_read(files[-2].read_bytes()) == (-1, 10, 0)
    assert values[-1] == "NaN"
    for value, (mantissa, base, exponent), path in zip(values, PYCRATE_REALS, files):
        der = path.read_bytes()
        if base is None:
            want = {1: math.inf, -1: -math.inf, 0: math.nan}[mantissa]
        else:
            want = exact(mantissa, base, exponent)
        assert same_float(jer_real(value), want), (der.hex(), value)
        if base is not None and mantissa != 0:
            m, b, e = pycrate_read(der)
            assert Fraction(m) * Fraction(b) ** e == Fraction(mantissa) * Fraction(base) ** exponent
    assert same_float(jer_real(values[-4]), -0.0)
    # The decimal NR3 forms really were tested.
    assert files[8].read_bytes()[2:] == b"\x03125.E-2"
    assert files[10].read_bytes()[2:] == b"\x0312345.E5"


def test_reals_written_by_asn1tools_agree_with_its_decoder(dumps, tmp_path):
    oracle = asn1tools.compile_string(ASN1TOOLS_SCHEMA, "der")
    floats = [1.0, -0.5, 0.1, -1234.5625, 1e300, 5e-324, math.pi, 2.0**-1000, math.inf, -math.inf, math.nan, 0.0]
    files = [write(tmp_path, f"real{i}", oracle.encode("Real", v)) for i, v in enumerate(floats)]
    values = jer(dumps, "NewTypes.Real", files)
    for value, v, path in zip(values, floats, files):
        assert same_float(jer_real(value), v), (path.read_bytes().hex(), value)
        assert same_float(oracle.decode("Real", path.read_bytes()), v)
    # Minus zero: asn1tools reads the special octet as -0.0.
    assert same_float(oracle.decode("Real", MINUS_ZERO), -0.0)
    # Its forms that are not DER: a leading zero octet in the mantissa of
    # 255.0, and -0.0 written as plus zero (no content octets).
    assert oracle.encode("Real", 255.0) == bytes.fromhex("0904800000ff")
    assert oracle.encode("Real", -0.0) == bytes.fromhex("0900")


def asn1ts_encodings(tmp_path):
    """Encodings written by asn1-ts (npm), installed into target/ when
    missing, and its own decoding of each."""
    node, npm = installed_program("node"), installed_program("npm")
    prefix = ROOT / "target" / "asn1-ts"
    if not (prefix / "node_modules" / "asn1-ts").is_dir():
        prefix.mkdir(parents=True, exist_ok=True)
        subprocess.run([npm, "install", "--silent", "--prefix", prefix, "asn1-ts@11.1.0"], check=True, timeout=300)
    script = prefix / "oracle.mjs"
    script.write_text(ASN1TS_SCRIPT)
    result = subprocess.run([node, script], capture_output=True, text=True, check=True, timeout=60)
    return json.loads(result.stdout)


ASN1TS_SCRIPT = """
import { DERElement, ASN1TagClass, ASN1Construction, ASN1UniversalType as T, DURATION_EQUIVALENT } from "asn1-ts";
function tlv(type, set) {
    const e = new DERElement(ASN1TagClass.universal, ASN1Construction.primitive, type);
    set(e);
    const bytes = e.toBytes();
    const back = new DERElement();
    back.fromBytes(bytes);
    return [Buffer.from(bytes).toString("hex"), back];
}
const reals = [1.0, -0.5, 255.0, 0.1, -1234.5625, 1e300, Math.PI, Infinity, -Infinity, NaN, 0].map(v => {
    const [hex, back] = tlv(T.realNumber, e => { e.real = v; });
    const read = back.real;
    return [hex, Number.isNaN(read) ? "NaN" : read === Infinity ? "INF" : read === -Infinity ? "-INF" : read];
});
const pad = n => String(n).padStart(2, "0");
const [date, dateBack] = tlv(T.date, e => { e.date = new Date(2024, 1, 29); });
const [tod, todBack] = tlv(T.timeOfDay, e => { e.timeOfDay = new Date(2024, 1, 29, 23, 59, 58); });
const [dt, dtBack] = tlv(T.dateTime, e => { e.dateTime = new Date(1951, 9, 14, 15, 30, 0); });
const [iri, iriBack] = tlv(T.oidIRI, e => { e.oidIRI = "/ISO/Registration_Authority/19785.CBEFF"; });
const [rel, relBack] = tlv(T.roidIRI, e => { e.relativeOIDIRI = "Registration_Authority/19785.CBEFF"; });
const times = ["15:27:35,5", "1985-W15-5", "-0002-04-12", "2024-02-29T12:00Z", "R5/2024-01-01T09:00/PT1H"].map(v => {
    const [hex, back] = tlv(T.time, e => { e.time = v; });
    return [hex, back.time];
});
const durations = [
    new DURATION_EQUIVALENT(2, 10, undefined, 15, 10, 20, 30, undefined),
    new DURATION_EQUIVALENT(undefined, undefined, 3, undefined, undefined, undefined, undefined, undefined),
    new DURATION_EQUIVALENT(undefined, undefined, undefined, 1, undefined, undefined, 5, { number_of_digits: 2, fractional_value: 25 }),
    new DURATION_EQUIVALENT(undefined, undefined, undefined, undefined, 12, undefined, undefined, undefined),
].map(v => {
    const [hex, back] = tlv(T.duration, e => { e.duration = v; });
    return [hex, back.duration.toJSON()];
});
const d = dateBack.date, t = todBack.timeOfDay, x = dtBack.dateTime;
console.log(JSON.stringify({
    reals,
    date: [date, `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`],
    tod: [tod, `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`],
    dt: [dt, `${x.getFullYear()}-${pad(x.getMonth() + 1)}-${pad(x.getDate())}T${pad(x.getHours())}:${pad(x.getMinutes())}:${pad(x.getSeconds())}`],
    iri: [iri, iriBack.oidIRI],
    rel: [rel, relBack.relativeOIDIRI],
    times,
    durations,
}));
"""


def test_values_written_by_asn1ts_agree_with_its_decoder(dumps, tmp_path):
    written = asn1ts_encodings(tmp_path)
    files = [write(tmp_path, f"real{i}", bytes.fromhex(h)) for i, (h, _) in enumerate(written["reals"])]
    for value, (_, read) in zip(jer(dumps, "NewTypes.Real", files), written["reals"]):
        assert same_float(jer_real(value), jer_real(read)), (value, read)
    for ty, key in [("Date", "date"), ("TimeOfDay", "tod"), ("DateTime", "dt"), ("Iri", "iri"), ("RelativeIri", "rel")]:
        hexder, read = written[key]
        [value] = jer(dumps, f"NewTypes.{ty}", [write(tmp_path, key, bytes.fromhex(hexder))])
        assert value == read, (ty, hexder)


def iso_duration(fields):
    """The ISO 8601 text of a duration asn1-ts has read into its fields."""
    fraction = fields.get("fractional_part")
    last = [k for k in ("years", "months", "weeks", "days", "hours", "minutes", "seconds") if k in fields][-1]

    def part(key, designator):
        if key not in fields:
            return ""
        digits = f".{fraction['fractional_value']:0{fraction['number_of_digits']}}" if fraction and key == last else ""
        return f"{fields[key]}{digits}{designator}"

    date = part("years", "Y") + part("months", "M") + part("weeks", "W") + part("days", "D")
    time = part("hours", "H") + part("minutes", "M") + part("seconds", "S")
    return "P" + date + (f"T{time}" if time else "")


def test_times_and_durations_written_by_asn1ts_agree_with_its_decoder(dumps, tmp_path):
    written = asn1ts_encodings(tmp_path)
    files = [write(tmp_path, f"time{i}", bytes.fromhex(h)) for i, (h, _) in enumerate(written["times"])]
    assert jer(dumps, "NewTypes.Time", files) == [read for _, read in written["times"]]
    # The comma asn1-ts was given is written as the full stop of DER.
    assert written["times"][0] == ["0e0a31353a32373a33352e35", "15:27:35.5"]
    files = [write(tmp_path, f"duration{i}", bytes.fromhex(h)) for i, (h, _) in enumerate(written["durations"])]
    assert jer(dumps, "NewTypes.Duration", files) == [iso_duration(read) for _, read in written["durations"]]
    # Without the P: the bytes of OSS's published example of P2Y10M15DT10H20M30S.
    assert written["durations"][0][0] == "1f2212325931304d3135445431304832304d333053"


def test_times_and_iris_written_by_asn1tools_round_trip(dumps, tmp_path):
    import datetime

    oracle = asn1tools.compile_string(ASN1TOOLS_SCHEMA, "der")
    times = {"d": datetime.date(2024, 2, 29), "tod": datetime.time(0, 0, 1), "dt": datetime.datetime(9999, 12, 31, 23, 59, 59)}
    path = write(tmp_path, "times", oracle.encode("Times", times))
    [value] = jer(dumps, "NewTypes.Times", [path])
    assert value == {"d": "2024-02-29", "tod": "00:00:01", "dt": "9999-12-31T23:59:59"}
    assert oracle.decode("Times", path.read_bytes()) == times
    # AUTOMATIC TAGS: the components are [0], [1], [2], IMPLICIT.
    assert path.read_bytes()[2:4] == b"\x80\x08"


# Forms the writers above do not produce, refused alike with these messages.
REFUSED = {
    "Real": {
        "09 03 80 00 02": "REAL not in DER form",  # an even mantissa
        "09 04 80 00 00 ff": "REAL not in DER form",  # asn1tools' 255.0
        "09 04 81 00 01 01": "REAL not in DER form",  # a two-octet exponent that fits one
        "09 03 90 00 01": "REAL not in DER form",  # base 8
        "09 03 84 00 01": "REAL not in DER form",  # a scaling factor
        "09 02 01 31": "REAL not in DER form",  # NR1
        "09 07 03 31 30 2e 45 2b 30": "REAL not in DER form",  # a trailing zero in the mantissa
        "09 02 40 00": "REAL not in DER form",  # a special value with more octets
        "29 00": "unexpected tag [UNIVERSAL 9 c], expected [UNIVERSAL 9]",
    },
    "Date": {
        "1f 1f 08 32 30 32 33 30 32 32 39": "time not in DER form",  # 2023-02-29
        "1f 1f 0a 32 30 32 34 2d 30 32 2d 32 39": "time not in DER form",  # extended format
        "1f 1f 08 31 35 38 31 31 32 33 31": "time not in DER form",  # before 1582
    },
    "TimeOfDay": {"1f 20 06 32 34 30 30 30 30": "time not in DER form"},
    "DateTime": {"1f 21 0f 31 39 35 31 31 30 31 34 31 35 33 30 30 30 5a": "time not in DER form"},
    "Time": {
        "0e 0a 31 35 3a 32 37 3a 33 35 2c 35": "time not in DER form",  # 15:27:35,5: a comma
        "0e 0e 31 35 3a 32 37 3a 34 36 2b 30 31 3a 30 30": "time not in DER form",  # +01:00
        "0e 0a 32 30 32 33 2d 30 32 2d 32 39": "time not in DER form",  # 2023-02-29
        "0e 08 31 39 38 35 30 34 31 32": "time not in DER form",  # basic format
        "0e 00": "time not in DER form",
    },
    "Duration": {
        "1f 22 03 50 31 44": "time not in DER form",  # P1D: the P is not encoded
        "1f 22 03 30 31 44": "time not in DER form",  # 01D
        "1f 22 04 31 4d 31 59": "time not in DER form",  # 1M1Y: out of order
        "1f 22 04 31 2c 35 53": "time not in DER form",  # 1,5S
        "1f 22 02 31 48": "time not in DER form",  # 1H: hours without T
    },
    "Iri": {
        "1f 23 03 49 53 4f": "malformed OID-IRI",  # no leading /
        "1f 23 04 2f 30 31 32": "malformed OID-IRI",  # a leading zero
        "1f 23 05 2f 61 2f 2f 62": "malformed OID-IRI",  # an empty label
        "1f 23 03 2f c2 85": "malformed OID-IRI",  # a C1 control
    },
}


@pytest.mark.parametrize("ty", sorted(REFUSED))
def test_non_der_forms_are_refused_alike(dumps, tmp_path, ty):
    cases = list(REFUSED[ty].items())
    files = [write(tmp_path, f"bad{i}", bytes.fromhex(h.replace(" ", ""))) for i, (h, _) in enumerate(cases)]
    lines = decode_both(dumps, f"NewTypes.{ty}", files)
    for line, (hexder, message) in zip(lines, cases):
        assert ": error: " in line and line.endswith(message), (hexder, line)


def test_real_defaults_are_their_der(dumps, tmp_path):
    """A DEFAULT written as `1.5` is base 10 (NR3 `15.E-1`), one written as
    `{ mantissa 1, base 2, exponent -1 }` base 2: each is refused when
    encoded, and a base-2 1.5 is another value, which is kept."""
    cases = {
        "defaults": "30 03 800101",
        "scale-default": "30 0c 800101 8107 0331352e452d31",
        "offset-default": "30 08 800101 8203 80ff01",
        "limit-default": "30 06 800101 830140",
        "base-2-scale": "30 08 800101 8103 80ff03",
    }
    files = [write(tmp_path, name, bytes.fromhex(h.replace(" ", ""))) for name, h in cases.items()]
    lines = decode_both(dumps, "NewTypes.Measure", files)
    assert lines[0].endswith(": ok") and lines[4].endswith(": ok"), lines
    for line, field in zip(lines[1:4], ["scale", "offset", "limit"]):
        assert line.endswith(f"Measure.{field} at byte 5: DEFAULT value encoded"), line
    out = subprocess.run([dumps[1], "--jer", "NewTypes.Measure", files[0], files[4]], capture_output=True, text=True)
    values = [json.loads(line.split(": ", 1)[1]) for line in out.stdout.splitlines()]
    assert values[1]["scale"] == 1.5


def test_text_defaults_are_their_der(dumps, tmp_path):
    """DURATION, TIME, DATE and OID-IRI DEFAULTs are compared in the form
    X.690 encodes them: without the P, `+01` for `+01:00`, the basic format."""
    def timed(*fields):
        body = b"\x80\x01\x01" + b"".join(bytes([0x80 + n, len(text)]) + text for n, text in fields)
        return bytes([0x30, len(body)]) + body

    cases = {
        "defaults": timed(),
        "span-default": timed((1, b"1D")),
        "at-default": timed((2, b"12:00+01")),
        "day-default": timed((3, b"20240101")),
        "root-default": timed((4, b"/ISO")),
        "other-values": timed((1, b"2D"), (2, b"12:00+01:30"), (3, b"20240102")),
    }
    files = [write(tmp_path, name, der) for name, der in cases.items()]
    lines = decode_both(dumps, "NewTypes.Timed", files)
    assert lines[0].endswith(": ok") and lines[5].endswith(": ok"), lines
    for line, field in zip(lines[1:5], ["span", "at", "day", "root"]):
        assert line.endswith(f"Timed.{field} at byte 5: DEFAULT value encoded"), line
    out = subprocess.run([dumps[1], "--jer", "NewTypes.Timed", files[5]], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.split(": ", 1)[1]) == {
        "id": 1, "span": "P2D", "at": "12:00+01:30", "day": "2024-01-02", "root": "/ISO"
    }


SEEDS = {
    "Real": ["0903800001", "0903c0ff01", "090142", "0908033132352e452d32", "0909830601000000000001", "0900"],
    "Date": ["1f1f083230323430323239"],
    "TimeOfDay": ["1f2006323335393538"],
    "DateTime": ["1f210e3139353131303134313533303030"],
    "Iri": ["1f23272f49534f2f526567697374726174696f6e5f417574686f726974792f31393738352e4342454646"],
    "RelativeIri": ["1f2422526567697374726174696f6e5f417574686f726974792f31393738352e4342454646"],
    "Measure": ["3008800101810380ff03", "300c8001018107033132352e452d31"],
    "Time": ["0e1852352f323032342d30312d30315430393a30302f50543148", "0e0b31353a32373a34362b3031"],
    "Duration": ["1f2212325931304d3135445431304832304d333053", "1f2208314454352e323553"],
    "Span": ["3016800a313938352d5731352d358108314454352e323553", "300c800a313938352d5731352d35"],
}


@pytest.mark.parametrize("ty", sorted(SEEDS))
def test_rust_and_c_agree_on_mutated_values(dumps, tmp_path, ty):
    """Every value above with octets changed, cut or added: Rust and C
    accept the same ones, refuse the rest at the same byte with the same
    message, and re-encode what they accept to the same bytes."""
    import random

    rng = random.Random(20261124)
    files = []
    for s, seed in enumerate(SEEDS[ty]):
        base = bytes.fromhex(seed)
        for i in range(150):
            der = bytearray(base)
            for _ in range(rng.randint(1, 3)):
                at = rng.randrange(len(der))
                choice = rng.random()
                if choice < 0.6:
                    der[at] = rng.choice([rng.randrange(256), der[at] ^ (1 << rng.randrange(8)), 0x30, 0x2d, 0x2f, 0x2e])
                elif choice < 0.8 and len(der) > 3:
                    del der[at]
                else:
                    der.insert(at, rng.randrange(256))
            path = tmp_path / f"m{s}-{i}.der"
            path.write_bytes(bytes(der))
            files.append(path)
    lines = decode_both(dumps, f"NewTypes.{ty}", files)
    # Both outcomes occur: the mutations are neither all fatal nor all harmless.
    assert any(line.endswith(": ok") for line in lines)
    assert any(": error: " in line for line in lines)
