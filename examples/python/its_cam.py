"""Decodes an ETSI Cooperative Awareness Message in UNALIGNED PER (as CAMs
are sent), prints where the station is, and writes the value back in both
PER variants and as DER, with the Python package of the shipped ITS
schemas (generated/python-its): the twin of the Rust example its_cam.

    pip install generated/python-its
    python examples/python/its_cam.py CAM.uper

Type-checked by `mypy --strict` against the generated stubs."""

import sys

from synta_its.cam_pdu_descriptions import CAM


def main(path: str) -> None:
    with open(path, "rb") as f:
        uper = f.read()
    # What lies on an octet boundary is a view of `uper`; what PER packs
    # into fewer bits is copied once, at the decode, and kept with it.
    cam = CAM.decode(uper, rules="cuper")
    basic = cam.cam.cam_parameters.basic_container
    at = basic.reference_position
    print(f"station {cam.header.station_id} (type {basic.station_type}) at {at.latitude} {at.longitude}"
          " (0.1 microdegrees)")
    # The same value in every rule: UNALIGNED as it came, ALIGNED, DER.
    assert cam.encode(rules="uper") == uper
    print(f"{len(uper)} octets of UPER, {len(cam.encode(rules='aper'))} of APER, {len(cam.encode())} of DER")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: its_cam.py CAM.uper")
    main(sys.argv[1])
