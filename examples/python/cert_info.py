"""Prints a certificate's (DER or PEM) serial number, validity, names and extensions
with the Python package of the shipped schemas (generated/python):

    pip install generated/python
    python examples/python/cert_info.py CERT.pem

Type-checked by `mypy --strict` against the generated stubs."""

import base64
import sys

import synta_schemas
from synta_schemas import pkix1_explicit88 as pkix


def name_text(name: pkix.Name) -> str:
    """The attributes of a Name, `OID=text` where the value is a DirectoryString."""
    parts = []
    for rdn in name.value:
        for atv in rdn:
            try:
                text = pkix.DirectoryString.decode(atv.value).value
            except synta_schemas.Error:
                text = bytes(atv.value).hex()
            parts.append(f"{atv.type}={text}")
    return ", ".join(parts)


def main(path: str) -> None:
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"-----BEGIN"):
        body = data.split(b"-----")[2]
        data = base64.b64decode(b"".join(line for line in body.splitlines() if b":" not in line))
    cert = pkix.Certificate.decode(data)
    tbs = cert.tbs_certificate
    print(f"serial: {tbs.serial_number:#x}")
    print(f"issuer: {name_text(tbs.issuer)}")
    print(f"subject: {name_text(tbs.subject)}")
    print(f"valid: {tbs.validity.not_before.value.isoformat()} to {tbs.validity.not_after.value.isoformat()}")
    key = tbs.subject_public_key_info
    print(f"key: {key.algorithm.algorithm}, {len(key.subject_public_key)} bits")
    for extension in tbs.extensions or []:
        critical = " (critical)" if extension.critical else ""
        print(f"extension: {extension.extn_id}{critical}, {len(extension.extn_value)} bytes")


if __name__ == "__main__":
    main(sys.argv[1])
