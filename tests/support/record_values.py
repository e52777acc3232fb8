"""Values of the Record, Pick and Many types that the OER and PER test
modules (tests/support/oer/OerCases.asn1, tests/support/per/PerCases.asn1)
both define, in asn1tools' form, and the same values as pycrate takes them
and reads them back (tests/rules/test_oer.py, test_per.py)."""

COLOURS = ["negative", "red", "green", "big", "violet"]


def record(rng):
    r = {"id": rng.randint(0, 65535)}
    if rng.random() < 0.5:
        r["label"] = "label" * rng.randint(0, 40)
    if rng.random() < 0.5:
        r["flag"] = False
    if rng.random() < 0.5:
        r["level"] = rng.choice([0, 1, 2, 4, 7])
    if rng.random() < 0.5:
        r["note"] = "n" * rng.randint(0, 200)
    if rng.random() < 0.5:
        r["a"] = rng.randint(0, 255)
        if rng.random() < 0.5:
            r["b"] = rng.random() < 0.5
    if rng.random() < 0.5:
        r["colour"] = rng.choice(COLOURS)
    return r


def pick(rng, lengths):
    alternative = rng.choice(["n", "s", "r", "nul", "late"])
    return alternative, {"n": lambda: rng.randint(0, 255), "s": lambda: "s" * rng.randint(0, 300),
                         "r": lambda: record(rng), "nul": lambda: None,
                         "late": lambda: bytes(rng.randrange(256) for _ in range(rng.choice(lengths[:8])))}[alternative]()


DEFAULTS = {"flag": True, "level": 3}


def with_defaults(ty, value):
    """The value as pycrate reads it back: DEFAULT components filled in."""
    if ty == "Record":
        return DEFAULTS | value
    if ty == "Pick" and value[0] == "r":
        return value[0], with_defaults("Record", value[1])
    if ty == "Many":
        return [with_defaults("Record", r) for r in value]
    return value


def pycrate_value(v):
    """An asn1tools value as pycrate takes it: a BIT STRING as (integer,
    bits), NULL as 0."""
    if isinstance(v, dict):
        return {k: pycrate_value(x) for k, x in v.items()}
    if isinstance(v, list):
        return [pycrate_value(x) for x in v]
    if isinstance(v, tuple) and isinstance(v[0], bytes):
        octets, n = v
        return (int.from_bytes(octets, "big") >> (8 * len(octets) - n) if octets else 0, n)
    if isinstance(v, tuple):
        return v[0], 0 if v[1] is None else pycrate_value(v[1])
    return v
