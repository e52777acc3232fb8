//! Prints the install directory of the OpenSSL its build script built
//! (`include/`, and `lib/libcrypto.a`).

fn main() {
    println!("{}", env!("OPENSSL35_DIR"));
}
