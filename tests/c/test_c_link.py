"""What a static program links of the C runtime: one that decodes only DER
takes none of BER's code (synta_ber.c) or JER's (synta_jer.c), with no
build switch, while the same program calling _decode_ber gets BER mode
whole. Both built as a daemon would: the runtime from libsynta_rt.a (as
runtime-c's Makefile installs it), the generated module from an archive,
-ffunction-sections and --gc-sections; sizes by binutils' `size`."""

import subprocess

import pytest
from conftest import ROOT, RUNTIME_C, link_name

GENERATED = ROOT / "generated" / "c" / "src"
FLAGS = ["-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-ffunction-sections", "-fdata-sections"]


def run(*args, **kwargs):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kwargs)


def defined_symbols(path):
    """The symbols an object or program defines (in a program, the runtime's
    are local: they are hidden)."""
    out = run("nm", "--defined-only", path).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()}


@pytest.fixture(scope="module")
def programs(tmp_path_factory):
    """The runtime's static library, the certificate module as an archive,
    and decode_certificate.c linked to them for DER and for BER."""
    tmp = tmp_path_factory.mktemp("link")
    made = run("make", "-s", "-C", RUNTIME_C, f"OUT={tmp}", f"{tmp}/libsynta_rt.a")
    assert made.returncode == 0, made.stderr
    module = tmp / "pkix1_explicit88.o"
    assert run("cc", *FLAGS, f"-I{RUNTIME_C}", "-c", GENERATED / "pkix1_explicit88.c", "-o", module).returncode == 0
    assert run("ar", "rcs", tmp / "libpkix.a", module).returncode == 0
    built = {}
    for mode, defines in [("der", []), ("ber", ["-DREAD_BER"])]:
        exe = tmp / f"decode-{mode}"
        link = run("cc", *FLAGS, *defines, f"-I{RUNTIME_C}", f"-I{GENERATED}", ROOT / "tests/c/decode_certificate.c",
                   tmp / "libpkix.a", tmp / "libsynta_rt.a", "-Wl,--gc-sections", "-o", exe)
        assert link.returncode == 0, link.stderr
        built[mode] = exe
    return tmp, built


def text_size(path):
    return int(run("size", path).stdout.splitlines()[1].split()[0])


def test_der_only_program_links_no_ber_or_jer(programs):
    tmp, built = programs
    ber = defined_symbols(tmp / "synta_ber.o")
    jer = defined_symbols(tmp / "synta_jer.o")
    assert link_name("synta_reader_init_ber") in ber and link_name("synta_jer_init") in jer
    der_program = defined_symbols(built["der"])
    assert not der_program & ber, sorted(der_program & ber)
    assert not der_program & jer, sorted(der_program & jer)
    # The BER program has BER mode (what its types use of it), and is larger by it.
    expected = {link_name(f) for f in ["synta_entry_decode_ber", "synta_internal_read_ber_length", "synta_ber_time"]}
    assert expected <= defined_symbols(built["ber"])
    der_text, ber_text = text_size(built["der"]), text_size(built["ber"])
    print(f"text bytes: DER-only program {der_text}, with BER mode {ber_text}")
    assert der_text < ber_text


def test_each_program_reads_what_its_mode_allows(programs, ca_store, tmp_path):
    _, built = programs
    pem = sorted(ca_store.glob("*.crt"))[0]
    der = subprocess.run(["openssl", "x509", "-in", str(pem), "-outform", "der"], capture_output=True, check=True).stdout
    # The same certificate with the outer SEQUENCE in BER's indefinite form.
    assert der[1] == 0x82
    indefinite = bytes([0x30, 0x80]) + der[4:] + b"\0\0"
    (tmp_path / "c.der").write_bytes(der)
    (tmp_path / "c.ber").write_bytes(indefinite)
    as_der = run(built["der"], tmp_path / "c.der")
    assert as_der.returncode == 0 and as_der.stdout.endswith(f" {len(der)}\n"), as_der.stdout
    refused = run(built["der"], tmp_path / "c.ber")
    assert refused.returncode == 1 and "Certificate at byte 1: indefinite length" in refused.stdout
    for path in ("c.der", "c.ber"):
        assert run(built["ber"], tmp_path / path).stdout == as_der.stdout
