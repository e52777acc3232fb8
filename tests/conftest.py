"""Shared fixtures for the end-to-end tests: the release binary built once by
tests/run (or located in target/release), and the repository paths."""

import concurrent.futures
import contextlib
import fcntl
import hashlib
import importlib
import importlib.metadata
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
# The C runtime: its headers and one source file a layer.
RUNTIME_C = ROOT / "runtime-c"
RUNTIME_C_SOURCES = sorted(RUNTIME_C.glob("synta_*.c"))
# The runtime ABI of synta_rt.h, which its functions' link names carry.
RUNTIME_ABI = int(re.search(r"#define SYNTA_RT_ABI_VERSION (\d+)", (RUNTIME_C / "synta_rt.h").read_text()).group(1))
CA_STORE = pathlib.Path("/usr/share/ca-certificates/mozilla")


def link_name(function: str) -> str:
    """The symbol a runtime function is linked as (runtime-c/synta_names.h):
    link_name("synta_arena_init") is "synta_v7_arena_init" for ABI 7."""
    assert function.startswith("synta_"), function
    return f"synta_v{RUNTIME_ABI}_{function[len('synta_'):]}"


def unavailable(reason: str):
    """Stops a test that cannot run on this machine because something it
    needs (a tool, a package, a corpus) is missing: a skip on a developer's
    machine, a failure under CI (CI set), where .ci/run installs all of it,
    so that a green CI means that every test ran. The one place that
    decides a skip."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}: needed in CI (.ci/run installs it)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def installed_program(*names: str) -> str:
    """The path of the first of the programs `names` found on PATH."""
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    unavailable(f"{' or '.join(names)} not installed")


def python_module(name: str):
    """The Python module `name` (a test dependency, tests/requirements.txt)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        unavailable(f"Python package {name} not installed")


@pytest.fixture(scope="session")
def published_modules():
    """../shared/asn1: the modules as published (the reference material)."""
    if not (SHARED / "asn1").is_dir():
        unavailable("../shared/asn1 (the published modules) is absent")
    return SHARED / "asn1"


@pytest.fixture(scope="session")
def ca_store():
    """Debian's CA store (ca-certificates): the folder of its certificates."""
    if not CA_STORE.is_dir():
        unavailable("Debian ca-certificates is not installed")
    return CA_STORE


def pytest_sessionfinish(session, exitstatus):
    """Under CI a skip is a failure, whatever asked for it."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter else []
    if os.environ.get("CI") and skipped:
        reporter.write_line(f"CI: {len(skipped)} tests skipped; under CI every test must run", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


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


def _source_distribution(name, version=None):
    """The folder of `name`'s source distribution at `version` (asn1tools':
    the one the tests read), downloaded from PyPI once into target/corpus."""
    # Imported here, not at the top: this file is also loaded on its own
    # (tests/compiler/test_skips.py), without pytest.ini's pythonpath.
    import source_distribution

    version = version or source_distribution.ASN1TOOLS_VERSION
    root = ROOT / "target" / "corpus"
    # Both pytest workers may ask at once: one downloads, the other waits.
    with locked(root.with_suffix(".lock")):
        try:
            return source_distribution.fetch(name, version, root)
        except OSError as e:
            unavailable(str(e))


@pytest.fixture(scope="session")
def corpus():
    """The asn1tools source distribution's tests folder."""
    return _source_distribution("asn1tools") / "tests"


@pytest.fixture(scope="session")
def pycrate_tests():
    """The tests folder of the source distribution of the pycrate installed
    (its captured S1AP, X2AP and RRC messages)."""
    python_module("pycrate_asn1rt")
    return _source_distribution("pycrate", importlib.metadata.version("pycrate")) / "test"


@pytest.fixture(scope="session")
def built_set(compiler, tmp_path_factory):
    """Compiles a published set (test_open_types.SETS) to Rust and C and
    builds both dumps, once per run, whichever test module asks first:
    {name: (dump_c, dump_rust)}. (Each build takes minutes.)"""
    from test_open_types import build_c as build_set_c, build_rust, compile_set

    built = {}

    def build(name):
        if name not in built:
            out = tmp_path_factory.mktemp(name)
            compile_set(compiler, name, "c", out / "c")
            compile_set(compiler, name, "rust", out / "rs")
            built[name] = (build_set_c(out), build_rust(out, name))
        return built[name]

    return build


@pytest.fixture(scope="session")
def kerberos_messages(tmp_path_factory):
    """Messages of a real MIT KDC exchange (tests/support/kerberos_kdc.py), as
    {scenario: [(kind, path)]}, each written to its own file. Skips when
    the Kerberos packages are not installed."""
    import kerberos_kdc

    if not kerberos_kdc.available():
        unavailable("MIT Kerberos (krb5-kdc, krb5-admin-server, krb5-user) not installed")
    out = tmp_path_factory.mktemp("kerberos")
    captured = {}
    with kerberos_kdc.Kdc() as kdc:
        for scenario, messages in kdc.scenarios().items():
            captured[scenario] = []
            for index, message in enumerate(messages):
                kind = kerberos_kdc.message_type(message)
                path = out / f"{scenario}-{index}-{kind}.der"
                path.write_bytes(message)
                captured[scenario].append((kind, path))
    return captured


@pytest.fixture(scope="session")
def ldap_messages(tmp_path_factory):
    """The messages of a real OpenLDAP exchange (tests/support/ldap_server.py), each
    in its own file: ({scenario: [(direction, path)]}, {scenario: what its
    client printed}). Skips when OpenLDAP is not installed."""
    import ldap_server

    if not ldap_server.available():
        unavailable("OpenLDAP (slapd, ldap-utils) is not installed")
    out = tmp_path_factory.mktemp("ldap")
    captured = {}
    with ldap_server.Slapd() as server:
        for scenario, messages in server.scenarios().items():
            captured[scenario] = []
            for index, (direction, message) in enumerate(messages):
                path = out / f"{scenario}-{index:02}-{direction}.ber"
                path.write_bytes(message)
                captured[scenario].append((direction, path))
        printed = server.printed
    return captured, printed


def dump_lines(stdout, jer=False):
    """synta-dump's output as {label: (error text or None, JER text or None)}.
    With --jer, the line after each `FILE: ok` is that value's JSON."""
    results = {}
    lines = iter(stdout.splitlines())
    for line in lines:
        if line.endswith(": ok"):
            results[line[: -len(": ok")]] = (None, next(lines) if jer else None)
        else:
            label, _, error = line.partition(": error: ")
            results[label] = (error, None)
    return results


def cargo_check_generated(crate: pathlib.Path, name: str, lib_rs: str):
    """`cargo check` with warnings denied of a crate `name` at `crate`
    whose lib.rs is `lib_rs` (generated Rust included by path) over the
    runtime in this checkout; returns the CompletedProcess. The crates
    share one target folder."""
    (crate / "src").mkdir(parents=True)
    (crate / "src" / "lib.rs").write_text("#![allow(missing_docs)]\n" + lib_rs)
    (crate / "Cargo.toml").write_text(
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\nsynta-rt = {{ path = "{ROOT / "runtime-rust"}" }}\n\n[workspace]\n'
    )
    env = dict(os.environ, CARGO_TARGET_DIR=str(ROOT / "target" / "published-sets"), RUSTFLAGS="-D warnings")
    return subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, capture_output=True, text=True)


def build_c(cc=None, cflags=None, ldflags=None, targets=("all",)):
    """Builds generated/c (by default the static library and synta-dump-c)
    with `make` into a directory of target/c named by the compiler and the
    flags, and returns it: tests asking for the same build share it, also
    from two pytest workers (the build holds a lock on its directory, and
    the second `make` finds it done), and builds with other settings never
    share one. The compiler is $CC or cc."""
    compiler = cc or os.environ.get("CC", "cc")
    settings = (os.path.realpath(shutil.which(compiler) or compiler), cflags or "-std=c99 -O2", ldflags or "")
    digest = hashlib.sha256("\0".join(settings).encode()).hexdigest()[:12]
    out = ROOT / "target" / "c" / f"{pathlib.Path(settings[0]).name}-{digest}"
    args = ["make", "-s", "-j2", "-C", str(ROOT / "generated" / "c"), f"OUT={out}", *targets, f"CC={compiler}"]
    if cflags:
        args.append(f"CFLAGS={cflags}")
    if ldflags:
        args.append(f"LDFLAGS={ldflags}")
    with locked(out.with_suffix(".lock")):
        subprocess.run(args, check=True, capture_output=True, text=True)
    return out


# A twin of the Rust dumps: generated C and the runtime under ASan and
# UBSan (any report fails the run), warnings as errors. Unoptimized: the
# sanitizers check every access all the same, and 3GPP's modules compile
# in two thirds of the time -O1 takes (the twins read a few thousand
# lines); the warnings only optimization finds are the shipped trees'
# -O2 builds' to give (generated/c/Makefile, with -Werror).
SANITIZED_C = ["-std=c99", "-O0", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
               "-Wall", "-Wextra", "-Wshadow", "-Werror"]


def build_sanitized(tree, main, name):
    """Builds the program `tree/name` from every C file of `tree` (generated
    with --emit-runtime) and `main`, under SANITIZED_C, a file on each core
    (3GPP's modules are large); returns its path."""
    cc = os.environ.get("CC", "cc")
    sources = [*sorted(tree.glob("*.c")), main]

    def compiled(source):
        obj = tree / f"{source.stem}.o"
        done = subprocess.run([cc, *SANITIZED_C, "-I", str(tree), "-c", str(source), "-o", str(obj)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr[-4000:]
        return str(obj)

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        objects = list(pool.map(compiled, sources))
    binary = tree / name
    built = subprocess.run([cc, *SANITIZED_C, *objects, "-o", str(binary)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-4000:]
    return binary


def build_c_examples(out, *targets):
    """Builds the C examples (examples/c; `targets`, or all of them) into
    `out`, on the generated/c library build_c() builds and shares, not on
    one of their own; returns `out`."""
    lib = build_c() / "libsynta_schemas.a"
    subprocess.run(["make", "-s", "-j2", "-C", str(ROOT / "examples" / "c"), f"OUT={out}", f"LIB={lib}",
                    *(str(out / target) for target in targets)], check=True, capture_output=True)
    return out


@contextlib.contextmanager
def locked(path: pathlib.Path):
    """Holds an exclusive lock on the file `path` (made if missing): what
    two pytest workers must not do at once, one does after the other."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def dump_c():
    """Runs synta-dump-c (built from generated/c with the system compiler)
    with arguments; returns the CompletedProcess."""
    binary = build_c() / "synta-dump-c"

    def run(*args):
        return subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True, timeout=600)

    return run


# How pytest-xdist (tests/run: `-n 2 --dist loadgroup`) shares the tests
# between its two workers. By default the tests of one module run in one
# worker: its module fixtures (builds into fixed folders of target/, a KDC,
# an npm install) are made once, and never twice at the same time.
# Modules whose tests share a session fixture too costly to make twice
# (built_set: a published set built in Rust and C) run in one worker too.
SAME_WORKER = {"test_ber": "built-sets", "test_open_types": "built-sets"}
# Modules whose tests are each minutes of their own and share nothing costly
# (what they write to target/ is locked or cargo's) go test by test.
EACH_TEST = {"test_asn1tools_corpus", "test_fuzz"}
# The longest groups first (docs/testing.md), so that none of them is left
# to run alone at the end (tests/run keeps this order for xdist:
# --no-loadscope-reorder). Each worker holds the next group while it runs
# one: in EACH_TEST modules the longest tests are not written one after
# the other, or the second waits behind the first on the same worker.
LONGEST_FIRST = ["test_asn1tools_corpus", "test_fuzz", "built-sets", "test_published_codegen", "test_readme",
                 "test_c_generated"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Marks each test with its xdist group (before xdist's own hook, which
    reads the mark) and puts the longest groups first."""
    def rank(item):
        name = SAME_WORKER.get(item.module.__name__, item.module.__name__)
        return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)

    for item in items:
        module = item.module.__name__
        if module not in EACH_TEST:
            item.add_marker(pytest.mark.xdist_group(SAME_WORKER.get(module, module)))
    items.sort(key=rank)
