//! Decodes an IEEE 1609.2 peer-to-peer PDU (CA certificates) in
//! CANONICAL-OER, prints what its certificates say, and writes the value
//! back as OER and as DER:
//! `cargo run --release --example v2x_oer -- PDU.oer`.
use synta_rt::{Der, Jer, Oer};
use synta_schemas::v2x::ieee1609dot2_peer2_peer::{Ieee1609dot2Peer2PeerPdu, Ieee1609dot2Peer2PeerPduContent};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let oer = std::fs::read(std::env::args().nth(1).ok_or("usage: v2x_oer PDU.oer")?)?;
    // Borrows `oer`: strings and octets are views of it, nothing is copied.
    let pdu = Ieee1609dot2Peer2PeerPdu::decode_coer(&oer)?;
    if let Ieee1609dot2Peer2PeerPduContent::CaCerts(certs) = &pdu.content {
        for cert in certs.iter() {
            // `Certificate` is `CertificateBase` with a constraint of its own.
            let tbs = &cert.0.to_be_signed;
            println!("CRL series {}, valid {}", tbs.crl_series, tbs.validity_period.to_jer()?);
        }
    }
    // The same value in either rule: OER as it came, and DER.
    assert_eq!(pdu.to_oer()?, oer);
    println!("{} octets of OER, {} of DER", oer.len(), pdu.to_der()?.len());
    Ok(())
}
