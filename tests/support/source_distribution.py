"""Source distributions from PyPI whose test folders the tests and the
benchmarks read (asn1tools' modules and asserted encodings, pycrate's
captured 3GPP messages): downloaded once into a folder, not copied into
the project."""

import pathlib
import subprocess
import sys
import tarfile

# The asn1tools release whose tests folder the corpus, OER and PER tests
# and the PER benchmarks read.
ASN1TOOLS_VERSION = "0.169.0"


def fetch(name: str, version: str, root: pathlib.Path) -> pathlib.Path:
    """The folder of `name`'s source distribution at `version`, downloaded
    from PyPI and unpacked into `root` unless already there. Raises OSError
    when it cannot be had. (Callers that may run at once hold a lock.)"""
    folder = root / f"{name}-{version}"
    if not folder.is_dir():
        root.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps"]
        got = subprocess.run([*pip, "--no-binary", ":all:", f"{name}=={version}", "-d", root],
                             capture_output=True, text=True)
        if got.returncode != 0:
            raise OSError(f"the {name} {version} source distribution could not be downloaded: {got.stderr[-500:]}")
        with tarfile.open(root / f"{name}-{version}.tar.gz") as sdist:
            sdist.extractall(root, filter="data")
    return folder

