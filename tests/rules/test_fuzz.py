"""The fuzz targets (FUZZING.md) build, and run on the seed corpus
(tests/support/fuzz_seeds.py: the inputs the tests use, and every input the fuzzers
found) without a finding:

- the C target of every shipped type (generated/c/fuzz, clang with libFuzzer,
  ASan and UBSan) fuzzes for a few seconds from the seeds;
- the Rust fuzz crate's own tests pass: both selectors (Rust and C) pick
  every type in both modes, and the structure-aware mutator keeps inputs
  well-formed;
- the Rust targets (generated/rust/fuzz: roundtrip, differential, and
  jer_text on the corpus's JSON; oer_roundtrip and oer_differential on
  the V2X types' OER; per_roundtrip and per_differential on the ITS
  types' PER) and the compiler's (compiler/fuzz: schema_text),
  built on stable without coverage instrumentation, replay their seeds: a
  campaign's findings stay fixed.
Campaigns themselves are run by hand, with cargo-fuzz on nightly."""

import os
import shutil
import subprocess
import tempfile

import fuzz_seeds
import kerberos_kdc
import pytest
from conftest import ROOT, unavailable
from oer_corpus import asserted_encodings, etsi_cams

TARGET = ROOT / "target"
# The fuzz crates are workspaces of their own, whose feature sets build
# every crate anew: a target folder of their own, so that their builds do
# not hold the main one's lock.
FUZZ_TARGET = TARGET / "fuzz"
SECONDS = 10


@pytest.fixture(scope="module")
def seeds(tmp_path_factory):
    out = tmp_path_factory.mktemp("seeds")
    count = fuzz_seeds.write(out, kerberos=kerberos_kdc.available())
    assert count > 1000
    return out, count


def cargo(manifest, *args):
    """`cargo ARGS` for a fuzz crate, unoptimized, with debug assertions
    and overflow checks on: a replay is a few thousand runs, and the build
    (the crate's Rust and the generated C it compiles) takes a third of a
    release build's time."""
    proc = subprocess.run(["cargo", *args, "--locked", "--manifest-path", str(manifest),
                           "--target-dir", str(FUZZ_TARGET)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return proc


def replay(binary, *corpora):
    """Runs a libFuzzer binary over every input of `corpora`, once each."""
    # A failing input is written beside the others' temporary files, not
    # into the checkout.
    artifacts = f"-artifact_prefix={tempfile.gettempdir()}/"
    proc = subprocess.run([binary, "-runs=0", artifacts, *map(str, corpora)], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return int(proc.stderr.rsplit("Done ", 1)[1].split(" runs", 1)[0])


def test_c_target_fuzzes_every_type_from_the_seeds(seeds, tmp_path):
    clang = shutil.which("clang")
    runtime = clang and subprocess.run([clang, "-print-file-name=libclang_rt.fuzzer-x86_64.a"], capture_output=True,
                                       text=True).stdout.strip()
    if not runtime or not os.path.isfile(runtime):
        unavailable("clang with libFuzzer is not installed")
    out = TARGET / "c" / "fuzz"
    # Unoptimized (the Makefile's -O1 is for campaigns, where speed counts):
    # this test took 211 s at -O1 and under 90 s at -O0 in CI, and a few
    # seconds from the seeds check the target, not its speed.
    subprocess.run(["make", "-s", "-j2", "-C", str(ROOT / "generated" / "c" / "fuzz"), f"OUT={out}",
                    "FLAGS=-std=c99 -O0 -g $(SAN)"], check=True, capture_output=True)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    proc = subprocess.run(
        [out / "fuzz-roundtrip", f"-max_total_time={SECONDS}", f"-artifact_prefix={tmp_path}/", corpus, seeds[0]],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Done " in proc.stderr


def test_rust_fuzz_crate_tests_pass():
    proc = cargo(ROOT / "generated" / "rust" / "fuzz" / "Cargo.toml", "test")
    assert "every_type_can_be_picked_in_both_modes_by_rust_and_c ... ok" in proc.stdout
    assert "every_its_type_can_be_picked_in_every_rule ... ok" in proc.stdout


@pytest.mark.parametrize("target", ["roundtrip", "differential"])
def test_rust_target_replays_the_seeds(seeds, target):
    cargo(ROOT / "generated" / "rust" / "fuzz" / "Cargo.toml", "build", "--bin", target)
    directory, count = seeds
    assert replay(FUZZ_TARGET / "debug" / target, directory) >= count


def v2x_types(module="v2x"):
    """synta_schemas::v2x::TYPES (or another module's), in order (the OER
    and PER targets index it)."""
    text = (ROOT / "generated" / "rust" / "src" / module / "mod.rs").read_text()
    listing = text.split("pub const TYPES: &[&str] = &[", 1)[1].split("];", 1)[0]
    return [line.strip().strip(",").strip('"') for line in listing.splitlines() if line.strip().startswith('"')]


@pytest.fixture(scope="module")
def oer_seeds(corpus, tmp_path_factory):
    """The OER targets' seeds: the IEEE 1609.2 PDU asn1tools' tests encode,
    and each of its prefixes, under both rules; for every V2X type, a few
    short inputs (src/oer.rs: two octets pick the type, one the rule)."""
    out = tmp_path_factory.mktemp("oer-seeds")
    types = v2x_types()
    assert len(types) > 100
    [pdu] = [enc for ty, enc in asserted_encodings(corpus / "test_oer.py") if ty == "Ieee1609dot2Peer2PeerPDU"]
    index = types.index("IEEE1609dot2-Peer2Peer.Ieee1609dot2Peer2PeerPDU")
    seeds = [(index, pdu[:n]) for n in range(len(pdu) + 1)]
    seeds += [(i, body) for i in range(len(types)) for body in (b"", b"\x00", b"\x00" * 8, b"\x80\x01\x01")]
    count = 0
    for i, body in seeds:
        for canonical in (0, 1):
            (out / f"seed-{count}").write_bytes(i.to_bytes(2, "little") + bytes([canonical]) + body)
            count += 1
    return out, count


@pytest.mark.parametrize("target", ["oer_roundtrip", "oer_differential"])
def test_oer_target_replays_the_seeds(oer_seeds, target):
    cargo(ROOT / "generated" / "rust" / "fuzz" / "Cargo.toml", "build", "--bin", target)
    directory, count = oer_seeds
    assert replay(FUZZ_TARGET / "debug" / target, directory) >= count


@pytest.fixture(scope="module")
def per_seeds(corpus, tmp_path_factory):
    """The PER target's seeds: the CAMs asn1tools' UPER tests encode, and
    each of their prefixes, under every rule (ALIGNED ones read them as
    other values, or refuse them); for every ITS type, a few short inputs
    (src/per.rs: two octets pick the type, one the rule)."""
    out = tmp_path_factory.mktemp("per-seeds")
    types = v2x_types("its")
    assert len(types) > 100
    cams = etsi_cams(corpus)
    index = types.index("CAM-PDU-Descriptions.CAM")
    seeds = [(index, cam[:n]) for cam in cams for n in range(len(cam) + 1)]
    seeds += [(i, body) for i in range(len(types)) for body in (b"", b"\x00", b"\x00" * 8, b"\x80\x01\x01")]
    # Finding 23 (FUZZING.md): ClosedLanes with zero bits after its named
    # bits' last one, read as CANONICAL-PER.
    seeds.append((types.index("ITS-Container.ClosedLanes"), bytes.fromhex("5b3f00")))
    # Finding 24: a CAM's CHOICE addition index past a tag number's 28 bits.
    seeds.append((types.index("CAM-PDU-Descriptions.CAM"), bytes.fromhex(
        "0043414d2d504403000000000000005383838383838383838383838383838383838383838383838383838383838383838383"
        "838383838383838383838383722e4c6f6e67697475646572697461696e65722e4c6f6ed36769747564657269707469"
        "6f6e732e5075626c69635472727074696f6e732e5075626c6963547272")))
    # Finding 26: a CAM whose basicContainer announces 70 unknown additions,
    # then ends (C kept at most 64 and called the 65th an exhausted arena).
    seeds.append((types.index("CAM-PDU-Descriptions.CAM"), bytes.fromhex(
        "14000002080302031100009a22801a742800d29c2200000a01019e767a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a000000"
        "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
        "000000000000000000000000000000000000007a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a"
        "7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7ac12fff00")))
    # Finding 27: a LowFrequencyContainer's alternative of a later version,
    # its index (512) in the long form of a normally small number but in
    # four octets, not the fewest (CANONICAL-PER read it, and wrote two).
    seeds.append((types.index("CAM-PDU-Descriptions.LowFrequencyContainer"), bytes.fromhex("c1000000800000")))
    count = 0
    for i, body in seeds:
        for rule in range(4):
            (out / f"seed-{count}").write_bytes(i.to_bytes(2, "little") + bytes([rule]) + body)
            count += 1
    return out, count


@pytest.mark.parametrize("target", ["per_roundtrip", "per_differential"])
def test_per_target_replays_the_seeds(per_seeds, target):
    cargo(ROOT / "generated" / "rust" / "fuzz" / "Cargo.toml", "build", "--bin", target)
    directory, count = per_seeds
    assert replay(FUZZ_TARGET / "debug" / target, directory) >= count


def test_jer_text_target_replays_json_seeds(tmp_path):
    """The JSON of the corpus (no Kerberos: the roundtrip target's seeds
    check its JSON too), read by the jer_text target."""
    dump = os.environ.get("SYNTA_DUMP", str(TARGET / "release" / "synta-dump"))
    count = fuzz_seeds.write(tmp_path, jer_dump=dump)
    assert count > 1000
    cargo(ROOT / "generated" / "rust" / "fuzz" / "Cargo.toml", "build", "--bin", "jer_text")
    assert replay(FUZZ_TARGET / "debug" / "jer_text", tmp_path) >= count


def test_compiler_target_replays_schemas():
    cargo(ROOT / "compiler" / "fuzz" / "Cargo.toml", "build")
    corpora = [ROOT / "schemas", ROOT / "compiler" / "tests" / "negative"]
    files = sum(1 for c in corpora for p in c.rglob("*") if p.is_file())
    assert replay(FUZZ_TARGET / "debug" / "schema_text", *corpora) >= files
