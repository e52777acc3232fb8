//! LTE RRC messages (3GPP TS 36.331) in PER, decode and encode, UNALIGNED
//! (as RRC is sent) and ALIGNED: ours (`synta_lte`) against rasn 0.30 over
//! the types rasn's own compiler (rasn-compiler 0.16, run by build.rs)
//! makes of the same module (schemas/lte/EUTRA-RRC.asn1, with the one
//! change build.rs names); on the seven messages asn1tools' UPER tests
//! assert (`bench/prepare-data`'s `rrc` set). asn1rs has no RRC figure: its
//! converter cannot resolve the module (bench/NOTES.md).
//!
//! Before anything is timed, [`check`] proves both sides read and write
//! the same bytes, as `its::check` does for the CAMs.

use std::hint::black_box;

use synta_lte::eutra_rrc_definitions as ours;
use synta_rt::{Per, PerSpace};

use crate::data::Input;
use crate::its::Variant;
pub use crate::Encoder;

/// rasn's types for schemas/lte/EUTRA-RRC.asn1, as rasn-compiler writes
/// them.
#[allow(warnings, clippy::all)]
mod rasn_rrc {
    include!(concat!(env!("OUT_DIR"), "/rasn_rrc.rs"));
}
use rasn_rrc::eutra_rrc_definitions as theirs;

/// One message: its type and its encoding.
#[derive(Clone)]
pub struct Message {
    kind: Kind,
    encoding: Vec<u8>,
}

/// Decodes every message once; false when any is rejected.
pub type Decoder = Box<dyn FnMut(&[Message]) -> bool>;

/// The message types of the set, each with ours' and rasn's type: the
/// enums of a decoded value of either side, and the four functions that
/// read and write one by its type.
macro_rules! messages {
    ($($kind:ident: $name:literal => $ours:ident, $theirs:ident;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Kind { $($kind),* }

        impl Kind {
            fn named(name: &str) -> Option<Kind> {
                match name { $($name => Some(Kind::$kind),)* _ => None }
            }
        }

        enum OursValue<'a> { $($kind(ours::$ours<'a>)),* }

        enum RasnValue { $($kind(theirs::$theirs)),* }

        fn ours_read<'a>(m: &'a Message, variant: Variant, space: &'a PerSpace) -> synta_rt::Result<OursValue<'a>> {
            match (m.kind, variant) {
                $((Kind::$kind, Variant::Unaligned) => ours::$ours::decode_uper(&m.encoding, space).map(OursValue::$kind),
                  (Kind::$kind, Variant::Aligned) => ours::$ours::decode_aper(&m.encoding, space).map(OursValue::$kind),)*
            }
        }

        fn ours_write(value: &OursValue<'_>, variant: Variant) -> Vec<u8> {
            match (value, variant) {
                $((OursValue::$kind(v), Variant::Unaligned) => v.to_uper(),
                  (OursValue::$kind(v), Variant::Aligned) => v.to_aper(),)*
            }
            .expect("ours encodes an RRC message")
        }

        fn rasn_read(m: &Message, variant: Variant) -> Result<RasnValue, rasn::error::DecodeError> {
            match (m.kind, variant) {
                $((Kind::$kind, Variant::Unaligned) => rasn::uper::decode(&m.encoding).map(RasnValue::$kind),
                  (Kind::$kind, Variant::Aligned) => rasn::aper::decode(&m.encoding).map(RasnValue::$kind),)*
            }
        }

        fn rasn_write(value: &RasnValue, variant: Variant) -> Vec<u8> {
            match (value, variant) {
                $((RasnValue::$kind(v), Variant::Unaligned) => rasn::uper::encode(v),
                  (RasnValue::$kind(v), Variant::Aligned) => rasn::aper::encode(v),)*
            }
            .expect("rasn encodes an RRC message")
        }
    };
}

messages! {
    Pcch: "PCCH-Message" => PcchMessage, PCCHMessage;
    BcchBch: "BCCH-BCH-Message" => BcchBchMessage, BCCHBCHMessage;
    BcchDlSch: "BCCH-DL-SCH-Message" => BcchDlSchMessage, BCCHDLSCHMessage;
    DlDcch: "DL-DCCH-Message" => DlDcchMessage, DLDCCHMessage;
    UlDcch: "UL-DCCH-Message" => UlDcchMessage, ULDCCHMessage;
}

/// A decoder/encoder under test.
pub trait Lte {
    const NAME: &'static str;
    /// A decoder of messages in `variant`, with what it keeps between
    /// decodes (ours: the space PER copies into, reset before each).
    fn decoder(variant: Variant) -> Decoder;
    /// Each message decoded from UNALIGNED PER and written in `variant`.
    fn transcode(uper: &[Message], variant: Variant) -> Vec<Message>;
    /// What the encode benchmarks time: writing in `variant` values decoded
    /// once from `messages` (in that variant).
    fn encoder(variant: Variant, messages: Vec<Message>) -> Encoder<'static>;
}

pub struct Ours;
pub struct Rasn;

impl Lte for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn decoder(variant: Variant) -> Decoder {
        let mut space = PerSpace::new();
        Box::new(move |messages| {
            messages.iter().all(|m| {
                space.reset();
                black_box(ours_read(m, variant, &space)).is_ok()
            })
        })
    }
    fn transcode(uper: &[Message], variant: Variant) -> Vec<Message> {
        let space = PerSpace::new();
        let read = |m| ours_read(m, Variant::Unaligned, &space).expect("ours decodes an RRC message");
        uper.iter().map(|m| Message { kind: m.kind, encoding: ours_write(&read(m), variant) }).collect()
    }
    fn encoder(variant: Variant, messages: Vec<Message>) -> Encoder<'static> {
        // The values borrow the messages and the space, which live as long
        // as the process (as its::Ours's encoder does).
        let messages: &'static [Message] = messages.leak();
        let space: &'static PerSpace = Box::leak(Box::new(PerSpace::new()));
        let values: Vec<OursValue<'static>> =
            messages.iter().map(|m| ours_read(m, variant, space).expect("ours decodes an RRC message")).collect();
        Box::new(move || values.iter().for_each(|v| drop(black_box(ours_write(v, variant)))))
    }
}

impl Lte for Rasn {
    const NAME: &'static str = "rasn";
    fn decoder(variant: Variant) -> Decoder {
        Box::new(move |messages| messages.iter().all(|m| black_box(rasn_read(m, variant)).is_ok()))
    }
    fn transcode(uper: &[Message], variant: Variant) -> Vec<Message> {
        let read = |m| rasn_read(m, Variant::Unaligned).expect("rasn decodes an RRC message");
        uper.iter().map(|m| Message { kind: m.kind, encoding: rasn_write(&read(m), variant) }).collect()
    }
    fn encoder(variant: Variant, messages: Vec<Message>) -> Encoder<'static> {
        let values: Vec<RasnValue> =
            messages.iter().map(|m| rasn_read(m, variant).expect("rasn decodes an RRC message")).collect();
        Box::new(move || values.iter().for_each(|v| drop(black_box(rasn_write(v, variant)))))
    }
}

/// The messages of the `rrc` set, typed by their file names (`N-TYPE`).
pub fn messages(inputs: &[Input]) -> Vec<Message> {
    inputs
        .iter()
        .map(|i| {
            let name = i.name.split_once('-').map_or("", |(_, ty)| ty);
            let kind = Kind::named(name).unwrap_or_else(|| panic!("{}: no RRC message type of that name", i.name));
            Message { kind, encoding: i.der.clone() }
        })
        .collect()
}

/// The messages in `variant`: the inputs themselves in UNALIGNED PER, in
/// ALIGNED PER as both sides write them. Panics unless both sides write
/// the same bytes in both variants and each decodes them.
pub fn check(inputs: &[Input], variant: Variant) -> Vec<Message> {
    let uper = messages(inputs);
    let ours = Ours::transcode(&uper, variant);
    let bytes = |ms: &[Message]| ms.iter().map(|m| m.encoding.clone()).collect::<Vec<_>>();
    assert_eq!(
        bytes(&ours),
        bytes(&Rasn::transcode(&uper, variant)),
        "ours and rasn write the RRC messages in {variant:?} PER differently"
    );
    if variant == Variant::Unaligned {
        assert_eq!(bytes(&ours), bytes(&uper), "the RRC messages written back in UNALIGNED PER are not the inputs");
    }
    assert!(Ours::decoder(variant)(&ours), "ours cannot decode the RRC messages in {variant:?} PER");
    assert!(Rasn::decoder(variant)(&ours), "rasn cannot decode the RRC messages in {variant:?} PER");
    ours
}
