"""The Python target: generated/python, the shipped schemas as the package
`synta_schemas` (built into the test venv by tests/run with maturin).

- `python -m synta_schemas dump` prints exactly synta-dump's lines (ok,
  errors, JER, round trips, BER mode) for the whole cryptography-vectors
  corpus and the Debian CA store;
- the values it gives agree with Python `cryptography` (serial, validity,
  names, extensions, public key) over the CA store and x509/custom;
- values are views of the input, errors carry path and offset, and
  decoding is safe from several threads;
- the stubs type-check an example script under `mypy --strict`."""

import concurrent.futures
import datetime
import enum
import os
import subprocess
import sys
import warnings

import pytest

from conftest import ROOT, dump_lines, python_module, unavailable
from test_rust_corpus import CERT, CMS, VECTORS, collect
from test_x509_extensions import corpus
from tlv_reader import read_tlvs

cryptography = python_module("cryptography")
import cryptography.exceptions  # noqa: E402
from cryptography import x509  # noqa: E402
from cryptography.hazmat.primitives import serialization  # noqa: E402

try:
    import synta_schemas
    from synta_schemas import pkix1_explicit88 as pkix
except ImportError:
    unavailable("the Python package synta_schemas is not built (tests/run builds it)")


def py_dump(*args):
    return subprocess.run([sys.executable, "-m", "synta_schemas", "dump", *map(str, args)],
                          capture_output=True, text=True, timeout=600)


def test_dump_prints_synta_dumps_lines_for_the_corpus(dump, tmp_path):
    jobs = collect(tmp_path)
    assert sum(len(v) for v in jobs.values()) > 1200
    compared = 0
    for type_name, inputs in jobs.items():
        paths = [p for _, p in inputs]
        modes = [["--roundtrip", "--jer"]] + ([["--ber", "--roundtrip", "--jer"]] if type_name == CMS else [])
        for mode in modes:
            ours = py_dump("--type", type_name, *mode, *paths)
            theirs = dump("--type", type_name, *mode, *paths)
            assert ours.returncode == theirs.returncode, (type_name, mode, ours.stderr)
            assert ours.stdout == theirs.stdout, (type_name, mode)
            compared += len(dump_lines(theirs.stdout, jer=True))
    assert compared > 1200


def test_dump_prints_synta_dumps_lines_for_mutations(dump, tmp_path):
    """Seeded corruptions of the corpus (test_c_differential's), in DER and
    BER mode: the same verdict, path, offset and message."""
    from test_c_differential import mutate_all

    mutated = mutate_all(collect(tmp_path), tmp_path, per_input=4, max_inputs=100, seed=4)
    rejected = 0
    for type_name, paths in mutated.items():
        for mode in (["--roundtrip"], ["--ber", "--roundtrip"]):
            ours = py_dump("--type", type_name, *mode, *paths)
            theirs = dump("--type", type_name, *mode, *paths)
            assert ours.stdout == theirs.stdout, (type_name, mode)
            rejected += theirs.stdout.count(": error: ")
    assert rejected > 1000, "the mutations should reach the error paths"


def tlvs(data, depth=0):
    """Every TLV in `data` at every depth, and inside OCTET and BIT STRINGs
    that hold DER (extension values, PKCS #12's content)."""
    for tlv, content in read_tlvs(data) if depth < 12 else []:
        yield tlv
        if tlv[0] & 0x20:
            yield from tlvs(content, depth + 1)
        elif tlv[0] in (0x04, 0x03):
            yield from tlvs(content[1:] if tlv[0] == 0x03 else content, depth + 1)


def test_dump_prints_synta_dumps_lines_for_every_type(dump, tmp_path, kerberos_messages):
    """Every type synta-dump knows has a class (ENUMERATED types are
    IntEnums instead), and decodes the parts of real messages (every TLV
    of a certificate, a CRL, CMS, PKCS #12, OCSP, Kerberos) with the same
    lines as synta-dump."""
    import contextlib
    import io

    from synta_schemas.__main__ import main as py_main

    names = [n for n in dump("--list").stdout.split() if n]
    missing = [n for n in names if n not in synta_schemas.TYPES]
    for name in missing:  # an ENUMERATED type: its IntEnum, no class
        short = name.split(".")[1].replace("-", "_")
        assert any(isinstance(getattr(m, short, None), enum.EnumMeta) for m in vars(synta_schemas).values()), name
    assert len(missing) < 5 and len(names) > 400
    one_per_kind = {kind: path for messages in kerberos_messages.values() for kind, path in messages}
    sources = [inputs[0][1] for inputs in collect(tmp_path).values()] + sorted(one_per_kind.values())
    parts = sorted({t for source in sources for t in tlvs(source.read_bytes())}, key=lambda t: (len(t), t))
    assert len(parts) > 300
    paths = []
    for i, part in enumerate(parts):
        paths.append(tmp_path / f"part{i:04}.der")
        paths[-1].write_bytes(part)
    ok = 0
    for name in names:
        if name in missing:
            continue
        theirs = dump("--type", name, "--roundtrip", "--jer", *paths)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = py_main(["dump", "--type", name, "--roundtrip", "--jer", *map(str, paths)])
        assert out.getvalue() == theirs.stdout, name
        assert code == theirs.returncode, name
        ok += theirs.stdout.count(": ok\n")
    assert ok > 1000, "the parts should decode as some of the types"


def test_dump_prints_synta_dumps_lines_for_the_kdc_traffic(dump, kerberos_messages):
    from test_kerberos import SPEC, _by_kind

    grouped = _by_kind(kerberos_messages)
    assert {"AS-REQ", "AS-REP", "TGS-REQ", "TGS-REP", "KRB-ERROR"} <= set(grouped)
    for kind, paths in grouped.items():
        ours = py_dump("--type", f"{SPEC}.{kind}", "--roundtrip", "--jer", *paths)
        theirs = dump("--type", f"{SPEC}.{kind}", "--roundtrip", "--jer", *paths)
        assert ours.stdout == theirs.stdout, kind
        assert theirs.stdout.count(": ok\n") == len(paths)


def test_dump_prints_synta_dumps_lines_for_the_ca_store(dump, ca_store):
    paths = sorted(ca_store.glob("*.crt"))
    ours = py_dump("--type", CERT, "--pem", "--roundtrip", "--jer", *paths)
    theirs = dump("--type", CERT, "--pem", "--roundtrip", "--jer", *paths)
    assert ours.stdout == theirs.stdout
    assert ours.returncode == theirs.returncode == 0


# The short names RFC 4514 (section 3) gives attribute types; other types
# are written as their dotted OID.
SHORT_NAMES = {"2.5.4.3": "CN", "2.5.4.7": "L", "2.5.4.8": "ST", "2.5.4.10": "O", "2.5.4.11": "OU",
               "2.5.4.6": "C", "2.5.4.9": "STREET", "0.9.2342.19200300.100.1.25": "DC",
               "0.9.2342.19200300.100.1.1": "UID"}
# DirectoryString's alternatives: UTF8String, PrintableString, TeletexString,
# UniversalString, BMPString.
DIRECTORY_STRING_TAGS = {0x0C, 0x13, 0x14, 0x1C, 0x1E}
IA5_STRING = 0x16


def rfc4514(name):
    """One of our Names as an RFC 4514 string, last RDN first and the
    attributes of an RDN joined by '+', as cryptography writes it; None
    where a value is not text."""
    rdns = []
    for rdn in name.value:
        attributes = []
        for atv in rdn:
            text = attribute_text(bytes(atv.value))
            if text is None:
                return None
            attributes.append(f"{SHORT_NAMES.get(atv.type, str(atv.type))}={escape_rfc4514(text)}")
        rdns.append("+".join(attributes))
    return ",".join(reversed(rdns))


def attribute_text(raw):
    """The text of an attribute value read by our classes: a DirectoryString
    or an IA5String; None for anything else."""
    if raw[0] in DIRECTORY_STRING_TAGS:
        return pkix.DirectoryString.decode(raw).value
    if raw[0] == IA5_STRING:
        return pkix.EmailAddress.decode(raw).value
    return None


def escape_rfc4514(text):
    """RFC 4514 section 2.4: a backslash before each special character,
    before a leading '#' or space and a trailing space (in that order, as
    cryptography does); NUL as \\00."""
    out = "".join("\\" + c if c in '\\"+,;<>' else "\\00" if c == "\0" else c for c in text)
    if out[:1] in ("#", " "):
        out = "\\" + out
    if out.endswith(" "):
        out = out[:-1] + "\\ "
    return out


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_values_agree_with_cryptography():
    checked = names = 0
    for path in corpus():
        data = path.read_bytes()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # negative serial numbers
            try:
                theirs = (x509.load_pem_x509_certificate(data) if b"-----BEGIN" in data
                          else x509.load_der_x509_certificate(data))
            except (ValueError, x509.InvalidVersion):
                continue
        der = theirs.public_bytes(serialization.Encoding.DER)
        try:
            ours = pkix.Certificate.decode(der)
        except synta_schemas.Error:
            continue  # refused as not DER: test_rust_corpus checks which
        tbs = ours.tbs_certificate
        assert tbs.serial_number == theirs.serial_number, path
        assert tbs.validity.not_before.value == theirs.not_valid_before_utc, path
        assert tbs.validity.not_after.value == theirs.not_valid_after_utc, path
        assert ours.signature_algorithm.algorithm == theirs.signature_algorithm_oid.dotted_string, path
        assert bytes(ours.signature.data) == theirs.signature, path
        for ours_name, their_name in ((tbs.issuer, "issuer"), (tbs.subject, "subject")):
            expected = read(lambda: getattr(theirs, their_name).rfc4514_string())
            text = rfc4514(ours_name)
            if expected is not None and text is not None:  # else not text, or cryptography cannot read it
                assert text == expected, path
                names += 1
        spki = read(lambda: theirs.public_key().public_bytes(serialization.Encoding.DER,
                                                             serialization.PublicFormat.SubjectPublicKeyInfo))
        if spki and spki in der:  # else cryptography rewrote the key (explicit curve parameters as a name)
            assert tbs.subject_public_key_info.encode() == spki, path
        their_extensions = read(lambda: [(e.oid.dotted_string, e.critical) for e in theirs.extensions])
        if their_extensions is not None:
            assert [(e.extn_id, e.critical) for e in tbs.extensions or []] == their_extensions, path
        checked += 1
    assert checked > 100
    assert names > 1.9 * checked


def read(fact):
    """A fact of cryptography's reading, or None where it refuses the input."""
    try:
        return fact()
    except (ValueError, cryptography.exceptions.UnsupportedAlgorithm, x509.DuplicateExtension):
        return None


def sample_certificate():
    return next(p for p in sorted((VECTORS / "x509").glob("*.der")) if "tbs-precert" not in p.name)


def test_values_are_views_of_the_input():
    data = sample_certificate().read_bytes()
    cert = pkix.Certificate.decode(data)
    key = cert.tbs_certificate.subject_public_key_info.subject_public_key
    assert isinstance(key.data, memoryview) and key.data.obj is data
    del cert
    assert bytes(key.data) in data  # the view keeps the input alive
    # Through an open type's value too (the content of a CMS ContentInfo,
    # decoded by its content type).
    from synta_schemas import cryptographic_message_syntax_typed as cms

    bundle = (VECTORS / "pkcs7" / "amazon-roots.der").read_bytes()
    signed = cms.ContentInfo.decode(bundle).content
    assert type(signed).__name__ == "SignedData"
    first = signed.certificates[0].value
    assert first.tbs_certificate.subject_public_key_info.subject_public_key.data.obj is bundle
    mutable = bytearray(data)
    copy = pkix.Certificate.decode(mutable)
    mutable[:] = b"\0" * len(mutable)
    assert copy.encode() == data  # a bytearray is copied, not borrowed


def test_errors_carry_path_offset_and_message(dump, tmp_path):
    data = sample_certificate().read_bytes()
    bad = data[:-1]
    (tmp_path / "bad.der").write_bytes(bad)
    expected = dump("--type", CERT, tmp_path / "bad.der").stdout.split(": error: ", 1)[1].strip()
    with pytest.raises(synta_schemas.Error) as e:
        pkix.Certificate.decode(bad)
    assert str(e.value) == expected
    assert isinstance(e.value, ValueError)
    assert (e.value.path, e.value.offset) == ("Certificate", 0)
    assert e.value.message in expected


def test_python_types():
    cert = pkix.Certificate.decode(sample_certificate().read_bytes())
    tbs = cert.tbs_certificate
    assert isinstance(tbs.serial_number, int)
    assert isinstance(tbs.validity.not_before.value, datetime.datetime)
    assert tbs.validity.not_before.value.tzinfo == datetime.timezone.utc
    assert tbs.validity.not_before.kind in ("utc_time", "general_time")
    oid = tbs.signature.algorithm
    assert isinstance(oid, synta_schemas.ObjectIdentifier) and {str(oid): 1}[oid] == 1
    assert synta_schemas.ObjectIdentifier("2.5.4.3") == "2.5.4.3"
    assert pkix.Certificate.from_jer(cert.to_jer()) == cert
    assert synta_schemas.TYPES["PKIX1Explicit88.Certificate"] is pkix.Certificate
    from synta_schemas import pkix1_implicit88 as implicit
    assert issubclass(implicit.CRLReason, int) and implicit.CRLReason(1).name == "key_compromise"


def test_values_hash_pickle_and_copy_as_their_der():
    import copy
    import pickle

    der = sample_certificate().read_bytes()
    cert = pkix.Certificate.decode(der)
    again = pickle.loads(pickle.dumps(cert))
    assert type(again) is pkix.Certificate and again == cert and again.encode() == der
    assert copy.deepcopy(cert) == cert
    assert hash(again) == hash(cert) and len({cert, again, cert.tbs_certificate.subject}) == 2
    name = cert.tbs_certificate.issuer
    assert {name: "issuer"}[pkix.Name.decode(name.encode())] == "issuer"
    assert hash(name) != hash(cert)
    bundle = pickle.loads(pickle.dumps([cert.signature_algorithm, cert.tbs_certificate.validity]))
    assert bundle == [cert.signature_algorithm, cert.tbs_certificate.validity]


def test_decoding_is_safe_from_several_threads():
    inputs = [p.read_bytes() for p in sorted((VECTORS / "x509" / "PKITS_data" / "certs").glob("*.crt"))[:200]]
    expected = [pkix.Certificate.decode(d).tbs_certificate.serial_number for d in inputs]

    def work(chunk):
        return [pkix.Certificate.decode(d).tbs_certificate.serial_number for d in chunk]

    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = list(pool.map(work, [inputs] * 8))
    assert all(r == expected for r in results)


def test_stubs_type_check_an_example_under_mypy_strict():
    mypy = python_module("mypy")
    del mypy
    example = ROOT / "examples" / "python" / "cert_info.py"
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(example)], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "MYPY_CACHE_DIR": str(ROOT / "target" / "mypy-cache")})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = subprocess.run([sys.executable, str(example), str(sample_certificate())], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "serial" in run.stdout


WELL_TYPED_BUILD = """
import datetime
from synta_schemas import pkix1_explicit88 as pkix

cn = pkix.AttributeTypeAndValue(type="2.5.4.3", value=b"\\x0c\\x04test")
name = pkix.Name(rdn_sequence=[[cn]])
validity = pkix.Validity(not_before=pkix.Time(utc_time=datetime.datetime(2026, 1, 1)),
                         not_after={"general_time": "20500101000000Z"})
algorithm = pkix.AlgorithmIdentifier(algorithm=pkix.AlgorithmIdentifier.decode(
    bytes.fromhex("300a06082a8648ce3d040302")).algorithm)
der: bytes = name.encode() + validity.encode() + algorithm.encode()
print(der.hex())
"""


def test_stubs_type_the_constructors(tmp_path):
    """The constructors' parameters are typed by what they take: a build
    that runs passes mypy --strict; a wrong argument type does not."""
    python_module("mypy")
    env = {**os.environ, "MYPY_CACHE_DIR": str(ROOT / "target" / "mypy-cache")}
    good = tmp_path / "good.py"
    good.write_text(WELL_TYPED_BUILD)
    run = subprocess.run([sys.executable, str(good)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(good)], capture_output=True, text=True,
                          cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    bad = tmp_path / "bad.py"
    bad.write_text(WELL_TYPED_BUILD.replace('type="2.5.4.3"', "type=2543").replace('"general_time"', "1"))
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(bad)], capture_output=True, text=True,
                          cwd=ROOT, env=env)
    assert proc.returncode == 1
    assert 'Argument "type" to "AttributeTypeAndValue" has incompatible type "int"' in proc.stdout, proc.stdout
    assert "Dict entry 0 has incompatible type" in proc.stdout, proc.stdout


# -- Building values ----------------------------------------------------------

def test_a_certificate_built_in_python_verifies_with_cryptography():
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec

    key = ec.generate_private_key(ec.SECP256R1())
    spki = key.public_key().public_bytes(serialization.Encoding.DER,
                                         serialization.PublicFormat.SubjectPublicKeyInfo)
    common_name = pkix.X520CommonName(utf8_string="synta test")
    name = pkix.Name(rdn_sequence=[[pkix.AttributeTypeAndValue(type="2.5.4.3", value=common_name.encode())]])
    ecdsa_sha256 = pkix.AlgorithmIdentifier(algorithm="1.2.840.10045.4.3.2")
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    tbs = pkix.TBSCertificate(
        version=2, serial_number=2**70 + 5, signature=ecdsa_sha256, issuer=name,
        # A value of a class, or a dict of its fields (here of a CHOICE).
        validity=pkix.Validity(not_before=pkix.Time(utc_time=start),
                               not_after={"general_time": start.replace(year=2060)}),
        subject=name, subject_public_key_info=pkix.SubjectPublicKeyInfo.decode(spki),
        extensions=[pkix.Extension(extn_id="2.5.29.19", critical=True, extn_value=bytes.fromhex("30030101ff"))],
    )
    signature = key.sign(tbs.encode(), ec.ECDSA(hashes.SHA256()))
    cert = pkix.Certificate(tbs_certificate=tbs, signature_algorithm=ecdsa_sha256, signature=signature)
    theirs = x509.load_der_x509_certificate(cert.encode())
    theirs.verify_directly_issued_by(theirs)
    assert theirs.subject.rfc4514_string() == "CN=synta test"
    assert theirs.serial_number == 2**70 + 5
    assert theirs.not_valid_after_utc == start.replace(year=2060)
    assert theirs.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    # critical defaults to FALSE: left out of the DER, False when read back.
    plain = pkix.Extension(extn_id="2.5.29.14", extn_value=b"\x04\x00")
    assert plain.encode() == bytes.fromhex("30090603551d0e04020400")
    assert plain.critical is False


def test_building_refuses_what_the_schema_does(dump, tmp_path):
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    with pytest.raises(synta_schemas.Error, match="required component missing"):
        pkix.TBSCertificate(version=2)
    with pytest.raises(TypeError, match="not_after: expected Time or a dict of one alternative, got int"):
        pkix.Validity(not_before=pkix.Time(utc_time=start), not_after=5)
    with pytest.raises(TypeError, match="Validity has no field `nope`"):
        pkix.Validity(nope=1)
    with pytest.raises(TypeError, match="Time takes exactly one alternative"):
        pkix.Time(utc_time=start, general_time=start)
    with pytest.raises(synta_schemas.Error, match="character not allowed"):
        pkix.X520countryName("not printable!")
    with pytest.raises(ValueError, match="UTCTime holds whole seconds"):
        pkix.Time(utc_time=start.replace(microsecond=5))
    # A year UTCTime's two digits cannot say is refused, not taken as 19xx.
    with pytest.raises(ValueError, match="UTCTime holds the years 1950 to 2049, not 2070"):
        pkix.Time(utc_time=start.replace(year=2070))
    assert pkix.Time(general_time=start.replace(year=2070)).value.year == 2070
    # Errors name the field, not a place in the JSON the constructor wrote.
    with pytest.raises(synta_schemas.Error) as refused:
        pkix.Validity(not_before={"utc_time": start}, not_after={"utc_time": "x"})
    assert str(refused.value) == "Validity.notAfter.utcTime: time not in DER form"
    assert (refused.value.path, refused.value.offset) == ("Validity.notAfter.utcTime", None)


def test_an_as_req_built_in_python_is_answered_by_the_kdc():
    import kerberos_kdc
    from test_build_values import ask

    if not kerberos_kdc.available():
        unavailable("MIT Kerberos (krb5-kdc, krb5-admin-server, krb5-user) not installed")
    from synta_schemas import kerberos_v5_spec2 as krb

    till = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) + datetime.timedelta(hours=8)

    def as_req(client, nonce):
        body = krb.KDC_REQ_BODY(
            kdc_options=bytes(4), cname=krb.PrincipalName(name_type=1, name_string=client.split("/")),
            realm=kerberos_kdc.REALM, sname=krb.PrincipalName(name_type=2, name_string=["krbtgt", kerberos_kdc.REALM]),
            till=till, nonce=nonce, etype=[18, 17])
        return krb.AS_REQ(krb.KDC_REQ(pvno=5, msg_type=10, req_body=body)).encode()

    with kerberos_kdc.Kdc() as kdc:
        # A principal without pre-authentication: a ticket for it.
        rep = krb.AS_REP.decode(ask(kdc, as_req(kerberos_kdc.SERVICE, 305419896))).value
        assert (rep.msg_type, rep.crealm) == (11, kerberos_kdc.REALM)
        assert rep.cname.name_string == kerberos_kdc.SERVICE.split("/")
        assert rep.ticket.sname.name_string == ["krbtgt", kerberos_kdc.REALM]
        # One that needs it: the KDC says so.
        error = krb.KRB_ERROR.decode(ask(kdc, as_req(kerberos_kdc.USER, 7)))
        assert error.error_code == 25  # KDC_ERR_PREAUTH_REQUIRED
        assert error.cname.name_string == [kerberos_kdc.USER]


@pytest.mark.filterwarnings("ignore")  # serial numbers that are not positive
def test_named_bits_are_int_flags_that_agree_with_cryptography(ca_store):
    from synta_schemas import pkix1_implicit88 as implicit

    bits = implicit.KeyUsageBits
    names = {"digital_signature": bits.digital_signature, "content_commitment": bits.non_repudiation,
             "key_encipherment": bits.key_encipherment, "data_encipherment": bits.data_encipherment,
             "key_agreement": bits.key_agreement, "key_cert_sign": bits.key_cert_sign, "crl_sign": bits.crl_sign}
    checked = 0
    for path in sorted(ca_store.glob("*.crt")):
        theirs = x509.load_pem_x509_certificate(path.read_bytes())
        try:
            usage = theirs.extensions.get_extension_for_class(x509.KeyUsage).value
        except x509.ExtensionNotFound:
            continue
        ours = pkix.Certificate.decode(theirs.public_bytes(serialization.Encoding.DER))
        (extension,) = [e for e in ours.tbs_certificate.extensions if e.extn_id == "2.5.29.15"]
        try:
            flags = implicit.KeyUsage.decode(extension.extn_value).value
        except synta_schemas.Error as e:
            # Not DER (X.690 11.2.2), which cryptography lets pass.
            assert "named BIT STRING has trailing zero bits" in str(e), path
            continue
        assert isinstance(flags, bits)
        for name, flag in names.items():
            assert (flag in flags) == getattr(usage, name), (path, name)
        # Built back from the flags, the extension's value is the same DER.
        assert implicit.KeyUsage(flags).encode() == bytes(extension.extn_value), path
        checked += 1
    assert checked > 50
