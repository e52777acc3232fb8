"""generated/ is what `generated/regenerate` makes from schemas/: a fresh
regeneration into a temporary root must match it file for file."""

import filecmp
import os
import pathlib
import subprocess

from conftest import ROOT, _binary


def tree(root: pathlib.Path):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_generated_rust_is_fresh(tmp_path):
    env = dict(os.environ, SYNTA_COMPILE=str(_binary("synta-compile")))
    subprocess.run([str(ROOT / "generated" / "regenerate"), str(tmp_path)], cwd=ROOT, env=env, check=True)
    fresh = tmp_path / "rust" / "src"
    checked_in = ROOT / "generated" / "rust" / "src"
    for sub in ("schemas", "x509_lazy"):
        assert tree(fresh / sub) == tree(checked_in / sub), "files added or removed: run generated/regenerate"
        for name in tree(fresh / sub):
            assert filecmp.cmp(fresh / sub / name, checked_in / sub / name, shallow=False), (
                f"generated/rust/src/{sub}/{name} is stale: run generated/regenerate"
            )
