"""Kerberos traffic of a real MIT KDC (started on loopback by the
`kerberos_messages` fixture) through the generated Rust: every message
decodes and re-encodes byte for byte, the decoded values say what the
exchange was, and the values carried inside PA-DATA and e-data decode as
their own types too."""

import collections
import json

from conftest import dump_lines

SPEC = "KerberosV5Spec2"
FAST = "KerberosPreauthFramework"

# PA-DATA values with a type in the shipped schemas, by padata-type and by
# whether the message is a request (RFC 4120 7.5.2, RFC 6113).
PADATA_TYPES = {
    (1, True): f"{SPEC}.AP-REQ",  # PA-TGS-REQ
    (2, True): f"{SPEC}.PA-ENC-TIMESTAMP",
    (19, False): f"{SPEC}.ETYPE-INFO2",
    (136, True): f"{FAST}.PA-FX-FAST-REQUEST",
    (136, False): f"{FAST}.PA-FX-FAST-REPLY",
    (138, True): f"{FAST}.EncryptedChallenge",
}
REQUESTS = {"AS-REQ", "TGS-REQ"}


def _decode(dump, kind, paths, *flags):
    """Runs synta-dump over files of one type; {path: (error, jer)}."""
    result = dump("--type", kind, *flags, *paths)
    return dump_lines(result.stdout, jer="--jer" in flags)


def _by_kind(messages):
    grouped = collections.defaultdict(list)
    for scenario in messages.values():
        for kind, path in scenario:
            grouped[kind].append(str(path))
    return grouped


def test_every_message_round_trips(dump, kerberos_messages):
    grouped = _by_kind(kerberos_messages)
    assert {"AS-REQ", "AS-REP", "TGS-REQ", "TGS-REP", "KRB-ERROR"} <= set(grouped)
    for kind, paths in grouped.items():
        results = _decode(dump, f"{SPEC}.{kind}", paths, "--roundtrip")
        failures = {p: e for p, (e, _) in results.items() if e}
        assert not failures, failures
        assert set(results) == set(paths)


def _jer(dump, kerberos_messages):
    """{scenario: [(kind, path, decoded JSON value)]}."""
    grouped = _by_kind(kerberos_messages)
    values = {}
    for kind, paths in grouped.items():
        for path, (error, jer) in _decode(dump, f"{SPEC}.{kind}", paths, "--jer").items():
            assert error is None, (path, error)
            values[path] = json.loads(jer)
    return {
        scenario: [(kind, str(path), values[str(path)]) for kind, path in messages]
        for scenario, messages in kerberos_messages.items()
    }


def test_decoded_values_tell_the_exchange(dump, kerberos_messages):
    import kerberos_kdc

    decoded = _jer(dump, kerberos_messages)

    def error_codes(scenario):
        return [v["error-code"] for kind, _, v in decoded[scenario] if kind == "KRB-ERROR"]

    # RFC 4120 7.5.9: 6 C_PRINCIPAL_UNKNOWN, 7 S_PRINCIPAL_UNKNOWN,
    # 24 PREAUTH_FAILED, 25 PREAUTH_REQUIRED.
    assert error_codes("kinit") == [25]
    assert error_codes("wrong-password") == [25, 24]
    assert error_codes("unknown-client") == [6]
    assert set(error_codes("unknown-service")) == {7}

    kinds = [kind for kind, _, _ in decoded["kinit"]]
    assert kinds == ["AS-REQ", "KRB-ERROR", "AS-REQ", "AS-REP"]
    as_rep = decoded["kinit"][3][2]
    assert as_rep["msg-type"] == 11
    assert as_rep["crealm"] == kerberos_kdc.REALM
    assert as_rep["cname"]["name-string"] == [kerberos_kdc.USER]
    assert as_rep["ticket"]["sname"]["name-string"] == ["krbtgt", kerberos_kdc.REALM]
    # The second AS-REQ carries the encrypted timestamp (PA-ENC-TIMESTAMP).
    assert 2 in [pa["padata-type"] for pa in decoded["kinit"][2][2]["padata"]]
    # kinit -r asked for a renewable ticket: KDCOptions bit 8.
    options = decoded["kinit"][0][2]["req-body"]["kdc-options"]
    assert options["length"] == 32 and int(options["value"], 16) & (1 << (31 - 8))

    tgs_req = decoded["kvno"][0][2]
    assert tgs_req["msg-type"] == 12
    assert tgs_req["req-body"]["sname"]["name-string"] == kerberos_kdc.SERVICE.split("/")
    tgs_rep = decoded["kvno"][1][2]
    assert tgs_rep["ticket"]["sname"]["name-string"] == kerberos_kdc.SERVICE.split("/")
    # Renewal: KDCOptions bit 30 (renew).
    renew = decoded["renew"][0][2]["req-body"]["kdc-options"]
    assert int(renew["value"], 16) & (1 << (31 - 30))


def test_nested_values_decode_as_their_types(dump, kerberos_messages, tmp_path):
    """PA-DATA values of requests and replies, and the METHOD-DATA in
    KRB-ERROR e-data, decode and round-trip as the types RFC 4120 and
    RFC 6113 give them."""
    decoded = _jer(dump, kerberos_messages)
    nested = collections.defaultdict(list)

    def add(kind, hex_value, name):
        path = tmp_path / f"{name}.der"
        path.write_bytes(bytes.fromhex(hex_value))
        nested[kind].append(str(path))

    for scenario, messages in decoded.items():
        for index, (kind, _, value) in enumerate(messages):
            padata = list(value.get("padata", []))
            if kind == "KRB-ERROR" and value.get("e-data"):
                add(f"{SPEC}.METHOD-DATA", value["e-data"], f"{scenario}-{index}-e-data")
                # The METHOD-DATA's own entries come back through JER below.
                continue
            for n, pa in enumerate(padata):
                key = (pa["padata-type"], kind in REQUESTS)
                if key in PADATA_TYPES and pa["padata-value"]:
                    add(PADATA_TYPES[key], pa["padata-value"], f"{scenario}-{index}-pa{n}")

    # The METHOD-DATA of errors: decode, then their entries in turn.
    for path, (error, jer) in _decode(dump, f"{SPEC}.METHOD-DATA", nested[f"{SPEC}.METHOD-DATA"], "--jer").items():
        assert error is None, (path, error)
        for n, pa in enumerate(json.loads(jer)):
            key = (pa["padata-type"], False)
            if key in PADATA_TYPES and pa["padata-value"]:
                add(PADATA_TYPES[key], pa["padata-value"], f"{_stem(path)}-entry{n}")

    # What a KDC exchange with preauth and FAST armor must have produced.
    assert {
        f"{SPEC}.AP-REQ",
        f"{SPEC}.PA-ENC-TIMESTAMP",
        f"{SPEC}.ETYPE-INFO2",
        f"{SPEC}.METHOD-DATA",
        f"{FAST}.PA-FX-FAST-REQUEST",
        f"{FAST}.PA-FX-FAST-REPLY",
    } <= set(nested)
    for kind, paths in nested.items():
        results = _decode(dump, kind, paths, "--roundtrip")
        failures = {p: e for p, (e, _) in results.items() if e}
        assert not failures, (kind, failures)
        assert len(results) == len(paths)


def _stem(path):
    """The file name of `path` without `.der`."""
    return path.rsplit("/", 1)[-1].removesuffix(".der")
