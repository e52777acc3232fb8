"""BER mode (issue 21) on what real producers send and on BER variants of
real DER: every input decodes in BER mode, its DER re-encoding is the DER
an independent implementation writes for the same value (OpenSSL's
`cms -cmsout -outform DER`, or the original DER the variant was made
from), the same input is refused without BER mode, and malformed BER is
refused at its byte. The Rust and the C runtime print the same line for
every input and write the same DER, also for thousands of mutations of the
BER inputs, and the C reads them under ASan and UBSan."""

import json
import random
import re
import subprocess

import pytest

from conftest import CA_STORE, ROOT, build_c, installed_program, unavailable
from test_c_differential import mutations, same_lines
from test_open_types import published

CONTENT_INFO_2009 = "CryptographicMessageSyntax-2009.ContentInfo"


def openssl():
    return installed_program("openssl")


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
def test_streamed_cms_re_encodes_as_openssl_writes_its_der(built_set, streamed_cms, tmp_path):
    dump_c, dump_rust = built_set("rfc5911")
    bers = [ber for ber, _ in streamed_cms.values()]
    for ber in bers:
        assert ber.read_bytes()[1] == 0x80, f"{ber.name} is not BER"
    got = ber_lines(dump_rust, CONTENT_INFO_2009, bers)
    c = subprocess.run([dump_c, "--ber", "--roundtrip", "--der-out", tmp_path, "--type", CONTENT_INFO_2009, *bers],
                       capture_output=True, text=True)
    assert c.returncode == 0, c.stdout
    for name, (ber, der) in streamed_cms.items():
        assert got[str(ber)] == der.read_bytes(), name
        assert (tmp_path / ber.name).read_bytes() == der.read_bytes(), f"C: {name}"
    # Without BER mode each is refused at its first indefinite length.
    out = subprocess.run([dump_rust, CONTENT_INFO_2009, *bers], capture_output=True, text=True).stdout
    assert all(line.endswith("ContentInfo at byte 1: indefinite length (BER, not DER)") for line in out.splitlines())


def test_shipped_cms_keeps_what_it_cannot_type_from_being_written_wrong(dump, dump_c, streamed_cms, tmp_path):
    """The shipped CMS module is RFC 5652's, whose content is `ANY DEFINED
    BY contentType`: without a table it stays raw, and a context tag around
    OCTET STRINGs read from BER could be an IMPLICIT string in segments or a
    SEQUENCE OF; the DER of such content is not guessed, in either runtime.
    (An enveloped message's encryptedContent is such a value; a signed
    one's eContent, an EXPLICIT tag around a segmented OCTET STRING, is not,
    and decodes.)"""
    ty = "CryptographicMessageSyntax2004.ContentInfo"
    ber, der = streamed_cms["enveloped"]
    (line,) = same_lines(dump, dump_c, ty, [ber], "--ber")
    assert line.endswith("ContentInfo.content at byte 15: raw value from BER may hold a string in segments; "
                         "decode it by its type"), line
    # Signed and digested messages decode, to the DER OpenSSL writes.
    typed = ["signed-rsa", "signed-ec", "signed-detached", "digested"]
    lines = same_lines(dump, dump_c, ty, [streamed_cms[name][0] for name in typed], "--ber", "--roundtrip")
    assert all(line.endswith(": ok") for line in lines), lines
    dump("--ber", "--der-out", tmp_path, "--type", ty, *[streamed_cms[name][0] for name in typed])
    for name in typed:
        ber, der = streamed_cms[name]
        assert (tmp_path / ber.name).read_bytes() == der.read_bytes(), name
    # OpenSSL's DER of it decodes in either mode and is written back as it was.
    for mode in ([], ["--ber"]):
        for tool in (dump, dump_c):
            result = tool(*mode, "--roundtrip", "--der-out", tmp_path, "--type", ty, der)
            assert result.stdout.strip().endswith(": ok"), result.stdout
            assert (tmp_path / der.name).read_bytes() == der.read_bytes()


def test_shipped_typed_cms_reads_every_streamed_message(dump, dump_c, streamed_cms, tmp_path):
    """The shipped CryptographicMessageSyntaxTyped module decodes the
    content by its content type, so every message OpenSSL streams, the
    enveloped one too, decodes in BER mode in Rust and C alike to the DER
    OpenSSL writes of it; its JER names the content's type."""
    ty = "CryptographicMessageSyntaxTyped.ContentInfo"
    bers = [ber for ber, _ in streamed_cms.values()]
    lines = same_lines(dump, dump_c, ty, bers, "--ber", "--roundtrip")
    assert all(line.endswith(": ok") for line in lines), lines
    for tool, out in ((dump, tmp_path / "rust"), (dump_c, tmp_path / "c")):
        out.mkdir()
        tool("--ber", "--der-out", out, "--type", ty, *bers)
        for name, (ber, der) in streamed_cms.items():
            assert (out / ber.name).read_bytes() == der.read_bytes(), (tool, name)
    status, text = dump("--ber", "--jer", "--type", ty, streamed_cms["enveloped"][0]).stdout.splitlines()
    assert status.endswith(": ok"), status
    jer = json.loads(text)
    assert set(jer["content"]) >= {"version", "recipientInfos", "encryptedContentInfo"}, jer
    assert jer["contentType"] == "1.2.840.113549.1.7.3"


def test_the_corpus_files_refused_as_ber_decode_in_ber_mode(dump, dump_c, tmp_path):
    """The inputs of cryptography-vectors that strict DER refuses for being
    BER (tests/rust/test_rust_corpus.py) decode in BER mode in both runtimes to
    the same DER; amazon-roots.p7b, the PKCS #7 bundle whose certificates
    the reference library's benchmark extracts, to the DER OpenSSL writes
    for it (`openssl pkcs7 -outform DER`)."""
    import test_rust_corpus as corpus

    cases = {"pkcs7/amazon-roots.p7b": corpus.CMS, "pkcs12/no-password.p12": corpus.PFX}
    for name, type_name in cases.items():
        path = corpus.VECTORS / name
        assert dump("--type", type_name, path).stdout.split(": error: ")[1].strip(), "DER mode accepts it"
        (line,) = same_lines(dump, dump_c, type_name, [path], "--ber", "--roundtrip")
        assert line.endswith(": ok"), line
        for tool, out in ((dump, tmp_path / "rust"), (dump_c, tmp_path / "c")):
            out.mkdir(exist_ok=True)
            tool("--ber", "--der-out", out, "--type", type_name, path)
        assert (tmp_path / "rust" / path.name).read_bytes() == (tmp_path / "c" / path.name).read_bytes()
    p7b = corpus.VECTORS / "pkcs7/amazon-roots.p7b"
    openssl_der = tmp_path / "openssl.der"
    run(openssl(), "pkcs7", "-inform", "DER", "-in", p7b, "-outform", "DER", "-out", openssl_der)
    assert (tmp_path / "rust" / p7b.name).read_bytes() == openssl_der.read_bytes()


BOUNCYCASTLE = "org.bouncycastle:bcprov-jdk18on:1.80"


@pytest.fixture(scope="module")
def bouncycastle_pkcs12(tmp_path_factory):
    """PKCS #12 keystores written by BouncyCastle's "PKCS12" store (BER:
    indefinite lengths, constructed OCTET STRINGs), with BC's own DER of
    each (tests/support/bouncycastle/Pkcs12Writer.java): {name: (ber, der)}. BC's
    provider comes from Maven Central, into target/bouncycastle."""
    java, mvn = installed_program("java"), installed_program("mvn")
    lib = ROOT / "target" / "bouncycastle"
    jar = lib / (BOUNCYCASTLE.split(":")[1] + "-" + BOUNCYCASTLE.split(":")[2] + ".jar")
    if not jar.is_file():
        run(mvn, "-q", "-B", "dependency:copy", f"-Dartifact={BOUNCYCASTLE}", f"-DoutputDirectory={lib}")
    ssl = openssl()
    d = tmp_path_factory.mktemp("pkcs12")
    run(ssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
        d / "ca.key", "-out", d / "ca.pem", "-subj", "/CN=synta test CA", "-days", "30")
    run(ssl, "x509", "-in", d / "ca.pem", "-outform", "DER", "-out", d / "ca.der")
    out = {}
    for name, key in (("rsa", ["rsa:2048"]), ("ec", ["ec", "-pkeyopt", "ec_paramgen_curve:P-384"])):
        run(ssl, "req", "-newkey", *key, "-nodes", "-keyout", d / f"{name}.key", "-out", d / f"{name}.csr",
            "-subj", f"/CN={name} leaf")
        run(ssl, "x509", "-req", "-in", d / f"{name}.csr", "-CA", d / "ca.pem", "-CAkey", d / "ca.key", "-days", "30",
            "-outform", "DER", "-out", d / f"{name}.der")
        run(ssl, "pkcs8", "-topk8", "-nocrypt", "-in", d / f"{name}.key", "-outform", "DER", "-out", d / f"{name}.p8")
        ber, der = d / f"{name}.p12", d / f"{name}.bc-der"
        run(java, "-cp", jar, ROOT / "tests" / "support" / "bouncycastle" / "Pkcs12Writer.java", d / f"{name}.p8",
            d / f"{name}.der", d / "ca.der", ber, der)
        out[name] = (ber, der)
    return out


def test_bouncycastle_pkcs12_re_encodes_as_bouncycastle_writes_its_der(dump, dump_c, bouncycastle_pkcs12, tmp_path):
    """BER in, DER out, against another implementation's DER: the PFX and
    the AuthenticatedSafe and SafeContents inside it decode in BER mode in
    Rust and C alike, and the PFX's DER is the DER BouncyCastle makes of
    the same BER. The authSafe's octets (BER themselves) are kept as they
    are: its MAC is computed over them."""
    import ber_variants

    pfx = "PKCS-12.PFX"
    bers = [ber for ber, _ in bouncycastle_pkcs12.values()]
    assert all(ber.read_bytes()[:2] == b"\x30\x80" for ber in bers)
    lines = same_lines(dump, dump_c, pfx, bers, "--ber", "--roundtrip")
    assert all(line.endswith(": ok") for line in lines), lines
    for tool, out in ((dump, tmp_path / "rust"), (dump_c, tmp_path / "c")):
        out.mkdir()
        tool("--ber", "--der-out", out, "--type", pfx, *bers)
        for ber, der in bouncycastle_pkcs12.values():
            assert (out / ber.name).read_bytes() == der.read_bytes(), (out.name, ber.name)
    # Inside: the authSafe's content is an AuthenticatedSafe, in BER. Its
    # encryptedData's IMPLICIT [0] content comes in segments, which the ANY
    # of the shipped CMS ContentInfo cannot tell from a SEQUENCE OF: that
    # is refused where it is, and decodes by its type, EncryptedData. The
    # data ContentInfo holds the SafeContents with the shrouded key.
    inner = {"PKCS-12.AuthenticatedSafe": [], "CryptographicMessageSyntax2004.EncryptedData": [],
             "PKCS-12.SafeContents": []}
    for ber, der in bouncycastle_pkcs12.values():
        (top,) = ber_variants.parse(ber.read_bytes())
        auth_safe = ber_variants.octets(top.children[1].children[1].children[0])
        (safe,) = ber_variants.parse(auth_safe)
        data, encrypted = safe.children
        for type_name, value in (("PKCS-12.AuthenticatedSafe", auth_safe),
                                 ("CryptographicMessageSyntax2004.EncryptedData", encrypted.children[1].children[0].raw),
                                 ("PKCS-12.SafeContents", ber_variants.octets(data.children[1].children[0]))):
            # BouncyCastle writes the SafeContents as DER, the rest as BER.
            assert value[:2] == (b"\x30\x82" if type_name == "PKCS-12.SafeContents" else b"\x30\x80"), type_name
            path = tmp_path / f"{ber.stem}.{type_name}"
            path.write_bytes(value)
            inner[type_name].append(path)
    (rsa, ec) = same_lines(dump, dump_c, "PKCS-12.AuthenticatedSafe", inner.pop("PKCS-12.AuthenticatedSafe"), "--ber")
    for line in (rsa, ec):
        assert re.search(r": error: SequenceOf\[1\]\.content at byte \d+: raw value from BER may hold a string in "
                         r"segments; decode it by its type$", line), line
    for type_name, paths in inner.items():
        lines = same_lines(dump, dump_c, type_name, paths, "--ber", "--roundtrip")
        assert all(line.endswith(": ok") for line in lines), lines
    refused = same_lines(dump, dump_c, "CryptographicMessageSyntax2004.EncryptedData",
                         inner["CryptographicMessageSyntax2004.EncryptedData"])
    assert all(line.endswith("at byte 1: indefinite length (BER, not DER)") for line in refused), refused


CERTIFICATE = "PKIX1Explicit88.Certificate"


def ca_store_ders():
    if not CA_STORE.is_dir():
        unavailable("Debian ca-certificates is not installed")
    import ssl

    return [ssl.PEM_cert_to_DER_cert(p.read_text()) for p in sorted(CA_STORE.glob("*.crt"))]


@pytest.fixture(scope="module")
def ca_store_variants(tmp_path_factory):
    """The CA store's certificates and a BER variant of each, written out:
    [(der, variant path)]."""
    import ber_variants

    ders = ca_store_ders()
    d = tmp_path_factory.mktemp("ber-variants")
    out = []
    for i, (der, ber) in enumerate(zip(ders, ber_variants.variants(ders, seed=21))):
        path = d / f"ca-{i:03}.ber"
        path.write_bytes(ber)
        out.append((der, path))
    return out


def test_ber_variants_of_the_ca_store_re_encode_to_the_original_der(dump, dump_c, ca_store_variants, tmp_path):
    """Indefinite and long lengths, strings in segments (nested too),
    BOOLEAN true as another octet, `critical FALSE` encoded, RDN elements
    reversed, times in other forms: each variant decodes in BER mode, its DER is the certificate
    it was made from, and that DER decodes as DER to itself; in Rust and
    in C."""
    paths = [path for _, path in ca_store_variants]
    for tool, out in ((dump, tmp_path / "rust"), (dump_c, tmp_path / "c")):
        out.mkdir()
        result = tool("--ber", "--roundtrip", "--der-out", out, "--type", CERTIFICATE, *paths)
        assert result.returncode == 0, result.stdout[-2000:]
        for der, path in ca_store_variants:
            assert (out / path.name).read_bytes() == der, (out.name, path.name)
    # The variants differ from DER in every way they can: the generator's
    # forms all occur, in a good share of what could carry them (so this
    # test does not pass on easy inputs, whatever the CA store's release).
    data = [path.read_bytes() for path in paths]
    assert len(data) > 100
    assert all(b[1] == 0x80 for b in data)
    assert sum(b"\x24\x80\x04" in b or b"\x24\x81" in b for b in data) > len(data) // 3  # OCTET STRINGs in segments
    assert sum(b"\x23\x80\x03" in b for b in data) > len(data) // 8  # BIT STRINGs in segments
    assert sum(b"\x01\x01\x00\x04" in b for b in data) > len(data) // 4  # critical FALSE encoded
    utc_time = re.compile(rb"[0-9]{10}([0-9]{2})?(Z|[+-][0-9]{4})")
    times = [
        t
        for b in data
        for m in re.finditer(rb"\x17([\x0b-\x11])", b)
        if utc_time.fullmatch(t := b[m.end() : m.end() + m.group(1)[0]])
    ]
    assert len(times) > 50
    assert sum(b"+" in t or b"-" in t for t in times) > len(times) // 3  # UTCTime with a time difference
    assert sum(len(t) in (11, 15) for t in times) > len(times) // 20  # UTCTime without seconds


def test_every_ber_variant_is_refused_in_der_mode(dump, dump_c, ca_store_variants):
    paths = [path for _, path in ca_store_variants]
    lines = same_lines(dump, dump_c, CERTIFICATE, paths)
    assert len(lines) == len(paths)
    assert all(line.endswith("Certificate at byte 1: indefinite length (BER, not DER)") for line in lines), lines[:3]


def test_malformed_ber_is_refused_at_its_byte(dump, dump_c, ca_store_variants, tmp_path):
    """What BER does not allow either, in a real certificate's BER."""
    der, _ = ca_store_variants[0]
    body = der[4:] if der[1] == 0x82 else der[5:]
    cases = {
        # The end-of-contents octets of the outermost value left out.
        "no-eoc": (b"\x30\x80" + body, len(body) + 2, "end-of-contents missing"),
        # An end-of-contents inside a definite length is a value of tag 0.
        "eoc-inside-definite": (b"\x30\x80" + b"\x30\x02\x00\x00" + b"\x00\x00", 4, "unexpected"),
        # The indefinite form on a primitive value (the serial number).
        "indefinite-primitive": (
            b"\x30\x80\x30\x80\xa0\x03\x02\x01\x02\x02\x80\x01\x00\x00\x00\x00\x00",
            10,
            "indefinite length on a primitive value",
        ),
        # A segment of another type inside a constructed OCTET STRING.
        "wrong-segment": (b"\x24\x04\x02\x02\xaa\xbb", 2, "segment of the wrong type in a constructed string"),
        # Bytes after the end.
        "trailing": (b"\x30\x80" + body + b"\x00\x00\x05\x00", len(body) + 4, "trailing data"),
    }
    for name, (data, _, _) in cases.items():
        (tmp_path / name).write_bytes(data)
    types = {"wrong-segment": "PKIX1Implicit88.KeyIdentifier"}
    for name, (_, offset, message) in cases.items():
        (line,) = same_lines(dump, dump_c, types.get(name, CERTIFICATE), [tmp_path / name], "--ber")
        assert f"at byte {offset}: " in line and message in line, (name, line)


def test_rust_and_c_agree_on_mutated_ber(dump, dump_c, ca_store_variants, tmp_path):
    """Seeded corruptions of the BER variants (bit flips, truncations,
    inserted bytes, overwritten tag and length octets) reach BER's error
    paths: both runtimes print the same verdict, path, offset and message,
    and write the same DER for what they accept."""
    rng = random.Random(2121)
    paths = []
    for index, (_, path) in enumerate(ca_store_variants):
        for k, mutated in enumerate(mutations(path.read_bytes(), rng, 25)):
            paths.append(tmp_path / f"m{index:03}-{k:02}.ber")
            paths[-1].write_bytes(mutated)
    lines = same_lines(dump, dump_c, CERTIFICATE, paths, "--ber", "--roundtrip")
    accepted = sum(line.endswith(": ok") for line in lines)
    assert len(lines) == len(paths) > 3000
    assert 200 < accepted < len(paths) - 1000, accepted
    out_rust, out_c = tmp_path / "der-rust", tmp_path / "der-c"
    out_rust.mkdir()
    out_c.mkdir()
    dump("--ber", "--der-out", out_rust, "--type", CERTIFICATE, *paths)
    dump_c("--ber", "--der-out", out_c, "--type", CERTIFICATE, *paths)
    written = sorted(p.name for p in out_rust.iterdir())
    assert written == sorted(p.name for p in out_c.iterdir()) and len(written) == accepted
    assert all((out_rust / n).read_bytes() == (out_c / n).read_bytes() for n in written)


def test_c_reads_ber_under_sanitizers(dump_c, ca_store_variants, tmp_path):
    """The BER inputs and a share of their mutations through an ASan and
    UBSan build of synta-dump-c: any report aborts the run, and the lines
    are those of the ordinary build."""
    from test_c_generated import build_sanitized

    asan = build_sanitized()[1] / "synta-dump-c"
    rng = random.Random(7)
    paths = [path for _, path in ca_store_variants]
    for index, (_, path) in enumerate(ca_store_variants[:60]):
        for k, mutated in enumerate(mutations(path.read_bytes(), rng, 10)):
            paths.append(tmp_path / f"m{index:03}-{k}.ber")
            paths[-1].write_bytes(mutated)
    args = ["--ber", "--roundtrip", "--type", CERTIFICATE, *map(str, paths)]
    sanitized = subprocess.run([asan, *args], capture_output=True, text=True, timeout=600)
    assert sanitized.returncode in (0, 1) and "Sanitizer" not in sanitized.stderr, sanitized.stderr[-3000:]
    assert sanitized.stdout == dump_c(*args).stdout


def test_c_reads_ber_under_valgrind(dump_c, ca_store_variants, tmp_path):
    """BER variants and corruptions of them through a -O0 build of
    synta-dump-c under valgrind (memcheck, leaks included): no error, and
    the lines of the ordinary build."""
    installed_program("valgrind")
    binary = build_c(cflags="-std=c99 -O0 -g") / "synta-dump-c"
    rng = random.Random(8)
    paths = [path for _, path in ca_store_variants[:30]]
    for index, path in enumerate(list(paths)):
        for k, mutated in enumerate(mutations(path.read_bytes(), rng, 4)):
            paths.append(tmp_path / f"m{index:03}-{k}.ber")
            paths[-1].write_bytes(mutated)
    args = ["--ber", "--roundtrip", "--type", CERTIFICATE, *map(str, paths)]
    proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=all",
                           binary, *args], capture_output=True, text=True, timeout=600)
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    assert proc.stdout == dump_c(*args).stdout
