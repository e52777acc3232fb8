"""An independent oracle for the decoders: `synta-dump --jer` against
asn1tools (PyPI), which decodes the same DER with its own DER codec and
writes it with its own JER codec, over the corpus of test_rust_corpus and
the Kerberos messages of the real KDC; and BER mode against asn1tools' BER
codec over the LDAP messages of a real OpenLDAP server and BER variants of
them. Both read the shipped schemas, so a difference is a decoding
difference (a wrong field, tag, default or value). BER with ANY inside (the
CA store's variants, CMS) is not compared: BER mode writes an ANY as the
DER it brings it to, asn1tools as the bytes it read (and it refuses an
ANY of indefinite length). asn1tools' JSON is read back by Rust's and
C's JER input (`--from-jer`), which must agree with each other and give
back the DER.

asn1tools compiles most shipped modules; PKCS-1 and PKCS-12 (parameterized
information-object syntax) and the MTC module (RELATIVE-OID) it cannot, so
their types are compared only through the modules that import them."""

import json
import pathlib

import pytest

from conftest import ROOT, dump_lines, python_module
from test_rust_corpus import (
    CERT,
    CMS,
    CRL,
    CSR,
    OCSP_REQ,
    OCSP_RESP,
    PKCS8,
    PKCS8_ENCRYPTED,
    SPKI,
    collect,
    pem_blocks,
)

asn1tools = python_module("asn1tools")
from asn1tools.codecs import ber as asn1tools_ber  # noqa: E402
from asn1tools.codecs import jer as asn1tools_jer  # noqa: E402

SCHEMAS = ROOT / "schemas"
PKIX = ["pkix/PKIX1Explicit88.asn1", "pkix/PKIX1Implicit88.asn1"]
# The module sets asn1tools is given, per type compared.
MODULE_SETS = {
    CERT: PKIX,
    CRL: PKIX,
    SPKI: PKIX,
    CSR: PKIX + ["pkcs/PKCS-10.asn1"],
    PKCS8: PKIX + ["pkcs/AsymmetricKeyPackageModuleV1.asn1"],
    PKCS8_ENCRYPTED: PKIX + ["pkcs/AsymmetricKeyPackageModuleV1.asn1"],
    OCSP_REQ: PKIX + ["pkix/OCSP-2013-88.asn1"],
    OCSP_RESP: PKIX + ["pkix/OCSP-2013-88.asn1"],
    CMS: PKIX
    + [
        "pkix/PKIXAttributeCertificate.asn1",
        "cms/AttributeCertificateVersion1.asn1",
        "cms/CryptographicMessageSyntax2004.asn1",
    ],
}
KERBEROS = ["kerberos/KerberosV5Spec2.asn1", "kerberos/KerberosPreauthFramework.asn1", "kerberos/KerberosReferrals.asn1"]


# Named numbers used as DEFAULT values in the compared modules:
# Version ::= INTEGER { v1(0), v2(1), v3(2) } (PKIX, OCSP).
NAMED_DEFAULTS = {"v1": 0}


@pytest.fixture(scope="module", autouse=True)
def patched_oracle():
    """Two changes to asn1tools, both outside what is compared:
    - X.697 has no form for ANY; synta-dump writes the hex digits of the
      whole encoding, which is what asn1tools' DER codec decodes ANY to.
    - asn1tools 0.167 calls `AnyDefinedBy.decode` without the enclosing
      values under an EXPLICIT tag (OtherName.value) and raises TypeError;
      without a table of choices it never reads them, so they default.
    - asn1tools writes times in a shorter form of its own (zero seconds
      dropped, no `Z` in GeneralizedTime); X.697 writes the time's string,
      which for DER input is the DER form, so the oracle writes the time it
      decoded in that form.
    - A DEFAULT given by a named number (`version Version DEFAULT v1`) is
      restored by asn1tools as the name; JER writes INTEGER as a number, so
      the oracle writes the number the schema gives that name."""
    decode_any_defined_by = asn1tools_ber.AnyDefinedBy.decode
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(asn1tools_jer.Any, "encode", lambda self, data: data.hex().upper())
        patch.setattr(
            asn1tools_ber.AnyDefinedBy,
            "decode",
            lambda self, data, offset, values=None: decode_any_defined_by(self, data, offset, values),
        )
        patch.setattr(asn1tools_jer.Integer, "encode", lambda self, data: NAMED_DEFAULTS.get(data, data))
        patch.setattr(asn1tools_jer.UTCTime, "encode", lambda self, t: t.strftime("%y%m%d%H%M%SZ"))
        patch.setattr(asn1tools_jer.GeneralizedTime, "encode", lambda self, t: der_generalized_time(t))
        yield


def der_generalized_time(t):
    """X.690 11.7: seconds always, a fraction without trailing zeros, `Z`."""
    fraction = f"{t.microsecond:06d}".rstrip("0")
    return t.strftime("%Y%m%d%H%M%S") + (f".{fraction}" if fraction else "") + "Z"


_compiled = {}


def oracle(files, codec="der"):
    key = (tuple(files), codec)
    if key not in _compiled:
        paths = [str(SCHEMAS / f) for f in files]
        _compiled[key] = (asn1tools.compile_files(paths, codec), asn1tools.compile_files(paths, "jer"))
    return _compiled[key]


def first_difference(ours, theirs, path="$"):
    """The JSON path of the first difference, or None."""
    if isinstance(ours, dict) and isinstance(theirs, dict):
        for key in sorted(set(ours) | set(theirs)):
            if key not in ours or key not in theirs:
                return f"{path}.{key} (only in {'ours' if key in ours else 'asn1tools'})"
            found = first_difference(ours[key], theirs[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(ours, list) and isinstance(theirs, list):
        if len(ours) != len(theirs):
            return f"{path} (length {len(ours)} vs {len(theirs)})"
        for i, (a, b) in enumerate(zip(ours, theirs)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    if ours != theirs or type(ours) is not type(theirs):
        return f"{path}: {str(ours)[:60]!r} vs {str(theirs)[:60]!r}"
    return None


def compare(dump, type_name, files, inputs, ber=False, jer_in=None, dump_c=None):
    """Compares every input synta-dump accepts (in BER mode, with `ber`,
    against asn1tools' BER codec); returns (count, mismatches). With
    `jer_in` (a directory), JER input too: asn1tools' JSON of each DER
    input, read by `synta-dump --from-jer` (and by `synta-dump-c
    --from-jer`, given `dump_c`, which must print the same lines and
    write the same DER), must give back that DER."""
    der_codec, jer_codec = oracle(files, "ber" if ber else "der")
    _, name = type_name.split(".")
    paths = {str(path): label for label, path in inputs}
    mode = ["--ber"] if ber else []
    results = dump_lines(dump("--type", type_name, "--jer", *mode, *paths).stdout, jer=True)
    mismatches = {}
    compared = 0
    jer_texts = {}
    for path, (error, ours) in results.items():
        if error is not None:
            continue  # rejected inputs are the round-trip test's business
        der = pathlib.Path(path).read_bytes()
        theirs = json.loads(jer_codec.encode(name, der_codec.decode(name, der)))
        difference = first_difference(json.loads(ours), theirs)
        compared += 1
        if difference:
            mismatches[paths[path]] = difference
        if jer_in is not None:
            text = jer_in / f"{len(jer_texts):05}.json"
            text.write_text(json.dumps(theirs))
            jer_texts[str(text)] = path
    if jer_in is not None and jer_texts:
        out = jer_in / "der"
        out.mkdir(exist_ok=True)
        rust = dump("--type", type_name, "--from-jer", "--der-out", out, *jer_texts).stdout
        lines = dump_lines(rust)
        if dump_c is not None:
            out_c = jer_in / "der-c"
            out_c.mkdir(exist_ok=True)
            assert dump_c("--type", type_name, "--from-jer", "--der-out", out_c, *jer_texts).stdout == rust
            for text in jer_texts:
                name = pathlib.Path(text).name
                if (out / name).exists() and (out_c / name).read_bytes() != (out / name).read_bytes():
                    mismatches[paths[jer_texts[text]]] = "C's JER input gives other DER than Rust's"
        for text, path in jer_texts.items():
            error = lines[text][0]
            written = out / pathlib.Path(text).name
            if error is not None:
                mismatches[paths[path]] = f"JER input refused: {error}"
            elif written.read_bytes() != pathlib.Path(path).read_bytes():
                mismatches[paths[path]] = "JER input gives other DER"
        jer_texts.clear()
    return compared, mismatches


def test_corpus_agrees_with_asn1tools(dump, dump_c, tmp_path, ca_store):
    jobs = collect(tmp_path)
    for path in sorted(ca_store.glob("*.crt")):
        for _, der in pem_blocks(path):
            out = tmp_path / f"ca-{path.stem}.der"
            out.write_bytes(der)
            jobs.setdefault(CERT, []).append((f"ca-certificates/{path.name}", out))
    total = 0
    mismatches = {}
    for i, (type_name, files) in enumerate(MODULE_SETS.items()):
        jer_in = tmp_path / f"jer-{i}"
        jer_in.mkdir()
        count, found = compare(dump, type_name, files, jobs.get(type_name, []), jer_in=jer_in, dump_c=dump_c)
        total += count
        mismatches.update(found)
    assert total > 1000, "fewer inputs compared than the corpus holds"
    assert mismatches == {}


def test_kerberos_messages_agree_with_asn1tools(dump, dump_c, kerberos_messages, tmp_path):
    by_kind = {}
    for scenario in kerberos_messages.values():
        for kind, path in scenario:
            by_kind.setdefault(kind, []).append((path.name, path))
    total = 0
    mismatches = {}
    for kind, inputs in by_kind.items():
        jer_in = tmp_path / kind
        jer_in.mkdir()
        count, found = compare(dump, f"KerberosV5Spec2.{kind}", KERBEROS, inputs, jer_in=jer_in, dump_c=dump_c)
        total += count
        mismatches.update(found)
    assert total == sum(len(v) for v in by_kind.values())
    assert mismatches == {}


LDAP = ["ldap/Lightweight-Directory-Access-Protocol-V3.asn1", "ldap/LDAP-Extensions.asn1"]
LDAP_MESSAGE = "Lightweight-Directory-Access-Protocol-V3.LDAPMessage"


def test_ldap_messages_in_ber_agree_with_asn1tools(dump, ldap_messages, tmp_path):
    """OpenLDAP's messages as sent, and a BER variant of the DER of each
    (indefinite and long lengths, strings in segments, SETs reversed)."""
    import ber_variants

    captured, _ = ldap_messages
    inputs = [(path.name, path) for messages in captured.values() for _, path in messages]
    dump("--ber", "--der-out", tmp_path, "--type", LDAP_MESSAGE, *[path for _, path in inputs])
    ders = [(tmp_path / name).read_bytes() for name, _ in inputs]
    for i, variant in enumerate(ber_variants.variants(ders, seed=680)):
        path = tmp_path / f"variant-{i:03}.ber"
        path.write_bytes(variant)
        inputs.append((path.name, path))
    count, mismatches = compare(dump, LDAP_MESSAGE, LDAP, inputs, ber=True)
    assert count == len(inputs) > 160
    assert mismatches == {}


def test_first_difference_finds_a_changed_value():
    """The comparison itself: one changed leaf is found and located."""
    value = {"a": [1, {"b": "X"}], "c": True}
    assert first_difference(value, json.loads(json.dumps(value))) is None
    assert first_difference(value, {"a": [1, {"b": "Y"}], "c": True}).startswith("$.a[1].b")
    assert first_difference(value, {"a": [1], "c": True}).startswith("$.a (length")
    assert first_difference(value, {"a": [1, {"b": "X"}]}).startswith("$.c (only in ours)")
    assert first_difference({"n": 1}, {"n": True}) is not None
