"""bench/hosts.py: how a budget is judged on the host it is measured on
(host kinds, what decides, the ratchet), on budgets.toml as it is."""

import sys
import tomllib

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import hosts  # noqa: E402

BUDGETS = tomllib.loads((ROOT / "bench" / "budgets.toml").read_text())

EPYC = """processor	: 0
vendor_id	: AuthenticAMD
cpu family	: 25
model		: 1
model name	: AMD EPYC 7763 64-Core Processor
stepping	: 1

processor	: 1
vendor_id	: AuthenticAMD
model name	: something else
"""
XEON = "vendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 167\nmodel name\t: Intel(R) Xeon(R) Processor\nstepping\t: 1\n"
OTHER = "vendor_id\t: ARM\nmodel name\t: Neoverse-V2\n"


def budget(name):
    return next(b for b in BUDGETS["budget"] if b["name"] == name)


def test_the_cpu_is_identified_by_family_model_and_stepping():
    cpu = hosts.cpu_identity(EPYC)
    assert cpu == {"vendor_id": "AuthenticAMD", "cpu family": "25", "model": "1",
                   "model name": "AMD EPYC 7763 64-Core Processor", "stepping": "1"}
    assert hosts.describe(cpu) == "AMD EPYC 7763 64-Core Processor (AuthenticAMD family 25 model 1 stepping 1)"


def test_host_kinds_are_matched_and_an_unknown_host_is_new():
    kinds = BUDGETS["hosts"]
    assert hosts.host_kind(kinds, hosts.cpu_identity(EPYC)) == "epyc"
    assert hosts.host_kind(kinds, hosts.cpu_identity(XEON)) == "xeon"
    other = hosts.cpu_identity(OTHER)
    assert hosts.host_kind(kinds, other) is None
    assert hosts.history_label(None, other) == "new-host-neoverse-v2"


def test_each_kind_has_its_target_and_a_new_host_the_strictest():
    parse = budget("c-vs-rust-parse")
    assert hosts.target(parse, "epyc") == ("max", 1.0, False)
    assert hosts.target(parse, "xeon") == ("max", 1.25, False)
    assert hosts.target(parse, None) == ("max", 1.0, True)
    openssl = budget("c-vs-openssl-3.5")
    assert hosts.target(openssl, "xeon") == ("min", 40.0, False)
    assert hosts.target(openssl, None) == ("min", 55.0, True)
    # Issue 68's Xeon targets, all there.
    xeon = {b["name"]: b["on"]["xeon"] for b in BUDGETS["budget"] if "xeon" in b.get("on", {})}
    assert xeon == {"x509-parse-fields": 0.5, "c-vs-rust-parse": 1.25, "c-vs-openssl-3.5": 40.0,
                    "c-vs-openssl-3.5-ca-store": 40.0, "c-vs-asn1c": 22.0, "kerberos-as-req-decode": 0.18}


def test_one_process_decides_on_the_median_two_suites_on_the_worst():
    parse = budget("c-vs-rust-parse")
    ratios = [1.1, 1.2, 1.4]
    # Side by side (the pairs binary): the median holds on a Xeon...
    assert hosts.judge(parse, ratios, "xeon", True) == (1.2, 1.4, "<=1.25 (median)", True)
    # ...measured in two suites, the worst decides and misses.
    assert hosts.judge(parse, ratios, "xeon", False) == (1.2, 1.4, "<=1.25 (worst)", False)
    # The C harness runs both sides in one process.
    asn1c = budget("c-vs-asn1c")
    assert hosts.one_process(asn1c, False)
    assert hosts.judge(asn1c, [30.0, 24.0, 21.0], "xeon", False) == (24.0, 21.0, ">=22.0 (median)", True)
    # So does the Python benchmark; a Python side against a C one does not.
    assert hosts.one_process(budget("python-pkcs7-vs-cryptography"), False)
    assert not hosts.one_process(dict(asn1c, numerator="python:pkcs7:cryptography"), False)
    # On a new host, the strictest target, said so.
    median, worst, text, ok = hosts.judge(asn1c, [30.0, 24.0, 21.0], None, False)
    assert (text, ok) == (">=25.0 (median), new host: the strictest kind's", False)
    # A reported ratio shows its bound and never misses.
    assert hosts.judge(budget("c-vs-rust-encode"), [3.0, 3.1, 3.2], "xeon", True)[2:] == \
        ("reported, <=2.5 (median)", True)


def test_the_ratchet_reports_what_got_worse_than_the_last_full_run_on_the_kind(tmp_path):
    directions = {"lower": "max", "higher": "min", "new": "max"}
    assert hosts.ratchet({"lower": 1.0}, directions, None) == []
    hosts.record(tmp_path, "xeon", "2026-12-01T1000", "aaaa", {}, {"lower": 1.0, "higher": 50.0})
    hosts.record(tmp_path, "xeon", "2026-12-02T1000", "bbbb", {}, {"lower": 1.0, "higher": 40.0})
    hosts.record(tmp_path, "epyc", "2026-12-03T1000", "cccc", {}, {"lower": 0.5, "higher": 60.0})
    previous = hosts.last_run(tmp_path, "xeon")
    assert previous["commit"] == "bbbb"
    # Within 10%: nothing; past it, in the direction that is worse.
    assert hosts.ratchet({"lower": 1.09, "higher": 37.0, "new": 9.0}, directions, previous) == []
    worse = hosts.ratchet({"lower": 1.2, "higher": 30.0}, directions, previous)
    assert [(n, b, a) for n, b, a, _ in worse] == [("lower", 1.0, 1.2), ("higher", 40.0, 30.0)]
    # Better is never reported.
    assert hosts.ratchet({"lower": 0.5, "higher": 80.0}, directions, previous) == []
