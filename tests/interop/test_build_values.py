"""Values built from scratch with the generated Rust types, accepted by
independent implementations.

- generated/rust/examples/build_certificate.rs builds a TBSCertificate with
  the constructors (`new`: OPTIONAL components absent, DEFAULT ones at
  their value) and the CHOICEs' `From` impls; Python `cryptography` signs
  it with its own key, the example puts the signature in, and
  `cryptography` loads the certificate, verifies its signature and reads
  back every field that was set.
- generated/rust/examples/build_as_req.rs builds a Kerberos AS-REQ; a real
  MIT KDC answers it: an AS-REP for a principal that needs no
  pre-authentication, KDC_ERR_PREAUTH_REQUIRED for one that does, both
  carrying the request's nonce or realm back.
- examples/c/build_as_req.c builds the same request in C (T_init, views of
  C strings, arrays of elements) and decodes the KDC's answers with a heap
  arena: the same bytes as the Rust example's, the same answers.
- examples/c/ldap_search.c builds an LDAP SearchRequest in C; a real slapd
  answers it with every entry added and a success, which the example reads
  back in BER mode."""

import datetime
import json
import re
import socket
import struct
import subprocess

import pytest

from conftest import ROOT, build_c_examples, python_module, unavailable

cryptography = python_module("cryptography")
from cryptography import x509  # noqa: E402
from cryptography.hazmat.primitives import hashes, serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec  # noqa: E402
from cryptography.x509.oid import NameOID  # noqa: E402


def example(name):
    # Built with the whole workspace's features, as `cargo test --workspace`
    # (tests/run) built the crate: `-p synta-schemas` alone unifies another
    # feature set (syn without "full") and rebuilds everything.
    subprocess.run(["cargo", "build", "-q", "--release", "--locked", "--workspace", "--example", name],
                   cwd=ROOT, check=True)
    return ROOT / "target" / "release" / "examples" / name


@pytest.fixture(scope="module")
def build_certificate():
    return example("build_certificate")


def test_a_certificate_built_from_scratch_verifies_with_cryptography(build_certificate, tmp_path, dump):
    key = ec.generate_private_key(ec.SECP256R1())
    spki = tmp_path / "spki.der"
    spki.write_bytes(key.public_key().public_bytes(serialization.Encoding.DER,
                                                   serialization.PublicFormat.SubjectPublicKeyInfo))
    tbs = subprocess.run([build_certificate, spki], capture_output=True, check=True).stdout
    signature = tmp_path / "signature"
    signature.write_bytes(key.sign(tbs, ec.ECDSA(hashes.SHA256())))
    der = subprocess.run([build_certificate, spki, signature], capture_output=True, check=True).stdout

    cert = x509.load_der_x509_certificate(der)
    assert cert.tbs_certificate_bytes == tbs
    cert.verify_directly_issued_by(cert)
    assert cert.version == x509.Version.v3
    assert cert.serial_number == 0x0123456789ABCDEF
    expected_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "synta example"),
                               x509.NameAttribute(NameOID.ORGANIZATION_NAME, "synta")])
    assert cert.subject == cert.issuer == expected_name
    assert cert.not_valid_before_utc == datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
    assert cert.not_valid_after_utc == datetime.datetime(2035, 1, 1, tzinfo=datetime.timezone.utc)
    constraints = cert.extensions.get_extension_for_class(x509.BasicConstraints)
    assert constraints.critical and constraints.value.ca and constraints.value.path_length is None
    names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName)
    assert not names.critical and names.value.get_values_for_type(x509.DNSName) == ["synta.example"]
    assert cert.public_key().public_numbers() == key.public_key().public_numbers()
    # DER throughout: the strict decoder takes it and writes the same bytes.
    path = tmp_path / "cert.der"
    path.write_bytes(der)
    out = dump("--type", "PKIX1Explicit88.Certificate", "--roundtrip", path)
    assert out.stdout == f"{path}: ok\n", out.stdout


@pytest.fixture(scope="module")
def kdc():
    import kerberos_kdc

    if not kerberos_kdc.available():
        unavailable("MIT Kerberos (krb5-kdc, krb5-admin-server, krb5-user) not installed")
    with kerberos_kdc.Kdc() as server:
        yield server


def ask(kdc, request):
    """Sends `request` to the KDC over TCP (RFC 4120 §7.2.2); its reply."""
    with socket.create_connection(("127.0.0.1", kdc.kdc_port), timeout=10) as sock:
        sock.sendall(struct.pack(">I", len(request)) + request)
        header = sock.recv(4, socket.MSG_WAITALL)
        (length,) = struct.unpack(">I", header)
        return sock.recv(length, socket.MSG_WAITALL)


def decoded(dump, tmp_path, type_name, der):
    path = tmp_path / f"{type_name}.der"
    path.write_bytes(der)
    out = dump("--type", f"KerberosV5Spec2.{type_name}", "--jer", path).stdout.splitlines()
    assert out[0] == f"{path}: ok", out
    return json.loads(out[1])


def test_an_as_req_built_from_scratch_is_answered_by_the_kdc(kdc, dump, tmp_path):
    import kerberos_kdc

    build = example("build_as_req")
    # A principal without pre-authentication: a ticket for it.
    request = subprocess.run([build, kerberos_kdc.SERVICE, kerberos_kdc.REALM, "305419896"], capture_output=True,
                             check=True).stdout
    assert decoded(dump, tmp_path, "AS-REQ", request)["req-body"]["nonce"] == 305419896
    reply = ask(kdc, request)
    rep = decoded(dump, tmp_path, "AS-REP", reply)
    assert rep["msg-type"] == 11 and rep["crealm"] == kerberos_kdc.REALM
    assert rep["cname"]["name-string"] == kerberos_kdc.SERVICE.split("/")
    assert rep["ticket"]["sname"]["name-string"] == ["krbtgt", kerberos_kdc.REALM]
    # One that needs it: the KDC says so, for this request.
    request = subprocess.run([build, kerberos_kdc.USER, kerberos_kdc.REALM, "7"], capture_output=True,
                             check=True).stdout
    error = decoded(dump, tmp_path, "KRB-ERROR", ask(kdc, request))
    assert error["error-code"] == 25  # KDC_ERR_PREAUTH_REQUIRED
    assert error["cname"]["name-string"] == [kerberos_kdc.USER] and error["realm"] == kerberos_kdc.REALM


def test_an_as_req_built_in_c_is_answered_by_the_kdc(kdc, dump, tmp_path):
    import kerberos_kdc

    out = build_c_examples(tmp_path / "examples", "build_as_req")
    build_c, build_rust = out / "build_as_req", example("build_as_req")
    for client, nonce, answer in [(kerberos_kdc.SERVICE, "305419896", f"AS-REP crealm={kerberos_kdc.REALM}"),
                                  (kerberos_kdc.USER, "7", "KRB-ERROR error-code=25")]:
        args = [client, kerberos_kdc.REALM, nonce]
        request = subprocess.run([build_c, *args], capture_output=True, check=True).stdout
        # Byte for byte what the Rust types build.
        assert request == subprocess.run([build_rust, *args], capture_output=True, check=True).stdout
        assert decoded(dump, tmp_path, "AS-REQ", request)["req-body"]["nonce"] == int(nonce)
        path = tmp_path / "reply.der"
        path.write_bytes(ask(kdc, request))
        said = subprocess.run([build_c, "--reply", path], capture_output=True, text=True, check=True).stdout
        assert said.startswith(answer), said


def test_an_ldap_search_built_in_c_is_answered_by_slapd(tmp_path):
    import ldap_server

    if not ldap_server.available():
        unavailable("OpenLDAP (slapd, ldap-utils) is not installed")
    out = build_c_examples(tmp_path / "examples", "ldap_search")
    program = out / "ldap_search"
    request = subprocess.run([program, ldap_server.SUFFIX], capture_output=True, check=True).stdout
    with ldap_server.Slapd() as server:
        added = server.client("ldapadd", stdin=ldap_server.PEOPLE_LDIF)
        assert added.returncode == 0, added.stderr
        dns = re.findall(r"^dn: (.*)$", ldap_server.PEOPLE_LDIF, re.M)
        # Anonymous, straight to the server: the entries, then searchResDone.
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(request)
            answer = b""
            while not answer.endswith(b"\x0a\x01\x00\x04\x00\x04\x00"):  # resultCode success, two empty strings
                chunk = sock.recv(65536)
                if not chunk:
                    break
                answer += chunk
    path = tmp_path / "answer.ber"
    path.write_bytes(answer)
    said = subprocess.run([program, "--reply", path], capture_output=True, text=True, check=True).stdout.splitlines()
    assert said[-1] == "done 0", said
    assert sorted(line.removeprefix("entry ") for line in said[:-1]) == sorted(dns)
