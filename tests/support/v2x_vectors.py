"""Real IEEE 1609.2 objects in CANONICAL-OER, from a registry: the test
data of the rasn-its crate (crates.io), which its tests read as a European
C-ITS Certificate Trust List (an `Ieee1609Dot2Data`, signed, 1412 octets),
the same list nested 150 levels deep (hostile input), and a Trust List
Manager certificate (a `Certificate`, 191 octets). Downloaded once, checked against the crate's
published SHA-256, into target/corpus."""

import hashlib
import io
import pathlib
import tarfile
import urllib.request

CRATE = "rasn-its"
VERSION = "0.30.0"
SHA256 = "ea48c44e9179c071f6acb1257dd56ebd972819225d39e01928fc0c8c210ae1cc"
URL = f"https://static.crates.io/crates/{CRATE}/{CRATE}-{VERSION}.crate"
# The file name in the crate, the name given here, and its ASN.1 type.
VECTORS = {
    "CE4CF6C19BFED720.oer": ("ectl", "IEEE1609dot2.Ieee1609Dot2Data"),
    "E7A4B2B045E7ACF9.oer": ("tlm-certificate", "IEEE1609dot2.Certificate"),
    "CE4CF6C19BFED720_with_recursion_depth150.oer": ("ectl-nested-150", "IEEE1609dot2.Ieee1609Dot2Data"),
}


def vectors(root: pathlib.Path) -> dict[str, tuple[str, bytes]]:
    """{name: (Module.Type, CANONICAL-OER)}, downloaded into `root` once.
    Raises OSError when the crate cannot be had or is not the published one."""
    folder = root / f"{CRATE}-{VERSION}-data"
    if not all((folder / name).is_file() for name in VECTORS):
        with urllib.request.urlopen(URL, timeout=60) as response:
            crate = response.read()
        if hashlib.sha256(crate).hexdigest() != SHA256:
            raise OSError(f"{URL}: not the published crate (SHA-256 differs)")
        folder.mkdir(parents=True, exist_ok=True)
        with tarfile.open(fileobj=io.BytesIO(crate), mode="r:gz") as archive:
            for name in VECTORS:
                member = archive.extractfile(f"{CRATE}-{VERSION}/tests/data/{name}")
                if member is None:
                    raise OSError(f"{URL}: no tests/data/{name}")
                (folder / name).write_bytes(member.read())
    return {given: (ty, (folder / name).read_bytes()) for name, (given, ty) in VECTORS.items()}
