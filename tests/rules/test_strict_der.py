"""The strict-DER suite (tests/support/strict-der.tsv) run against both
implementations through their tools: one small input per DER rule, each
rejected with the error at the byte that breaks the rule, by the Rust and
the C codecs alike, and inputs that must be accepted as they are."""

import pytest

from conftest import ROOT

CASES_FILE = ROOT / "tests" / "support" / "strict-der.tsv"


def cases():
    """(rule, type, DER in hex, the error line or `ok`) for each case of
    tests/support/strict-der.tsv, the list the Rust and C tests read too."""
    lines = CASES_FILE.read_text().splitlines()
    return [tuple(line.split("\t")) for line in lines if line and not line.startswith("#")]


CASES = [case for case in cases() if case[3] != "ok"]
ACCEPTED = [case[:3] for case in cases() if case[3] == "ok"]


def test_the_list_has_both_kinds():
    assert len(CASES) >= 50 and len(ACCEPTED) >= 10
    assert all(len(case) == 4 and bytes.fromhex(case[2]) for case in cases())


@pytest.fixture(params=["rust", "c"])
def tool(request, dump, dump_c):
    return dump if request.param == "rust" else dump_c


@pytest.mark.parametrize("rule,type_name,der,expected", CASES, ids=[c[0] for c in CASES])
def test_rejects(tool, tmp_path, rule, type_name, der, expected):
    path = tmp_path / "input.der"
    path.write_bytes(bytes.fromhex(der))
    proc = tool("--type", type_name, "--roundtrip", path)
    assert proc.stdout == f"{path}: error: {expected}\n", rule
    assert proc.returncode == 1


@pytest.mark.parametrize("rule,type_name,der", ACCEPTED, ids=[c[0] for c in ACCEPTED])
def test_accepts_and_round_trips(tool, tmp_path, rule, type_name, der):
    path = tmp_path / "input.der"
    path.write_bytes(bytes.fromhex(der))
    proc = tool("--type", type_name, "--roundtrip", path)
    assert proc.stdout == f"{path}: ok\n", rule
