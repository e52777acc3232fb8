"""Under CI a test never skips: what a test needs and cannot find fails it
there (conftest.py's `unavailable`), and a skip that comes another way
fails the run (conftest.py's `pytest_sessionfinish`)."""

import os
import subprocess
import sys

import pytest

from conftest import ROOT, installed_program, python_module

MISSING = "synta-no-such-program"


def test_a_missing_program_or_package_fails_under_ci_and_skips_elsewhere(monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="needed in CI"):
        installed_program(MISSING)
    with pytest.raises(pytest.fail.Exception, match="needed in CI"):
        python_module("synta_no_such_module")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="not installed"):
        installed_program(MISSING)
    assert installed_program(MISSING, "sh").endswith("/sh")


def test_any_skip_fails_the_run_under_ci(tmp_path):
    # A test that skips by itself, with the conftest hook of this folder.
    (tmp_path / "conftest.py").write_text(
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('synta_conftest', {str(ROOT / 'tests/conftest.py')!r})\n"
        "ours = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(ours)\n"
        "pytest_sessionfinish = ours.pytest_sessionfinish\n"
    )
    (tmp_path / "test_skipping.py").write_text("import pytest\n\ndef test_it():\n    pytest.skip('on purpose')\n")

    def run(ci):
        env = {k: v for k, v in os.environ.items() if k != "CI"} | ({"CI": "true"} if ci else {})
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                              cwd=tmp_path, env=env, capture_output=True, text=True)

    elsewhere, under_ci = run(False), run(True)
    assert elsewhere.returncode == 0 and "1 skipped" in elsewhere.stdout, elsewhere.stdout
    assert under_ci.returncode == 1 and "under CI every test must run" in under_ci.stdout, under_ci.stdout
