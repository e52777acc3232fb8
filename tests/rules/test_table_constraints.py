"""One rule for table constraints (docs/open-types.md): a key is checked
against its object set whether or not the value depending on it is there.
RFC 8017's DigestInfo, over the closed PKCS1-v1-5DigestAlgorithms (with the
SHA-3 digests the shipped module adds): a digest the set does not list is
refused with its parameters and without them, in Rust (synta-dump) and C
(synta-dump-c) alike; the digests RSASSA-PKCS1-v1_5 signs with decode,
with NULL parameters or none, and re-encode byte for byte."""

import pytest
from test_c_differential import same_lines

DIGEST_INFO = "PKCS-1.DigestInfo"


def tlv(tag: int, content: bytes) -> bytes:
    assert len(content) < 128
    return bytes([tag, len(content)]) + content


def digest_info(oid: bytes, parameters: bytes | None, digest_len: int) -> bytes:
    algorithm = tlv(0x06, oid) + (parameters if parameters is not None else b"")
    return tlv(0x30, tlv(0x30, algorithm) + tlv(0x04, bytes(range(digest_len))))


NIST_HASH = bytes.fromhex("608648016503040201")[:-1]  # 2.16.840.1.101.3.4.2
NULL = b"\x05\x00"
LISTED = {
    "sha1": (bytes.fromhex("2b0e03021a"), 20),
    "sha256": (NIST_HASH + b"\x01", 32),
    "sha512": (NIST_HASH + b"\x03", 64),
    "sha3-224": (NIST_HASH + b"\x07", 28),
    "sha3-256": (NIST_HASH + b"\x08", 32),
    "sha3-384": (NIST_HASH + b"\x09", 48),
    "sha3-512": (NIST_HASH + b"\x0a", 64),
}
# SHAKE128 (2.16.840.1.101.3.4.2.11) and an OID of no digest at all.
UNLISTED = {"shake128": (NIST_HASH + b"\x0b", 32), "1.2.3.4": (b"\x2a\x03\x04", 32)}


@pytest.fixture
def cases(tmp_path):
    """{name: path} of DigestInfos with NULL parameters and with none."""
    out = {}
    for group in (LISTED, UNLISTED):
        for name, (oid, n) in group.items():
            for suffix, parameters in (("null", NULL), ("absent", None)):
                path = tmp_path / f"{name}-{suffix}.der"
                path.write_bytes(digest_info(oid, parameters, n))
                out[f"{name}-{suffix}"] = path
    return out


def test_a_closed_set_refuses_an_unlisted_key_with_or_without_its_value(dump, dump_c, cases):
    lines = same_lines(dump, dump_c, DIGEST_INFO, list(cases.values()), "--roundtrip")
    verdicts = {}
    for line in lines:
        path, _, verdict = line.partition(": ")
        verdicts[path.rsplit("/", 1)[-1].removesuffix(".der")] = verdict
    for name in LISTED:
        assert verdicts[f"{name}-null"] == "ok"
        assert verdicts[f"{name}-absent"] == "ok"
    for name in UNLISTED:
        for suffix in ("null", "absent"):
            verdict = verdicts[f"{name}-{suffix}"]
            assert verdict.startswith("error: DigestInfo.digestAlgorithm.parameters at byte "), verdict
            assert verdict.endswith(": key not in the object set"), verdict
