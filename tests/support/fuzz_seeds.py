"""The seed corpus of the fuzz targets (FUZZING.md): the inputs the tests
already use, each behind the prefix that picks its type and mode
(generated/rust/fuzz/src/select.rs, generated/c/fuzz/fuzz_input.h):

- the corpus of test_rust_corpus (cryptography-vectors) and the Debian CA
  store, in DER mode;
- a BER variant of each CA certificate (tests/support/ber_variants.py), in BER mode;
- the traffic of a real MIT KDC on loopback (tests/support/kerberos_kdc.py), when
  `kerberos` is asked for;
- the inputs the fuzzers found (test_c_differential.FUZZ_FINDINGS);
- an empty SEQUENCE for every type, so that each has a start of its own.

    target/venv/bin/python tests/support/fuzz_seeds.py [--kerberos] [--jer] OUT_DIR

With `--jer`, the seeds are the JSON synta-dump writes of each DER seed
(the jer_text target's).
"""

import hashlib
import os
import pathlib
import re
import ssl
import subprocess
import sys
import tempfile

# The suite's modules, as pytest.ini's pythonpath gives them to the tests.
TESTS = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(TESTS / d) for d in (".", "support", "c", "rust")]

import ber_variants  # noqa: E402
import test_rust_corpus as corpus  # noqa: E402
from conftest import CA_STORE, ROOT  # noqa: E402
from test_c_differential import FUZZ_FINDINGS  # noqa: E402


def type_names():
    """synta_schemas::TYPES, in order: a seed's prefix indexes it."""
    text = (ROOT / "generated" / "rust" / "src" / "schemas" / "mod.rs").read_text()
    block = text.split("pub const TYPES: &[&str] = &[", 1)[1].split("];", 1)[0]
    return re.findall(r'"([^"]+)"', block)


def prefix(index, ber):
    return bytes([index & 0xFF, index >> 8, int(ber)])


def inputs(scratch, kerberos=False):
    """[(type, ber, encoding)] of every seed."""
    out = []
    for type_name, files in sorted(corpus.collect(scratch).items()):
        out += [(type_name, False, path.read_bytes()) for _, path in files]
    ca = [ssl.PEM_cert_to_DER_cert(p.read_text()) for p in sorted(CA_STORE.glob("*.crt"))]
    out += [("PKIX1Explicit88.Certificate", False, der) for der in ca]
    out += [("PKIX1Explicit88.Certificate", True, ber) for ber in ber_variants.variants(ca, seed=25)]
    if kerberos:
        from kerberos_kdc import Kdc, message_type

        with Kdc() as kdc:
            for messages in kdc.scenarios().values():
                out += [(f"KerberosV5Spec2.{message_type(m)}", False, m) for m in messages]
    out += [(name, "--ber" in flags, bytes.fromhex(data)) for name, flags, data, _ in FUZZ_FINDINGS]
    out += [(name, False, b"\x30\x00") for name in type_names()]
    return out


def as_jer(seeds, dump, scratch):
    """[(type, False, JSON text)] of the seeds synta-dump decodes in DER
    mode, for the jer_text target."""
    by_type = {}
    for name, ber, data in seeds:
        if not ber:
            by_type.setdefault(name, []).append(data)
    out = []
    for name, datas in by_type.items():
        paths = []
        for i, data in enumerate(datas):
            path = scratch / f"{hashlib.sha1(name.encode() + data).hexdigest()}-{i}"
            path.write_bytes(data)
            paths.append(path)
        proc = subprocess.run([dump, "--type", name, "--jer", *paths], capture_output=True, text=True)
        lines = proc.stdout.splitlines()
        out += [(name, False, lines[i + 1].encode()) for i, line in enumerate(lines) if line.endswith(": ok")]
    return out


def write(out_dir, kerberos=False, jer_dump=None):
    """Writes every seed to `out_dir`, named by its hash as libFuzzer does;
    returns how many. With `jer_dump` (synta-dump), the seeds are the JSON
    it writes of each DER seed instead (the jer_text target's)."""
    index = {name: i for i, name in enumerate(type_names())}
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        found = inputs(pathlib.Path(scratch), kerberos)
        if jer_dump:
            found = as_jer(found, jer_dump, pathlib.Path(scratch))
        seeds = {prefix(index[name], ber) + data for name, ber, data in found}
    for seed in seeds:
        (out_dir / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    return len(seeds)


if __name__ == "__main__":
    args = sys.argv[1:]
    kerberos = "--kerberos" in args
    jer = "--jer" in args
    args = [a for a in args if a not in ("--kerberos", "--jer")]
    if len(args) != 1:
        sys.exit(f"usage: {sys.argv[0]} [--kerberos] [--jer] OUT_DIR")
    dump = os.environ.get("SYNTA_DUMP", str(ROOT / "target" / "release" / "synta-dump")) if jer else None
    print(write(pathlib.Path(args[0]), kerberos, dump), "seeds")
