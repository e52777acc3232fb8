"""Runs the suites (criterion, the facts binary, the C harness, the Python
benchmark), writes bench/RESULTS.md and bench/results.png, and prints one
line per budget. Started by bench/report, which prepares the inputs and the
venv."""

import datetime
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import time
import tomllib

import hosts

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
TARGET = ROOT / "target" / "bench"
DATA = pathlib.Path(os.environ["SYNTA_BENCH_DATA"])
CARGO = ["cargo", "--quiet"]
MANIFEST = ["--manifest-path", str(BENCH / "Cargo.toml")]
ENV = dict(os.environ, CARGO_TARGET_DIR=str(TARGET))
# Every budget is decided on this many interleaved repetitions of the suites.
REPEAT = 3
# Each full run's medians, one file a run, for the ratchet (hosts.py).
HISTORY = BENCH / "history"


def run(args, **kwargs):
    return subprocess.run(args, check=True, **{"env": ENV, **kwargs})


def set_sizes():
    return {d.name: len(list(d.glob("*.der"))) for d in DATA.iterdir() if d.is_dir()}


def criterion_results(sizes, since):
    """{(group, function): ns per input} of the benchmarks run since the
    time `since`: the criterion mean of one iteration, divided by the set's
    size for the X.509 groups (an iteration goes over the whole set)."""
    results = {}
    for bench in (TARGET / "criterion").glob("**/new/benchmark.json"):
        if (bench.parent / "estimates.json").stat().st_mtime < since:
            continue  # from an earlier run, of a benchmark not run now
        meta = json.loads(bench.read_text())
        estimates = json.loads((bench.parent / "estimates.json").read_text())
        group = meta["group_id"]
        ns = estimates["mean"]["point_estimate"]
        if group.startswith("x509-"):
            ns /= sizes[group.split("/", 1)[1]]
        results[(group, meta["function_id"])] = ns
    return results


def openssl35():
    """The install directory of OpenSSL 3.5 LTS, built static from the
    openssl-src crate (bench/openssl35; about 3 minutes the first time)."""
    args = CARGO + ["run", "--locked", "--release", "--manifest-path", str(BENCH / "openssl35" / "Cargo.toml")]
    return run(args, capture_output=True, text=True).stdout.strip()


def c_harness(quick, smoke=False):
    """The C harness's rows, each with the OpenSSL build it ran against:
    first the harness linked with OpenSSL 3.5 (whose rows the budgets
    read: ours and OpenSSL measured in one process), then the one linked
    with the system's libcrypto (Debian's 3.0). The smoke run builds only
    the second."""
    out = ROOT / "target" / "bench-c"
    run(["make", "-s", "-C", str(BENCH / "c"), f"OUT={out}"])
    builds = [("system", out / "harness")]
    if not smoke:
        run(["make", "-s", "-C", str(BENCH / "c"), f"OUT={out}", f"OPENSSL={openssl35()}",
             str(out / "harness-openssl")])
        builds.insert(0, ("OpenSSL 3.5, static", out / "harness-openssl"))
    versions, rows = [], []
    for build, binary in builds:
        args = [str(binary), str(DATA)] + (["--quick"] if quick else [])
        data = json.loads(run(args, capture_output=True, text=True).stdout)
        versions.append(data["openssl"])
        rows += [dict(row, build=build) for row in data["results"]]
    return {"openssl": ", ".join(versions), "results": rows, "code_sizes": code_sizes(), "per": per_c(quick, smoke)}


def per_c(quick, smoke):
    """bench/c/per_uper.c's rows, a program a suite: the ETSI CAMs (the
    `its` set, generated/c/its) and the LTE RRC messages (the `rrc` set,
    generated/c/lte) in UNALIGNED PER, ours and asn1c -gen-PER's, decoded
    and encoded in interleaved rounds, ns a message. The smoke run builds
    both sides unoptimized (asn1c's RRC is 800 files), in a folder of its
    own."""
    out = ROOT / "target" / ("bench-c-smoke" if smoke else "bench-c")
    rows = []
    for suite in ("its", "rrc"):
        run(["make", "-s", "-C", str(BENCH / "c"), f"OUT={out}", *(["CFLAGS=-O0", "ASN1C_CFLAGS=-O0"] if smoke else []),
             str(out / f"per-{suite}")])
        messages = sorted(str(p) for p in (DATA / suite).glob("*.uper"))
        args = [str(out / f"per-{suite}")] + (["--quick"] if quick else []) + messages
        rows += json.loads(run(args, capture_output=True, text=True).stdout)["results"]
    return [dict(row, build="no OpenSSL") for row in rows]


def code_sizes():
    """Text bytes of the code that decodes and encodes RFC 5280 in C: ours
    (runtime and generated module, with JER and BER mode, -O2) and asn1c's
    (its output and skeletons), by binutils' `size`; and of the program
    that decodes a certificate and reads its fields (bench/c/fields_program.c)
    on each side, linked statically with --gc-sections, once both are seen
    to print the same for PKITS certificates (asn1c reads INTEGERs into a
    `long`, so the CA store's 20-octet serial numbers fail there)."""
    out = ROOT / "target" / "bench-c"
    sizes = {}
    for name, archive in [("ours (C)", "libours-x509.a"), ("asn1c 0.9.28", "libasn1c.a")]:
        totals = run(["size", "-t", str(out / archive)], capture_output=True, text=True).stdout.splitlines()[-1]
        sizes[name] = int(totals.split()[0])
    certs = sorted(str(p) for p in (DATA / "pkits").glob("*.der"))[:50]
    printed = {}
    for name, program in [("fields program, ours (C)", "fields-ours"),
                          ("fields program, asn1c 0.9.28", "fields-asn1c")]:
        printed[name] = run([str(out / program), *certs], capture_output=True, text=True).stdout
        sizes[name] = int(run(["size", str(out / program)], capture_output=True, text=True).stdout.split()[6])
    assert len(set(printed.values())) == 1, "the two fields programs disagree"
    return sizes


def python_package(smoke):
    """The bench venv's Python packages of the shipped schemas
    (generated/python), of ETSI ITS (generated/python-its) and of LTE
    (generated/python-lte), with what
    bench/python/bench.py compares the first to. A measured run installs
    optimized wheels, the reference library's bindings
    (bench/python/build_synta, once) and the parse_ns binary; the smoke run
    the wheels tests/run builds, unoptimized, and no peer but those of
    bench/requirements.txt (`cryptography`, asn1tools, pycrate)."""
    venv = ROOT / "target" / "bench-venv" / "bin"
    wheels = ROOT / "target" / ("wheels" if smoke else "wheels-release")
    # The shipped schemas, and ETSI ITS and LTE with PER for
    # bench/python/its.py and lte.py.
    for folder, package in [("python", "synta_schemas"), ("python-its", "synta_its"), ("python-lte", "synta_lte")]:
        maturin = [str(venv / "maturin"), "build", "--quiet", "--locked", "-m",
                   str(ROOT / "generated" / folder / "Cargo.toml"), "-o", str(wheels), "-i", str(venv / "python")]
        for old in wheels.glob(f"{package}-*.whl"):
            old.unlink()
        # Smoke: the settings tests/run builds with, so that its build is
        # found done.
        env = dict(ENV, CARGO_TARGET_DIR=str(ROOT / "target" / "python"))
        if smoke:
            env.update(CARGO_PROFILE_DEV_DEBUG="false")
        run(maturin + ([] if smoke else ["--release"]), env=env)
        run([str(venv / "pip"), "install", "--quiet", "--disable-pip-version-check", "--force-reinstall", "--no-deps",
             *map(str, wheels.glob(f"{package}-*.whl"))])
    run(CARGO + ["build", "--locked", "--release", *MANIFEST, "--bin", "parse_ns"])
    if not smoke and not (ROOT / "target" / "bench-python" / "_synta.abi3.so").exists():
        run([str(BENCH / "python" / "build_synta")], stdout=subprocess.DEVNULL)


def python_suite(quick):
    """bench/python/bench.py's, its.py's and lte.py's figures:
    {"CASE/LIBRARY": {"median_ns": ...}}."""
    out = ROOT / "target" / "bench-python.json"
    python = ROOT / "target" / "bench-venv" / "bin" / "python"
    rounds = "3" if quick else "7"
    run([str(python), str(BENCH / "python" / "bench.py"), "--rounds", rounds, "--json", str(out),
         "--parse-ns", str(pathlib.Path(ENV["CARGO_TARGET_DIR"]) / "release" / "parse_ns")],
        stdout=subprocess.DEVNULL)
    figures = json.loads(out.read_text())
    for suite in ("its", "lte"):
        out = ROOT / "target" / f"bench-python-{suite}.json"
        run([str(python), str(BENCH / "python" / f"{suite}.py"), "--rounds", rounds, "--json", str(out)],
            stdout=subprocess.DEVNULL)
        figures |= json.loads(out.read_text())
    return figures


def facts(quick):
    args = CARGO + ["run", "--locked", "--release", *MANIFEST, "--bin", "facts", "--"] + (["--quick"] if quick else [])
    return json.loads(run(args, capture_output=True, text=True).stdout)


def resolve(source, crit, c, fact):
    kind, _, rest = source.partition(":")
    if kind == "criterion":
        group, function = rest.split(":", 1)
        return crit[(group, function)]
    if kind == "c":
        set_, decoder, work = rest.split(":")
        for row in c["results"] + c["per"]:
            if (row["set"], row["decoder"], row["work"]) == (set_, decoder, work):
                return row["ns_per_cert"]
    if kind == "text":
        return c["code_sizes"][rest]
    if kind == "python":
        case, library = rest.split(":", 1)
        return fact["python"][f"{case}/{library}"]["median_ns"]
    if kind == "throughput":
        rows = [r for r in fact["scaling"] if r["decoder"] == rest]
        return max(rows, key=lambda r: r["threads"])["certs_per_s"]
    raise KeyError(source)


def pair_key(b):
    """How the pairs binary names a budget's two sides."""
    return f"{b['numerator']}|{b['denominator']}"


def budget_ratio(b, rep):
    """The budget's ratio in one repetition: measured side by side by the
    pairs binary where it runs both sides, else from the suites."""
    pair = rep[2]["pairs"].get(pair_key(b))
    if pair is not None:
        return pair
    return resolve(b["numerator"], *rep) / resolve(b["denominator"], *rep)


def check_budgets(budgets, reps, kind):
    """One line per budget: (name, median ratio, worst ratio, lowest,
    highest, target, how it was measured, ok). The ratio is taken within
    each repetition (both sides measured in it) and judged on the host
    kind `kind` as hosts.py says; one that says `report = true` is only
    reported."""
    lines = []
    for b in budgets["budget"]:
        side_by_side = pair_key(b) in reps[0][2]["pairs"]
        if side_by_side:
            how = "side by side"
        elif hosts.one_process(b, False):
            how = {"c": "C harness", "python": "Python benchmark"}[b["numerator"].partition(":")[0]]
        else:
            how = "suites"
        try:
            ratios = [budget_ratio(b, rep) for rep in reps]
        except KeyError as missing:
            # Not measured (its inputs could not be made here): not met.
            print(f"budget {b['name']}: not measured, no result for {missing}")
            nan = float("nan")
            lines.append((b["name"], nan, nan, nan, nan, "not measured", how, False))
            continue
        median, worst, target, ok = hosts.judge(b, ratios, kind, side_by_side)
        lines.append((b["name"], median, worst, min(ratios), max(ratios), target, how, ok))
    _, c, fact = reps[0]
    ours_allocs = [r["allocs_parse"] for r in fact["x509"] if r["decoder"].startswith("ours")]
    ours_allocs += [r["allocs_fields"] for r in fact["x509"] if r["decoder"].startswith("ours")]
    ours_allocs += [r["allocs_decode"] for r in fact["kerberos"] + fact["v2x"] + fact["its"]
                    if r["decoder"].startswith("ours")]
    ours_allocs += [r["allocs"] for r in c["results"] if r["decoder"].startswith("ours")]
    ours_allocs += [r[k] for r in fact["mtc"] if r["decoder"].startswith("ours")
                    for k in ("allocs_entry", "allocs_standalone", "allocs_decode")]
    # Counts, the same in every repetition.
    most = float(max(ours_allocs))
    limit = budgets["allocations"]["max"]
    lines.append(("zero-allocations", most, most, most, most, f"<={limit}", "count", most <= limit))
    # Encoding allocates its output and nothing else (issue 22).
    encode = float(max(r["allocs_encode"] for r in fact["kerberos"] + fact["v2x"] + fact["its"]
                       if r["decoder"].startswith("ours")))
    limit = budgets["encode_allocations"]["max"]
    lines.append(("encode-allocations", encode, encode, encode, encode, f"<={limit}", "count", encode <= limit))
    return lines


def criterion_filter(budgets):
    """A criterion filter (a regex) for the benchmarks the budgets read:
    `--quick` runs only those."""
    ids = set()
    for b in budgets["budget"]:
        for source in (b["numerator"], b["denominator"]):
            kind, _, rest = source.partition(":")
            if kind == "criterion":
                group, function = rest.split(":", 1)
                ids.add(f"{group}/{function}")
    meta = set("\\.+*?()|[]{}^$")
    escaped = ("".join("\\" + ch if ch in meta else ch for ch in i) for i in sorted(ids))
    return "^(" + "|".join(escaped) + ")$"


def pairs(budgets, mode):
    """The ratios the pairs binary measures side by side (`mode`: --quick,
    --smoke or none), by `pair_key`."""
    args = CARGO + ["run", "--locked", "--release", *MANIFEST, "--bin", "pairs", "--"] + ([mode] if mode else [])
    args += [pair_key(b) for b in budgets["budget"]]
    return json.loads(run(args, capture_output=True, text=True).stdout)


def measure(quick, sizes, bench_args, budgets):
    """REPEAT repetitions, each of every suite in turn (criterion, the C
    harness, the facts binary, the pairs binary), so that what the machine
    does meanwhile falls on all of them alike: [(criterion, C, facts)] per
    repetition, the side-by-side ratios in facts["pairs"]."""
    reps = []
    for i in range(REPEAT):
        print(f"repetition {i + 1} of {REPEAT}", file=sys.stderr)
        started = time.time()
        run(bench_args)
        fact = facts(quick)
        fact["pairs"] = pairs(budgets, "--quick" if quick else None)
        fact["python"] = python_suite(quick)
        reps.append((criterion_results(sizes, started), c_harness(quick), fact))
    return reps


def medians(reps):
    """Every measurement as the median over the repetitions (what the
    tables show); counts as the first repetition has them."""
    crits = [crit for crit, _, _ in reps]
    crit = {k: statistics.median(c[k] for c in crits if k in c) for k in crits[0]}
    c = dict(reps[0][1])

    def key(row):
        return row["build"], row["set"], row["decoder"], row["work"]

    times = {}
    for _, rep_c, _ in reps:
        for r in rep_c["results"] + rep_c["per"]:
            times.setdefault(key(r), []).append(r["ns_per_cert"])
    for rows in ("results", "per"):
        c[rows] = [dict(r, ns_per_cert=statistics.median(times[key(r)])) for r in c[rows]]
    fact = dict(reps[0][2])
    python = {}
    for _, _, rep_fact in reps:
        for key, r in rep_fact["python"].items():
            python.setdefault(key, []).append(r["median_ns"])
    fact["python"] = {key: dict(reps[0][2]["python"][key], median_ns=statistics.median(times))
                      for key, times in python.items()}
    rates = {}
    for _, _, rep_fact in reps:
        for r in rep_fact["scaling"]:
            rates.setdefault((r["decoder"], r["threads"]), []).append(r["certs_per_s"])
    fact["scaling"] = [dict(r, certs_per_s=statistics.median(rates[(r["decoder"], r["threads"])]))
                       for r in fact["scaling"]]
    return crit, c, fact


def table(header, rows):
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def fmt_ns(ns):
    return f"{ns / 1000:.2f} µs" if ns >= 1000 else f"{ns:.0f} ns"


PEERS = {"synta-certificate", "synta-krb5", "x509-parser", "x509-cert", "rasn", "rasn-pkix", "rasn-kerberos", "asn1", "criterion"}


def tool_versions():
    lock = tomllib.loads((BENCH / "Cargo.lock").read_text())
    return {p["name"]: p["version"] for p in lock["package"] if p["name"] in PEERS}


def machine():
    cpu = hosts.describe(hosts.read_cpu())
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    cc = subprocess.run(["cc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; {rustc}; {cc}"


def x509_table(crit, group_prefix, sets, sizes):
    decoders = list(dict.fromkeys(f for (g, f) in crit if g.startswith(group_prefix)))
    base = crit.get((f"{group_prefix}pkits", "synta-certificate"))
    rows = []
    for d in decoders:
        cells = [fmt_ns(crit[(f"{group_prefix}{s}", d)]) if (f"{group_prefix}{s}", d) in crit else "–" for s in sets]
        ratio = crit[(f"{group_prefix}pkits", d)] / base if base else float("nan")
        rows.append([d, *cells, f"{ratio:.2f}×"])
    return table(["decoder", *(f"{s} ({sizes[s]})" for s in sets), "vs synta (pkits)"], rows)


def group_table(crit, prefix):
    rows = []
    for g in sorted({g for (g, _) in crit if g.startswith(prefix)}):
        functions = [f for (gg, f) in crit if gg == g]
        first = crit[(g, functions[0])]
        rows += [[g, f, fmt_ns(crit[(g, f)]), f"{crit[(g, f)] / first:.2f}×"] for f in functions]
    return table(["group", "implementation", "time", "ratio to first"], rows)


def plot(crit, sizes, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    for ax, prefix, title in [(axes[0], "x509-parse/", "parse-only"), (axes[1], "x509-fields/", "parse+fields")]:
        decoders = [f for (g, f) in crit if g == f"{prefix}pkits"]
        values = [crit[(f"{prefix}pkits", d)] for d in decoders]
        ax.barh(decoders, values, color=["#2a7" if d.startswith("ours") else "#888" for d in decoders])
        ax.set_xlabel("ns per certificate (PKITS end-entity, lower is better)")
        ax.set_title(f"X.509 {title}")
        ax.invert_yaxis()
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def c_ratios(rows):
    """[build, set, work, peer, ratio] of every peer row to the row of ours
    (C) of the same run, set and work."""
    ours = {(r["build"], r["set"], r["work"]): r["ns_per_cert"] for r in rows if r["decoder"] == "ours (C)"}
    return [[r["build"], r["set"], r["work"], r["decoder"], f"{r['ns_per_cert'] / ours[key]:.1f}×"]
            for r in rows if not r["decoder"].startswith("ours")
            for key in [(r["build"], r["set"], r["work"])] if key in ours]


def codec_facts_table(what, rows):
    """The facts binary's rows of a decode/encode suite (Kerberos, V2X, ITS)."""
    return table(["decoder", what, "bytes", "decodes", "re-encodes identically", "allocations (decode)",
                  "allocations (encode)"],
                 [[r["decoder"], r["kind"], r["bytes"], r["decodes"], r["roundtrip_identical"], r["allocs_decode"],
                   r["allocs_encode"]] for r in rows])


def ratchet_lines(label, previous, worse):
    """The ratchet's section of RESULTS.md."""
    if previous is None:
        return [f"No earlier full run on this host kind ({label}) is kept in bench/history: nothing to compare.\n"]
    out = [f"Against the last full run on this host kind ({label}: {previous['date']} at {previous['commit']}), "
           f"{len(worse)} ratio{'' if len(worse) == 1 else 's'} got more than {hosts.RATCHET:.0%} worse"
           + (":\n" if worse else ".\n")]
    if worse:
        out.append(table(["budget", "then (median)", "now (median)", "worse by"],
                         [[name, f"{before:.3f}", f"{now:.3f}", f"{change:.0%}"] for name, before, now, change in worse]))
    return out


def write_results(quick, budgets, lines, crit, c, fact, sizes, host):
    sets = ["pkits", "ml-dsa", "ca-store"]
    versions = tool_versions()
    out = []
    out.append("# Benchmark results\n")
    out.append(f"Written by `bench/report{' --quick' if quick else ''}` on {datetime.date.today()}. "
               f"Every number below is the median of {REPEAT} repetitions on one machine, each of every "
               "suite in turn; a budget is the ratio of two implementations measured side by side "
               "within a repetition, and holds only when it holds in the worst one."
               + (" (`--quick`: only the benchmarks the budgets read, each measured briefly.)" if quick else "")
               + "\n")
    out.append(f"- Machine: {machine()}; host kind: {host['label']}")
    out.append("- Peers: " + ", ".join(f"{k} {v}" for k, v in sorted(versions.items())) +
               f"; {c['openssl']}; asn1c 0.9.28 (Debian)")
    out.append("- Inputs: " + ", ".join(f"{k} {v}" for k, v in sorted(sizes.items())))
    out.append(f"- Reference (DESIGN.md): synta-certificate {budgets['reference']['synta_parse_only_us']} µs parse-only, "
               f"{budgets['reference']['synta_parse_fields_us']} µs parse+fields on an {budgets['reference']['machine']}.\n")
    out.append("## Budgets\n")
    out.append("A ratio measured *side by side* is the median of a thousand rounds in which the pairs binary "
               "runs both sides in turns of a millisecond (bench/src/bin/pairs.rs); the others are the ratio of "
               "the two sides' results in the suites.\n")
    out.append("A budget is decided on the median of its repetitions where both sides run in one process "
               "(side by side, or the C harness), on the worst where they cannot (suites); its target is the "
               "one of this host kind (budgets.toml `hosts`, bench/README.md).\n")
    out.append(table(["budget", "ratio (median)", "worst", "spread", "target", "measured", ""],
                     [[name, f"{ratio:.3f}", f"{worst:.3f}", f"{low:.3f}–{high:.3f}", target, how,
                       "ok" if ok else "**MISS**"] for name, ratio, worst, low, high, target, how, ok in lines]))
    out.append("\n### Ratchet\n")
    out.extend(ratchet_lines(host["label"], host["previous"], host["worse"]))
    out.append("\n## X.509 parse-only (per certificate)\n")
    out.append(x509_table(crit, "x509-parse/", sets, sizes))
    out.append("\n## X.509 parse+fields (per certificate)\n")
    out.append("Version, serial, issuer and subject as strings, both algorithm OIDs, signature and key bytes, "
               "notBefore/notAfter as Unix time. All decoders read the same values "
               f"(checked on every input by the facts binary: {len(fact['disagreements'])} disagreements).\n")
    out.append(x509_table(crit, "x509-fields/", sets, sizes))
    out.append("\n## C harness (ns per certificate, median of interleaved rounds)\n")
    out.append("One run per OpenSSL the harness is linked with; the budgets read the first, where ours and "
               "OpenSSL 3.5 are measured in one process.\n")
    out.append(table(["build", "set", "decoder", "work", "accepted", "time", "allocations (max per cert)"],
                     [[r["build"], r["set"], r["decoder"], r["work"], f"{r['accepted']}/{r['inputs']}",
                       fmt_ns(r["ns_per_cert"]), r["allocs"]] for r in c["results"]]))
    out.append("\nHow many times our C's time each peer takes, per run, set and work:\n")
    out.append(table(["build", "set", "work", "peer", "peer / ours (C)"], c_ratios(c["results"])))
    out.append("\nThe ETSI CAMs (`its`) and LTE RRC messages (`rrc`) in UNALIGNED PER (bench/c/per_uper.c), "
               "ns a message:\n")
    out.append(table(["set", "decoder", "work", "time"],
                     [[r["set"], r["decoder"], r["work"], fmt_ns(r["ns_per_cert"])] for r in c["per"]]))
    out.append("\nCode size (text bytes) of RFC 5280 in C:\n")
    out.append(table(["code", "text bytes"], [[k, f"{v:,}"] for k, v in c["code_sizes"].items()]))
    out.append("\n## Allocations per decode (Rust, max over the set)\n")
    out.append(table(["decoder", "set", "accepted", "parse-only", "parse+fields"],
                     [[r["decoder"], r["set"], f"{r['accepted']}/{r['inputs']}", r["allocs_parse"], r["allocs_fields"]]
                      for r in fact["x509"]]))
    out.append("\n## Memory of a decoded certificate\n")
    out.append("The decoded value's own size (`size_of`; the C's struct), beside the input it borrows "
               "from (ours, x509-parser, rust-asn1 and synta-certificate borrow; what a decoder copies to "
               "the heap is not counted here: see the allocations above). The C decoder also takes arena "
               "bytes for its SEQUENCE OF elements:\n")
    out.append(table(["decoder", "decoded value"], [[r["decoder"], f"{r['bytes']:,} bytes"]
                                                     for r in fact["memory"]["values"]]))
    out.append("")
    out.append(table(["set", "C arena bytes per certificate (mean)", "most"],
                     [[r["set"], f"{r['mean']:,.0f}", f"{r['max']:,}"] for r in fact["memory"]["c_arena"]]))
    out.append("\n## Kerberos\n")
    out.append(codec_facts_table("message", fact["kerberos"]))
    out.append("")
    out.append(group_table(crit, "kerberos-"))
    out.append("\n## IEEE 1609.2 in CANONICAL-OER\n")
    out.append(codec_facts_table("object", fact["v2x"]))
    out.append("")
    out.append(group_table(crit, "oer-"))
    out.append("\n## ETSI CAM in PER, against rasn 0.30 and asn1rs 0.3\n")
    out.append("The three CAMs asn1tools' UPER tests assert, decoded and written again in UNALIGNED and ALIGNED "
               "PER (bench/src/its.rs; asn1rs: UNALIGNED only); rasn's types are rasn-compiler's of the same "
               "modules, asn1rs's its converter's. All sides write the same bytes, checked before timing; a time "
               "is for the three CAMs; allocations of a decode are of the three, its space grown once before, of "
               "an encode per CAM.\n")
    out.append(codec_facts_table("CAMs", fact["its"]))
    out.append("")
    out.append(group_table(crit, "per-"))
    out.append("\n## Merkle Tree Certificates, against synta-mtc 0.5.1\n")
    out.append("The ASN.1 steps of an MTC CA's pipeline on batches of issued certificates (bench/src/mtc.rs): "
               "log-entry conversion (certificate in, TBSCertificateLogEntry out, SHA-256 by OpenSSL on both "
               "sides), the standalone certificate built and encoded (draft 6.2, the TLS-encoded proof as its "
               "signature), and that certificate decoded to its proof. Both sides write the same bytes, checked "
               "on every certificate before timing; a time is for the whole batch.\n")
    out.append(table(["library", "batch", "certificates", "mean DER bytes", "allocations: entry", "standalone",
                      "decode"],
                     [[r["decoder"], r["set"], r["certificates"], r["bytes"], r["allocs_entry"],
                       r["allocs_standalone"], r["allocs_decode"]] for r in fact["mtc"]]))
    out.append("")
    out.append(group_table(crit, "mtc-"))
    out.append("\n## Constrained INTEGER, primitives, re-encoding\n")
    out.append(table(["type", "size in Rust"], [[r["type"], f"{r['bytes']} bytes"] for r in fact["sizes"]]))
    for prefix in ["integer-", "struct-", "primitives", "x509-reencode", "x509-ber-mode", "pkcs-extract"]:
        out.append("")
        out.append(group_table(crit, prefix))
    out.append("\n## Python (ns per item, bench/python/bench.py, its.py and lte.py)\n")
    out.append("The Python package of the shipped schemas, optimized, against the reference library's Python "
               "bindings and `cryptography`, in one process, the libraries taking turns in rounds. `pkcs7` hands "
               "back the parsed certificates of amazon-roots.p7b (BER) on every side; `boundary` is the Python "
               "parse-only time less the same parse in Rust. The `per-` cases are its.py's and lte.py's: the "
               "ETSI CAMs with `synta_its`, LTE RRC and S1AP messages with `synta_lte`, against asn1tools and "
               "pycrate, ns a message.\n")
    py = fact["python"]
    out.append(table(["case", "library", "time", "library / ours"],
                     [[key.split("/")[0], key.split("/", 1)[1], fmt_ns(r["median_ns"]),
                       f"{r['median_ns'] / py[key.split('/')[0] + '/ours']['median_ns']:.2f}×"
                       if key.split("/")[0] + "/ours" in py else "–"]
                      for key, r in py.items()]))
    out.append("\n## CA store on 1..N threads (certificates per second, parse-only)\n")
    out.append(table(["decoder", "threads", "certificates/s"],
                     [[r["decoder"], r["threads"], f"{int(r['certs_per_s']):,}"] for r in fact["scaling"]]))
    out.append("\n![parse-only and parse+fields](results.png)\n")
    notes = BENCH / "NOTES.md"
    if notes.exists():
        out.append(notes.read_text())
    (BENCH / "RESULTS.md").write_text("\n".join(out) + "\n")


def main(argv):
    quick = "--quick" in argv
    smoke = "--smoke" in argv
    env_quick = "1" if (quick or smoke) else "0"
    ENV["SYNTA_BENCH_QUICK"] = env_quick
    budgets = tomllib.loads((BENCH / "budgets.toml").read_text())
    sizes = set_sizes()
    bench_args = CARGO + ["bench", "--locked", *MANIFEST]
    if smoke:
        # Every benchmark once: proves they build and run, measures nothing,
        # so the build is unoptimized (a quarter of the time), in a folder of
        # its own (a measured build's artefacts stay where they are).
        ENV.update(CARGO_TARGET_DIR=str(ROOT / "target" / "bench-smoke"),
                   CARGO_PROFILE_BENCH_OPT_LEVEL="0", CARGO_PROFILE_RELEASE_OPT_LEVEL="0",
                   CARGO_PROFILE_BENCH_DEBUG="0", CARGO_PROFILE_RELEASE_DEBUG="0")
        run(bench_args + ["--", "--test"])
        c_harness(True, smoke=True)
        facts(True)
        pairs(budgets, "--smoke")
        python_package(smoke=True)
        python_suite(quick=True)
        print("bench smoke: every suite built and ran")
        return 0
    if quick:
        bench_args = bench_args + ["--", criterion_filter(budgets)]
    cpu = hosts.read_cpu()
    kind = hosts.host_kind(budgets["hosts"], cpu)
    label = hosts.history_label(kind, cpu)
    python_package(smoke=False)
    reps = measure(quick, sizes, bench_args, budgets)
    lines = check_budgets(budgets, reps, kind)
    # The ratchet: each ratio against the last full run on this host kind.
    ratios = {name: ratio for name, ratio, *_ in lines}
    directions = {b["name"]: ("max" if "max" in b else "min") for b in budgets["budget"] if "max" in b or "min" in b}
    directions.update({name: "max" for name, *_, how, _ in lines if how == "count"})
    previous = hosts.last_run(HISTORY, label)
    worse = hosts.ratchet(ratios, directions, previous)
    crit, c, fact = medians(reps)
    plot(crit, sizes, BENCH / "results.png")
    host = {"label": label, "previous": previous, "worse": worse}
    write_results(quick, budgets, lines, crit, c, fact, sizes, host)
    for name, ratio, worst, _, _, target, how, ok in lines:
        print(f"budget {name} ratio={ratio:.3f} worst={worst:.3f} target={target} ({how}) {'ok' if ok else 'MISS'}")
    for name, before, now, change in worse:
        print(f"ratchet {name}: {before:.3f} -> {now:.3f}, {change:.0%} worse than the last full run on {label}")
    if not quick:
        commit = subprocess.run(["git", "rev-parse", "--short=10", "HEAD"], capture_output=True, text=True,
                                cwd=ROOT).stdout.strip() or "unknown"
        date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H%M")
        print(f"kept as {hosts.record(HISTORY, label, date, commit, cpu, ratios).relative_to(ROOT)}")
    if fact["disagreements"]:
        print(f"{len(fact['disagreements'])} disagreements between decoders (see RESULTS.md)")
    return 0 if all(ok for *_, ok in lines) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
