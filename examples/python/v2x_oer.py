"""Decodes an IEEE 1609.2 peer-to-peer PDU (CA certificates) in
CANONICAL-OER, prints what its certificates say, and writes the value back
as OER and as DER, with the Python package of the shipped V2X schemas
(generated/python-v2x): the twin of the Rust and C examples v2x_oer.

    pip install generated/python-v2x
    python examples/python/v2x_oer.py PDU.oer

Type-checked by `mypy --strict` against the generated stubs."""

import sys

from synta_v2x.ieee1609dot2_peer2_peer import Ieee1609dot2Peer2PeerPDU


def main(path: str) -> None:
    with open(path, "rb") as f:
        oer = f.read()
    # Strings and octets are views of `oer`, nothing is copied.
    pdu = Ieee1609dot2Peer2PeerPDU.decode(oer, rules="coer")
    certs = pdu.content.value
    # A list of certificates, or (an alternative of a later version of the
    # schema, kept as it came) the octets of its open type.
    if isinstance(certs, list):
        for cert in certs:
            tbs = cert.to_be_signed
            print(f"CRL series {tbs.crl_series}, valid {tbs.validity_period.to_jer()}")
    # The same value in either rule: OER as it came, and DER.
    assert pdu.encode(rules="coer") == oer
    print(f"{len(oer)} octets of OER, {len(pdu.encode())} of DER")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: v2x_oer.py PDU.oer")
    main(sys.argv[1])
