"""Shared fixtures for the end-to-end tests: the release binary built once by
tests/run (or located in target/release), and the repository paths."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


def _binary(name: str) -> pathlib.Path:
    """A release binary of the workspace: from $SYNTA_COMPILE / $SYNTA_DUMP
    (set by tests/run, which builds them once), else built here."""
    env = os.environ.get(name.upper().replace("-", "_"))
    if env:
        return pathlib.Path(env)
    path = ROOT / "target" / "release" / name
    if not path.exists():
        subprocess.run(["cargo", "build", "--release", "-p", name], cwd=ROOT, check=True)
    return path


@pytest.fixture(scope="session")
def compiler():
    """Runs synta-compile; returns the CompletedProcess."""
    binary = _binary("synta-compile")

    def run(*args, cwd=ROOT):
        return subprocess.run([str(binary), *map(str, args)], cwd=cwd, capture_output=True, text=True, timeout=120)

    return run


@pytest.fixture
def schema(tmp_path):
    """Writes schema text to a file and returns its path."""

    def write(text, name="schema.asn1"):
        path = tmp_path / name
        path.write_text(text)
        return path

    return write


@pytest.fixture(scope="session")
def dump():
    """Runs synta-dump with arguments; returns the CompletedProcess."""
    binary = _binary("synta-dump")

    def run(*args):
        return subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True, timeout=600)

    return run
