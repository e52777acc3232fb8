"""Every public entry point of the generated C, for every shipped type,
called with NULL for each pointer in turn: SYNTA_ERR_NULL_ARGUMENT (or NULL
from a lookup), never a crash; `err` NULL is allowed. The calls are
written from the headers' prototypes, so a new entry point is covered the
day it appears; built with ASan and UBSan."""

import re
import shutil
import subprocess

from conftest import ROOT, RUNTIME_C, RUNTIME_C_SOURCES

SRC = ROOT / "generated" / "c" / "src"
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
N = "SYNTA_ERR_NULL_ARGUMENT"

# What each family of functions is called with: the arguments, one
# argument NULL at a time (`{v}` is the type's value), and what it returns.
CALLS = {
    "decode": ["input, sizeof input", "&arena", "&v", "&err"],
    "decode_ber": ["input, sizeof input", "&arena", "&v", "&err"],
    "encode": ["&v", "buf, sizeof buf", "&len", "&err"],
    "encoded_len": ["&v", "&len", "&err"],
    "encode_tlv": ["&v", "&w", "&err"],
    "write_jer": ["&jer", "&v", "&err"],
    "decode_jer": ["json_text, sizeof json_text - 1", "&arena", "&v", "&err"],
}


def calls(header):
    """(function, type, family) of the API prototypes of one header."""
    text = header.read_text()
    for m in re.finditer(r"^(?:static inline )?synta_status (\w+)_(init|decode|decode_ber|decode_jer|encode|encoded_len|encode_tlv|write_jer)\((.*)\);$",
                         text, re.M):
        name, family, params = m.groups()
        ctype = re.search(r"(\w+) \*(?:out|in)\b", params).group(1)
        yield f"{name}_{family}", ctype, family
    for m in re.finditer(r"^const \w+ \*(\w+)\(const \w+ \*in\);$", text, re.M):
        yield m.group(1), None, "lookup"
    for m in re.finditer(r"^synta_status (\w+)_init_as\((\w+) \*out, (\w+) kind\);$", text, re.M):
        yield f"{m.group(1)}_init_as", m.group(2), "init_as"


def null_calls(function, ctype, family):
    """C statements calling `function` with each pointer NULL."""
    if family == "lookup":
        return [f"CHECK({function}(NULL) == NULL);"]
    if family == "init":
        return [f"{{ {ctype} v; CHECK({function}(NULL) == {N} && {function}(&v) == SYNTA_OK); }}"]
    if family == "init_as":
        # Kind 1 is the first alternative; 0 (nothing) is no alternative.
        return [f"{{ {ctype} v; CHECK({function}(NULL, 1) == {N} && {function}(&v, 1) == SYNTA_OK); }}"]
    args = CALLS[family]
    out = [f"{{ {ctype} v; memset(&v, 0, sizeof v);"]
    for i, arg in enumerate(args[:-1]):
        # A pointer and its length: the pointer NULL.
        nulled = args[:i] + [re.sub(r"^&?\w+", "NULL", arg)] + args[i + 1:]
        out.append(f"  CHECK({function}({', '.join(nulled)}) == {N});")
    # `err` NULL is allowed: whatever the call returns, it returns.
    out.append(f"  (void){function}({', '.join(args[:-1] + ['NULL'])}); }}")
    return out


def test_every_entry_point_refuses_null(tmp_path):
    headers = sorted(h for h in SRC.glob("*.h") if not h.name.endswith("_codec.h") and h.name != "synta_types.h")
    body, counted = [], 0
    for header in headers:
        for function, ctype, family in calls(header):
            body += null_calls(function, ctype, family)
            counted += 1
    includes = "".join(f'#include "{h.name}"\n' for h in headers)
    program = tmp_path / "null.c"
    program.write_text(f"""{includes}
#include <stdio.h>
#include <string.h>
static int failed;
#define CHECK(c) do {{ if (!(c)) {{ printf("line %d: %s\\n", __LINE__, #c); failed = 1; }} }} while (0)
static void sink(void *ctx, const char *text, size_t len) {{ (void)ctx; (void)text; (void)len; }}
int main(void) {{
    static uint8_t space[1 << 16], buf[1 << 12];
    static const uint8_t input[] = {{0x05, 0x00}};
    static const char json_text[] = "null";
    synta_arena arena;
    synta_error err;
    synta_jer jer;
    synta_writer w;
    size_t len;
    synta_arena_init(&arena, space, sizeof space, NULL);
    synta_jer_init(&jer, sink, NULL, &arena);
    synta_writer_init(&w, buf, sizeof buf);
{chr(10).join('    ' + line for line in body)}
    printf("%d entry points, %s\\n", {counted}, failed ? "failed" : "all refuse NULL");
    return failed;
}}
""")
    cc = "clang" if shutil.which("clang") else "gcc"
    sources = [str(s) for s in sorted(SRC.glob("*.c")) if s.name != "synta_types.c"]
    build = subprocess.run([cc, "-std=c99", "-O0", "-g", *SANITIZE, "-w", f"-I{SRC}", f"-I{RUNTIME_C}", str(program), *sources,
                            *map(str, RUNTIME_C_SOURCES), "-o", str(tmp_path / "null")], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    run = subprocess.run([str(tmp_path / "null")], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert run.stdout.strip().endswith("all refuse NULL")
    print(run.stdout.strip())
    assert counted > 1000


# The runtime's public header (synta_rt.h): every function it declares,
# read from its prototypes, called with each pointer argument NULL in
# turn and each view argument {NULL, n}, under ASan and UBSan. A status
# function must return SYNTA_ERR_NULL_ARGUMENT unless the argument is one
# the header says may be NULL; any other must not crash, and one that
# returns a pointer returns NULL.

# A valid argument of each parameter type, and its NULL form (None: the
# type is not a pointer or a view, so it is never nulled). A parameter
# type not listed fails the test: a new one must be given a value here.
VALID = {
    "synta_error *": ("&err", "NULL"),
    "const synta_error *": ("&err", "NULL"),
    "synta_arena *": ("&arena", "NULL"),
    "const synta_arena *": ("&arena", "NULL"),
    "synta_reader *": ("&r", "NULL"),
    "const synta_reader *": ("&r", "NULL"),
    "synta_tlv *": ("&tlv", "NULL"),
    "const synta_tlv *": ("&tlv", "NULL"),
    "synta_writer *": ("&w", "NULL"),
    "const synta_writer *": ("&w", "NULL"),
    "synta_jer *": ("&jer", "NULL"),
    "const synta_entry *": ("&entry", "NULL"),
    "const synta_allocator *": ("NULL", "NULL"),
    "const synta_bit_string *": ("&bits", "&null_bits"),
    "synta_bytes *": ("&view", "NULL"),
    "bool *": ("&flag", "NULL"),
    "int64_t *": ("&i64", "NULL"),
    "uint64_t *": ("&u64", "NULL"),
    "size_t *": ("&len", "NULL"),
    "const uint8_t *": ("input", "NULL"),
    "uint8_t *": ("buf", "NULL"),
    "uint8_t []": ("buf", "NULL"),
    "void *": ("space", "NULL"),
    "char *": ("text", "NULL"),
    "const char *": ('"x"', "NULL"),
    "synta_jer_sink": ("sink", "NULL"),
    "synta_bytes": ("one", "null_view"),
    "synta_integer": ("one", "null_view"),
    "synta_oid": ("oid", "null_view"),
    "synta_string": ("one", "null_view"),
    "synta_real": ("one", "null_view"),
    "size_t": ("1", None),
    "int": ("0", None),
    "double": ("1.0", None),
    "int64_t": ("1", None),
    "uint64_t": ("1", None),
    "synta_tag": ("SYNTA_TAG_INTEGER", None),
    "synta_status": ("SYNTA_ERR_TRUNCATED", None),
    "synta_string_kind": ("SYNTA_STRING_UTF8", None),
}

# Pointers the header says may be NULL, by (function, parameter).
OPTIONAL = {
    ("synta_check_boolean", "out"),
    ("synta_error_at", "name"),
    ("synta_arena_init", "buf"),
    ("synta_arena_init", "allocator"),
    ("synta_writer_init", "buf"),
    ("synta_error_format", "buf"),
    ("synta_jer_init", "ctx"),
    ("synta_jer_init", "scratch"),
    ("synta_jer_init", "sink"),
}


def runtime_prototypes(header):
    """(return type, name, [(parameter type, name)]) of each function."""
    text = re.sub(r"/\*.*?\*/", " ", header.read_text(), flags=re.S)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    text = re.sub(r"\s+", " ", text)
    # A declaration starts a statement: after `;`, `{` or `}`, never inside
    # an expression of an inline body.
    for m in re.finditer(r"(?:^|(?<=[;{}]))\s*(?:static inline )?((?:const )?\w+\s*\**)\s*\b(synta_\w+)\(([^()]*)\)\s*[;{]",
                         text):
        ret, name, params = m.group(1).strip(), m.group(2), m.group(3).strip()
        if ret.startswith(("typedef", "return")) or params in ("", "void"):
            continue
        parsed = []
        for p in params.split(","):
            p = p.strip()
            pm = re.fullmatch(r"(.*?)\s*\b(\w+)(\[\w*\])?", p)
            ptype = re.sub(r"\s*\*", " *", pm.group(1)).strip()
            parsed.append((ptype + (" []" if pm.group(3) else ""), pm.group(2)))
        yield ret, name, parsed


def runtime_null_calls(ret, name, params):
    missing = [t for t, _ in params if t not in VALID]
    assert not missing, f"{name}: give test_c_null.VALID a value of {missing}"
    calls = []
    for i, (ptype, pname) in enumerate(params):
        nulled = VALID[ptype][1]
        if nulled is None:
            continue
        args = [VALID[t][0] for t, _ in params]
        # A length after a pointer is that pointer's size.
        for k in range(1, len(args)):
            if params[k][0] == "size_t" and args[k - 1] in ("input", "buf", "space", "text"):
                args[k] = f"sizeof {args[k - 1]}"
        args[i] = nulled
        call = f"{name}({', '.join(args)})"
        optional = (name, pname) in OPTIONAL or pname == "err" or nulled == "&null_bits"
        if ret == "synta_status" and not optional:
            calls.append(f"FRESH; CHECK({call} == SYNTA_ERR_NULL_ARGUMENT);")
        elif ret.endswith("*"):
            calls.append(f"FRESH; CHECK({call} == NULL);" if not optional else f"FRESH; (void){call};")
        else:
            calls.append(f"FRESH; (void){call};")
    return calls


def test_every_runtime_function_refuses_null(tmp_path):
    header = RUNTIME_C / "synta_rt.h"
    body, functions = [], []
    for ret, name, params in runtime_prototypes(header):
        functions.append(name)
        body += runtime_null_calls(ret, name, params)
    # The reader, the writer, the checks, the arena, errors and JER are all
    # there: a parser that lost most of the header fails here.
    for expected in ("synta_read_tlv", "synta_reader_finish", "synta_writer_view", "synta_check_real",
                     "synta_entry_decode_ber", "synta_jer_to_file", "synta_error_format", "synta_arena_alloc"):
        assert expected in functions, expected
    program = tmp_path / "rt_null.c"
    program.write_text(f"""#include "synta_rt.h"
#include "synta_codec.h"
#include <stdio.h>
#include <string.h>
static int failed;
#define CHECK(c) do {{ if (!(c)) {{ printf("line %d: %s\\n", __LINE__, #c); failed = 1; }} }} while (0)
static void sink(void *ctx, const char *text, size_t len) {{ (void)ctx; (void)text; (void)len; }}
static synta_status read_one(synta_reader *r, synta_arena *arena, void *out, synta_error *err) {{
    (void)arena;
    return synta_read_tlv(r, (synta_tlv *)out, err);
}}
static synta_status write_none(const void *in, synta_writer *w, synta_error *err) {{
    (void)in; (void)w; (void)err;
    return SYNTA_OK;
}}
static const synta_entry entry = {{"T", read_one, write_none}};
static uint8_t space[1 << 12], buf[1 << 8];
static const uint8_t input[] = {{0x02, 0x01, 0x05}};
static const uint8_t oid_octets[] = {{0x55, 0x1d, 0x13}};
int main(void) {{
    synta_arena arena;
    synta_error err;
    synta_jer jer;
    synta_writer w;
    synta_reader r;
    synta_tlv tlv;
    synta_bytes view = {{NULL, 0}};
    bool flag = false;
    int64_t i64 = 0;
    uint64_t u64 = 0;
    size_t len = 0;
    char text[64];
    const synta_bytes one = {{input + 2, 1}}, oid = {{oid_octets, sizeof oid_octets}};
    const synta_bytes null_view = {{NULL, 3}};
    const synta_bit_string bits = {{input + 2, 1, 0}}, null_bits = {{NULL, 2, 0}};
#define FRESH                                                   \\
    synta_arena_init(&arena, space, sizeof space, NULL);        \\
    synta_jer_init(&jer, sink, NULL, &arena);                   \\
    synta_writer_init(&w, buf, sizeof buf);                     \\
    synta_reader_init(&r, input, sizeof input);                 \\
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_OK);          \\
    synta_reader_init(&r, input, sizeof input);                 \\
    memset(&err, 0, sizeof err)
{chr(10).join('    ' + line for line in body)}
    (void)flag; (void)i64; (void)u64; (void)len; (void)view;
    printf("%d calls of %d functions, %s\\n", {len(body)}, {len(functions)}, failed ? "failed" : "none crashed");
    return failed;
}}
""")
    cc = "clang" if shutil.which("clang") else "gcc"
    build = subprocess.run([cc, "-std=c99", "-O1", "-g", *SANITIZE, "-Wall", "-Wno-unused", f"-I{RUNTIME_C}", str(program),
                            *map(str, RUNTIME_C_SOURCES), "-o", str(tmp_path / "rt_null")], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    run = subprocess.run([str(tmp_path / "rt_null")], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert run.stdout.strip().endswith("none crashed"), run.stdout
    print(run.stdout.strip())
    assert len(functions) > 50


def test_an_error_a_success_left_prints_no_error(tmp_path):
    """An error never written but by a successful call, or zero-initialised,
    prints "no error"; after a success its code is SYNTA_OK, whatever it
    held before; BUFFER_TOO_SMALL gives the length the encoding needs."""
    program = tmp_path / "no_error.c"
    program.write_text(r"""#include "synta_rt.h"
#include "synta_codec.h"
#include <stdio.h>
#include <string.h>
static synta_status read_one(synta_reader *r, synta_arena *arena, void *out, synta_error *err) {
    (void)arena;
    return synta_read_tlv(r, (synta_tlv *)out, err);
}
static synta_status write_int(const void *in, synta_writer *w, synta_error *err) {
    size_t mark = synta_writer_mark(w);
    (void)in; (void)err;
    synta_write_int64(w, 300);
    synta_write_header_since(w, SYNTA_TAG_INTEGER, mark);
    return SYNTA_OK;
}
static const synta_entry entry = {"T", read_one, write_int};
int main(void) {
    static uint8_t space[256];
    static const uint8_t input[] = {0x02, 0x01, 0x05};
    uint8_t small[2];
    synta_arena arena;
    synta_error err, zero;
    synta_tlv tlv;
    char text[128];
    size_t len = 0;
    memset(&zero, 0, sizeof zero);
    synta_error_format(&zero, text, sizeof text);
    printf("zero: %s\n", text);
    memset(&err, 0xa5, sizeof err);
    synta_arena_init(&arena, space, sizeof space, NULL);
    printf("decode: %d\n", (int)synta_entry_decode(&entry, input, sizeof input, &arena, &tlv, &err));
    synta_error_format(&err, text, sizeof text);
    printf("after decode: %s\n", text);
    memset(&err, 0xa5, sizeof err);
    printf("encode: %d\n", (int)synta_entry_encode(&entry, &tlv, small, sizeof small, &len, &err));
    synta_error_format(&err, text, sizeof text);
    printf("too small: %s; needs %zu\n", text, len);
    memset(&err, 0xa5, sizeof err);
    printf("encoded_len: %d\n", (int)synta_entry_encoded_len(&entry, &tlv, &len, &err));
    synta_error_format(&err, text, sizeof text);
    printf("after encoded_len: %s, %zu\n", text, len);
    return 0;
}
""")
    cc = "clang" if shutil.which("clang") else "gcc"
    build = subprocess.run([cc, "-std=c99", "-O1", "-g", *SANITIZE, f"-I{RUNTIME_C}", str(program),
                            *map(str, RUNTIME_C_SOURCES), "-o", str(tmp_path / "no_error")], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    run = subprocess.run([str(tmp_path / "no_error")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines() == [
        "zero: no error",
        "decode: 0",
        "after decode: no error",
        "encode: 33",
        "too small: T: output buffer too small; needs 4",
        "encoded_len: 0",
        "after encoded_len: no error, 4",
    ]
