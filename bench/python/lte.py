"""The Python package of the shipped LTE modules (generated/python-lte,
`synta_lte`) side by side with asn1tools and pycrate on 3GPP messages:

- RRC (TS 36.331, schemas/lte/EUTRA-RRC.asn1): the messages asn1tools'
  UNALIGNED tests assert for its rrc_8_6_0.asn (the module schemas/lte
  ships), in UNALIGNED and ALIGNED PER, against asn1tools (`uper`, `per`,
  the same module). pycrate's compiled `RRCLTE` is a later release of the
  protocol, which is not the same work: an empty `nonCriticalExtension`
  of Rel-8 is a SEQUENCE of two optional components there, so it writes
  the counterCheck message in ALIGNED PER one octet longer and cannot read
  the Rel-8 encoding; it has no RRC figure;
- S1AP (TS 36.413, ALIGNED PER only): the messages captured from real
  eNodeBs and MMEs that pycrate's tests hold, against pycrate's `S1AP`.
  asn1tools cannot compile S1AP's information objects (its own S1AP test
  is skipped), so it has no S1AP figure; and pycrate decodes every IE's
  value by its key where ours keeps it as its octets, so that ratio is
  reported, not budgeted.

- decode: the whole message read (ours: BASIC-PER);
- encode: a value decoded once, written again.

Before timing, every library's encoding of every message is checked to be
the message itself (ALIGNED RRC: the same bytes from every library, each
transcoding the UNALIGNED message). Each case runs in rounds interleaved
across the libraries; a figure is the median per message over the rounds.
The budget of issue 65 is ours at least 20 times as fast as asn1tools.
bench/report runs it beside bench.py and its.py.

    maturin build --release -m generated/python-lte/Cargo.toml -o target/wheels-release
    pip install --force-reinstall target/wheels-release/synta_lte-*.whl asn1tools pycrate
    python bench/python/lte.py [--rounds N] [--json OUT]
"""

import argparse
import ast
import importlib.metadata
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "bench" / "python"))

import source_distribution  # noqa: E402
from oer_corpus import asserted_values  # noqa: E402
from bench import interleaved  # noqa: E402

VARIANTS = {"uper": "uper", "aper": "per"}  # ours' rule name: asn1tools' codec
RRC = ROOT / "schemas" / "lte" / "EUTRA-RRC.asn1"


def rrc_messages():
    """(type, UNALIGNED encoding) of each RRC message asn1tools' tests
    assert (read from its source distribution, not copied)."""
    asn1tools = source_distribution.fetch("asn1tools", source_distribution.ASN1TOOLS_VERSION,
                                          ROOT / "target" / "corpus")
    found = [(ty, encoded) for _, ty, _, encoded in
             asserted_values(asn1tools / "tests" / "test_uper.py", {"test_rrc_8_6_0"})]
    assert len(found) >= 5, found
    return found


def s1ap_messages():
    """The captured S1AP messages of pycrate's tests/test_asn1rt.py."""
    pycrate = source_distribution.fetch("pycrate", importlib.metadata.version("pycrate"), ROOT / "target" / "corpus")
    for statement in ast.parse((pycrate / "test" / "test_asn1rt.py").read_text()).body:
        if isinstance(statement, ast.Assign) and getattr(statement.targets[0], "id", "") == "pkts_s1ap":
            return [bytes.fromhex(s.value) for s in ast.walk(statement.value)
                    if isinstance(s, ast.Constant) and isinstance(s.value, str)]
    raise AssertionError("pkts_s1ap is not in pycrate's tests")


class Ours:
    name = "ours"

    def __init__(self):
        from synta_lte import eutra_rrc_definitions, s1ap_pdu_descriptions

        self.types = {"S1AP-PDU": s1ap_pdu_descriptions.S1AP_PDU}
        self.rrc = eutra_rrc_definitions

    def _type(self, ty):
        return self.types.get(ty) or getattr(self.rrc, ty.replace("-", "_"))

    def decoder(self, ty, variant):
        return lambda data, t=self._type(ty): t.decode(data, rules=variant)

    def encoder(self, ty, variant, data):
        value = self._type(ty).decode(data, rules=variant)
        return lambda: value.encode(rules=variant)

    def transcode(self, ty, data):
        return self._type(ty).decode(data, rules="uper").encode(rules="aper")


class Asn1tools:
    name = "asn1tools 0.169"

    def __init__(self):
        import asn1tools

        self.specs = {variant: asn1tools.compile_files([str(RRC)], codec) for variant, codec in VARIANTS.items()}

    def decoder(self, ty, variant):
        return lambda data, spec=self.specs[variant]: spec.decode(ty, data)

    def encoder(self, ty, variant, data):
        spec = self.specs[variant]
        value = spec.decode(ty, data)
        return lambda: spec.encode(ty, value)

    def transcode(self, ty, data):
        return self.specs["aper"].encode(ty, self.specs["uper"].decode(ty, data))


class Pycrate:
    name = f"pycrate {importlib.metadata.version('pycrate')}"

    def __init__(self):
        from pycrate_asn1dir import S1AP

        self.types = {"S1AP-PDU": S1AP.S1AP_PDU_Descriptions.S1AP_PDU}

    def _type(self, ty):
        return self.types[ty]

    def decoder(self, ty, variant):
        t = self._type(ty)
        read = t.from_uper if variant == "uper" else t.from_aper
        return read

    def encoder(self, ty, variant, data):
        # pycrate's type holds the value last read or set: set it, write it.
        t = self._type(ty)
        (t.from_uper if variant == "uper" else t.from_aper)(data)
        value = t.get_val()
        write = t.to_uper if variant == "uper" else t.to_aper
        return lambda: (t.set_val(value), write())[1]


def cases(libraries):
    """{case: (messages [(type, encoding)], the libraries that take it)}."""
    rrc = rrc_messages()
    rel8 = [lib for lib in libraries if not isinstance(lib, Pycrate)]
    # ALIGNED as each library writes a message it read in UNALIGNED: the
    # same bytes from all of them.
    aligned = {lib.name: [(ty, lib.transcode(ty, data)) for ty, data in rrc] for lib in rel8}
    assert len({tuple(a) for a in aligned.values()}) == 1, aligned
    s1ap = [lib for lib in libraries if not isinstance(lib, Asn1tools)]
    return {"rrc-uper": (rrc, rel8), "rrc-aper": (aligned["ours"], rel8),
            "s1ap-aper": ([("S1AP-PDU", p) for p in s1ap_messages()], s1ap)}


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=pathlib.Path)
    args = parser.parse_args(argv)
    libraries = [Ours(), Asn1tools(), Pycrate()]
    selected = cases(libraries)
    work = {}
    for case, (messages, takers) in selected.items():
        variant = case.split("-")[1]
        for lib in takers:
            # Each library first writes back every message as it came.
            for i, (ty, data) in enumerate(messages):
                assert lib.encoder(ty, variant, data)() == data, (lib.name, case, i)
            decoders = [(lib.decoder(ty, variant), data) for ty, data in messages]
            work[(f"per-decode-{case}", lib.name)] = lambda d=decoders: [f(x) for f, x in d]
            writers = [lib.encoder(ty, variant, data) for ty, data in messages]
            work[(f"per-encode-{case}", lib.name)] = lambda w=writers: [f() for f in w]
    # A time is per message; the cases hold different numbers of them.
    results = {}
    for case, (messages, _) in selected.items():
        mine = {key: fn for key, fn in work.items() if key[0].endswith(case)}
        results |= interleaved(mine, args.rounds, len(messages))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
