//! ETSI Cooperative Awareness Messages in PER, decode and encode, UNALIGNED
//! (as CAMs are sent) and ALIGNED: ours (`synta_schemas::its`) against
//! rasn 0.30 (`uper`, `aper`) over the types rasn's own compiler
//! (rasn-compiler 0.16, run by build.rs) makes of the same modules
//! (schemas/its), and in UNALIGNED against asn1rs 0.3 over its converter's
//! types; on the three CAMs asn1tools' UPER tests assert
//! (`bench/prepare-data`'s `its` set).
//!
//! Before anything is timed, [`check`] proves every side reads and writes
//! the same bytes: each decodes every CAM in its variants, the others'
//! encodings included, and writes it back as the others do.

use std::hint::black_box;

use synta_rt::{Per, PerSpace};
use synta_schemas::its::cam_pdu_descriptions::Cam;

use crate::data::Input;
pub use crate::Encoder;

/// rasn's types for schemas/its, as rasn-compiler writes them.
#[allow(warnings, clippy::all)]
mod rasn_its {
    include!(concat!(env!("OUT_DIR"), "/rasn_its.rs"));
}
type RasnCam = rasn_its::cam_pdu_descriptions::CAM;

/// asn1rs's types for schemas/its, as its converter writes them.
#[allow(warnings, clippy::all)]
mod asn1rs_its {
    pub mod its_container {
        include!(concat!(env!("OUT_DIR"), "/asn1rs_its/its_container.rs"));
    }
    pub mod cam_pdu_descriptions {
        include!(concat!(env!("OUT_DIR"), "/asn1rs_its/cam_pdu_descriptions.rs"));
    }
}
type Asn1rsCam = asn1rs_its::cam_pdu_descriptions::Cam;

/// The PER variants benchmarked, named as the groups are.
pub const VARIANTS: [Variant; 2] = [Variant::Unaligned, Variant::Aligned];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Variant {
    Unaligned,
    Aligned,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Unaligned => "uper",
            Variant::Aligned => "aper",
        }
    }

    pub fn named(name: &str) -> Option<Variant> {
        VARIANTS.into_iter().find(|v| v.name() == name)
    }
}

/// Decodes every input once; false when any is rejected.
pub type Decoder = Box<dyn FnMut(&[Vec<u8>]) -> bool>;

/// A decoder/encoder under test.
pub trait Its {
    const NAME: &'static str;
    /// A decoder of CAMs in `variant`, with what it keeps between decodes
    /// (ours: the space PER copies into, reset before each).
    fn decoder(variant: Variant) -> Decoder;
    /// Each CAM decoded from UNALIGNED PER and written in `variant`.
    fn transcode(uper: &[Vec<u8>], variant: Variant) -> Vec<Vec<u8>>;
    /// What the encode benchmarks time: writing in `variant` values decoded
    /// once from `encodings` (in that variant).
    fn encoder(variant: Variant, encodings: Vec<Vec<u8>>) -> Encoder<'static>;
}

pub struct Ours;
pub struct Rasn;
/// UNALIGNED only: asn1rs has no ALIGNED PER.
pub struct Asn1rs;

impl Its for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn decoder(variant: Variant) -> Decoder {
        let mut space = PerSpace::new();
        Box::new(move |inputs| {
            inputs.iter().all(|input| {
                space.reset();
                black_box(read(variant, input, &space)).is_ok()
            })
        })
    }
    fn transcode(uper: &[Vec<u8>], variant: Variant) -> Vec<Vec<u8>> {
        let space = PerSpace::new();
        uper.iter().map(|input| write(&Cam::decode_uper(input, &space).expect("ours decodes a CAM"), variant)).collect()
    }
    fn encoder(variant: Variant, encodings: Vec<Vec<u8>>) -> Encoder<'static> {
        // The values borrow the encodings and the space, which live as long
        // as the process (as the other suites' encoders borrow their input).
        let encodings: &'static [Vec<u8>] = encodings.leak();
        let space: &'static PerSpace = Box::leak(Box::new(PerSpace::new()));
        let values: Vec<Cam<'static>> =
            encodings.iter().map(|e| read(variant, e, space).expect("ours decodes a CAM")).collect();
        Box::new(move || values.iter().for_each(|v| drop(black_box(write(v, variant)))))
    }
}

fn read<'a>(variant: Variant, input: &'a [u8], space: &'a PerSpace) -> synta_rt::Result<Cam<'a>> {
    match variant {
        Variant::Unaligned => Cam::decode_uper(input, space),
        Variant::Aligned => Cam::decode_aper(input, space),
    }
}

fn write(cam: &Cam<'_>, variant: Variant) -> Vec<u8> {
    match variant {
        Variant::Unaligned => cam.to_uper(),
        Variant::Aligned => cam.to_aper(),
    }
    .expect("ours encodes a CAM")
}

impl Its for Rasn {
    const NAME: &'static str = "rasn";
    fn decoder(variant: Variant) -> Decoder {
        let decode = rasn_reader(variant);
        Box::new(move |inputs| inputs.iter().all(|input| black_box(decode(input)).is_ok()))
    }
    fn transcode(uper: &[Vec<u8>], variant: Variant) -> Vec<Vec<u8>> {
        uper.iter().map(|input| rasn_write(&rasn::uper::decode(input).expect("rasn decodes a CAM"), variant)).collect()
    }
    fn encoder(variant: Variant, encodings: Vec<Vec<u8>>) -> Encoder<'static> {
        let read = rasn_reader(variant);
        let values: Vec<RasnCam> = encodings.iter().map(|e| read(e).expect("rasn decodes a CAM")).collect();
        Box::new(move || values.iter().for_each(|v| drop(black_box(rasn_write(v, variant)))))
    }
}

fn rasn_reader(variant: Variant) -> fn(&[u8]) -> Result<RasnCam, rasn::error::DecodeError> {
    match variant {
        Variant::Unaligned => rasn::uper::decode::<RasnCam>,
        Variant::Aligned => rasn::aper::decode::<RasnCam>,
    }
}

fn rasn_write(cam: &RasnCam, variant: Variant) -> Vec<u8> {
    match variant {
        Variant::Unaligned => rasn::uper::encode(cam),
        Variant::Aligned => rasn::aper::encode(cam),
    }
    .expect("rasn encodes a CAM")
}

impl Its for Asn1rs {
    const NAME: &'static str = "asn1rs";
    fn decoder(variant: Variant) -> Decoder {
        assert_eq!(variant, Variant::Unaligned, "asn1rs has no ALIGNED PER");
        Box::new(|inputs| inputs.iter().all(|input| black_box(asn1rs_read(input)).is_some()))
    }
    fn transcode(uper: &[Vec<u8>], variant: Variant) -> Vec<Vec<u8>> {
        assert_eq!(variant, Variant::Unaligned, "asn1rs has no ALIGNED PER");
        uper.iter().map(|input| asn1rs_write(&asn1rs_read(input).expect("asn1rs decodes a CAM"))).collect()
    }
    fn encoder(variant: Variant, encodings: Vec<Vec<u8>>) -> Encoder<'static> {
        assert_eq!(variant, Variant::Unaligned, "asn1rs has no ALIGNED PER");
        let values: Vec<Asn1rsCam> = encodings.iter().map(|e| asn1rs_read(e).expect("asn1rs decodes a CAM")).collect();
        Box::new(move || values.iter().for_each(|v| drop(black_box(asn1rs_write(v)))))
    }
}

fn asn1rs_read(uper: &[u8]) -> Option<Asn1rsCam> {
    use asn1rs::prelude::{Reader, UperReader};
    UperReader::from((uper, uper.len() * 8)).read::<Asn1rsCam>().ok()
}

fn asn1rs_write(cam: &Asn1rsCam) -> Vec<u8> {
    use asn1rs::prelude::{UperWriter, Writer};
    let mut w = UperWriter::default();
    w.write(cam).expect("asn1rs encodes a CAM");
    w.into_bytes_vec()
}

/// The CAMs in `variant`: the inputs themselves in UNALIGNED PER, in
/// ALIGNED PER as both sides write them. Panics unless both sides write
/// the same bytes in both variants (the UNALIGNED ones being the inputs,
/// which asn1rs writes back too) and each decodes them.
pub fn check(inputs: &[Input], variant: Variant) -> Vec<Vec<u8>> {
    let uper: Vec<Vec<u8>> = inputs.iter().map(|i| i.der.clone()).collect();
    let ours = Ours::transcode(&uper, variant);
    assert_eq!(ours, Rasn::transcode(&uper, variant), "ours and rasn write the CAMs in {variant:?} PER differently");
    if variant == Variant::Unaligned {
        assert_eq!(ours, uper, "the CAMs written back in UNALIGNED PER are not the inputs");
    }
    assert!(Ours::decoder(variant)(&ours), "ours cannot decode the CAMs in {variant:?} PER");
    assert!(Rasn::decoder(variant)(&ours), "rasn cannot decode the CAMs in {variant:?} PER");
    if variant == Variant::Unaligned {
        assert_eq!(Asn1rs::transcode(&uper, variant), uper, "asn1rs does not write the CAMs back as they came");
    }
    ours
}
