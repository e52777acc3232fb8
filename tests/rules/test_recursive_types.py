"""Recursive types read from BER, in Rust and C built from one module: a
link through an EXPLICIT tag, through an IMPLICIT tag and through an
untagged CHOICE, nested to near the depth bound, each level with BER forms
(needless long lengths, strings in segments). Both must accept them and
write the same DER, the DER written here by hand. Rust keeps each recursive
level as the DER of its value (a `Lazy`); that DER was once written into
the BER space at every level, and the space ran out (fuzzing finding 13)."""

import subprocess

import pytest

from test_open_types import build_module

TREE = """Tree DEFINITIONS EXPLICIT TAGS ::= BEGIN
Chain ::= SEQUENCE { label OCTET STRING, next [0] Chain OPTIONAL }
Implicit ::= SEQUENCE { label OCTET STRING, next [0] IMPLICIT Implicit OPTIONAL }
Expr ::= CHOICE { leaf OCTET STRING, neg [1] Expr, all [2] SEQUENCE OF Expr }
END
"""

LABEL = b"x" * 300


def tlv(tag, content, ber):
    """One TLV: in BER with a needless long-form length, else in DER."""
    if ber:
        return bytes([tag, 0x83]) + len(content).to_bytes(3, "big") + content
    if len(content) < 0x80:
        return bytes([tag, len(content)]) + content
    octets = len(content).to_bytes((len(content).bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(octets)]) + octets + content


def label(ber):
    """LABEL as an OCTET STRING, in BER in three segments."""
    if not ber:
        return tlv(0x04, LABEL, False)
    return tlv(0x24, b"".join(tlv(0x04, LABEL[i:i + 100], True) for i in range(0, 300, 100)), True)


def chain(depth, ber):
    value = tlv(0x30, label(ber), ber)
    for _ in range(depth):
        value = tlv(0x30, label(ber) + tlv(0xa0, value, ber), ber)
    return value


def implicit(depth, ber):
    content = label(ber)
    for _ in range(depth):
        content = label(ber) + tlv(0xa0, content, ber)
    return tlv(0x30, content, ber)


def expr(depth, ber):
    leaves = tlv(0xa2, tlv(0x30, label(ber) + label(ber), ber), ber)
    value = leaves
    for _ in range(depth):
        value = tlv(0xa1, value, ber)
    return value


# (type, its value nested `depth` deep, in BER or DER); depths as near the
# bound of 64 levels as each type's levels per link allow.
CASES = [("Chain", chain, 30), ("Implicit", implicit, 60), ("Expr", expr, 60)]


@pytest.fixture(scope="module")
def tree(compiler, tmp_path_factory):
    out = tmp_path_factory.mktemp("tree")
    return (out, *build_module(compiler, out, "Tree", TREE))


@pytest.mark.parametrize("name,make,depth", CASES, ids=[c[0] for c in CASES])
def test_deep_recursive_values_from_ber_write_the_same_der(tree, name, make, depth):
    out, dump_c, dump_rust = tree
    ber, der = make(depth, True), make(depth, False)
    assert ber != der
    path = out / f"{name}.ber"
    path.write_bytes(ber)
    rust = subprocess.run([dump_rust, "--ber", f"Tree.{name}", path], capture_output=True, text=True, check=True)
    assert rust.stdout == f"{path}: der {der.hex()}\n"
    (out / name).mkdir()
    c = subprocess.run([dump_c, "--type", f"Tree.{name}", "--ber", "--der-out", out / name, path],
                       capture_output=True, text=True)
    assert c.stdout == f"{path}: ok\n", c.stderr
    assert (out / name / path.name).read_bytes() == der
    # The DER itself, in DER mode: accepted and written back as it is.
    path = out / f"{name}.der"
    path.write_bytes(der)
    rust = subprocess.run([dump_rust, f"Tree.{name}", path], capture_output=True, text=True, check=True)
    assert rust.stdout == f"{path}: ok\n"
