"""Every shipped SEQUENCE and SET built in C as docs/c.md tells a daemon's
author to: `T_init(&value)`, then only the components its header lists
without OPTIONAL, DEFAULT or a single value (`pvno [1] INTEGER (5)`, which
T_init sets); every CHOICE whose alternative is one such record through
`T_init_as(&value, kind)` the same way. What C encodes is what the Python
package (the Rust codec) encodes for the value read from the same value's
JER with only those components kept. The values are those a value is built of for each
type from the package's stubs (tests/support/built_values.py) and those of
the corpus (cryptography-vectors, as PKIX1Explicit88 and PKIX1Typed):
between them every record type has at least one."""

import json
import re
import subprocess

from built_values import Builder, Stubs
from conftest import ROOT, build_c, python_module
import test_rust_corpus as corpus
from test_c_generated import link

SRC = ROOT / "generated" / "c" / "src"
DECLARATION = re.compile(r"^\s*(?:const )?[\w ]*?[\w*]+ \*?(\w+)(?:\[\w+\])?;$")
SINGLE_VALUE = re.compile(r"\bINTEGER \(-?\d+\)$")
TYPED = {corpus.CERT: ["PKIX1Typed.Certificate"], corpus.CRL: ["PKIX1Typed.CertificateList"],
         corpus.CMS: ["CryptographicMessageSyntaxTyped.ContentInfo"]}
SAMPLES_PER_TYPE = 3


class Record:
    """A SEQUENCE or SET of a generated header: its components, each
    (C name, ASN.1 line), and which of them a caller sets after T_init."""

    def __init__(self, name, fields):
        self.name, self.fields = name, fields

    def mandatory(self, with_single_values=False):
        return [c for c, line, optional in self.fields if not optional and " DEFAULT " not in line
                and (with_single_values or not SINGLE_VALUE.search(line))]


def structs(header):
    """{struct name: body lines} of one header."""
    lines = header.read_text().splitlines()
    out = {}
    for i, line in enumerate(lines):
        m = re.match(r"struct (\w+) \{$", line)
        if m:
            end = lines.index("};", i)
            out[m.group(1)] = lines[i + 1 : end]
    return out


def shipped_types():
    """({name: Record} of the records that have a T_init, {name: {alternative:
    record type}} of the CHOICEs with a T_init_as), from the headers."""
    records, choices = {}, {}
    for header in sorted(SRC.glob("*.h")):
        if header.name.endswith("_codec.h"):
            continue
        text = header.read_text()
        for name, body in structs(header).items():
            if f"synta_status {name}_init({name} *out);" not in text or body[-1].endswith(" count;"):
                continue  # no initialiser, or a SEQUENCE OF / SET OF
            if f"synta_status {name}_init_as(" in text:
                union = body[body.index("    union {") + 1 : body.index("    } u;")]
                members = (re.match(r"\s*(?:const )?(\w+) \*?(\w+);$", line).groups() for line in union)
                choices[name] = {member: ctype for ctype, member in members}
                continue
            fields, comment, optional = [], None, False
            for line in body:
                stripped = line.strip()
                if stripped.startswith("/*"):
                    comment = stripped[2:-2].strip()
                    continue
                field = DECLARATION.match(line).group(1)
                if field.startswith("has_"):
                    optional = True
                    continue
                assert comment is not None, (name, line)
                if normal(comment.split()[0]) != normal(field):
                    continue  # not a component: the unknown extension additions kept
                fields.append((field, comment, optional or comment.endswith("OPTIONAL")))
                comment, optional = None, False
            records[name] = Record(name, fields)
    return records, choices


def python_classes(synta_schemas, stubs):
    """{C name: Python class}: a C type is named as its module's file and
    the class are."""
    return {f"{module}_{name}": cls for module, namespace in stubs.modules.items()
            for name, cls in vars(namespace).items() if isinstance(cls, type) and cls.__module__ == namespace.__name__}


def properties(cls):
    """{name without underscores, lower case: property} of a class, which
    matches a C component name however each spells it."""
    return {normal(n): n for n, v in vars(cls).items()
            if not n.startswith("_") and (isinstance(v, property) or type(v).__name__ == "getset_descriptor")}


def normal(name):
    """A name as C, Python and ASN.1 all spell it, once their separators
    and case are gone."""
    return name.replace("_", "").replace("-", "").lower()


def corpus_values(synta_schemas, tmp_path):
    """The values the corpus decodes to, and every value inside them."""
    jobs = corpus.collect(tmp_path)
    found = []

    def walk(value):
        if isinstance(value, list):
            for item in value:
                walk(item)
            return
        cls = type(value)
        if not cls.__module__.startswith("synta_schemas.") or not hasattr(cls, "encode"):
            return
        found.append(value)
        for name in properties(cls).values():
            if name != "kind":
                walk(getattr(value, name))

    for type_name, inputs in jobs.items():
        for as_type in [type_name, *TYPED.get(type_name, [])]:
            for _, path in inputs:
                try:
                    walk(synta_schemas.TYPES[as_type].decode(path.read_bytes()))
                except synta_schemas.Error:
                    pass
    return found


def samples(synta_schemas, stubs, classes, wanted, tmp_path):
    """{C name: [DER of a value]} for the types `wanted`: each built value,
    each alternative of a CHOICE, then the corpus's values."""
    by_class = {cls: name for name, cls in classes.items() if name in wanted}
    out = {name: [] for name in wanted}

    def add(value):
        ders = out.get(by_class.get(type(value)))
        if ders is not None and len(ders) < SAMPLES_PER_TYPE and value.encode() not in ders:
            ders.append(value.encode())

    builder = Builder(stubs)
    for name in sorted(wanted):
        for value in [builder.value_of(classes[name]), *builder.alternatives(classes[name]).values()]:
            if value is not None:
                add(value)
    for value in corpus_values(synta_schemas, tmp_path):
        add(value)
    return out


def kept_in_jer(record, jer):
    """The JER object of a record value with only the components a caller
    sets (and the single values, which are not DEFAULTs: JER writes them)."""
    kept = {normal(c) for c in record.mandatory(with_single_values=True)}
    return {key: member for key, member in jer.items() if normal(key) in kept}


def alternative_records(alternatives):
    """{alternative, spelt as `normal` spells it: its C type}."""
    return {normal(member): ctype for member, ctype in alternatives.items()}


def c_program(records, choices, cases):
    """tests/c source that reads `TYPE HEX` lines and prints the DER (hex)
    each value encodes to once rebuilt from T_init or T_init_as and its
    mandatory components, or the error."""
    headers = sorted({path.name for path in SRC.glob("*.h") if not path.name.endswith("_codec.h")})
    out = ['#include <stdio.h>', '#include <stdlib.h>', '#include <string.h>']
    out += [f'#include "{h}"' for h in headers]
    out.append("typedef synta_status (*rebuild_fn)(const uint8_t *, size_t, synta_arena *, uint8_t *, size_t, size_t *, synta_error *);")
    for name in sorted(cases):
        out.append(f"static synta_status rebuild_{name}(const uint8_t *der, size_t len, synta_arena *arena, "
                   f"uint8_t *buf, size_t cap, size_t *out_len, synta_error *err) {{")
        out += [f"    {name} v, w;", f"    synta_status s = {name}_decode(der, len, arena, &v, err);",
                "    if (s != SYNTA_OK) return s;"]
        out.append("    memset(&w, 0xA5, sizeof w); /* T_init and T_init_as set every byte that counts */")
        if name in records:
            out.append(f"    s = {name}_init(&w);")
            out += [f"    memcpy(&w.{c}, &v.{c}, sizeof w.{c});" for c in records[name].mandatory()]
        else:
            out.append("    switch (v.kind) {")
            for alternative, record in choices[name].items():
                if record in records:
                    out.append(f"    case {name}_{alternative}:")
                    out.append(f"        s = {name}_init_as(&w, {name}_{alternative});")
                    out += [f"        memcpy(&w.u.{alternative}.{c}, &v.u.{alternative}.{c}, sizeof w.u.{alternative}.{c});"
                            for c in records[record].mandatory()]
                    out.append("        break;")
            out += ["    default: return SYNTA_ERR_NO_ALTERNATIVE;", "    }"]
        out += ["    if (s != SYNTA_OK) return s;", f"    return {name}_encode(&w, buf, cap, out_len, err);", "}"]
    out.append("static const struct { const char *name; rebuild_fn fn; } rebuilders[] = {")
    out += [f'    {{"{name}", rebuild_{name}}},' for name in sorted(cases)]
    out.append("};")
    out.append(r'''
int main(void) {
    static char line[1 << 20];
    static uint8_t der[1 << 19], buf[1 << 19];
    while (fgets(line, sizeof line, stdin)) {
        char *hex = strchr(line, ' ');
        size_t len = 0, n = 0, i;
        rebuild_fn fn = NULL;
        synta_arena arena;
        synta_error err;
        char text[256];
        *hex++ = '\0';
        while (hex[2 * len] != '\n' && hex[2 * len] != '\0') {
            unsigned byte;
            sscanf(hex + 2 * len, "%2x", &byte);
            der[len++] = (uint8_t)byte;
        }
        for (i = 0; i < sizeof rebuilders / sizeof rebuilders[0]; i++)
            if (strcmp(rebuilders[i].name, line) == 0) fn = rebuilders[i].fn;
        synta_arena_init_heap(&arena, 0);
        if (fn(der, len, &arena, buf, sizeof buf, &n, &err) != SYNTA_OK) {
            synta_error_format(&err, text, sizeof text);
            printf("error %s\n", text);
        } else {
            for (i = 0; i < n; i++) printf("%02x", buf[i]);
            printf("\n");
        }
        synta_arena_free(&arena);
    }
    return 0;
}''')
    return "\n".join(out) + "\n"


def test_every_record_built_from_init_and_its_mandatory_components_encodes_as_rust_builds_it(tmp_path):
    synta_schemas = python_module("synta_schemas")
    stubs = Stubs(synta_schemas)
    classes = python_classes(synta_schemas, stubs)
    records, choices = shipped_types()
    choices = {name: alternatives for name, alternatives in choices.items()
               if any(record in records for record in alternatives.values())}
    assert len(records) > 150 and len(choices) > 15, (len(records), len(choices))
    found = samples(synta_schemas, stubs, classes, set(records) | set(choices), tmp_path)
    assert [name for name in records if not found[name]] == []

    lines, expected = [], []
    for name, ders in sorted(found.items()):
        cls = classes[name]
        for der in ders:
            value = cls.decode(der)
            jer = json.loads(value.to_jer())
            if name in records:
                jer = kept_in_jer(records[name], jer)
            elif alternative_records(choices[name]).get(normal(value.kind)) in records:
                record = records[alternative_records(choices[name])[normal(value.kind)]]
                (alternative, inner), = jer.items()
                jer = {alternative: kept_in_jer(record, inner)}
            else:
                continue
            rebuilt = cls.from_jer(json.dumps(jer))
            lines.append(f"{name} {der.hex()}")
            expected.append(rebuilt.encode().hex())
    source = tmp_path / "rebuild.c"
    source.write_text(c_program(records, choices, found))
    program = link(tmp_path / "rebuild", build_c() / "libsynta_schemas.a", source)
    proc = subprocess.run([program], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    got = proc.stdout.splitlines()
    wrong = [(line.split()[0], want, have) for line, want, have in zip(lines, expected, got) if want != have]
    assert len(got) == len(lines) and wrong == [], wrong[:5]
    # Real values: most components of a certificate, a CRL, a Kerberos
    # message are mandatory, and many records hold a DEFAULT or a single value.
    assert len(lines) > 250, len(lines)
