"""`make -C runtime-c install` and what it installs, used the way a C
project uses it: the CMake example (examples/cmake) finds the package, runs
synta-compile at build time (again only when a schema changes) and prints
the serial numbers Python cryptography reads from the CA store; the daemon
example (examples/c-daemon) builds two plugins from two module sets and
loads both into one process; a program built with pkg-config's flags links
the runtime."""

import os
import pathlib
import shutil
import json
import ssl
import subprocess
import warnings

import pytest
from conftest import ROOT, installed_program, python_module

GENERATING = "synta-compile: C for cert_serial"


def run(*args, **kwargs):
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kwargs)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    """An installation of the runtime and of the tools pytest runs."""
    tools = pathlib.Path(os.environ["SYNTA_COMPILE"]).parent
    prefix = tmp_path_factory.mktemp("prefix")
    build = tmp_path_factory.mktemp("runtime-build")
    run("make", "-s", "-j2", "-C", ROOT / "runtime-c", "install", f"PREFIX={prefix}", f"OUT={build}", f"TOOLS={tools}")
    return prefix


def content_octets(n):
    """An INTEGER's minimal two's complement content octets."""
    length = 1
    while not -(1 << (8 * length - 1)) <= n < 1 << (8 * length - 1):
        length += 1
    return n.to_bytes(length, "big", signed=True)


def test_installs_the_runtime_the_package_and_the_tools(prefix):
    for path in ["lib/libsynta_rt.a", "include/synta/synta_rt.h", "include/synta/synta_codec.h",
                 "include/synta/synta_names.h",
                 "lib/pkgconfig/synta.pc", "lib/cmake/synta/synta-config.cmake",
                 "lib/cmake/synta/synta-config-version.cmake", "bin/synta-compile", "bin/synta-dump"]:
        assert (prefix / path).is_file(), path
    assert f"prefix={prefix}\n" in (prefix / "lib/pkgconfig/synta.pc").read_text()


def test_cmake_example_generates_at_build_time_and_reads_the_ca_store(prefix, ca_store, tmp_path):
    x509 = python_module("cryptography.x509")
    cmake = installed_program("cmake")
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    shutil.copy(ROOT / "schemas/pkix/PKIX1Explicit88.asn1", schemas)
    build = tmp_path / "build"
    run(cmake, "-S", ROOT / "examples/cmake", "-B", build, f"-DCMAKE_PREFIX_PATH={prefix}",
        f"-DSYNTA_SCHEMAS={schemas}")
    assert GENERATING in run(cmake, "--build", build).stdout
    assert GENERATING not in run(cmake, "--build", build).stdout, "nothing changed, nothing is generated"
    os.utime(schemas / "PKIX1Explicit88.asn1")
    assert GENERATING in run(cmake, "--build", build).stdout, "a changed schema is compiled again"
    assert GENERATING not in run(cmake, "--build", build).stdout, "and then not again"

    files, expected = [], []
    for i, pem in enumerate(sorted(ca_store.glob("*.crt"))):
        der = ssl.PEM_cert_to_DER_cert(pem.read_text())
        path = tmp_path / f"{i:03}.der"
        path.write_bytes(der)
        files.append(path)
        with warnings.catch_warnings():
            # One root's serial number is negative, which cryptography
            # reads with a deprecation warning.
            warnings.simplefilter("ignore")
            serial = x509.load_der_x509_certificate(der).serial_number
        expected.append(f"{path}: serial 0x{content_octets(serial).hex()}")
    assert len(files) > 100
    assert run(build / "cert_serial", *files).stdout.splitlines() == expected

    bad = tmp_path / "bad.der"
    bad.write_bytes(b"\x30\x81\x03\x02\x01\x01")
    proc = subprocess.run([build / "cert_serial", bad], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stdout == f"{bad}: error: Certificate at byte 1: length not in minimal form\n"


def test_daemon_example_loads_two_plugins_into_one_process(prefix, kerberos_messages, ca_store, dump, tmp_path):
    """Each plugin exports its entry point and nothing else; the Kerberos one
    answers kinit's real AS-REQ with a KRB-ERROR that synta-dump (Rust)
    reads back, the X.509 one encodes a certificate again byte for byte."""
    cmake = installed_program("cmake")
    build = tmp_path / "build"
    run(cmake, "-S", ROOT / "examples/c-daemon", "-B", build, f"-DCMAKE_PREFIX_PATH={prefix}")
    run(cmake, "--build", build)
    plugins = [build / "kerberos_plugin.so", build / "x509_plugin.so"]
    for plugin in plugins:
        exported = run("nm", "-D", "--defined-only", plugin).stdout.split()
        assert exported[-2:] == ["T", "daemon_plugin_info"] and len(exported) == 3, exported

    as_req = next(path for kind, path in kerberos_messages["kinit"] if kind == "AS-REQ")
    cert = tmp_path / "cert.der"
    cert.write_bytes(ssl.PEM_cert_to_DER_cert(sorted(ca_store.glob("*.crt"))[0].read_text()))
    reply, again = tmp_path / "reply.der", tmp_path / "again.der"
    served = run(build / "daemon", *plugins, "--", f"kerberos:{as_req}:{reply}", f"x509:{cert}:{again}")
    lines = served.stdout.splitlines()
    assert lines[0].startswith(f"kerberos: {as_req}: AS-REQ from alice@SYNTA.TEST for krbtgt/SYNTA.TEST, nonce ")
    assert lines[1].startswith(f"x509: {cert}: certificate, serial 0x")
    assert again.read_bytes() == cert.read_bytes()
    read = dump("--type", "KerberosV5Spec2.KRB-ERROR", "--jer", reply)
    assert read.returncode == 0, read.stderr
    error = json.loads(read.stdout.splitlines()[1])
    assert (error["error-code"], error["crealm"], error["cname"]["name-string"]) == (25, "SYNTA.TEST", ["alice"])
    assert error["sname"]["name-string"] == ["krbtgt", "SYNTA.TEST"]


def test_pkg_config_flags_build_a_program(prefix, tmp_path):
    pkg_config = installed_program("pkg-config")
    env = dict(os.environ, PKG_CONFIG_PATH=str(prefix / "lib/pkgconfig"))
    flags = run(pkg_config, "--cflags", "--libs", "synta", env=env).stdout.split()
    assert f"-I{prefix}/include/synta" in flags
    source = tmp_path / "use.c"
    source.write_text(
        '#include <stdio.h>\n#include "synta_rt.h"\n'
        "int main(void) {\n"
        "    char line[128];\n"
        "    synta_error err;\n"
        "    synta_fail(&err, SYNTA_ERR_MISSING, 7);\n"
        "    synta_error_format(&err, line, sizeof line);\n"
        '    puts(line);\n'
        "    return 0;\n"
        "}\n"
    )
    run(installed_program("cc"), "-std=c99", "-Wall", "-Werror", source, *flags, "-o", tmp_path / "use")
    assert run(tmp_path / "use").stdout == "<value> at byte 7: required component missing\n"


def test_a_vendored_tree_builds_with_automake(compiler, tmp_path):
    """A daemon's autotools build that vendors a generated tree: its
    Makefile.am includes the emitted synta.am and synta_sources.am and
    lists no generated or runtime file itself; autoreconf, configure and
    make build a program that decodes a Kerberos message with it."""
    for tool in ("autoreconf", "automake"):
        installed_program(tool)
    project = tmp_path / "daemon"
    gen = project / "gen"
    made = compiler("--lang", "c", "--emit-runtime", "-o", gen, ROOT / "schemas" / "kerberos" / "KerberosV5Spec2.asn1")
    assert made.returncode == 0, made.stderr
    (project / "configure.ac").write_text(
        "AC_INIT([daemon], [1.0])\nAM_INIT_AUTOMAKE([foreign subdir-objects -Wall -Werror])\n"
        "AC_PROG_CC\nAC_CONFIG_FILES([Makefile])\nAC_OUTPUT\n")
    (project / "Makefile.am").write_text(
        "include $(srcdir)/gen/synta.am\n"
        "include $(srcdir)/gen/synta_sources.am\n"
        "bin_PROGRAMS = daemon\n"
        "daemon_SOURCES = main.c $(SYNTA_SOURCES) $(SYNTA_RT_SOURCES)\n"
        "daemon_CPPFLAGS = -I$(srcdir)/gen\n")
    (project / "main.c").write_text(
        '#include "kerberos_v5_spec2.h"\n'
        "int main(void) {\n"
        "    kerberos_v5_spec2_KDC_REQ req;\n"
        "    return kerberos_v5_spec2_KDC_REQ_init(&req) == SYNTA_OK && req.pvno == 5 ? 0 : 1;\n"
        "}\n")
    for step in (["autoreconf", "-i"], ["./configure", "-q"], ["make", "-s"]):
        done = subprocess.run(step, cwd=project, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, (step, done.stdout[-2000:], done.stderr[-2000:])
    assert subprocess.run([project / "daemon"]).returncode == 0
