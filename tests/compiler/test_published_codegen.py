"""Every published module set of ../shared/asn1 that resolves (the cases of
compiler/tests/compat.rs marked to pass) generates Rust and C that build:
C with `cc -std=c99 -Wall -Wextra -Werror`, Rust with `cargo check`
against runtime-rust, warnings denied. Under CI the corpus must be there;
elsewhere the test skips without it."""

import concurrent.futures
import os
import re
import subprocess

import pytest

from conftest import ROOT, SHARED, cargo_check_generated, unavailable

ASN1 = SHARED / "asn1"
COMPAT = ROOT / "compiler" / "tests" / "compat.rs"


def resolving_sets():
    """(name, files, includes) of every compat case that resolves."""
    text = COMPAT.read_text()
    sets = []
    for case in re.findall(r"    Case \{\n(.*?)\n    \},", text, re.S):
        if "passes: true" not in case:
            continue

        def strings(field, case=case):
            return re.findall(r'"([^"]+)"', re.search(rf"{field}: &\[(.*?)\]", case, re.S).group(1))

        name = re.search(r'name: "([^"]+)"', case).group(1)
        sets.append((name, strings("files"), strings("include")))
    return sets


def expand(pattern):
    if pattern.endswith("/*"):
        return sorted((ASN1 / pattern[:-2]).glob("*.asn1"))
    return [ASN1 / pattern]


@pytest.fixture(scope="module")
def corpus():
    if not ASN1.is_dir():
        unavailable("../shared/asn1 (the published modules) is absent")
    sets = resolving_sets()
    # The list is read from compat.rs: make sure the reading still works.
    assert {"x500", "pkcs10-x500", "rfc5912", "rfc5911", "kerberos", "ldap", "pqc"} <= {s[0] for s in sets}
    return sets


def generate(compiler, name, files, includes, lang, out):
    args = ["--lang", lang, "-o", out]
    for inc in includes:
        args += ["-I", ASN1 / inc]
    result = compiler(*args, *[f for pattern in files for f in expand(pattern)])
    assert result.returncode == 0, f"{name} ({lang}):\n{result.stderr}"


def test_every_resolving_set_generates_c_that_builds_warnings_clean(compiler, corpus, tmp_path):
    jobs = []
    for name, files, includes in corpus:
        out = tmp_path / name
        generate(compiler, name, files, includes, "c", out)
        sources = sorted(p.name for p in out.glob("*.c"))
        assert sources, name
        jobs += [(name, out, source) for source in sources]

    def build(job):
        name, out, source = job
        # -fsyntax-only: the warnings of an unoptimized build, without
        # generating its code.
        cmd = ["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", f"-I{ROOT / 'runtime-c'}", source]
        result = subprocess.run(cmd, cwd=out, capture_output=True, text=True)
        return f"{name}/{source}:\n{result.stderr[-4000:]}" if result.returncode else None

    # One compiler a core: the files are independent.
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        failures = [f for f in pool.map(build, jobs) if f]
    assert not failures, "\n".join(failures)


def test_every_resolving_set_generates_rust_that_checks_warnings_clean(compiler, corpus, tmp_path):
    modules = []
    for name, files, includes in corpus:
        out = tmp_path / "rs" / name
        generate(compiler, name, files, includes, "rust", out)
        ident = re.sub(r"\W", "_", name)
        modules.append(f'pub mod set_{ident} {{\n    include!("{out / "mod.rs"}");\n}}\n')
    result = cargo_check_generated(tmp_path / "crate", "published-sets", "".join(modules))
    assert result.returncode == 0, result.stderr[-6000:]
