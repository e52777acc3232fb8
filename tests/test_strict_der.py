"""The strict-DER suite (generated/rust/tests/strict_der.rs) run against
both implementations through their tools: one small input per DER rule,
each rejected with the error kind at the byte that breaks the rule, by the
Rust and the C codecs alike. The runtime-level cases of the Rust suite are
expressed here with shipped types that are those runtime types."""

import pytest

E88 = "PKIX1Explicit88"
I88 = "PKIX1Implicit88"
KRB = "KerberosV5Spec2"


def tlv(tag, content):
    n = len(content)
    length = bytes([n]) if n < 0x80 else bytes([0x81, n]) if n < 0x100 else bytes([0x82, n >> 8, n & 0xFF])
    return bytes([tag]) + length + content


def nested_sequences(depth):
    der = b""
    for _ in range(depth):
        der = tlv(0x30, der)
    return der


def ticket(enc_part):
    """A KerberosV5Spec2.Ticket whose [3] field is `enc_part` (wrapper included)."""
    sname = tlv(0xA2, tlv(0x30, tlv(0xA0, bytes.fromhex("020101")) + tlv(0xA1, tlv(0x30, bytes.fromhex("1b00")))))
    return tlv(0x61, tlv(0x30, tlv(0xA0, bytes.fromhex("020105")) + tlv(0xA1, bytes.fromhex("1b00")) + sname + enc_part))


# An EncryptedData of 211 octets: its header and its [3] wrapper's take the
# long form (81 xx), which Rust reads on a fast path of its own.
LONG_ENC_DATA = tlv(0x30, tlv(0xA0, bytes.fromhex("020100")) + tlv(0xA2, tlv(0x04, bytes(200))))
assert LONG_ENC_DATA[:2] == bytes.fromhex("3081")

# (rule, type, DER, the error line after `FILE: error: `)
CASES = [
    ("non-minimal length", f"{E88}.CertificateSerialNumber", "02810105", "INTEGER at byte 1: length not in minimal form"),
    ("long form for a short length", f"{I88}.KeyIdentifier", "04820080" + "00" * 128,
     "OCTET STRING at byte 1: length not in minimal form"),
    ("indefinite length", f"{E88}.AlgorithmIdentifier", "308006012a0000",
     "AlgorithmIdentifier at byte 1: indefinite length (BER, not DER)"),
    ("INTEGER leading zero", f"{E88}.CertificateSerialNumber", "02020005", "INTEGER at byte 2: INTEGER not in minimal form"),
    ("INTEGER leading ones", f"{E88}.CertificateSerialNumber", "0202ff80", "INTEGER at byte 2: INTEGER not in minimal form"),
    ("empty INTEGER", f"{E88}.CertificateSerialNumber", "0200", "INTEGER at byte 2: INTEGER with no content"),
    ("BOOLEAN not 00/FF", f"{E88}.Extension", "300b0603551d0f010101040100",
     "Extension.critical at byte 9: BOOLEAN must be 0x00 or 0xFF"),
    ("NULL with content", f"{E88}.AlgorithmIdentifier", "300606012a050100",
     "AlgorithmIdentifier.parameters at byte 7: NULL with content"),
    ("DEFAULT value encoded", f"{E88}.Extension", "300b0603551d0f010100040100",
     "Extension.critical at byte 7: DEFAULT value encoded"),
    ("trailing bytes at the top", f"{E88}.CertificateSerialNumber", "02010500", "INTEGER at byte 3: trailing data after value"),
    ("trailing bytes inside", f"{E88}.AlgorithmIdentifier", "300706012a05000500",
     "AlgorithmIdentifier at byte 7: trailing data after value"),
    # A nested SEQUENCE checks its own end (generated `READS_ALL` decoders).
    ("trailing bytes inside a nested SEQUENCE", f"{E88}.SubjectPublicKeyInfo", "300c300706012a05000500030100",
     "SubjectPublicKeyInfo.algorithm at byte 9: trailing data after value"),
    ("trailing bytes inside EXPLICIT", f"{KRB}.PrincipalName", "300ba0050201010500a1023000",
     "PrincipalName.name-type at byte 7: trailing data after value"),
    # A SEQUENCE inside an EXPLICIT wrapper (Rust: `explicit_value`, which
    # returns the value before the wrapper's end is known to be right).
    ("trailing bytes after a SEQUENCE inside EXPLICIT", f"{KRB}.Ticket",
     "61293027a003020105a1021b00a20f300ba003020101a10430021b000500a30b3009a003020100a2020400",
     "Ticket.sname at byte 28: trailing data after value"),
    ("error inside a SEQUENCE inside EXPLICIT comes before trailing bytes", f"{KRB}.Ticket",
     "612a3028a003020105a1021b00a210300ca00402020001a10430021b000500a30b3009a003020100a2020400",
     "Ticket.sname.name-type at byte 21: INTEGER not in minimal form"),
    # The same with long-form lengths; enc-part starts at byte 30.
    ("trailing bytes after a long SEQUENCE inside EXPLICIT", f"{KRB}.Ticket",
     ticket(tlv(0xA3, LONG_ENC_DATA + bytes.fromhex("0500"))).hex(),
     "Ticket.enc-part at byte 247: trailing data after value"),
    ("EXPLICIT wrapper with a non-minimal long length", f"{KRB}.Ticket",
     ticket(bytes.fromhex("a38200d6") + LONG_ENC_DATA).hex(),
     "Ticket.enc-part at byte 31: length not in minimal form"),
    ("SEQUENCE inside EXPLICIT with a non-minimal long length", f"{KRB}.Ticket",
     ticket(bytes.fromhex("a381d7308200d3") + LONG_ENC_DATA[3:]).hex(),
     "Ticket.enc-part at byte 34: length not in minimal form"),
    ("constructed OCTET STRING", f"{I88}.KeyIdentifier", "2403040100",
     "OCTET STRING at byte 0: unexpected tag [UNIVERSAL 4 c], expected [UNIVERSAL 4]"),
    ("constructed string inside ANY", f"{E88}.AlgorithmIdentifier", "300806012a2403040100",
     "AlgorithmIdentifier.parameters at byte 5: wrong primitive/constructed form"),
    ("UTCTime without seconds", f"{E88}.Time", "170b" + b"2401010000Z".hex(), "Time.utcTime at byte 2: time not in DER form"),
    ("UTCTime with an offset", f"{E88}.Time", "1711" + b"240101000000+0100".hex(), "Time.utcTime at byte 2: time not in DER form"),
    ("UTCTime on 30 February", f"{E88}.Time", "170d" + b"240230000000Z".hex(), "Time.utcTime at byte 2: time not in DER form"),
    ("GeneralizedTime fraction with a trailing zero", f"{E88}.Time", "1812" + b"20240101000000.10Z".hex(),
     "Time.generalTime at byte 2: time not in DER form"),
    ("GeneralizedTime empty fraction", f"{E88}.Time", "1810" + b"20240101000000.Z".hex(),
     "Time.generalTime at byte 2: time not in DER form"),
    ("BIT STRING padding not zero", f"{E88}.UniqueIdentifier", "03020101", "BIT STRING at byte 2: malformed BIT STRING unused bits"),
    ("BIT STRING unused bits above 7", f"{E88}.UniqueIdentifier", "03020800", "BIT STRING at byte 2: malformed BIT STRING unused bits"),
    ("empty BIT STRING with unused bits", f"{E88}.UniqueIdentifier", "030101", "BIT STRING at byte 2: malformed BIT STRING unused bits"),
    ("named BIT STRING trailing zero", f"{I88}.KeyUsage", "03020080", "KeyUsage at byte 2: named BIT STRING has trailing zero bits"),
    ("OID sub-identifier 0x80 lead", f"{E88}.AttributeType", "06032a8001",
     "OBJECT IDENTIFIER at byte 3: OBJECT IDENTIFIER sub-identifier not minimal"),
    ("OID cut inside a sub-identifier", f"{E88}.AttributeType", "06022a81", "OBJECT IDENTIFIER at byte 4: malformed OBJECT IDENTIFIER"),
    ("PrintableString '@'", f"{E88}.DirectoryString", "130140",
     "DirectoryString.printableString at byte 2: character not allowed in this string type"),
    ("IA5String 0x80", f"{E88}.EmailAddress", "160180", "EmailAddress at byte 2: character not allowed in this string type"),
    ("VisibleString DEL", f"{I88}.DisplayText", "1a017f",
     "DisplayText.visibleString at byte 2: character not allowed in this string type"),
    ("NumericString letter", f"{E88}.X121Address", "120161", "X121Address at byte 2: character not allowed in this string type"),
    ("UTF8String invalid", f"{E88}.DirectoryString", "0c01ff",
     "DirectoryString.utf8String at byte 2: character not allowed in this string type"),
    ("BMPString odd length", f"{E88}.DirectoryString", "1e0100",
     "DirectoryString.bmpString at byte 2: character not allowed in this string type"),
    ("BMPString surrogate", f"{E88}.DirectoryString", "1e02d800",
     "DirectoryString.bmpString at byte 2: character not allowed in this string type"),
    ("UniversalString beyond U+10FFFF", f"{E88}.DirectoryString", "1c0400110000",
     "DirectoryString.universalString at byte 2: character not allowed in this string type"),
    ("SET OF not sorted", f"{E88}.RelativeDistinguishedName", "3114" + "30080603550403130162" + "30080603550403130161",
     "RelativeDistinguishedName[1] at byte 12: SET OF elements not sorted"),
    ("SET components not in tag order", f"{E88}.PersonalName", "3106810161800162",
     "PersonalName at byte 5: SET components not in tag order"),
    ("wrong tag", f"{E88}.CertificateSerialNumber", "040100",
     "INTEGER at byte 0: unexpected tag [UNIVERSAL 4], expected [UNIVERSAL 2]"),
    ("length beyond the parent", f"{E88}.AlgorithmIdentifier", "300306052a",
     "AlgorithmIdentifier.algorithm at byte 2: length runs past the enclosing value"),
    ("length beyond the input", f"{E88}.CertificateSerialNumber", "020501", "INTEGER at byte 0: length runs past the enclosing value"),
    ("non-minimal tag number", f"{E88}.AttributeTypeAndValue", "300606012a9f0500",
     "AttributeTypeAndValue.value at byte 5: tag number not in minimal form"),
    ("nesting too deep", f"{E88}.AlgorithmIdentifier", tlv(0x30, b"\x06\x01\x2a" + nested_sequences(200)).hex(),
     "AlgorithmIdentifier.parameters at byte 259: nesting too deep"),
    ("SIZE (1..MAX) of an empty SET OF", f"{E88}.RelativeDistinguishedName", "3100",
     "RelativeDistinguishedName at byte 2: size out of range"),
    ("INTEGER (0..999999) above the range", f"{KRB}.Microseconds", "02030f4240", "Microseconds at byte 2: value out of range"),
    # An INTEGER with an open end has no native type: its content is compared.
    ("INTEGER (0..MAX) below the range", f"{I88}.SkipCerts", "0201ff", "SkipCerts at byte 2: value out of range"),
    ("INTEGER (0..MAX) far below the range", f"{I88}.SkipCerts", "0211ff" + "00" * 16,
     "SkipCerts at byte 2: value out of range"),
    ("negative pathLenConstraint", f"{I88}.BasicConstraints", "30060101ff020180",
     "BasicConstraints.pathLenConstraint at byte 5: value out of range"),
]

ACCEPTED = [
    ("DEFAULT left out", f"{E88}.Extension", "30080603551d0f040100"),
    ("GeneralizedTime with a fraction", f"{E88}.Time", "1811" + b"20240101000000.5Z".hex()),
    ("named BIT STRING without trailing zeros", f"{I88}.KeyUsage", "03020780"),
    ("sorted SET OF", f"{E88}.RelativeDistinguishedName", "3114" + "30080603550403130161" + "30080603550403130162"),
    ("INTEGER (0..999999) at the top of the range", f"{KRB}.Microseconds", "02030f423f"),
    ("SEQUENCE filling its EXPLICIT wrapper", f"{KRB}.Ticket",
     "61273025a003020105a1021b00a20d300ba003020101a10430021b00a30b3009a003020100a2020400"),
    ("long SEQUENCE filling its EXPLICIT wrapper", f"{KRB}.Ticket", ticket(tlv(0xA3, LONG_ENC_DATA)).hex()),
    ("INTEGER (0..MAX) at zero", f"{I88}.SkipCerts", "020100"),
    ("INTEGER (0..MAX) beyond 128 bits", f"{I88}.SkipCerts", "021101" + "00" * 16),
    ("nesting within the limit", f"{E88}.AlgorithmIdentifier", tlv(0x30, b"\x06\x01\x2a" + nested_sequences(60)).hex()),
]


@pytest.fixture(params=["rust", "c"])
def tool(request, dump, dump_c):
    return dump if request.param == "rust" else dump_c


@pytest.mark.parametrize("rule,type_name,der,expected", CASES, ids=[c[0] for c in CASES])
def test_rejects(tool, tmp_path, rule, type_name, der, expected):
    path = tmp_path / "input.der"
    path.write_bytes(bytes.fromhex(der))
    proc = tool("--type", type_name, "--roundtrip", path)
    assert proc.stdout == f"{path}: error: {expected}\n", rule
    assert proc.returncode == 1


@pytest.mark.parametrize("rule,type_name,der", ACCEPTED, ids=[c[0] for c in ACCEPTED])
def test_accepts_and_round_trips(tool, tmp_path, rule, type_name, der):
    path = tmp_path / "input.der"
    path.write_bytes(bytes.fromhex(der))
    proc = tool("--type", type_name, "--roundtrip", path)
    assert proc.stdout == f"{path}: ok\n", rule
