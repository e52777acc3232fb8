//! The build.rs output works, and constrained INTEGERs are native integers
//! of the width their range needs.

use std::mem::size_of;

use synta_example_build_rs::telemetry::{Counter, Delta, Millivolts, Offset, Percent, Reading, Sample};
use synta_rt::{Der, ErrorKind};

#[test]
fn constrained_integers_are_native() {
    assert_eq!(size_of::<Percent>(), 1);
    assert_eq!(size_of::<Millivolts>(), 2);
    assert_eq!(size_of::<Offset>(), 2);
    assert_eq!(size_of::<Delta>(), 4);
    // Three fields of 1 + 2 + 2 bytes, aligned to 2.
    assert_eq!(size_of::<Reading>(), 6);
    // The unconstrained INTEGER is a view of its bytes.
    assert_eq!(size_of::<Counter<'static>>(), size_of::<synta_rt::Integer<'static>>());
}

#[test]
fn round_trip_and_ranges() {
    let sample = Sample {
        reading: Reading { level: Percent(150), voltage: Millivolts(3300), offset: Offset(-12) },
        delta: Delta(0),
        counter: None,
        unknown_extensions: Default::default(),
    };
    let der = sample.to_der().expect("in range");
    // AUTOMATIC tags; delta is left out as it equals its DEFAULT.
    assert_eq!(der, [0x30, 0x0d, 0xa0, 0x0b, 0x80, 0x02, 0x00, 0x96, 0x81, 0x02, 0x0c, 0xe4, 0x82, 0x01, 0xf4]);
    assert_eq!(Sample::decode(&der).expect("decodes"), sample);

    let too_high = Reading { level: Percent(201), ..sample.reading };
    assert_eq!(too_high.to_der().expect_err("201 > 200").kind(), ErrorKind::ValueOutOfRange);
    let mut bad = der.clone();
    bad[7] = 0xc9; // level 0x00c9 = 201
    let err = Sample::decode(&bad).expect_err("out of range");
    assert_eq!(err.to_string(), "Sample.reading.level at byte 6: value out of range");
}
