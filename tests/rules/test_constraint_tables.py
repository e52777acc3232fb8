"""Constraints of more ranges than generated code compares one by one
(`plan::checks::MAX_INLINE_RANGES`), which it checks by a binary search over
a table of them: Rust and C built from one schema accept exactly the values
and sizes in the set, by Python's own reading of it, and print the same
line for every input, the re-encoding (C's `--roundtrip`) included."""

import subprocess

import pytest

from test_open_types import build_module

ODD = list(range(-41, 42, 2))
EVEN = list(range(0, 21, 2))
COUNT = list(range(0, 31, 2)) + [4_000_000_000]
SIZES = list(range(1, 20, 2))


def alternatives(values):
    return " | ".join(str(v) for v in values)


SCHEMA = f"""Tables DEFINITIONS AUTOMATIC TAGS ::= BEGIN
-- A native signed type (i8 / int8_t).
Odd ::= INTEGER ({alternatives(ODD)})
-- Open at both ends: wider than any native type.
Wide ::= INTEGER (MIN..-1000 | {alternatives(EVEN)} | 1000..MAX)
-- A native unsigned type (u32 / uint32_t).
Count ::= INTEGER ({alternatives(COUNT)})
Sizes ::= OCTET STRING (SIZE ({alternatives(SIZES)}))
END
"""

CASES = {
    "Odd": ([*range(-50, 51), -128, 127, 128, 1000], lambda v: v in ODD),
    "Wide": (
        [*range(-1010, -990), *range(-5, 26), *range(990, 1010), -(2**70), 2**70, -(2**63), 2**64],
        lambda v: v <= -1000 or v in EVEN or v >= 1000,
    ),
    "Count": ([*range(-2, 35), 3_999_999_999, 4_000_000_000, 4_000_000_001, 2**32], lambda v: v in COUNT),
    "Sizes": (list(range(0, 25)), lambda n: n in SIZES),
}


def der_integer(v):
    """INTEGER, DER: the fewest two's-complement octets."""
    content = v.to_bytes(((v if v >= 0 else ~v).bit_length() // 8) + 1, "big", signed=True)
    return bytes([0x02, len(content)]) + content


@pytest.fixture(scope="module")
def built(compiler, tmp_path_factory):
    """The schema compiled to Rust and C: (folder, dump_c, dump_rust)."""
    out = tmp_path_factory.mktemp("tables")
    return (out, *build_module(compiler, out, "Tables", SCHEMA))


def test_the_generated_code_searches_tables(built):
    # The code of the cases above is the table form, not a chain of
    # comparisons: what this module tests.
    out = built[0]
    rust = "".join(p.read_text() for p in (out / "rs").rglob("*.rs"))
    c = "".join(p.read_text() for p in (out / "c").rglob("*.c"))
    assert rust.count("rt::in_ranges(") >= 4 * 2  # each checked on decode and before encoding
    assert "synta_in_ranges(" in c and "synta_in_uranges(" in c


@pytest.mark.parametrize("ty", sorted(CASES))
def test_rust_and_c_accept_exactly_the_set(built, tmp_path, ty):
    _, dump_c, dump_rust = built
    inputs, member = CASES[ty]
    files = []
    for i, v in enumerate(inputs):
        path = tmp_path / f"{i}.der"
        path.write_bytes(bytes([0x04, v]) + bytes(v) if ty == "Sizes" else der_integer(v))
        files.append(path)
    name = f"Tables.{ty}"
    rust = subprocess.run([dump_rust, name, *files], capture_output=True, text=True, check=True).stdout.splitlines()
    c = subprocess.run([dump_c, "--type", name, "--roundtrip", *files], capture_output=True, text=True)
    assert c.returncode in (0, 1) and c.stdout.splitlines() == rust
    kind = "size" if ty == "Sizes" else "value"
    for v, path, line in zip(inputs, files, rust):
        want = "ok" if member(v) else f"error: {ty} at byte 2: {kind} out of range"
        assert line == f"{path}: {want}", v
