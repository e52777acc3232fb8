//! The benchmark inputs, prepared by `bench/prepare-data` into one directory
//! (`$SYNTA_BENCH_DATA`, else `target/bench-data`): one DER file per input,
//! in a sub-directory per set.

use std::path::PathBuf;

/// One input: its file name and DER bytes.
pub struct Input {
    pub name: String,
    pub der: Vec<u8>,
}

/// Where `bench/prepare-data` wrote the inputs.
pub fn dir() -> PathBuf {
    match std::env::var_os("SYNTA_BENCH_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/bench-data"),
    }
}

/// Every `.der` file of one set, sorted by name. Panics with a hint when the
/// data has not been prepared: a benchmark without its inputs has no point.
pub fn set(name: &str) -> Vec<Input> {
    set_of(name, "der")
}

/// Every file of one set whose name ends in `.EXTENSION`, sorted by name.
fn set_of(name: &str, extension: &str) -> Vec<Input> {
    let path = dir().join(name);
    let entries =
        std::fs::read_dir(&path).unwrap_or_else(|e| panic!("{}: {e} (run bench/prepare-data first)", path.display()));
    let mut inputs: Vec<Input> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == extension))
        .map(|path| Input {
            name: path.file_stem().unwrap_or_default().to_string_lossy().into_owned(),
            der: std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
        })
        .collect();
    inputs.sort_by(|a, b| a.name.cmp(&b.name));
    assert!(!inputs.is_empty(), "{}: no .{extension} files", path.display());
    inputs
}

/// The five PKITS end-entity certificates.
pub fn pkits() -> Vec<Input> {
    set("pkits")
}

/// The Debian `ca-certificates` store.
pub fn ca_store() -> Vec<Input> {
    set("ca-store")
}

/// ML-DSA-44/65/87 certificates made with Python cryptography.
pub fn ml_dsa() -> Vec<Input> {
    set("ml-dsa")
}

/// Kerberos messages captured once from a real MIT KDC (`bench/data/kerberos`,
/// checked in), named by their kind.
pub fn kerberos() -> Vec<Input> {
    set("kerberos")
}

/// The IEEE 1609.2 objects, in CANONICAL-OER (`.oer` files; `der` holds
/// their OER): `ectl` and `tlm-certificate`.
pub fn v2x() -> Vec<Input> {
    set_of("v2x", "oer")
}

/// The ETSI CAMs in UNALIGNED PER (`.uper` files; `der` holds their PER):
/// `cam-1`, `cam-2`, `cam-3`.
pub fn its() -> Vec<Input> {
    set_of("its", "uper")
}

/// The LTE RRC messages in UNALIGNED PER (`.uper` files; `der` holds their
/// PER), each named `N-TYPE` by its type in EUTRA-RRC-Definitions.
pub fn rrc() -> Vec<Input> {
    set_of("rrc", "uper")
}
