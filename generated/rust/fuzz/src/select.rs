//! How a fuzz input picks its type and mode, for every target here and for
//! the C targets (generated/c/fuzz/fuzz_input.h, the same rule): the first
//! two octets, little-endian, index `synta_schemas::TYPES` modulo its
//! length (there are more than 256 types); the low bit of the third asks
//! for BER mode; the rest is the input. One seed corpus serves them all.

/// The octets before the input.
pub const PREFIX: usize = 3;

/// One decoding to try.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Case<'a> {
    /// `Module.Type`.
    pub type_name: &'static str,
    /// BER mode (else DER).
    pub ber: bool,
    /// The encoding to decode.
    pub input: &'a [u8],
}

/// The case a fuzz input stands for; `None` when it is too short.
pub fn select(data: &[u8]) -> Option<Case<'_>> {
    let [low, high, mode, input @ ..] = data else { return None };
    let types = synta_schemas::TYPES;
    let index = usize::from(u16::from_le_bytes([*low, *high])) % types.len();
    Some(Case { type_name: types[index], ber: mode & 1 == 1, input })
}

/// The prefix that selects `TYPES[index]` in the given mode.
pub fn prefix(index: usize, ber: bool) -> [u8; PREFIX] {
    let [low, high] = u16::try_from(index).expect("fewer than 65536 types").to_le_bytes();
    [low, high, u8::from(ber)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_can_be_picked_in_both_modes_by_rust_and_c() {
        let types = synta_schemas::TYPES;
        for (index, &name) in types.iter().enumerate() {
            for ber in [false, true] {
                let mut data = prefix(index, ber).to_vec();
                data.push(0x30);
                let case = select(&data).expect("long enough");
                assert_eq!((case.type_name, case.ber, case.input), (name, ber, &[0x30][..]));
                assert_eq!(crate::c::select(&data), Some(name), "the C picks what Rust picks");
            }
        }
        // Indices past the end wrap around, in C as in Rust.
        let wrapped = prefix(types.len() + 5, false);
        assert_eq!(select(&wrapped).map(|c| c.type_name), Some(types[5]));
        assert_eq!(crate::c::select(&wrapped), Some(types[5]));
        assert_eq!(select(&[1, 0]), None);
        assert_eq!(crate::c::select(&[1, 0]), None);
    }
}
