"""LDAP (schemas/ldap, RFC 4511) on the traffic of a real OpenLDAP server
and its clients (tests/support/ldap_server.py): every LDAPMessage of bind, add,
search with paged results, modify, modrdn, compare, delete, the password
modify, whoami and StartTLS extended operations and the error replies
decodes in BER mode, in Rust and C alike, to the values the clients sent;
its DER re-encoding decodes as DER to the same value; BER variants of it
and corruptions of them are judged alike by both runtimes."""

import json
import random
import subprocess

import pytest

import ldap_server
from conftest import build_c, installed_program
from ldap_server import PEOPLE, ROOT_DN, STAFF, SUFFIX
from test_c_differential import mutations, same_lines

LDAP_MESSAGE = "Lightweight-Directory-Access-Protocol-V3.LDAPMessage"
PAGED_RESULTS = "LDAP-Extensions.PagedResultsControlValue"
PAGED_RESULTS_OID = "1.2.840.113556.1.4.319"
PASSWD_MODIFY_OID = "1.3.6.1.4.1.4203.1.11.1"
WHOAMI_OID = "1.3.6.1.4.1.4203.1.11.3"
STARTTLS_OID = "1.3.6.1.4.1.1466.20037"
PEOPLE_DNS = [f"uid={uid},{PEOPLE}" for uid in ("alice", "bob", "carol", "dave")]


@pytest.fixture(scope="module")
def ldap(ldap_messages):
    return ldap_messages


def all_paths(ldap):
    captured, _ = ldap
    return [path for messages in captured.values() for _, path in messages]


def jer_values(dump, type_name, paths, *flags):
    """{path: decoded value} from the Rust dump's JER; asserts each decodes."""
    out = dump("--jer", *flags, "--type", type_name, *paths).stdout.splitlines()
    values = {}
    for line, value in zip(out[::2], out[1::2]):
        assert line.endswith(": ok"), line
        values[line[: -len(": ok")]] = json.loads(value)
    assert len(values) == len(paths), out[-3:]
    return values


def text(hex_string):
    """An LDAPString (JER writes an OCTET STRING in hex) as text."""
    return bytes.fromhex(hex_string).decode()


def op(message):
    """(name, value) of a message's protocolOp."""
    ((name, value),) = message["protocolOp"].items()
    return name, value


def unordered(value):
    """A decoded value with its SET OFs (attribute values, and/or filters)
    in a canonical order: DER sorts them, the wire need not."""
    if isinstance(value, dict):
        return {k: sorted(map(json.dumps, map(unordered, v))) if k in ("vals", "and", "or") else unordered(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [unordered(v) for v in value]
    return value


@pytest.fixture(scope="module")
def decoded(ldap, dump):
    """Every captured message decoded in BER mode by Rust: {path: value}."""
    return jer_values(dump, LDAP_MESSAGE, all_paths(ldap), "--ber")


def messages(ldap, decoded, scenario, direction=None):
    captured, _ = ldap
    return [decoded[str(path)] for d, path in captured[scenario] if direction in (None, d)]


def test_every_message_decodes_in_ber_mode_in_rust_and_c_alike(ldap, dump, dump_c):
    paths = all_paths(ldap)
    assert len(paths) > 80
    lines = same_lines(dump, dump_c, LDAP_MESSAGE, paths, "--ber", "--roundtrip")
    assert all(line.endswith(": ok") for line in lines), [x for x in lines if not x.endswith(": ok")]
    # What the server and clients send is BER, not DER: attribute values
    # and the filters of an and/or (SET OFs) come in the order they were
    # given. DER mode refuses those, with the same line in both runtimes.
    refused = [x for x in same_lines(dump, dump_c, LDAP_MESSAGE, paths) if not x.endswith(": ok")]
    assert len(refused) >= 5 and all("SET OF elements not sorted" in x for x in refused), refused


def test_message_ids_pair_requests_with_their_responses(ldap, decoded):
    captured, _ = ldap
    for scenario in captured:
        requests = messages(ldap, decoded, scenario, "request")
        responses = messages(ldap, decoded, scenario, "response")
        assert [m["messageID"] for m in requests] == list(range(1, len(requests) + 1)), scenario
        assert op(requests[-1])[0] == "unbindRequest", scenario
        assert {m["messageID"] for m in responses} <= {m["messageID"] for m in requests[:-1]}, scenario
        assert responses, scenario


def result(message):
    name, value = op(message)
    return name, value["resultCode"]


def test_add_modify_modrdn_compare_delete_carry_what_the_client_sent(ldap, decoded):
    adds = [op(m)[1] for m in messages(ldap, decoded, "add", "request")[1:-1]]
    entries = [e.strip().splitlines() for e in ldap_server.PEOPLE_LDIF.strip().split("\n\n")]
    assert [text(a["entry"]) for a in adds] == [e[0][len("dn: "):] for e in entries]
    for add, entry in zip(adds, entries):
        sent = [(line.split(": ", 1)[0], line.split(": ", 1)[1]) for line in entry[1:]]
        got = [(text(a["type"]), text(v)) for a in add["attributes"] for v in a["vals"]]
        assert got == sent  # in the client's order, not DER's
    assert [result(m) for m in messages(ldap, decoded, "add", "response")] == \
        [("bindResponse", "success")] + [("addResponse", "success")] * len(adds)
    assert result(messages(ldap, decoded, "add-exists", "response")[-1]) == ("addResponse", "entryAlreadyExists")

    _, modify = op(messages(ldap, decoded, "modify", "request")[1])
    assert text(modify["object"]) == PEOPLE_DNS[0]
    assert [(c["operation"], text(c["modification"]["type"]), [text(v) for v in c["modification"]["vals"]])
            for c in modify["changes"]] == [
        ("replace", "mail", ["alice@wonderland.test"]),
        ("add", "description", ["curiouser and curiouser", "down the rabbit hole"]),
        ("delete", "userPassword", []),
    ]
    _, modrdn = op(messages(ldap, decoded, "modrdn", "request")[1])
    assert (text(modrdn["entry"]), text(modrdn["newrdn"]), modrdn["deleteoldrdn"], text(modrdn["newSuperior"])) == \
        (PEOPLE_DNS[2], "uid=caroline", True, STAFF)
    for scenario, value, code in (("compare-true", "Dobbs", "compareTrue"), ("compare-false", "Smith", "compareFalse")):
        _, compare = op(messages(ldap, decoded, scenario, "request")[1])
        assert (text(compare["entry"]), text(compare["ava"]["attributeDesc"]),
                text(compare["ava"]["assertionValue"])) == (PEOPLE_DNS[1], "sn", value)
        assert result(messages(ldap, decoded, scenario, "response")[-1]) == ("compareResponse", code)
    delete = messages(ldap, decoded, "delete", "request")[1]
    assert op(delete) == ("delRequest", PEOPLE_DNS[3].encode().hex().upper())
    assert result(messages(ldap, decoded, "delete", "response")[-1]) == ("delResponse", "success")


def test_binds_and_error_replies(ldap, decoded):
    _, bind = op(messages(ldap, decoded, "add", "request")[0])
    assert (bind["version"], text(bind["name"]), text(bind["authentication"]["simple"])) == \
        (3, ROOT_DN, ldap_server.ROOT_PASSWORD)
    _, anonymous = op(messages(ldap, decoded, "anonymous-search", "request")[0])
    assert (text(anonymous["name"]), anonymous["authentication"]) == ("", {"simple": ""})
    assert result(messages(ldap, decoded, "bind-refused", "response")[0]) == ("bindResponse", "invalidCredentials")
    _, missing = op(messages(ldap, decoded, "search-missing", "response")[-1])
    assert (missing["resultCode"], text(missing["matchedDN"])) == ("noSuchObject", SUFFIX)


def test_search_filter_and_paged_results(ldap, decoded, dump, tmp_path):
    requests = messages(ldap, decoded, "search-paged", "request")[1:-1]
    assert len(requests) == 2  # four entries, two a page
    _, search = op(requests[0])

    def ava(kind, attribute, value):
        return {kind: {"attributeDesc": attribute.encode().hex().upper(), "assertionValue": value.encode().hex().upper()}}

    def hx(value):
        return value.encode().hex().upper()

    assert (text(search["baseObject"]), search["scope"], [text(a) for a in search["attributes"]]) == \
        (PEOPLE, "wholeSubtree", ["cn", "mail", "uid"])
    # The filter of ldap_server.FILTER, choice by choice, in its order.
    assert search["filter"] == {"and": [
        ava("equalityMatch", "objectClass", "inetOrgPerson"),
        {"not": ava("equalityMatch", "sn", "Nobody")},
        {"present": hx("cn")},
        {"or": [
            {"substrings": {"type": hx("uid"), "substrings": [{"initial": hx("al")}, {"any": hx("c")},
                                                              {"final": hx("e")}]}},
            {"substrings": {"type": hx("uid"), "substrings": [{"any": hx("o")}]}},
            {"substrings": {"type": hx("cn"), "substrings": [{"final": hx("Lister")}]}},
            ava("approxMatch", "sn", "Dobs"),
            ava("greaterOrEqual", "uid", "a"),
            ava("lessOrEqual", "uid", "zz"),
            {"extensibleMatch": {"matchingRule": hx("caseExactMatch"), "type": hx("cn"),
                                 "matchValue": hx("Alice Liddell"), "dnAttributes": False}},
            {"extensibleMatch": {"matchingRule": hx("2.5.13.2"), "matchValue": hx("people"), "dnAttributes": True}},
        ]},
    ]}
    responses = messages(ldap, decoded, "search-paged", "response")[1:]
    entries = [op(m)[1] for m in responses if op(m)[0] == "searchResEntry"]
    assert sorted(text(e["objectName"]) for e in entries) == PEOPLE_DNS
    alice = next(e for e in entries if text(e["objectName"]) == PEOPLE_DNS[0])
    # The values in the order they were added (not DER's, which sorts them).
    assert {text(a["type"]): [text(v) for v in a["vals"]] for a in alice["attributes"]} == \
        {"cn": ["Alice Liddell"], "mail": ["a.liddell@synta.test", "alice@synta.test"], "uid": ["alice"]}
    # The paged-results control's value, in both directions, decoded as
    # its own type: the server's cookie comes back in the next request,
    # and the last page's cookie is empty.
    values = []
    for message in requests + [m for m in responses if op(m)[0] == "searchResDone"]:
        (control,) = message["controls"]
        assert text(control["controlType"]) == PAGED_RESULTS_OID
        values.append(bytes.fromhex(control["controlValue"]))
    for i, value in enumerate(values):
        (tmp_path / f"paged-{i}").write_bytes(value)
    paged = list(jer_values(dump, PAGED_RESULTS, [tmp_path / f"paged-{i}" for i in range(4)], "--ber").values())
    (ask1, ask2, page1, page2) = paged
    assert ask1 == {"size": 2, "cookie": ""} and ask2["size"] == 2
    assert page1["cookie"] != "" and ask2["cookie"] == page1["cookie"] and page2["cookie"] == ""


def test_extended_operations(ldap, decoded, dump, tmp_path):
    _, printed = ldap

    def extended(scenario, index=1):
        _, request = op(messages(ldap, decoded, scenario, "request")[index])
        _, response = op(next(m for m in messages(ldap, decoded, scenario, "response")
                              if m["messageID"] == index + 1))
        return request, response

    def value_of(hex_string, type_name, name):
        (tmp_path / name).write_bytes(bytes.fromhex(hex_string))
        return jer_values(dump, type_name, [tmp_path / name], "--ber")[str(tmp_path / name)]

    request, response = extended("passwd-set")
    assert text(request["requestName"]) == PASSWD_MODIFY_OID and response["resultCode"] == "success"
    sent = value_of(request["requestValue"], "LDAP-Extensions.PasswdModifyRequestValue", "set")
    assert {k: text(v) for k, v in sent.items()} == {"userIdentity": PEOPLE_DNS[1], "newPasswd": "new-secret"}
    request, response = extended("passwd-generate")
    generated = value_of(response["responseValue"], "LDAP-Extensions.PasswdModifyResponseValue", "generated")
    # The password the server made up is the one ldappasswd printed.
    assert f"New password: {text(generated['genPasswd'])}" in printed["passwd-generate"]
    request, response = extended("whoami")
    assert text(request["requestName"]) == WHOAMI_OID and "requestValue" not in request
    assert text(response["responseValue"]) == f"dn:{ROOT_DN}"
    request, response = extended("starttls", 0)
    assert text(request["requestName"]) == STARTTLS_OID
    assert response["resultCode"] == "protocolError"  # this server has no TLS
    # The server lists what it supports in its root DSE.
    (entry, _) = [op(m)[1] for m in messages(ldap, decoded, "anonymous-search", "response")[1:]]
    supported = {text(a["type"]): {text(v) for v in a["vals"]} for a in entry["attributes"]}
    assert {PASSWD_MODIFY_OID, WHOAMI_OID} <= supported["supportedExtension"]
    assert PAGED_RESULTS_OID in supported["supportedControl"]


def test_der_re_encoding_decodes_to_the_same_value(ldap, decoded, dump, dump_c, tmp_path):
    """BER in, DER out: both runtimes write the same DER, which decodes as
    DER to the value of the BER (up to SET OF order); a message that was
    DER already is written back as it was."""
    paths = all_paths(ldap)
    out_rust, out_c = tmp_path / "rust", tmp_path / "c"
    for tool, out in ((dump, out_rust), (dump_c, out_c)):
        out.mkdir()
        assert tool("--ber", "--der-out", out, "--type", LDAP_MESSAGE, *paths).returncode == 0
    ders = [out_rust / p.name for p in paths]
    assert all(d.read_bytes() == (out_c / d.name).read_bytes() for d in ders)
    again = jer_values(dump, LDAP_MESSAGE, ders)
    already_der = {line[: -len(": ok")] for line in dump("--type", LDAP_MESSAGE, *paths).stdout.splitlines()
                   if line.endswith(": ok")}
    for path, der in zip(paths, ders):
        assert unordered(again[str(der)]) == unordered(decoded[str(path)]), path.name
        assert (der.read_bytes() == path.read_bytes()) == (str(path) in already_der), path.name
    assert len(paths) - len(already_der) >= 5


@pytest.fixture(scope="module")
def variants(ldap, dump, tmp_path_factory):
    """A BER variant (tests/support/ber_variants.py) of the DER of every message,
    with that DER: [(der, variant path)]."""
    import ber_variants

    d = tmp_path_factory.mktemp("ldap-variants")
    paths = all_paths(ldap)
    dump("--ber", "--der-out", d, "--type", LDAP_MESSAGE, *paths)
    ders = [(d / p.name).read_bytes() for p in paths]
    out = []
    for i, (der, ber) in enumerate(zip(ders, ber_variants.variants(ders, seed=4511))):
        path = d / f"variant-{i:03}.ber"
        path.write_bytes(ber)
        out.append((der, path))
    return out


def test_ber_variants_re_encode_to_the_der(variants, dump, dump_c, tmp_path):
    paths = [path for _, path in variants]
    for tool, out in ((dump, tmp_path / "rust"), (dump_c, tmp_path / "c")):
        out.mkdir()
        lines = tool("--ber", "--roundtrip", "--der-out", out, "--type", LDAP_MESSAGE, *paths).stdout.splitlines()
        assert all(line.endswith(": ok") for line in lines) and len(lines) == len(paths), lines[:3]
        assert all((out / path.name).read_bytes() == der for der, path in variants)
    refused = same_lines(dump, dump_c, LDAP_MESSAGE, paths)
    assert all(line.endswith("LDAPMessage at byte 1: indefinite length (BER, not DER)") for line in refused)


def test_rust_and_c_agree_on_mutated_ldap(variants, ldap, dump, dump_c, tmp_path):
    """Seeded corruptions of the captured messages and their variants: the
    same verdict, path, offset and message from both runtimes, and the same
    DER for what they accept."""
    rng = random.Random(4511)
    sources = all_paths(ldap) + [path for _, path in variants]
    paths = []
    for index, source in enumerate(sources):
        for k, mutated in enumerate(mutations(source.read_bytes(), rng, 15)):
            paths.append(tmp_path / f"m{index:03}-{k:02}.ber")
            paths[-1].write_bytes(mutated)
    lines = same_lines(dump, dump_c, LDAP_MESSAGE, paths, "--ber", "--roundtrip")
    accepted = sum(line.endswith(": ok") for line in lines)
    assert len(lines) == len(paths) > 2000
    assert 100 < accepted < len(paths) - 500, accepted
    out_rust, out_c = tmp_path / "der-rust", tmp_path / "der-c"
    out_rust.mkdir()
    out_c.mkdir()
    dump("--ber", "--der-out", out_rust, "--type", LDAP_MESSAGE, *paths)
    dump_c("--ber", "--der-out", out_c, "--type", LDAP_MESSAGE, *paths)
    written = sorted(p.name for p in out_rust.iterdir())
    assert written == sorted(p.name for p in out_c.iterdir()) and len(written) == accepted
    assert all((out_rust / n).read_bytes() == (out_c / n).read_bytes() for n in written)


def test_c_reads_ldap_under_valgrind(variants, ldap, dump_c, tmp_path):
    """The captured messages, their variants and corruptions of them through
    a -O0 build of synta-dump-c under valgrind: no error, and the lines of
    the ordinary build."""
    installed_program("valgrind")
    binary = build_c(cflags="-std=c99 -O0 -g") / "synta-dump-c"
    rng = random.Random(49)
    paths = all_paths(ldap) + [path for _, path in variants]
    for index, source in enumerate(list(paths)):
        for k, mutated in enumerate(mutations(source.read_bytes(), rng, 2)):
            paths.append(tmp_path / f"m{index:03}-{k}.ber")
            paths[-1].write_bytes(mutated)
    args = ["--ber", "--roundtrip", "--type", LDAP_MESSAGE, *map(str, paths)]
    proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=all",
                           binary, *args], capture_output=True, text=True, timeout=600)
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    assert proc.stdout == dump_c(*args).stdout
