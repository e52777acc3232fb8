"""The Python package of the shipped ETSI ITS modules (generated/python-its,
`synta_its`) side by side with asn1tools (its `uper` and `per` codecs over
the same modules, schemas/its) and pycrate (its compiled ETSI ITS,
`pycrate_asn1dir.ITS`, whose CAM and ITS container are the same versions),
on the three CAMs asn1tools' UPER tests assert
(tests/support/oer_corpus.py), in UNALIGNED and ALIGNED PER.

- decode: the whole CAM read (ours: BASIC-PER);
- encode: a value decoded once, written again.

Before timing, every library's encoding of every CAM in both variants is
checked to be the same bytes (UNALIGNED: the CAM itself). Each case runs
in rounds interleaved across the libraries; a figure is the median per
CAM over the rounds, the lowest and highest beside it; the budget of
issue 65 is ours at least 20 times as fast as asn1tools. bench/report runs
it beside bench.py (its figures are the `python:per-…` sources of
budgets.toml).

    maturin build --release -m generated/python-its/Cargo.toml -o target/wheels-release
    pip install --force-reinstall target/wheels-release/synta_its-*.whl asn1tools pycrate
    python bench/python/its.py [--rounds N] [--json OUT]
"""

import argparse
import glob
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "bench" / "python"))

import source_distribution  # noqa: E402
from oer_corpus import etsi_cams  # noqa: E402
from bench import interleaved  # noqa: E402

VARIANTS = {"uper": "uper", "aper": "per"}  # ours' rule name: asn1tools' codec


def ours():
    from synta_its.cam_pdu_descriptions import CAM

    def decoder(variant):
        return lambda data: CAM.decode(data, rules=variant)

    def encoder(variant, data):
        value = CAM.decode(data, rules=variant)
        return lambda: value.encode(rules=variant)

    return decoder, encoder, lambda data: CAM.decode(data, rules="uper").encode(rules="aper")


def asn1tools_per():
    import asn1tools

    modules = sorted(glob.glob(str(ROOT / "schemas" / "its" / "*.asn1")))
    specs = {variant: asn1tools.compile_files(modules, codec) for variant, codec in VARIANTS.items()}

    def decoder(variant):
        return lambda data: specs[variant].decode("CAM", data)

    def encoder(variant, data):
        spec = specs[variant]
        value = spec.decode("CAM", data)
        return lambda: spec.encode("CAM", value)

    return decoder, encoder, lambda data: specs["aper"].encode("CAM", specs["uper"].decode("CAM", data))


def pycrate():
    from pycrate_asn1dir import ITS

    cam = ITS.CAM_PDU_Descriptions.CAM
    read = {"uper": cam.from_uper, "aper": cam.from_aper}
    write = {"uper": cam.to_uper, "aper": cam.to_aper}

    def decoder(variant):
        return read[variant]

    def encoder(variant, data):
        # pycrate's type holds the value last read or set: set it, write it.
        read[variant](data)
        value = cam.get_val()
        return lambda: (cam.set_val(value), write[variant]())[1]

    def transcode(data):
        cam.from_uper(data)
        return cam.to_aper()

    return decoder, encoder, transcode


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=pathlib.Path)
    args = parser.parse_args(argv)
    libraries = {"ours": ours(), "asn1tools 0.169": asn1tools_per(), "pycrate 0.8": pycrate()}
    asn1tools = source_distribution.fetch("asn1tools", source_distribution.ASN1TOOLS_VERSION, ROOT / "target" / "corpus")
    uper = etsi_cams(asn1tools / "tests")
    # ALIGNED as each library writes a CAM it read in UNALIGNED: the same
    # bytes from all three; then each writes back what it reads, in both.
    aligned = {library: [transcode(x) for x in uper] for library, (_, _, transcode) in libraries.items()}
    assert len({tuple(a) for a in aligned.values()}) == 1, aligned
    cams = {"uper": uper, "aper": aligned["ours"]}
    for library, (_, encoder, _) in libraries.items():
        for variant, encodings in cams.items():
            for i, data in enumerate(encodings):
                assert encoder(variant, data)() == data, (library, variant, i)
    work = {}
    for variant, encodings in cams.items():
        for library, (decoder, encoder, _) in libraries.items():
            d = decoder(variant)
            work[(f"per-decode-cam-{variant}", library)] = lambda d=d, e=encodings: [d(x) for x in e]
            writers = [encoder(variant, x) for x in encodings]
            work[(f"per-encode-cam-{variant}", library)] = lambda w=writers: [f() for f in w]
    results = interleaved(work, args.rounds, len(cams["uper"]))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
