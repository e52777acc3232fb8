"""The Python package of the shipped schemas (generated/python) side by side
with the reference library's Python bindings (synta 0.5.1, built from its
crates.io source by bench/python/build_synta) and Python `cryptography`, on
the same inputs, in one process:

- parse-only: a certificate decoded (ours: the whole value checked);
- parse+fields: decoded, then serial, validity (datetimes), the signature
  algorithm's OID (dotted) and the public key (its bytes; cryptography has
  no accessor for them and gives the key object);
- PKCS #7 extraction: the certificates of amazon-roots.p7b (BER).

Each case runs in rounds interleaved across the libraries; a figure is the
median per item over the rounds, with the lowest and highest beside it.

The PyO3 boundary: each round also runs bench's `parse_ns`, which times the
same parse-only in Rust (ours, and synta-certificate's
`Certificate::from_der`), timed the same way; the boundary is the Python
time minus the Rust time of the same round, its median over the rounds.

    bench/python/build_synta        # once: the peer
    (cd bench && CARGO_TARGET_DIR=../target/bench cargo build --release --locked --bin parse_ns)
    maturin build --release -m generated/python/Cargo.toml -o target/wheels-release
    pip install --force-reinstall target/wheels-release/*.whl
    python bench/python/bench.py [--rounds N] [--json OUT]

(tests/run installs an unoptimized build into target/venv: rebuild it
optimized as above before timing).
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def pkits():
    import cryptography_vectors

    base = pathlib.Path(cryptography_vectors.__file__).parent / "x509" / "PKITS_data" / "certs"
    names = ["AllCertificatesNoPoliciesTest2EE", "AllCertificatesSamePoliciesTest10EE",
             "AllCertificatesSamePoliciesTest13EE", "AllCertificatesanyPolicyTest11EE", "AnyPolicyTest14EE"]
    return [base / f"{n}.crt" for n in names]


def amazon_roots():
    import cryptography_vectors

    return (pathlib.Path(cryptography_vectors.__file__).parent / "pkcs7" / "amazon-roots.p7b").read_bytes()


def ours():
    from synta_schemas import cryptographic_message_syntax_typed as cms
    from synta_schemas import pkix1_explicit88 as pkix

    decode = pkix.Certificate.decode

    def fields(der):
        cert = decode(der)
        tbs = cert.tbs_certificate
        validity = tbs.validity
        return (tbs.serial_number, validity.not_before.value, validity.not_after.value,
                str(cert.signature_algorithm.algorithm), bytes(tbs.subject_public_key_info.subject_public_key.data))

    def pkcs7(data):
        signed = cms.ContentInfo.decode(data, ber=True).content
        return [choice.value for choice in signed.certificates]

    return {"parse": decode, "fields": fields, "pkcs7": pkcs7}


def synta():
    sys.path.insert(0, str(ROOT / "target" / "bench-python"))
    import _synta

    decode = _synta.Certificate.from_der

    def fields(der):
        cert = decode(der)
        return (cert.serial_number, cert.not_before_utc, cert.not_after_utc, str(cert.signature_algorithm_oid),
                cert.public_key)

    return {"parse": _synta.Certificate.full_from_der, "fields": fields,
            "pkcs7": _synta.load_der_pkcs7_certificates}


def cryptography():
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import pkcs7

    decode = x509.load_der_x509_certificate

    def fields(der):
        cert = decode(der)
        return (cert.serial_number, cert.not_valid_before_utc, cert.not_valid_after_utc,
                cert.signature_algorithm_oid.dotted_string, cert.public_key())

    return {"parse": decode, "fields": fields, "pkcs7": pkcs7.load_der_pkcs7_certificates}


def per_item(fn, inputs, budget_ns=20_000_000):
    """Nanoseconds per call of fn over inputs: loops until about budget_ns."""
    loops = 1
    while True:
        start = time.perf_counter_ns()
        for _ in range(loops):
            for x in inputs:
                fn(x)
        took = time.perf_counter_ns() - start
        if took >= budget_ns or loops >= 1 << 20:
            return took / (loops * len(inputs))
        loops *= 2


def interleaved(work, rounds, items=1):
    """Times each callable of `work` ({(case, library): fn}, one library
    being "ours") in `rounds` rounds, every one once a round; prints a line
    each and returns {"CASE/LIBRARY": {"median_ns", "min_ns", "max_ns",
    "this_over_ours"}}, a time being per item of the `items` a call does."""
    times = {key: [] for key in work}
    for _ in range(rounds):
        for key, fn in work.items():
            times[key].append(per_item(lambda _: fn(), [None]) / items)
    results = {}
    for (case, library), t in sorted(times.items(), key=lambda kv: (kv[0][0], kv[0][1] != "ours")):
        base = statistics.median(times[(case, "ours")])
        median = statistics.median(t)
        results[f"{case}/{library}"] = {"median_ns": median, "min_ns": min(t), "max_ns": max(t),
                                        "this_over_ours": median / base}
        print(f"{case:22} {library:16} {median:12.0f} ns  ({min(t):.0f}-{max(t):.0f})  this/ours = {median / base:.1f}")
    return results


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--parse-ns", type=pathlib.Path, default=ROOT / "target" / "bench" / "release" / "parse_ns",
                        help="bench's parse_ns binary (the Rust side of the PyO3 boundary)")
    args = parser.parse_args(argv)
    libraries = {"ours": ours()}
    for name, load in (("synta 0.5.1", synta), ("cryptography", cryptography)):
        try:
            libraries[name] = load()
        except ImportError as e:
            print(f"{name}: not available ({e})", file=sys.stderr)
    certificates = pkits()
    ders = [path.read_bytes() for path in certificates]
    cases = {"parse": ders, "fields": ders, "pkcs7": [amazon_roots()]}
    rust = {"ours": [], "synta 0.5.1": []}
    # Every library extracts the same number of certificates before it is timed.
    counts = {name: len(lib["pkcs7"](cases["pkcs7"][0])) for name, lib in libraries.items()}
    assert len(set(counts.values())) == 1, counts
    times = {(name, case): [] for name in libraries for case in cases}
    for _ in range(args.rounds):
        for case, inputs in cases.items():
            for name, lib in libraries.items():
                times[(name, case)].append(per_item(lib[case], inputs))
        if args.parse_ns.exists():
            measured = json.loads(subprocess.run([args.parse_ns, *certificates], check=True,
                                                 capture_output=True, text=True).stdout)
            rust["ours"].append(measured["ours"])
            rust["synta 0.5.1"].append(measured["synta"])
    results = {}
    for case in cases:
        base = statistics.median(times[("ours", case)])
        for name in libraries:
            t = times[(name, case)]
            results[f"{case}/{name}"] = {"median_ns": statistics.median(t), "min_ns": min(t), "max_ns": max(t),
                                          "ours_ratio": base / statistics.median(t)}
            print(f"{case:7} {name:14} {statistics.median(t):10.0f} ns  ({min(t):.0f}-{max(t):.0f})"
                  f"  ours/this = {base / statistics.median(t):.3f}")
    for name, rust_times in rust.items():
        if rust_times and name in libraries:
            # Per round: that round's Python time minus its Rust time.
            boundary = [py - rs for py, rs in zip(times[(name, "parse")], rust_times)]
            results[f"boundary/{name}"] = {"median_ns": statistics.median(boundary), "min_ns": min(boundary),
                                            "max_ns": max(boundary), "rust_ns": statistics.median(rust_times)}
            print(f"PyO3 boundary, parse-only, {name}: {statistics.median(boundary):.0f} ns"
                  f"  ({min(boundary):.0f}-{max(boundary):.0f}; Rust {statistics.median(rust_times):.0f} ns)")
    if not rust["ours"]:
        print(f"{args.parse_ns}: not built, so the PyO3 boundary is not measured", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
