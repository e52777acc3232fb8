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
}


def calls(header):
    """(function, type, family) of the API prototypes of one header."""
    text = header.read_text()
    for m in re.finditer(r"^(?:static inline )?synta_status (\w+)_(init|decode|decode_ber|encode|encoded_len|encode_tlv|write_jer)\((.*)\);$",
                         text, re.M):
        name, family, params = m.groups()
        ctype = re.search(r"(\w+) \*(?:out|in)\b", params).group(1)
        yield f"{name}_{family}", ctype, family
    for m in re.finditer(r"^const \w+ \*(\w+)\(const \w+ \*in\);$", text, re.M):
        yield m.group(1), None, "lookup"


def null_calls(function, ctype, family):
    """C statements calling `function` with each pointer NULL."""
    if family == "lookup":
        return [f"CHECK({function}(NULL) == NULL);"]
    if family == "init":
        return [f"{{ {ctype} v; CHECK({function}(NULL) == {N} && {function}(&v) == SYNTA_OK); }}"]
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
