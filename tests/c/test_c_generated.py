"""generated/c built with gcc and clang (warnings are errors), its API
exercised by tests/c/test_generated.c, decoding checked to call no
allocator (tests/c/no_malloc.c, with the arena bytes each certificate
takes), and the C tools run under AddressSanitizer + UBSan and valgrind
over the corpus and its mutations, printing exactly what the plain build
prints."""

import os
import re
import shutil
import statistics
import subprocess

import pytest
import test_c_differential as differential
import test_rust_corpus as corpus
from conftest import ROOT, RUNTIME_C_SOURCES, build_c, installed_program

SRC = ROOT / "generated" / "c" / "src"
RUNTIME = ROOT / "runtime-c"
WARN = ["-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Werror"]
# The compiler of the sanitized builds (one build, shared by the tests).
SANITIZING_CC = "clang" if shutil.which("clang") else "gcc"
SANITIZE = "-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"


def compilers():
    return [cc for cc in ("gcc", "clang") if shutil.which(cc)]


def link(out, lib, source, *extra, cc="cc", flags=()):
    subprocess.run(
        [cc, *WARN, *flags, f"-I{SRC}", f"-I{RUNTIME}", str(source), str(lib), *extra, "-o", str(out)],
        check=True,
        capture_output=True,
        text=True,
    )
    return out


@pytest.mark.parametrize("cc", compilers())
def test_strict_der_cases_called_directly(cc, tmp_path):
    """tests/support/strict-der.tsv through the generated C's registry, no tool
    between (tests/c/strict_der.c)."""
    out = build_c(cc=cc, cflags="-std=c99 -O2")
    program = link(tmp_path / "strict_der", out / "libsynta_schemas.a", ROOT / "tests/c/strict_der.c", cc=cc)
    proc = subprocess.run([program, ROOT / "tests/support/strict-der.tsv"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith(" cases, 0 failed\n") and int(proc.stdout.split()[0]) > 60, proc.stdout


@pytest.mark.parametrize("cc", compilers())
def test_builds_warning_free_and_api_works(cc, tmp_path):
    out = build_c(cc=cc, cflags="-std=c99 -O2")
    program = link(tmp_path / "test_generated", out / "libsynta_schemas.a", ROOT / "tests/c/test_generated.c", cc=cc)
    proc = subprocess.run([program], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith(" 0 failed\n")


def test_generated_code_reads_no_reader_or_writer_field():
    """Generated code reaches the reader and the writer only through the
    runtime's functions and macros (synta_codec.h), so their fields can
    change without breaking checked-in code: a field of theirs is named
    after `->` only on the values it decodes into (`out`) or encodes (`in`),
    whose components may share a name with them."""
    fields = "data|len|pos|base|depth|buf|cap|overflow"
    owners = set()
    for path in sorted(SRC.glob("*.[ch]")):
        owners |= set(re.findall(rf"\b(\w+)->(?:{fields})\b", path.read_text()))
    assert owners <= {"out", "in"}, owners


def test_headers_compile_as_cxx(tmp_path):
    cxx = installed_program("g++", "clang++")
    source = tmp_path / "all.cpp"
    source.write_text("".join(f'#include "{h.name}"\n' for h in sorted(SRC.glob("*.h"))) + "int main() { return 0; }\n")
    subprocess.run([cxx, "-std=c++11", "-Wall", "-Wextra", "-Werror", f"-I{SRC}", f"-I{RUNTIME}", "-c", str(source),
                    "-o", str(tmp_path / "all.o")], check=True)


def test_decoding_calls_no_allocator(tmp_path, ca_store):
    lib = build_c() / "libsynta_schemas.a"
    program = link(tmp_path / "no_malloc", lib, ROOT / "tests/c/no_malloc.c", "-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc")
    paths = differential.ca_store_ders(tmp_path)
    proc = subprocess.run([program, corpus.CERT, *paths], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[-1] == "allocator calls while decoding: 0"
    used = [int(line.rsplit(": ", 1)[1]) for line in lines[:-1]]
    assert len(used) == len(paths)
    # Reported, not asserted against a budget: arena bytes per certificate.
    print(f"\narena bytes per CA certificate: min {min(used)}, median {statistics.median(used)}, max {max(used)}")
    # Statically too: only the arena refers to the allocator (for the heap
    # arena, and the measuring decode after a caller's buffer ran out).
    symbols = subprocess.run(["nm", "-u", str(lib)], capture_output=True, text=True, check=True).stdout
    allocating, member = set(), None
    for line in symbols.splitlines():
        if line.endswith(".o:"):
            member = line[:-1]
        elif line.strip() and line.split()[-1] in {"malloc", "calloc", "realloc", "free"}:
            allocating.add(member)
    assert allocating == {"synta_arena.o"}


def build_sanitized():
    """generated/c (the library and synta-dump-c) built with ASan + UBSan,
    once for every test that asks (build_c), unoptimized as conftest's
    SANITIZED_C is (and for its reason): (compiler, its folder)."""
    return SANITIZING_CC, build_c(cc=SANITIZING_CC, cflags=f"-std=c99 -O0 -g {SANITIZE}", ldflags=SANITIZE)


@pytest.fixture(scope="module")
def sanitized():
    """synta-dump-c and the API test built with ASan + UBSan."""
    return build_sanitized()


def test_api_under_sanitizers(sanitized, tmp_path):
    cc, out = sanitized
    program = link(tmp_path / "t", out / "libsynta_schemas.a", ROOT / "tests/c/test_generated.c", *SANITIZE.split(), cc=cc,
                   flags=["-g"])
    proc = subprocess.run([program], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def _inputs(tmp_path, per_input, max_inputs):
    """{type: [path]}: the corpus and mutations of it."""
    jobs = corpus.collect(tmp_path)
    inputs = {t: [p for _, p in items] for t, items in jobs.items()}
    for t, paths in differential.mutate_all(jobs, tmp_path, per_input, max_inputs, seed=11).items():
        inputs[t] += paths
    return inputs


def test_corpus_under_sanitizers(sanitized, dump_c, tmp_path):
    _, out = sanitized
    binary = out / "synta-dump-c"
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:abort_on_error=0", UBSAN_OPTIONS="print_stacktrace=1")
    total = 0
    for type_name, paths in _inputs(tmp_path, per_input=6, max_inputs=150).items():
        proc = subprocess.run([binary, "--type", type_name, "--roundtrip", *map(str, paths)], capture_output=True,
                              text=True, env=env)
        assert proc.returncode in (0, 1) and proc.stderr == "", proc.stderr[-3000:]
        assert proc.stdout == dump_c("--type", type_name, "--roundtrip", *paths).stdout
        total += len(paths)
    assert total > 5000


def test_corpus_under_valgrind(dump_c, tmp_path):
    installed_program("valgrind")
    out = build_c(cflags="-std=c99 -O0 -g")
    binary = out / "synta-dump-c"
    for type_name, paths in _inputs(tmp_path, per_input=2, max_inputs=40).items():
        proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=all",
                               str(binary), "--type", type_name, "--roundtrip", *map(str, paths)],
                              capture_output=True, text=True)
        assert proc.returncode in (0, 1), proc.stderr[-3000:]
        assert proc.stdout == dump_c("--type", type_name, "--roundtrip", *paths).stdout
    program = link(tmp_path / "t", out / "libsynta_schemas.a", ROOT / "tests/c/test_generated.c", flags=["-g"])
    proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=all",
                           str(program)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_lazy_components_on_real_certificates(compiler, tmp_path, ca_store):
    out = tmp_path / "lazy"
    proc = compiler("--lang", "c", "--jer", "--prefix", "PKIX1Explicit88=lazy", "-o", out,
                    "--raw", "PKIX1Explicit88.TBSCertificate.issuer",
                    "--raw", "PKIX1Explicit88.TBSCertificate.extensions", ROOT / "schemas/pkix/PKIX1Explicit88.asn1")
    assert proc.returncode == 0, proc.stderr
    # Its own file names, so it builds next to the fully decoded module.
    renamed = tmp_path / "renamed"
    renamed.mkdir()
    (renamed / "lazy_pkix1_explicit88.h").write_text(
        (out / "pkix1_explicit88.h").read_text().replace("PKIX1_EXPLICIT88_SYNTA_H", "LAZY_PKIX1_EXPLICIT88_SYNTA_H"))
    (renamed / "lazy_pkix1_explicit88_codec.h").write_text(
        (out / "pkix1_explicit88_codec.h").read_text()
        .replace("PKIX1_EXPLICIT88_SYNTA_CODEC_H", "LAZY_PKIX1_EXPLICIT88_SYNTA_CODEC_H")
        .replace('#include "pkix1_explicit88.h"', '#include "lazy_pkix1_explicit88.h"'))
    (renamed / "lazy.c").write_text((out / "pkix1_explicit88.c").read_text()
                                    .replace('#include "pkix1_explicit88_codec.h"',
                                             '#include "lazy_pkix1_explicit88_codec.h"'))
    header = (renamed / "lazy_pkix1_explicit88.h").read_text()
    assert "synta_any issuer;" in header and "lazy_TBSCertificate_get_extensions(" in header
    lib = build_c() / "libsynta_schemas.a"
    program = tmp_path / "lazy_accessors"
    subprocess.run(["cc", *WARN, f"-I{renamed}", f"-I{SRC}", f"-I{RUNTIME}", str(ROOT / "tests/c/lazy_accessors.c"),
                    str(renamed / "lazy.c"), str(lib), "-o", str(program)], check=True)
    paths = differential.ca_store_ders(tmp_path)
    proc = subprocess.run([program, *paths], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout
    assert proc.stdout.count(": ok") == len(paths)
    # From BER: the extensions, which may carry `critical FALSE` sent as
    # BER allows, are read by their type and come back as their DER (kept
    # as sent before, not DER; the Rust twin is generated/rust/tests/x509_lazy.rs).
    import ber_variants
    pairs = []
    for path, ber in zip(paths, ber_variants.variants([p.read_bytes() for p in paths], seed=44)):
        pairs += [path.with_suffix(".ber"), path]
        pairs[-2].write_bytes(ber)
    assert sum(b"\x01\x01\x00\x04" in p.read_bytes() or b"\x01\x01\x00\x24" in p.read_bytes() for p in pairs[::2]) > 50
    proc = subprocess.run([program, "--ber", *pairs], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert proc.stdout.count(": ok") == len(paths)


def test_lazy_runtime_types_read_from_ber_by_their_type(compiler, tmp_path):
    """Lazy components of runtime types under IMPLICIT tags (a BOOLEAN, an
    OCTET STRING, a SET OF): read from BER, only their type tells that
    TRUE was 0x01, that the string came in segments, that the SET OF was
    out of order; each comes back as its DER. Warnings-clean, accessors too."""
    (tmp_path / "l.asn1").write_text("L DEFINITIONS IMPLICIT TAGS ::= BEGIN\n"
                                     "R ::= SEQUENCE { a [0] BOOLEAN, b [1] OCTET STRING, c [2] SET OF INTEGER }\nEND\n")
    out = tmp_path / "out"
    proc = compiler("--lang", "c", "-o", out, "--raw", "L.R.a", "--raw", "L.R.b", "--raw", "L.R.c", tmp_path / "l.asn1")
    assert proc.returncode == 0, proc.stderr
    (tmp_path / "main.c").write_text(r"""
#include <stdio.h>
#include "l.h"
int main(void) {
    static const uint8_t ber[] = {0x30, 0x80, 0x80, 0x01, 0x01, 0xa1, 0x80, 0x04, 0x01, 0x41, 0x04, 0x01, 0x42, 0x00, 0x00,
                                  0xa2, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03, 0x00, 0x00};
    uint8_t space[4096], der[64];
    synta_arena arena;
    synta_error err;
    l_R r;
    size_t n, k;
    synta_arena_init(&arena, space, sizeof space, NULL);
    if (l_R_decode_ber(ber, sizeof ber, &arena, &r, &err) != SYNTA_OK) return 1;
    if (l_R_encode(&r, der, sizeof der, &n, &err) != SYNTA_OK) return 2;
    for (k = 0; k < n; k++) printf("%02x", der[k]);
    return 0;
}
""")
    program = tmp_path / "t"
    subprocess.run(["cc", *WARN, f"-I{out}", f"-I{RUNTIME}", tmp_path / "main.c", out / "l.c",
                    *RUNTIME_C_SOURCES, "-o", program], check=True)
    proc = subprocess.run([program], capture_output=True, text=True)
    assert proc.returncode == 0
    assert proc.stdout == "300f" "8001ff" "81024142" "a206020103020105"


INIT_MODULE = """Ini DEFINITIONS AUTOMATIC TAGS ::= BEGIN
Pick ::= CHOICE {
  a SEQUENCE { x INTEGER DEFAULT 5, y BOOLEAN },
  b Named,
  c INTEGER,
  d INTEGER (9)
}
Named ::= SEQUENCE { z INTEGER DEFAULT 7, w IA5String DEFAULT "hi" }
Alias ::= Named
Pvno ::= INTEGER (5)
Msg ::= SEQUENCE {
  pvno INTEGER (5), kind Pvno, big INTEGER (1000000000000000000000), s IA5String (SIZE (2)),
  p Pick, n Named, al Alias, o Named OPTIONAL, ext INTEGER (3, ...)
}
END
"""


def test_init_sets_defaults_single_values_and_inner_records(compiler, tmp_path):
    """T_init sets every DEFAULT it can reach without choosing, inside
    SEQUENCEs held by value and through a renaming definition, and every
    INTEGER of one value (X.680 §51.2: not an extensible one); a CHOICE's
    T_init_as chooses an alternative with its value initialised so, and
    refuses a kind of no alternative. A Msg from T_init with only its
    other components filled in encodes to the DER written out by hand."""
    (tmp_path / "ini.asn1").write_text(INIT_MODULE)
    out = tmp_path / "out"
    proc = compiler("--lang", "c", "-o", out, tmp_path / "ini.asn1")
    assert proc.returncode == 0, proc.stderr
    (tmp_path / "main.c").write_text(r"""
#include <stdio.h>
#include <string.h>
#include "ini.h"
#define SAY(c) printf("%s: %s\n", #c, (c) ? "yes" : "NO")
/* An INTEGER held as its content octets, of one octet. */
#define IS(v, octet) ((v).len == 1 && (v).ptr[0] == (octet))
int main(void) {
    ini_Msg m;
    ini_Pick p;
    ini_Alias a;
    uint8_t der[128];
    size_t n, k;
    synta_error err;
    SAY(ini_Msg_init(&m) == SYNTA_OK);
    SAY(m.pvno == 5 && m.kind == 5 && m.ext.len == 0);
    SAY(m.big.len == 9 && m.big.ptr[0] == 0x36 && m.big.ptr[8] == 0x00);
    SAY(IS(m.n.z, 7) && m.n.w.len == 2 && memcmp(m.n.w.ptr, "hi", 2) == 0);
    SAY(IS(m.al.z, 7) && IS(m.o.z, 7) && !m.has_o);
    SAY(m.p.kind == ini_Pick_none);
    SAY(ini_Alias_init(&a) == SYNTA_OK && IS(a.z, 7));
    SAY(ini_Pick_init_as(&p, ini_Pick_a) == SYNTA_OK && p.kind == ini_Pick_a && IS(p.u.a.x, 5));
    SAY(ini_Pick_init_as(&p, ini_Pick_b) == SYNTA_OK && p.kind == ini_Pick_b && IS(p.u.b.z, 7));
    SAY(ini_Pick_init_as(&p, ini_Pick_d) == SYNTA_OK && p.u.d == 9);
    SAY(ini_Pick_init_as(&p, (ini_Pick_kind)99) == SYNTA_ERR_NO_ALTERNATIVE && p.kind == ini_Pick_none);
    SAY(ini_Pick_init_as(NULL, ini_Pick_a) == SYNTA_ERR_NULL_ARGUMENT);
    m.s = SYNTA_LITERAL("ab");
    m.ext = SYNTA_INTEGER_CONST("\x03");
    SAY(ini_Pick_init_as(&m.p, ini_Pick_c) == SYNTA_OK);
    m.p.u.c = SYNTA_INTEGER_CONST("\x07");
    SAY(ini_Msg_encode(&m, der, sizeof der, &n, &err) == SYNTA_OK);
    for (k = 0; k < n; k++) printf("%02x", der[k]);
    printf("\n");
    return 0;
}
""")
    program = tmp_path / "t"
    subprocess.run(["cc", *WARN, f"-I{out}", f"-I{RUNTIME}", tmp_path / "main.c", out / "ini.c",
                    *RUNTIME_C_SOURCES, "-o", program], check=True)
    proc = subprocess.run([program], capture_output=True, text=True)
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert all(line.endswith(": yes") for line in lines[:-1]), proc.stdout
    assert lines[-1] == ("3021" "800105" "810105" "820936" "35c9adc5dea00000" "83026162" "a403820107" "a500" "a600" "880103")
