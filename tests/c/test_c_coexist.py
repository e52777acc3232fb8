"""Libraries generated separately coexist in one program and one process.

The mechanism (docs/c.md, "Coexistence"): every function of the runtime is
linked under a name that carries the runtime ABI (synta_v7_arena_init), and
is hidden from a shared object's dynamic symbols. Two plugins built from
different module sets, one of them as a compiler of another runtime ABI
would write it (its runtime's ABI number raised and a structure laid out
differently), are linked into one static program and loaded with
RTLD_GLOBAL into one process, with their runtimes hidden and exported:
each decodes, builds and encodes its own messages. The plugins are those
of examples/c-daemon, whose CMake build tests/c/test_c_install.py runs."""

import re
import subprocess

import pytest
from conftest import ROOT, RUNTIME_ABI, RUNTIME_C, link_name

EXAMPLE = ROOT / "examples" / "c-daemon"
FLAGS = ["-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-fPIC"]
OTHER_ABI = RUNTIME_ABI + 1

# The static host: both plugins' entry points under names of their own
# (a plugin's entry point has one name, which dlsym finds per object).
STATIC_HOST = """
#include <stdio.h>
#include <stdlib.h>
#include "plugin.h"
const daemon_plugin *kerberos_plugin_info(void);
const daemon_plugin *x509_plugin_info(void);
static int serve(const daemon_plugin *p, const char *path) {
    static uint8_t in[1 << 16], out[1 << 16];
    char text[512];
    size_t len, out_len = 0;
    FILE *f = fopen(path, "rb");
    if (f == NULL) return 1;
    len = fread(in, 1, sizeof in, f);
    fclose(f);
    if (p->handle(in, len, out, sizeof out, &out_len, text, sizeof text) != 0) {
        printf("%s: error: %s\\n", p->name, text);
        return 1;
    }
    printf("%s: %s\\n", p->name, text);
    return 0;
}
int main(int argc, char **argv) {
    if (argc != 3) return 2;
    return serve(kerberos_plugin_info(), argv[1]) | serve(x509_plugin_info(), argv[2]);
}
"""


def run(*args, **kwargs):
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kwargs)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


def symbols(path, dynamic=False):
    """(name, binding, visibility) of each symbol `path` defines."""
    out = run("readelf", "--wide", "--dyn-syms" if dynamic else "--syms", path).stdout
    found = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) >= 8 and fields[0].endswith(":") and fields[6] != "UND":
            found.append((fields[7], fields[4], fields[5]))
    return found


def generate(compiler, out, schema, abi=None):
    """The C of `schema` with its runtime; with `abi`, as a compiler of that
    runtime ABI would have written it, with a structure of the runtime laid
    out differently (what an ABI change is)."""
    made = compiler("--lang", "c", "--emit-runtime", "-o", out, schema)
    assert made.returncode == 0, made.stderr
    if abi is not None:
        rt = out / "synta_rt.h"
        text = rt.read_text().replace(f"#define SYNTA_RT_ABI_VERSION {RUNTIME_ABI}\n",
                                      f"#define SYNTA_RT_ABI_VERSION {abi}\n")
        # The reader, which inline code of synta_codec.h and the runtime's
        # functions both use: called across ABIs, the two would disagree.
        text = text.replace("typedef struct synta_reader {\n", "typedef struct synta_reader {\n    uint64_t added;\n")
        assert "uint64_t added;" in text and f"VERSION {abi}\n" in text
        rt.write_text(text)
        for header in out.glob("*.h"):
            text = header.read_text()
            if f"SYNTA_RT_ABI_VERSION != {RUNTIME_ABI}" in text:
                header.write_text(text.replace(f"SYNTA_RT_ABI_VERSION != {RUNTIME_ABI}", f"SYNTA_RT_ABI_VERSION != {abi}"))
    return out


def objects(out, plugin, defines=()):
    """The plugin, its module and its runtime compiled to objects in `out`."""
    sources = [EXAMPLE / f"{plugin}.c", *sorted(out.glob("*.c"))]
    made = []
    for source in sources:
        obj = out / (source.stem + ".o")
        run("cc", *FLAGS, *defines, f"-I{out}", f"-I{EXAMPLE}", "-c", source, "-o", obj)
        made.append(obj)
    return made


@pytest.fixture(scope="module")
def generated(compiler, tmp_path_factory):
    """Kerberos at this runtime's ABI, X.509 at another."""
    tmp = tmp_path_factory.mktemp("coexist")
    kerberos = generate(compiler, tmp / "kerberos", ROOT / "schemas/kerberos/KerberosV5Spec2.asn1")
    x509 = generate(compiler, tmp / "x509", ROOT / "schemas/pkix/PKIX1Explicit88.asn1", abi=OTHER_ABI)
    return tmp, kerberos, x509


@pytest.fixture(scope="module")
def messages(kerberos_messages, ca_store, tmp_path_factory):
    """A real AS-REQ (kinit's first) and a certificate of the CA store."""
    as_req = next(path for kind, path in kerberos_messages["kinit"] if kind == "AS-REQ")
    pem = sorted(ca_store.glob("*.crt"))[0]
    cert = tmp_path_factory.mktemp("cert") / "cert.der"
    der = subprocess.run(["openssl", "x509", "-in", str(pem), "-outform", "der"], capture_output=True, check=True)
    cert.write_bytes(der.stdout)
    return as_req, cert


def expect_both_served(stdout):
    lines = stdout.splitlines()
    assert len(lines) == 2, stdout
    assert re.fullmatch(r"kerberos: .*AS-REQ from alice@SYNTA\.TEST for krbtgt/SYNTA\.TEST, nonce \d+: "
                        r"KRB-ERROR 25 \(\d+ bytes\)", lines[0]), lines[0]
    assert re.fullmatch(r"x509: .*certificate, serial 0x[0-9a-f]+, \d+ extensions: encoded again \(\d+ bytes\)",
                        lines[1]), lines[1]


def test_runtime_functions_carry_the_abi_and_are_hidden(tmp_path):
    run("make", "-s", "-C", RUNTIME_C, f"OUT={tmp_path}", f"{tmp_path}/libsynta_rt.a")
    prefix = link_name("synta_")
    checked = 0
    for obj in sorted(tmp_path.glob("synta_*.o")):
        for name, binding, visibility in symbols(obj):
            if binding in ("GLOBAL", "WEAK"):
                assert name.startswith(prefix), f"{obj.name}: {name}"
                assert visibility == "HIDDEN", f"{obj.name}: {name} is {visibility}"
                checked += 1
    assert checked > 100
    # synta_names.h gives each of them its name, in order, so that a reader
    # (and whoever adds a function) finds its line.
    defined = re.findall(r"^#define (synta_\w+) SYNTA_LINK_NAME", (RUNTIME_C / "synta_names.h").read_text(), re.M)
    assert len(defined) > 100 and defined == sorted(defined)


def test_two_abis_link_into_one_static_program(generated, messages, tmp_path):
    tmp, kerberos, x509 = generated
    kerberos_objects = objects(kerberos, "kerberos_plugin", ["-Ddaemon_plugin_info=kerberos_plugin_info"])
    x509_objects = objects(x509, "x509_plugin", ["-Ddaemon_plugin_info=x509_plugin_info"])
    # Each runtime defines every function under its own ABI's name.
    defined = {name for obj in x509_objects for name, binding, _ in symbols(obj) if binding == "GLOBAL"}
    assert f"synta_v{OTHER_ABI}_arena_init_heap" in defined and link_name("synta_arena_init_heap") not in defined
    (tmp_path / "host.c").write_text(STATIC_HOST)
    program = tmp_path / "host"
    run("cc", *FLAGS, f"-I{EXAMPLE}", tmp_path / "host.c", *kerberos_objects, *x509_objects, "-o", program)
    expect_both_served(run(program, *messages).stdout)


@pytest.mark.parametrize("visibility", ["hidden", "exported"])
def test_two_abis_load_as_plugins_into_one_process(generated, messages, visibility, tmp_path):
    """Hidden: each plugin exports its entry point alone. Exported (the
    runtime built with SYNTA_RT_EXPORT, as for a shared library of its
    own): both runtimes are in the process's global scope, and each plugin
    still calls its own."""
    tmp, kerberos, x509 = generated
    defines = ["-DSYNTA_RT_EXPORT"] if visibility == "exported" else []
    plugins = []
    for name, out in [("kerberos_plugin", kerberos), ("x509_plugin", x509)]:
        build = tmp_path / name
        build.mkdir()
        for source in [EXAMPLE / f"{name}.c", *sorted(out.glob("*.c"))]:
            run("cc", *FLAGS, *defines, f"-I{out}", f"-I{EXAMPLE}", "-c", source, "-o", build / (source.stem + ".o"))
        plugin = tmp_path / f"{name}.so"
        run("cc", "-shared", *sorted(build.glob("*.o")), "-o", plugin)
        exported = {sym for sym, binding, _ in symbols(plugin, dynamic=True) if binding in ("GLOBAL", "WEAK")}
        runtime = {sym for sym in exported if sym.startswith("synta_")}
        assert "daemon_plugin_info" in exported
        if visibility == "hidden":
            assert not runtime, sorted(runtime)
        else:
            assert len(runtime) > 100
        plugins.append(plugin)
    daemon = tmp_path / "daemon"
    run("cc", "-std=c99", "-Wall", "-Werror", f"-I{EXAMPLE}", EXAMPLE / "daemon.c", "-ldl", "-o", daemon)
    as_req, cert = messages
    served = run(daemon, *plugins, "--", f"kerberos:{as_req}:{tmp_path / 'reply.der'}",
                 f"x509:{cert}:{tmp_path / 'again.der'}")
    expect_both_served(served.stdout.replace(f"{as_req}: ", "").replace(f"{cert}: ", ""))
    assert (tmp_path / "again.der").read_bytes() == cert.read_bytes()


TWO_TREES_MAIN = r"""
#include <stdio.h>
#include "left/m.h"
#include "right/m.h"
int main(void) {
    static const uint8_t der[] = {0x30, 0x03, 0x02, 0x01, 0x07};
    uint8_t space[256], out[16];
    synta_arena arena;
    left_R l;
    right_R r;
    size_t n = 0;
    synta_arena_init(&arena, space, sizeof space, NULL);
    if (left_R_decode(der, sizeof der, &arena, &l, NULL) != SYNTA_OK) return 1;
    if (right_R_init(&r) != SYNTA_OK || right_R_encode(&r, out, sizeof out, &n, NULL) != SYNTA_OK) return 2;
    printf("left %d, right %zu octets\n", (int)l.n, n);
    return 0;
}
"""


def test_two_trees_of_one_abi_link_as_objects(compiler, tmp_path):
    """Two generated trees of the same runtime ABI, each with its own copy
    of the runtime, linked into one program as object files (not through
    archives, where the linker would keep one copy): without a runtime
    prefix the linker finds every runtime function defined twice; with
    -DSYNTA_RT_PREFIX each copy's link names are its own, and the program
    links and runs (docs/c.md, "Coexistence")."""
    (tmp_path / "m.asn1").write_text("M DEFINITIONS ::= BEGIN\nR ::= SEQUENCE { n INTEGER (0..100) DEFAULT 3 }\nEND\n")
    for side in ("left", "right"):
        proc = compiler("--lang", "c", "--emit-runtime", "--prefix", f"M={side}", "-o", tmp_path / side, tmp_path / "m.asn1")
        assert proc.returncode == 0, proc.stderr
    (tmp_path / "main.c").write_text(TWO_TREES_MAIN)

    def link(prefixed):
        objs = []
        for side in ("left", "right"):
            tree = tmp_path / side
            define = [f"-DSYNTA_RT_PREFIX={side}_"] if prefixed else []
            for source in sorted(tree.glob("*.c")):
                obj = tmp_path / f"{side}-{int(prefixed)}-{source.stem}.o"
                run("cc", *FLAGS, *define, f"-I{tree}", "-c", source, "-o", obj)
                objs.append(obj)
        main = tmp_path / f"main-{int(prefixed)}.o"
        # The program's own calls go to either copy: it names the left one.
        run("cc", *FLAGS, *(["-DSYNTA_RT_PREFIX=left_"] if prefixed else []), f"-I{tmp_path}", f"-I{tmp_path / 'left'}",
            "-c", tmp_path / "main.c", "-o", main)
        return subprocess.run(["cc", main, *objs, "-o", tmp_path / f"two-{int(prefixed)}"], capture_output=True, text=True)

    clash = link(prefixed=False)
    assert clash.returncode != 0 and "multiple definition of `synta_v" in clash.stderr, clash.stderr[-2000:]
    linked = link(prefixed=True)
    assert linked.returncode == 0, linked.stderr[-2000:]
    out = subprocess.run([tmp_path / "two-1"], capture_output=True, text=True)
    assert (out.returncode, out.stdout) == (0, "left 7, right 2 octets\n")
