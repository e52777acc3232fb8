"""generated/ is what `generated/regenerate` makes from schemas/: a fresh
regeneration into a temporary root must match it file for file."""

import filecmp
import os
import pathlib
import subprocess

from conftest import ROOT, _binary


def tree(root: pathlib.Path):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_generated_rust_and_c_are_fresh(tmp_path):
    env = dict(os.environ, SYNTA_COMPILE=str(_binary("synta-compile")))
    subprocess.run([str(ROOT / "generated" / "regenerate"), str(tmp_path)], cwd=ROOT, env=env, check=True)
    for sub in ("rust/src/schemas", "rust/src/x509_lazy", "c/src"):
        fresh, checked_in = tmp_path / sub, ROOT / "generated" / sub
        assert tree(fresh) == tree(checked_in), "files added or removed: run generated/regenerate"
        for name in tree(fresh):
            assert filecmp.cmp(fresh / name, checked_in / name, shallow=False), (
                f"generated/{sub}/{name} is stale: run generated/regenerate"
            )


def test_c_output_is_deterministic(compiler, tmp_path):
    schemas = sorted((ROOT / "schemas").glob("*/*.asn1"))
    for run in ("a", "b"):
        proc = compiler("--lang", "c", "--registry", "-o", tmp_path / run, *schemas)
        assert proc.returncode == 0, proc.stderr
    assert tree(tmp_path / "a") == tree(tmp_path / "b")
    for name in tree(tmp_path / "a"):
        assert filecmp.cmp(tmp_path / "a" / name, tmp_path / "b" / name, shallow=False), name
