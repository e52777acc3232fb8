"""The C runtime (runtime-c/) built with every C compiler of the machine
under -std=c99/-std=c11 -Wall -Wextra -Wpedantic -Werror, its header from
C++, and its unit tests run plainly, under ASan + UBSan, and under valgrind.
CI installs gcc, clang and valgrind; elsewhere a missing tool skips."""

import subprocess

import pytest

from conftest import ROOT, RUNTIME_C_SOURCES, installed_program

RUNTIME = ROOT / "runtime-c"
COMPILERS = ["gcc", "clang"]


def _make(target, tmp_path, cc):
    result = subprocess.run(
        ["make", "-s", "-C", str(RUNTIME), target, f"CC={cc}", f"OUT={tmp_path}"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.mark.parametrize("cc", COMPILERS)
def test_unit_tests_pass(cc, tmp_path):
    out = _make("test", tmp_path, installed_program(cc))
    assert out.strip().endswith(", 0 failed"), out
    assert int(out.split()[-4]) > 100


@pytest.mark.parametrize("cc", COMPILERS)
@pytest.mark.parametrize("std", ["c99", "c11"])
def test_compiles_warning_free(cc, std, tmp_path):
    compiler = installed_program(cc)
    flags = [f"-std={std}", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-c"]
    for source in RUNTIME_C_SOURCES:
        result = subprocess.run(
            [compiler, *flags, str(source), "-o", str(tmp_path / "rt.o")], capture_output=True, text=True
        )
        assert result.returncode == 0, source.name + result.stderr


@pytest.mark.parametrize("cc", COMPILERS)
def test_compiles_clean_under_stricter_warnings(cc, tmp_path):
    """-Wconversion -Wsign-conversion -Wcast-qual -Wmissing-prototypes
    -Wshadow on top, at -O0 to -O3 and -Os, with and without BER mode
    (`make strict`): a daemon's build flags find nothing in the runtime."""
    _make("strict", tmp_path, installed_program(cc))


def test_header_links_from_cxx(tmp_path):
    """The header compiles as C++ and its extern "C" guards let C++ code
    link against the runtime compiled as C."""
    objects = [tmp_path / (source.stem + ".o") for source in RUNTIME_C_SOURCES]
    for source, obj in zip(RUNTIME_C_SOURCES, objects):
        subprocess.run([installed_program("gcc"), "-std=c99", "-c", str(source), "-o", str(obj)], check=True)
    source = tmp_path / "use.cpp"
    source.write_text(
        '#include "synta_rt.h"\n'
        "int main() { synta_error e; return synta_fail(&e, SYNTA_ERR_MISSING, 0) == SYNTA_ERR_MISSING ? 0 : 1; }\n"
    )
    flags = ["-std=c++11", "-Wall", "-Wextra", "-Wpedantic", "-Werror", f"-I{RUNTIME}"]
    result = subprocess.run(
        [installed_program("g++"), *flags, str(source), *map(str, objects), "-o", str(tmp_path / "use")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert subprocess.run([str(tmp_path / "use")]).returncode == 0


def test_unit_tests_under_sanitizers(tmp_path):
    out = _make("test-sanitize", tmp_path, installed_program("gcc"))
    assert out.strip().endswith(", 0 failed"), out


def test_unit_tests_under_valgrind(tmp_path):
    installed_program("valgrind")
    out = _make("test-valgrind", tmp_path, installed_program("gcc"))
    assert out.strip().endswith(", 0 failed"), out
