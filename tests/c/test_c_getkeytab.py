"""FreeIPA's GetKeytab wrapper, written again from docs/c.md and the
generated header alone (examples/c-getkeytab), against the five points of
the second C-for-daemons pass:

1. nothing it calls crashes on NULL: the wrapper given NULL everywhere,
   and every message under ASan, UBSan and LSan;
2. its values are built from T_init / T_init_as and what the header lists,
   and encode as asn1tools encodes the same values (the independent
   implementation), byte for byte; asn1tools' encodings decode to them;
3. a long reply goes through one retry with the length that
   SYNTA_ERR_BUFFER_TOO_SMALL reported; malformed input is refused with a
   path and a byte offset, and no DER that asn1tools reads back exactly is
   refused;
4. its Makefile lists the generated sources by hand, a list that
   --emit-runtime=single keeps, and the banners hold no absolute path;
5. its tree and a second generated tree (Kerberos, layered runtime) link
   as object files into one program, with SYNTA_RT_PREFIX."""

import random
import re
import shutil
import subprocess

import pytest
from conftest import ROOT, _binary, python_module

EXAMPLE = ROOT / "examples" / "c-getkeytab"
SANITIZE = "-fsanitize=address,undefined -fno-sanitize-recover=all"
CFLAGS = f"-O1 -g -Wall -Wextra -Werror {SANITIZE}"
INT32 = (-2**31, 2**31 - 1)

# The second tree's program: a request's principal as a Kerberos
# PrincipalName (name-type 1, the components before '@'), in hex.
PRINCIPAL_NAME = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "getkeytab.h"
#include "kerberos_v5_spec2.h"

int main(void) {
    static char line[1 << 16];
    static uint8_t der[1 << 15];
    synta_string parts[64];
    kerberos_v5_spec2_PrincipalName name;
    getkeytab_message *m = NULL;
    size_t n = 0, len = 0, i;
    uint8_t out[1 << 15];
    const char *p;
    char why[256];
    unsigned int byte;
    if (fgets(line, sizeof line, stdin) == NULL) return 2;
    for (i = 0; line[2 * i] != '\0' && line[2 * i] != '\n' && sscanf(line + 2 * i, "%2x", &byte) == 1; i++) {
        der[i] = (uint8_t)byte;
    }
    if (getkeytab_decode(der, i, &m, why, sizeof why) != 0) {
        printf("error: %s\n", why);
        return 1;
    }
    kerberos_v5_spec2_PrincipalName_init(&name);
    name.name_type = 1;
    for (p = m->principal; n < 64; n++) {
        size_t span = strcspn(p, "/@");
        parts[n].ptr = (const uint8_t *)p;
        parts[n].len = span;
        p += span;
        if (*p != '/') break;
        p++;
    }
    name.name_string.items = parts;
    name.name_string.count = n + 1;
    if (kerberos_v5_spec2_PrincipalName_encode(&name, out, sizeof out, &len, NULL) != SYNTA_OK) return 1;
    for (i = 0; i < len; i++) printf("%02x", out[i]);
    printf("\n");
    getkeytab_free(m);
    return 0;
}
"""

# Every wrapper function given NULL for each pointer, and a `{NULL, n}`.
NULL_PROBE = r"""
#include <stdio.h>
#include <stdlib.h>
#include "getkeytab.h"
#define CHECK(c) do { if (!(c)) { printf("failed: %s\n", #c); return 1; } } while (0)
int main(void) {
    static const int32_t enctypes[] = {18};
    static const getkeytab_key key = {18, (const uint8_t *)"k", 1, false, 0, NULL, 0, NULL, 0};
    getkeytab_message *m = (getkeytab_message *)1;
    uint8_t *der = NULL;
    size_t len = 0;
    char why[128];
    CHECK(getkeytab_encode_request(GETKEYTAB_NEW_KEYS, NULL, NULL, enctypes, 1, &der, &len, why, sizeof why) == -1);
    CHECK(getkeytab_encode_request(GETKEYTAB_NEW_KEYS, "p", NULL, NULL, 1, &der, &len, why, sizeof why) == -1);
    printf("%s\n", why);
    CHECK(getkeytab_encode_request(GETKEYTAB_NEW_KEYS, "p", NULL, enctypes, 1, NULL, &len, why, sizeof why) == -1);
    CHECK(getkeytab_encode_request(GETKEYTAB_CURRENT_KEYS, "p", NULL, NULL, 0, &der, NULL, NULL, 0) == -1);
    CHECK(getkeytab_encode_request(GETKEYTAB_REPLY, "p", NULL, NULL, 0, &der, &len, NULL, 0) == -1);
    CHECK(getkeytab_encode_reply(1, NULL, 1, &der, &len, why, sizeof why) == -1);
    CHECK(getkeytab_encode_reply(1, &key, 1, NULL, &len, why, sizeof why) == -1);
    CHECK(getkeytab_encode_reply(1, &key, 1, &der, NULL, why, sizeof why) == -1);
    CHECK(getkeytab_decode(NULL, 4, &m, why, sizeof why) == -1 && m == NULL);
    printf("%s\n", why);
    CHECK(getkeytab_decode(NULL, 0, &m, NULL, 0) == -1 && m == NULL);
    CHECK(getkeytab_decode((const uint8_t *)"\xa1\x00", 2, NULL, why, sizeof why) == -1);
    getkeytab_free(NULL);
    /* And what is not NULL still works. */
    CHECK(getkeytab_encode_reply(7, NULL, 0, &der, &len, why, sizeof why) == 0);
    CHECK(getkeytab_decode(der, len, &m, why, sizeof why) == 0 && m->kind == GETKEYTAB_REPLY && m->kvno == 7);
    getkeytab_free(m);
    free(der);
    printf("ok\n");
    return 0;
}
"""


def run(*args, **kwargs):
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kwargs)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The example, built by its own Makefile as its README says, under
    the sanitizers: the folder (with gen/ and gktool)."""
    folder = tmp_path_factory.mktemp("getkeytab") / "c-getkeytab"
    shutil.copytree(EXAMPLE, folder)
    run("make", "-s", "-C", folder, f"SYNTA_COMPILE={_binary('synta-compile')}", f"CFLAGS={CFLAGS}")
    return folder


@pytest.fixture(scope="module")
def oracle():
    """asn1tools' DER codec of the same schema."""
    asn1tools = python_module("asn1tools")
    return asn1tools.compile_files(str(EXAMPLE / "getkeytab.asn1"), "der")


def tool(folder, *args, stdin=None):
    return run(folder / "gktool", *args, input=stdin).stdout


# Values: (asn1tools value, gktool arguments, the line gktool decode prints).

def request(principal, password, enctypes, new=True):
    if not new:
        return (("curkeys", {"serviceIdentity": principal.encode()}),
                ["request", "current", principal], f"current principal={principal.encode().hex()}")
    fields = {"serviceIdentity": principal.encode(), "enctypes": enctypes}
    args = ["request", "new", principal, *map(str, enctypes)]
    if password is not None:
        fields["password"] = password.encode()
        args += ["-p", password]
    line = (f"new principal={principal.encode().hex()} password={'-' if password is None else password.encode().hex()}"
            f" enctypes={','.join(map(str, enctypes))}")
    return ("newkeys", fields), args, line


def reply(kvno, keys):
    """`keys`: (enctype, key, salt or None as (type, bytes), s2kparams or None)."""
    values, args, shown = [], ["reply", str(kvno)], []
    for enctype, key, salt, s2k in keys:
        value = {"key": {"type": enctype, "value": key}}
        arg = f"{enctype}:{key.hex()}"
        if salt is not None:
            value["salt"] = {"type": salt[0], "value": salt[1]}
            arg += f":{salt[0]}:{salt[1].hex()}"
        elif s2k is not None:
            arg += ":-:-"
        if s2k is not None:
            value["s2kparams"] = s2k
            arg += f":{s2k.hex()}"
        text = arg if salt is not None or s2k is None else f"{enctype}:{key.hex()}:-:-:{s2k.hex()}"
        values.append(value)
        args.append(arg)
        shown.append(text)
    return ("reply", {"newkvno": kvno, "keys": values}), args, f"reply kvno={kvno} keys={','.join(shown)}"


def messages():
    rng = random.Random(66)
    edges = [INT32[0], -1, 0, 1, 127, 128, 255, 256, 32767, 32768, INT32[1]]
    out = [
        request("host/ipa.example.org@EXAMPLE.ORG", "Secret123", [18, 17, 20, 19]),
        request("HTTP/www.example.org@EXAMPLE.ORG", None, [18]),
        request("", None, []),
        request("", "", edges),
        request("ldap/ipa.example.org@EXAMPLE.ORG", None, [], new=False),
        request("", None, [], new=False),
        # Long enough for a three-byte length, and for the retry.
        request("svc/" + "x" * 70000 + "@EXAMPLE.ORG", "p" * 600, list(range(1000))),
        request("ünïcödé/ipa@EXAMPLE.ORG", "pässwörd", [23]),
        reply(1, []),
        reply(INT32[0], [(18, b"", None, None)]),
        reply(INT32[1], [(18, bytes(32), (3, b"EXAMPLE.ORGhost"), b"\x00\x00\x10\x00"),
                         (17, bytes(range(16)), None, b""), (-1, b"\xff", (INT32[0], b""), None)]),
        # 300 keys: far past the first try's 512 bytes.
        reply(5, [(e, rng.randbytes(32), (4, b"salt"), None) for e in range(300)]),
    ]
    for _ in range(40):
        kind = rng.randrange(3)
        if kind < 2:
            principal = "".join(rng.choice("abc/@.XYZ-_é") for _ in range(rng.randrange(0, 40)))
            password = rng.choice([None, "".join(rng.choice("pw!#1 ") for _ in range(rng.randrange(0, 20)))])
            out.append(request(principal, password, [rng.choice(edges) for _ in range(rng.randrange(6))],
                               new=kind == 0))
        else:
            keys = [(rng.choice(edges), rng.randbytes(rng.randrange(0, 40)),
                     rng.choice([None, (rng.choice(edges), rng.randbytes(rng.randrange(0, 12)))]),
                     rng.choice([None, rng.randbytes(rng.randrange(0, 6))]))
                    for _ in range(rng.randrange(5))]
            out.append(reply(rng.choice(edges), keys))
    return out


MESSAGES = messages()


def test_encodes_as_asn1tools_does(built, oracle):
    for value, args, _ in MESSAGES:
        assert tool(built, *args).strip() == oracle.encode("GetKeytabControl", value).hex(), args[:3]


def test_decodes_what_asn1tools_encodes(built, oracle):
    lines = "".join(oracle.encode("GetKeytabControl", value).hex() + "\n" for value, _, _ in MESSAGES)
    assert tool(built, "decode", stdin=lines).splitlines() == [line for _, _, line in MESSAGES]


def test_a_principal_with_a_nul_byte_is_refused(built, oracle):
    der = oracle.encode("GetKeytabControl", ("curkeys", {"serviceIdentity": b"a\x00b"}))
    assert tool(built, "decode", stdin=der.hex() + "\n") == "error: the principal holds a NUL byte\n"


def value_of(line):
    """The asn1tools value of a line gktool decode printed."""
    kind, _, rest = line.partition(" ")
    fields = dict(f.split("=", 1) for f in rest.split(" "))
    if kind == "current":
        return ("curkeys", {"serviceIdentity": bytes.fromhex(fields["principal"])})
    if kind == "new":
        value = {"serviceIdentity": bytes.fromhex(fields["principal"]),
                 "enctypes": [int(e) for e in fields["enctypes"].split(",") if e]}
        if fields["password"] != "-":
            value["password"] = bytes.fromhex(fields["password"])
        return ("newkeys", value)
    keys = []
    for text in filter(None, fields["keys"].split(",")):
        parts = text.split(":")
        key = {"key": {"type": int(parts[0]), "value": bytes.fromhex(parts[1])}}
        if len(parts) >= 4 and parts[2] != "-":
            key["salt"] = {"type": int(parts[2]), "value": bytes.fromhex(parts[3])}
        if len(parts) == 5:
            key["s2kparams"] = bytes.fromhex(parts[4])
        keys.append(key)
    return ("reply", {"newkvno": int(fields["kvno"]), "keys": keys})


def test_malformed_input_is_refused_and_valid_der_is_not(built, oracle):
    """Every truncation and every one-byte change of the short messages:
    what the wrapper accepts, asn1tools reads as the same value; what it
    refuses names a path and a byte offset. (asn1tools is not asked about
    what the wrapper refuses: some of it, a SEQUENCE's tag changed to a
    SET's, takes its decoder gigabytes and minutes.)"""
    inputs = []
    for value, _, _ in MESSAGES:
        der = oracle.encode("GetKeytabControl", value)
        if len(der) > 200:
            continue
        inputs += [der[:n] for n in range(len(der))]
        for i in range(len(der)):
            for change in (0x01, 0x20, 0x80, 0xff):
                inputs.append(der[:i] + bytes([der[i] ^ change]) + der[i + 1:])
    lines = tool(built, "decode", stdin="".join(d.hex() + "\n" for d in inputs)).splitlines()
    assert len(lines) == len(inputs)
    accepted = refused = 0
    for der, line in zip(inputs, lines):
        if line.startswith("error: "):
            refused += 1
            assert re.fullmatch(r"error: GetKeytabControl[\w.\[\]-]* at byte \d+: .+", line) or \
                "holds a NUL byte" in line, line
        else:
            # Extension additions of a later version (after `...`) are
            # read, and kept by the generated code; the wrapper, as
            # asn1tools, shows the components it knows.
            accepted += 1
            read = oracle.decode("GetKeytabControl", der)
            assert read == value_of(line), f"{der.hex()}: read as {line}, by asn1tools as {read}"
    assert accepted > 100 and refused > 1000, (accepted, refused)


def test_the_wrapper_refuses_null(built, tmp_path):
    (tmp_path / "probe.c").write_text(NULL_PROBE)
    gen = built / "gen"
    run("cc", "-std=c99", *CFLAGS.split(), f"-I{built}", f"-I{gen}", tmp_path / "probe.c", built / "getkeytab.c",
        gen / "ipa_get_keytab.c", gen / "synta_rt.c", "-o", tmp_path / "probe")
    out = run(tmp_path / "probe").stdout.splitlines()
    assert out[-1] == "ok", out
    assert out[0] == "GetKeytabControl.newkeys.enctypes: a pointer argument is NULL", out
    assert out[1] == "GetKeytabControl: a pointer argument is NULL", out


def test_the_makefile_lists_what_is_generated_and_no_build_path(built):
    makefile = (built / "Makefile").read_text()
    listed = re.search(r"^GEN_SOURCES = (.*)$", makefile, re.M).group(1).split()
    assert sorted(listed) == sorted(f"$(GEN)/{p.name}" for p in (built / "gen").glob("*.c"))
    for path in (built / "gen").iterdir():
        text = path.read_text()
        assert str(built) not in text and str(ROOT) not in text, path.name


def test_two_trees_link_as_objects_into_one_program(built, compiler, oracle, tmp_path):
    """The wrapper's tree (its runtime prefixed ipa_) and Kerberos' tree
    (layered runtime, no prefix) compiled to objects and linked together."""
    asn1tools = python_module("asn1tools")
    kerberos = tmp_path / "kerberos"
    made = compiler("--lang", "c", "--emit-runtime", "-o", kerberos, ROOT / "schemas/kerberos/KerberosV5Spec2.asn1")
    assert made.returncode == 0, made.stderr
    (tmp_path / "principal.c").write_text(PRINCIPAL_NAME)
    flags = ["-std=c99", *CFLAGS.split()]
    objects = []
    ipa = ["-DSYNTA_RT_PREFIX=ipa_", f"-I{built}", f"-I{built / 'gen'}"]
    for source in [built / "getkeytab.c", built / "gen/ipa_get_keytab.c", built / "gen/synta_rt.c"]:
        objects.append(tmp_path / f"ipa_{source.stem}.o")
        run("cc", *flags, *ipa, "-c", source, "-o", objects[-1])
    for source in sorted(kerberos.glob("*.c")):
        objects.append(tmp_path / f"krb_{source.stem}.o")
        run("cc", *flags, f"-I{kerberos}", "-c", source, "-o", objects[-1])
    # principal.c includes both trees' headers: each names its runtime's
    # functions as its tree was compiled (ipa_ for getkeytab.h's side, which
    # only calls the wrapper).
    objects.append(tmp_path / "principal.o")
    run("cc", *flags, f"-I{built}", f"-I{kerberos}", "-c", tmp_path / "principal.c", "-o", objects[-1])
    run("cc", *flags, *objects, "-o", tmp_path / "principal")
    kerberos_oracle = asn1tools.compile_string(
        "K DEFINITIONS EXPLICIT TAGS ::= BEGIN PrincipalName ::= SEQUENCE { name-type [0] INTEGER,"
        " name-string [1] SEQUENCE OF GeneralString } END", "der")
    for principal, parts in [("host/ipa.example.org@EXAMPLE.ORG", ["host", "ipa.example.org"]),
                             ("admin@EXAMPLE.ORG", ["admin"]), ("a/b/c", ["a", "b", "c"])]:
        _, args, _ = request(principal, None, [18])
        der = tool(built, *args).strip()
        got = run(tmp_path / "principal", input=der + "\n").stdout.strip()
        assert got == kerberos_oracle.encode("PrincipalName", {"name-type": 1, "name-string": parts}).hex()
