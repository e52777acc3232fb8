"""generated/ is what `generated/regenerate` makes from schemas/: a fresh
regeneration into a temporary root must match it file for file."""

import difflib
import filecmp
import os
import pathlib
import subprocess

from conftest import ROOT, _binary


def tree(root: pathlib.Path):
    """The files under root, but Python's caches."""
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def staleness(fresh: pathlib.Path, checked_in: pathlib.Path, sub: str) -> list[str]:
    """What differs between the regenerated tree `fresh` and the checked-in
    one: files added or removed, and a unified diff of each changed file
    (its first lines), so that a failure shows what went stale."""
    found = []
    added, removed = set(tree(fresh)) - set(tree(checked_in)), set(tree(checked_in)) - set(tree(fresh))
    found += [f"generated/{sub}/{name}: not checked in" for name in sorted(added)]
    found += [f"generated/{sub}/{name}: no longer generated" for name in sorted(removed)]
    for name in sorted(set(tree(fresh)) & set(tree(checked_in))):
        if not filecmp.cmp(fresh / name, checked_in / name, shallow=False):
            diff = difflib.unified_diff(
                (checked_in / name).read_text().splitlines(), (fresh / name).read_text().splitlines(),
                f"generated/{sub}/{name} (checked in)", f"{name} (regenerated)", lineterm="")
            found.append("\n".join(list(diff)[:40]))
    return found


def test_generated_rust_c_and_python_are_fresh(tmp_path):
    env = dict(os.environ, SYNTA_COMPILE=str(_binary("synta-compile")))
    subprocess.run([str(ROOT / "generated" / "regenerate"), str(tmp_path)], cwd=ROOT, env=env, check=True)
    stale = []
    for sub in ("rust/src/schemas", "rust/src/x509_lazy", "rust/src/v2x", "rust/src/its", "rust-lte/src/lte",
                "c/src", "c/v2x", "c/its", "c/lte",
                "python/src", "python/python", "python-v2x/src", "python-v2x/python", "python-its/src", "python-its/python",
                "python-lte/src", "python-lte/python"):
        stale += staleness(tmp_path / sub, ROOT / "generated" / sub, sub)
    for name in ("python/Cargo.toml", "python/pyproject.toml", "python-v2x/Cargo.toml", "python-v2x/pyproject.toml",
                 "python-its/Cargo.toml", "python-its/pyproject.toml",
                 "python-lte/Cargo.toml", "python-lte/pyproject.toml"):
        if (tmp_path / name).read_text() != (ROOT / "generated" / name).read_text():
            stale.append(f"generated/{name} differs")
    assert not stale, "generated/ is stale: run generated/regenerate\n" + "\n".join(stale)


def test_staleness_shows_the_diff(tmp_path):
    for root, text in ((tmp_path / "in", "a\nb\n"), (tmp_path / "fresh", "a\nc\n")):
        root.mkdir()
        (root / "m.rs").write_text(text)
    (tmp_path / "fresh" / "new.rs").write_text("")
    found = staleness(tmp_path / "fresh", tmp_path / "in", "rust/src/schemas")
    assert found[0] == "generated/rust/src/schemas/new.rs: not checked in"
    assert "-b" in found[1].splitlines() and "+c" in found[1].splitlines(), found[1]


def test_c_output_is_deterministic(compiler, tmp_path):
    schemas = sorted((ROOT / "schemas").glob("*/*.asn1"))
    for run in ("a", "b"):
        proc = compiler("--lang", "c", "--registry", "-o", tmp_path / run, *schemas)
        assert proc.returncode == 0, proc.stderr
    assert tree(tmp_path / "a") == tree(tmp_path / "b")
    for name in tree(tmp_path / "a"):
        assert filecmp.cmp(tmp_path / "a" / name, tmp_path / "b" / name, shallow=False), name
