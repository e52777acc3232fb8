"""T_arena_bound_per (docs/c.md, "PER"): every type of the shipped PER
trees (generated/c/lte, generated/c/its) has a bound on the arena a PER
decode takes, and a caller's buffer of T_arena_bound_per(len) bytes
decodes real messages of `len` bytes (asn1tools' RRC and CAMs, pycrate's
S1AP captures) and values made to take as much arena as their bits allow
(tests/support/per/PerArena.asn1, encoded by asn1tools), with the bound
not far above what these take. The PER tests' C dump checks the bound on
every BASIC-PER value it decodes (tests/support/per_dump.c)."""

import re
import subprocess

import pytest
from conftest import ROOT, build_c, python_module
from oer_corpus import asserted_values, etsi_cams
from test_per import captured

ARENA = ROOT / "tests" / "support" / "per" / "PerArena.asn1"
RRC = "EUTRA-RRC-Definitions"


def arena_bound(tree, inputs, tmp_path):
    """tests/c/arena_bound.c over `tree` (headers) and `inputs` (its library,
    or its sources): runs it with arguments, returns its output."""
    program = tmp_path / f"arena_bound_{tree.name}"
    subprocess.run(["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", tree, "-I", ROOT / "runtime-c",
                    ROOT / "tests" / "c" / "arena_bound.c", *inputs, "-o", program], check=True, capture_output=True)

    def run(*args):
        proc = subprocess.run([program, *map(str, args)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout

    return run


def decoded(run, rule, type_name, messages, folder):
    """{name: (used, bound)} of `messages` ({name: bytes}) decoded as
    `type_name` in `rule` (`--uper`, `--aper`) into a buffer of exactly
    their bound; each must decode."""
    folder.mkdir(exist_ok=True)
    paths = []
    for name, data in messages.items():
        (folder / name).write_bytes(data)
        paths.append(folder / name)
    out = {}
    for line in run(rule, type_name, *paths).splitlines():
        path, _, verdict = line.rpartition(": ")
        assert verdict != "invalid", (type_name, path)
        used, bound = map(int, verdict.split())
        out[path.rsplit("/", 1)[-1]] = (used, bound)
    assert len(out) == len(messages)
    return out


@pytest.fixture(scope="module")
def shipped(tmp_path_factory):
    """arena_bound over generated/c/lte and generated/c/its."""
    built, out = build_c(targets=("lte", "its")), tmp_path_factory.mktemp("shipped")
    return {tree: arena_bound(ROOT / "generated" / "c" / tree, [built / tree / f"libsynta_{tree}.a"], out)
            for tree in ("lte", "its")}


def test_every_shipped_per_type_has_the_documented_bound(shipped):
    """Each type of both trees has a bound; the table in docs/c.md ("PER")
    is what T_arena_bound_per computes (on LP64)."""
    ratios = {}
    for run in shipped.values():
        ratios.update(dict(line.rsplit(" ", 1) for line in run("--per-byte", "--per").splitlines()))
    assert len(ratios) > 1000 and "none" not in ratios.values(), len(ratios)
    assert float(ratios["ITS-Container.ItsPduHeader"]) == 0
    text = (ROOT / "docs" / "c.md").read_text()
    section = text[text.index("## PER") :]
    rows = re.findall(r"^\| `([\w.-]+)` \| ([\d.]+) \|", section[: section.index("\n## ", 3)], re.M)
    assert len(rows) >= 5
    for name, documented in rows:
        assert float(ratios[name]) == pytest.approx(float(documented), abs=0.05), name


def test_real_messages_decode_within_the_bound_of_the_shipped_trees(shipped, corpus, pycrate_tests, tmp_path):
    lte, its = shipped["lte"], shipped["its"]
    seen = {}
    # asn1tools' Rel-8 RRC messages: schemas/lte's EUTRA-RRC is its module.
    rrc = asserted_values(corpus / "test_uper.py", {"test_rrc_8_6_0"})
    assert len(rrc) >= 5
    for i, (_, ty, _, encoded) in enumerate(rrc):
        seen.update(decoded(lte, "--uper", f"{RRC}.{ty}", {f"rrc-{i}": encoded}, tmp_path / "rrc"))
    s1ap = {f"s1ap-{i}": p for i, p in enumerate(captured(pycrate_tests, "pkts_s1ap"))}
    seen.update(decoded(lte, "--aper", "S1AP-PDU-Descriptions.S1AP-PDU", s1ap, tmp_path / "s1ap"))
    cams = {f"cam-{i}": c for i, c in enumerate(etsi_cams(corpus))}
    seen.update(decoded(its, "--uper", "CAM-PDU-Descriptions.CAM", cams, tmp_path / "cam"))
    assert all(used <= bound for used, bound in seen.values()), seen
    # Real messages take far less than the worst case: some take none.
    assert any(used > 0 for used, _ in seen.values())
    print(f"\n{len(seen)} real messages within the bound; took {sum(u for u, _ in seen.values())} of "
          f"{sum(b for _, b in seen.values())} bytes")


@pytest.fixture(scope="module")
def worst(compiler, tmp_path_factory):
    """arena_bound over the C of PerArena.asn1 (--per --registry) and the
    asn1tools compiled from it in UNALIGNED and ALIGNED."""
    asn1tools = python_module("asn1tools")
    out = tmp_path_factory.mktemp("per-arena")
    result = compiler("--lang", "c", "--per", "--registry", "--emit-runtime", "-o", out, ARENA)
    assert result.returncode == 0, result.stderr
    run = arena_bound(out, sorted(out.glob("*.c")), out)
    return run, {rule: asn1tools.compile_files(str(ARENA), rule) for rule in ("uper", "per")}


def tree(depth):
    return ("leaf", None) if depth == 0 else ("node", {"left": tree(depth - 1), "right": tree(depth - 1)})


# Values made of the most their bits pay for.
WORST = [
    # An array slot and an array of one (padded) for two bits.
    ("Lists", [[True]] * 1000),
    # An array slot and a copied octet for three bits.
    ("Bits", [(b"\x80", 1)] * 1000),
    # Two octets for each bit.
    ("Letters", "ab" * 15000),
    # 70 000 octets joined from fragments in a doubling buffer.
    ("Blob", {"flag": True, "octets": bytes(70000)}),
    # Two links a node, for a bit each node and leaf.
    ("Tree", tree(9)),
]


@pytest.mark.parametrize("type_name,value", WORST, ids=[w[0] for w in WORST])
def test_values_made_to_fill_the_arena_stay_within_the_bound(worst, tmp_path, type_name, value):
    run, oracles = worst
    for rule, flag in (("uper", "--uper"), ("per", "--aper")):
        encoded = oracles[rule].encode(type_name, value)
        (used, bound), = decoded(run, flag, f"PerArena.{type_name}", {rule: encoded}, tmp_path / rule).values()
        print(f"\n{type_name} ({rule}): {len(encoded)} bytes take {used} of a bound of {bound}")
        assert used <= bound
        if rule == "uper":
            # Tight enough to size buffers by: each takes half of it at
            # least (ALIGNED pads, and so pays with more bits).
            assert used * 2 >= bound, (used, bound)
