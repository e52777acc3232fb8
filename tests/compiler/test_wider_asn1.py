"""Modules from outside the PKIX world that X.680 allows (tests/support/wider,
each written from the standard's text): every one is checked, and the Rust
and C generated for all of them together build warnings-clean (C with
`cc -std=c99 -Wall -Wextra -Werror`, Rust with `cargo check` and warnings
denied)."""

import subprocess

import pytest
from conftest import ROOT, cargo_check_generated

WIDER = ROOT / "tests" / "support" / "wider"


def modules():
    return sorted(WIDER.glob("*.asn1"))


@pytest.mark.parametrize("path", modules(), ids=lambda p: p.stem)
def test_module_is_accepted(compiler, path):
    result = compiler("--check", path)
    assert result.returncode == 0, result.stderr


def test_generated_c_builds_warnings_clean(compiler, tmp_path):
    out = tmp_path / "c"
    result = compiler("--lang", "c", "-o", out, *modules())
    assert result.returncode == 0, result.stderr
    for source in sorted(out.glob("*.c")):
        cmd = ["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'runtime-c'}", f"-I{out}", "-c",
               str(source), "-o", str(tmp_path / f"{source.stem}.o")]
        built = subprocess.run(cmd, capture_output=True, text=True)
        assert built.returncode == 0, f"{source.name}:\n{built.stderr[-4000:]}"


def test_generated_rust_checks_warnings_clean(compiler, tmp_path):
    out = tmp_path / "rs"
    result = compiler("--lang", "rust", "-o", out, *modules())
    assert result.returncode == 0, result.stderr
    checked = cargo_check_generated(tmp_path / "crate", "wider-modules", f'include!("{out / "mod.rs"}");\n')
    assert checked.returncode == 0, checked.stderr[-6000:]
