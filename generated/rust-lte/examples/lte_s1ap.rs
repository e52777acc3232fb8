//! Decodes an S1AP message in ALIGNED PER (as eNodeBs and MMEs send it),
//! prints which procedure it carries, and writes it back:
//! `cargo run --release --example lte_s1ap -- MESSAGE.aper`.
use synta_lte::s1ap_pdu_descriptions::S1apPdu;
use synta_rt::{Per, PerSpace};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let aper = std::fs::read(std::env::args().nth(1).ok_or("usage: lte_s1ap MESSAGE.aper")?)?;
    let space = PerSpace::new();
    let pdu = S1apPdu::decode_aper(&aper, &space)?;
    // Each message is a procedure code, its criticality and a value whose
    // type the code selects (an open type, kept as its octets).
    let (message, procedure, criticality, value) = match &pdu {
        S1apPdu::InitiatingMessage(m) => ("initiatingMessage", m.procedure_code, m.criticality, m.value),
        S1apPdu::SuccessfulOutcome(m) => ("successfulOutcome", m.procedure_code, m.criticality, m.value),
        S1apPdu::UnsuccessfulOutcome(m) => ("unsuccessfulOutcome", m.procedure_code, m.criticality, m.value),
        S1apPdu::Unknown(_) => return Err("a message of a later S1AP version".into()),
    };
    println!(
        "{message}: procedure {procedure} (criticality {}), its value in {} octets",
        criticality.number(),
        value.as_bytes().len()
    );
    // Written back as it came; the value's octets are an ALIGNED encoding,
    // which UNALIGNED cannot carry without knowing its type.
    assert_eq!(pdu.to_aper()?, aper);
    let unaligned = pdu.to_uper().map_or_else(|e| e.to_string(), |_| "written".to_string());
    println!("{} octets of APER written back as they came; UPER: {unaligned}", aper.len());
    Ok(())
}
