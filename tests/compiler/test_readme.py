"""Every shell command of the README and of docs/ runs as written (in CI,
on the fresh clone .ci/run works in), but for what it writes outside the
checkout: `out/` and `out-c/` go to a temporary folder, an install PREFIX
too, the examples' `cert.pem` and `cert.der` are a certificate of the CA
store, `PDU.oer` the IEEE 1609.2 certificate PDU of asn1tools' tests and
`CAM.uper` the first CAM of its UPER tests.
A few commands are run elsewhere, and named here so that a new command
cannot go unnoticed: `tests/run` is this suite, and `.ci/run` runs
`bench/report --smoke`. The code the README shows is an excerpt of an
example the suite builds and runs, word for word."""

import base64
import os
import pathlib
import re
import subprocess
import sys

from conftest import ROOT
from oer_corpus import asserted_encodings, etsi_cams

RUN_ELSEWHERE = {
    "tests/run": "this suite itself",
    "bench/report": ".ci/run runs it (--smoke)",
    "pip install generated/python": "tests/run builds the same package as a wheel and installs it",
    "pip install generated/python-v2x": "tests/run builds the same package as a wheel and installs it",
    "pip install generated/python-its": "tests/run builds the same package as a wheel and installs it",
}


DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def readme_commands():
    """The command lines of the ```sh blocks of the README and docs/,
    comments dropped."""
    text = "\n".join(path.read_text() for path in DOCUMENTS)
    commands = []
    for block in re.findall(r"^ *```sh\n(.*?)^ *```", text, flags=re.S | re.M):
        for line in block.splitlines():
            line = line.split(" #", 1)[0].strip()
            if line and not line.startswith("#"):
                commands.append(line)
    return commands


def test_readme_code_is_an_excerpt_of_its_example():
    text = (ROOT / "README.md").read_text()
    excerpts = re.findall(r"^<!-- excerpt: (\S+) -->\n```\w+\n(.*?)^```", text, flags=re.S | re.M)
    assert len(excerpts) == 3, "one example per language"
    for path, code in excerpts:
        assert code in (ROOT / path).read_text(), f"the README's excerpt of {path} is not in it"


def test_release_commands_build_the_workspace_feature_set():
    # `-p PACKAGE` unifies the features of that package's dependencies
    # alone: a release build of each such selection compiles the runtime,
    # the compiler or the 100 MB synta-schemas again (minutes each), for
    # the reader and for this suite.
    for command in readme_commands():
        if command.startswith("cargo ") and "--release" in command:
            assert " -p " not in command, f"{command}: name the --bin or --example instead"


def test_every_readme_command_runs(tmp_path, ca_store, corpus):
    commands = readme_commands()
    assert set(RUN_ELSEWHERE) <= set(commands), "a command named in RUN_ELSEWHERE left the README"
    cert = sorted(ca_store.glob("*.crt"))[0]
    # The same certificate as DER.
    pem = cert.read_text()
    body = pem.split("-----BEGIN CERTIFICATE-----")[1].split("-----END CERTIFICATE-----")[0]
    cert_der = tmp_path / "cert.der"
    cert_der.write_bytes(base64.b64decode("".join(body.split())))
    # The V2X commands' PDU.oer: the IEEE 1609.2 certificate PDU of asn1tools' tests.
    [pdu] = [enc for ty, enc in asserted_encodings(corpus / "test_oer.py") if ty == "Ieee1609dot2Peer2PeerPDU"]
    pdu_oer = tmp_path / "PDU.oer"
    pdu_oer.write_bytes(pdu)
    # The ITS commands' CAM.uper: the first CAM of asn1tools' UPER tests.
    cam = etsi_cams(corpus)[0]
    cam_uper = tmp_path / "CAM.uper"
    cam_uper.write_bytes(cam)
    env = {**os.environ, "MAKEFLAGS": "-j2"}
    ran = 0
    for command in commands:
        if command in RUN_ELSEWHERE:
            continue
        line = (command.replace(" out/", f" {tmp_path}/out/")
                .replace(" out-c/", f" {tmp_path}/out-c/")
                .replace("$HOME/.local", str(tmp_path / "prefix"))
                .replace(" cert.pem", f" {cert}")
                .replace(" cert.der", f" {cert_der}")
                .replace(" PDU.oer", f" {pdu_oer}")
                .replace(" CAM.uper", f" {cam_uper}"))
        if line.startswith("python "):  # the interpreter the package is installed in
            line = f"{sys.executable} {line[len('python '):]}"
        proc = subprocess.run(line, shell=True, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
        assert proc.returncode == 0, f"{command}\n{proc.stderr[-3000:]}"
        if "--roundtrip" in command:
            lines = proc.stdout.splitlines()
            assert len(lines) > 100 and all(line.endswith(": ok") for line in lines), proc.stdout[-2000:]
        if "--list-types" in command:
            assert "CryptographicMessageSyntax2004.ContentInfo\t" in proc.stdout
        if "cert_serial" in command:
            assert proc.stdout.startswith("serial: ") and '{"tbsCertificate":' in proc.stdout, proc.stdout[:200]
        if "cert_json" in command:
            assert proc.stdout.startswith('{"certificate":'), proc.stdout[:200]
        ran += 1
    # What the commands wrote.
    assert (tmp_path / "out" / "mod.rs").is_file()
    assert (tmp_path / "out-c" / "synta_rt.h").is_file()
    assert (tmp_path / "prefix" / "lib" / "libsynta_rt.a").is_file()
    assert ran == len(commands) - len(RUN_ELSEWHERE) >= 8
