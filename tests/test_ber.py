"""BER mode (issue 21) on what real producers send and on BER variants of
real DER: every input decodes in BER mode, its DER re-encoding is the DER
an independent implementation writes for the same value (OpenSSL's
`cms -cmsout -outform DER`, or the original DER the variant was made
from), the same input is refused without BER mode, and malformed BER is
refused at its byte.

Only the Rust runtime reads BER so far; the C runtime's BER mode is still
to come, and with it the Rust≡C comparison of these inputs."""

import random
import shutil
import subprocess

import pytest

from conftest import ROOT
from test_open_types import built_set, published  # noqa: F401  (fixtures)

CONTENT_INFO_2009 = "CryptographicMessageSyntax-2009.ContentInfo"


def openssl():
    tool = shutil.which("openssl")
    if not tool:
        if __import__("os").environ.get("CI"):
            pytest.fail("openssl is needed in CI")
        pytest.skip("openssl not installed")
    return tool


def run(*args, **kwargs):
    return subprocess.run(list(map(str, args)), check=True, capture_output=True, **kwargs)


@pytest.fixture(scope="module")
def streamed_cms(tmp_path_factory):
    """CMS written by `openssl cms ... -stream` (indefinite lengths,
    segmented OCTET STRINGs, also the IMPLICIT [0] of encrypted content),
    each with OpenSSL's own DER of the same value: {name: (ber, der)}."""
    ssl = openssl()
    d = tmp_path_factory.mktemp("cms")
    # The message is itself a DER OCTET STRING: RFC 5911 gives id-data the
    # type OCTET STRING, which eContent then CONTAINS, so an attached
    # message decodes as its type says only when it is one. Long enough to
    # be sent in several segments.
    text = b"BER in, DER out.\n" * 300
    (d / "msg.txt").write_bytes(b"\x04\x82" + len(text).to_bytes(2, "big") + text)
    run(ssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", d / "rsa.key", "-out", d / "rsa.pem",
        "-subj", "/CN=rsa", "-days", "30")
    run(ssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
        d / "ec.key", "-out", d / "ec.pem", "-subj", "/CN=ec", "-days", "30")
    commands = {
        "signed-rsa": ["-sign", "-signer", d / "rsa.pem", "-inkey", d / "rsa.key", "-nodetach"],
        "signed-ec": ["-sign", "-signer", d / "ec.pem", "-inkey", d / "ec.key", "-nodetach"],
        "signed-detached": ["-sign", "-signer", d / "rsa.pem", "-inkey", d / "rsa.key"],
        "enveloped": ["-encrypt", "-aes256", "-recip", d / "rsa.pem"],
        "digested": ["-digest_create"],
        "encrypted": ["-EncryptedData_encrypt", "-aes128", "-secretkey", "000102030405060708090a0b0c0d0e0f"],
    }
    out = {}
    for name, args in commands.items():
        ber, der = d / f"{name}.ber", d / f"{name}.der"
        run(ssl, "cms", *args, "-binary", "-in", d / "msg.txt", "-outform", "DER", "-out", ber, "-stream")
        run(ssl, "cms", "-cmsout", "-inform", "DER", "-in", ber, "-outform", "DER", "-out", der)
        out[name] = (ber, der)
    return out


def ber_lines(dump, ty, files):
    """The Rust dump's BER-mode lines: {file: DER bytes or the error}."""
    out = subprocess.run([dump, "--ber", ty, *files], capture_output=True, text=True, check=True).stdout
    result = {}
    for line in out.splitlines():
        path, rest = line.split(": ", 1)
        result[path] = bytes.fromhex(rest[4:]) if rest.startswith("der ") else rest
    return result


@published
def test_streamed_cms_re_encodes_as_openssl_writes_its_der(built_set, streamed_cms):  # noqa: F811
    dump_rust = built_set("rfc5911")[1]
    bers = [ber for ber, _ in streamed_cms.values()]
    for ber in bers:
        assert ber.read_bytes()[1] == 0x80, f"{ber.name} is not BER"
    got = ber_lines(dump_rust, CONTENT_INFO_2009, bers)
    for name, (ber, der) in streamed_cms.items():
        assert got[str(ber)] == der.read_bytes(), name
    # Without BER mode each is refused at its first indefinite length.
    out = subprocess.run([dump_rust, CONTENT_INFO_2009, *bers], capture_output=True, text=True).stdout
    assert all(line.endswith("ContentInfo at byte 1: indefinite length (BER, not DER)") for line in out.splitlines())


def test_shipped_cms_keeps_what_it_cannot_type_from_being_written_wrong(dump, streamed_cms, tmp_path):
    """The shipped CMS module is RFC 5652's, whose content is `ANY DEFINED
    BY contentType`: without a table it stays raw, and a context tag around
    OCTET STRINGs read from BER could be an IMPLICIT string in segments or a
    SEQUENCE OF; the DER of such content is not guessed."""
    ty = "CryptographicMessageSyntax2004.ContentInfo"
    ber, der = streamed_cms["enveloped"]
    out = dump("--ber", "--type", ty, ber).stdout
    assert out.strip().endswith("raw value from BER may hold a string in segments; decode it by its type"), out
    # OpenSSL's DER of it decodes in either mode and is written back as it was.
    for mode in ([], ["--ber"]):
        result = dump(*mode, "--roundtrip", "--der-out", tmp_path, "--type", ty, der)
        assert result.stdout.strip().endswith(": ok"), result.stdout
        assert (tmp_path / der.name).read_bytes() == der.read_bytes()
