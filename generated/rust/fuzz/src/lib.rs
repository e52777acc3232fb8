//! What the fuzz targets of the shipped schemas share: how an input picks
//! its type and mode ([`select`], the same rule as the C targets'), the
//! checks each target makes ([`check`]), the generated C they compare
//! against ([`c`]) and the structure-aware mutator ([`structure`]); the
//! OER and PER targets' selection and checks ([`oer`], [`per`]).

pub mod c;
pub mod check;
pub mod oer;
pub mod per;
pub mod select;
pub mod structure;

pub use select::{select, Case};
