"""The Python package of the shipped IEEE 1609.2 modules (generated/python-v2x,
`synta_v2x`) side by side with asn1tools (its `oer` codec over the same
modules, schemas/v2x) and pycrate (its compiled IEEE 1609.2,
`pycrate_asn1dir.ITS_IEEE1609_2`), on real objects in CANONICAL-OER: a
signed European C-ITS Certificate Trust List and a Trust List Manager
certificate (tests/support/v2x_vectors.py, the rasn-its crate's test data).

- decode: the whole object read (ours: checked as CANONICAL-OER);
- encode: a value decoded once, written again (asn1tools cannot write these
  objects back: it reads the alternatives and ENUMERATED values of a later
  1609.2 as None, and refuses them on encoding; it is left out).

Each case runs in rounds interleaved across the libraries; a figure is the
median per object over the rounds, the lowest and highest beside it; the
budget of issue 64 is ours at least 20 times as fast as asn1tools.

    maturin build --release -m generated/python-v2x/Cargo.toml -o target/wheels-release
    pip install --force-reinstall target/wheels-release/synta_v2x-*.whl asn1tools pycrate
    python bench/python/v2x.py [--rounds N] [--json OUT]
"""

import argparse
import glob
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "bench" / "python"))

import v2x_vectors  # noqa: E402
from bench import interleaved  # noqa: E402


def objects():
    found = v2x_vectors.vectors(ROOT / "target" / "corpus")
    return {name: found[name] for name in ("ectl", "tlm-certificate")}


def ours():
    import synta_v2x

    def decoder(ty):
        decode = synta_v2x.TYPES[ty].decode
        return lambda data: decode(data, rules="coer")

    def encoder(ty, data):
        value = synta_v2x.TYPES[ty].decode(data, rules="coer")
        return lambda: value.encode(rules="coer")

    return decoder, encoder


def asn1tools_oer():
    import asn1tools

    spec = asn1tools.compile_files(sorted(glob.glob(str(ROOT / "schemas" / "v2x" / "*.asn1"))), "oer")

    def decoder(ty):
        name = ty.split(".")[1]
        return lambda data: spec.decode(name, data)

    return decoder, None


def pycrate():
    from pycrate_asn1dir import ITS_IEEE1609_2

    def decoder(ty):
        t = getattr(ITS_IEEE1609_2.Ieee1609Dot2, ty.split(".")[1])
        return t.from_coer

    def encoder(ty, data):
        t = getattr(ITS_IEEE1609_2.Ieee1609Dot2, ty.split(".")[1])
        t.from_coer(data)
        return t.to_coer

    return decoder, encoder


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=pathlib.Path)
    args = parser.parse_args(argv)
    libraries = {"ours": ours(), "asn1tools 0.169": asn1tools_oer(), "pycrate 0.8": pycrate()}
    work = {}
    for name, (ty, data) in objects().items():
        for library, (decoder, encoder) in libraries.items():
            work[(f"decode/{name}", library)] = (lambda d=decoder(ty), x=data: d(x))
            if encoder is not None:
                work[(f"encode/{name}", library)] = encoder(ty, data)
    # Each encoder writes the object back as it came.
    for (case, library), fn in work.items():
        if case.startswith("encode/"):
            assert fn() == objects()[case.split("/")[1]][1], (case, library)
    results = interleaved(work, args.rounds)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
