//! Builds OpenSSL from the openssl-src crate (static, into OUT_DIR) and
//! hands its install directory to the binary.

fn main() {
    let artifacts = openssl_src::Build::new().build();
    let dir = artifacts.lib_dir().parent().expect("the install directory holds lib/");
    println!("cargo:rustc-env=OPENSSL35_DIR={}", dir.display());
}
