//! Decodes an ETSI Cooperative Awareness Message in UNALIGNED PER (as CAMs
//! are sent), prints where the station is, and writes the value back in
//! both PER variants and as DER:
//! `cargo run --release --example its_cam -- CAM.uper`.
use synta_rt::{Der, Per, PerSpace};
use synta_schemas::its::cam_pdu_descriptions::Cam;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let uper = std::fs::read(std::env::args().nth(1).ok_or("usage: its_cam CAM.uper")?)?;
    // What PER packs into fewer bits than DER's octets is copied into the
    // space; reset and reused, it allocates nothing once grown.
    let space = PerSpace::new();
    let cam = Cam::decode_cuper(&uper, &space)?;
    let basic = &cam.cam.cam_parameters.basic_container;
    let at = &basic.reference_position;
    println!(
        "station {} (type {}) at {} {} (0.1 microdegrees)",
        cam.header.station_id, basic.station_type.0, at.latitude.0, at.longitude.0
    );
    // The same value in every rule: UNALIGNED as it came, ALIGNED, DER.
    assert_eq!(cam.to_uper()?, uper);
    println!("{} octets of UPER, {} of APER, {} of DER", uper.len(), cam.to_aper()?.len(), cam.to_der()?.len());
    Ok(())
}
