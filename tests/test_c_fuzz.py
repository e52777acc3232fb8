"""The libFuzzer targets of generated/c/fuzz (one per top-level shipped
type, clang with ASan and UBSan) build, and each runs briefly from seeds of
the corpus without a finding: a crash, a sanitizer report, or an input that
decodes but does not re-encode to itself. Longer runs are made by hand
(generated/c/fuzz/Makefile says how); the README records them."""

import os
import shutil
import subprocess

import pytest
import test_rust_corpus as corpus
from conftest import ROOT, unavailable

FUZZ = ROOT / "generated" / "c" / "fuzz"
SECONDS_EACH = 2


def fuzz_targets():
    """(binary name, type) of every target: the DER ones of TYPES, and the
    BER-mode ones of BER_TYPES."""
    text = (FUZZ / "Makefile").read_text()
    block = text.split("\nTYPES = \\\n", 1)[1].split("\n\n", 1)[0]
    ber = text.split("\nBER_TYPES = ", 1)[1].split("\n", 1)[0]

    def binary(prefix, name):
        return prefix + name.replace(".", "_").replace("-", "_")

    return [(binary("fuzz-", t), t) for t in block.replace("\\", " ").split()] + \
        [(binary("fuzz-ber-", t), t) for t in ber.split()]


@pytest.fixture(scope="module")
def targets():
    clang = shutil.which("clang")
    runtime = clang and subprocess.run([clang, "-print-file-name=libclang_rt.fuzzer-x86_64.a"], capture_output=True,
                                       text=True).stdout.strip()
    if not runtime or not os.path.isfile(runtime):
        unavailable("clang with libFuzzer is not installed")
    out = ROOT / "target" / "c" / "fuzz"
    subprocess.run(["make", "-s", "-C", str(FUZZ), f"OUT={out}"], check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    return corpus.collect(tmp_path_factory.mktemp("corpus"))


@pytest.mark.parametrize("name,type_name", fuzz_targets(), ids=[name for name, _ in fuzz_targets()])
def test_fuzz_briefly(targets, inputs, name, type_name, tmp_path):
    binary = targets / name
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for i, (_, path) in enumerate(inputs.get(type_name, [])[:50]):
        (seeds / f"{i}.der").write_bytes(path.read_bytes())
    proc = subprocess.run(
        [binary, f"-max_total_time={SECONDS_EACH}", f"-artifact_prefix={tmp_path}/", str(seeds)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Done " in proc.stderr
