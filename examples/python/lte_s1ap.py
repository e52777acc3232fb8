"""Decodes an S1AP message in ALIGNED PER (as eNodeBs and MMEs send it),
prints which procedure it carries, and writes it back, with the Python
package of the shipped LTE schemas (generated/python-lte): the twin of the
Rust and C examples lte_s1ap.

    pip install generated/python-lte
    python examples/python/lte_s1ap.py MESSAGE.aper

Type-checked by `mypy --strict` against the generated stubs."""

import sys

import synta_lte
from synta_lte.s1ap_pdu_descriptions import S1AP_PDU


def main(path: str) -> None:
    with open(path, "rb") as f:
        aper = f.read()
    pdu = S1AP_PDU.decode(aper, rules="aper")
    message = pdu.value
    # Each message is a procedure code, its criticality and a value whose
    # type the code selects (an open type, kept as its octets).
    if isinstance(message, (memoryview, bytes)):
        sys.exit("a message of a later S1AP version")
    print(f"{pdu.kind}: procedure {message.procedure_code} (criticality {int(message.criticality)}),"
          f" its value in {len(message.value)} octets")
    # Written back as it came; the value's octets are an ALIGNED encoding,
    # which UNALIGNED cannot carry without knowing its type.
    assert pdu.encode(rules="aper") == aper
    try:
        pdu.encode(rules="uper")
        unaligned = "written"
    except synta_lte.Error as e:
        unaligned = str(e)
    print(f"{len(aper)} octets of APER written back as they came; UPER: {unaligned}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: lte_s1ap.py MESSAGE.aper")
    main(sys.argv[1])
