//! Integer sets as sorted unions of disjoint closed ranges, with the set
//! operations constraint evaluation needs (X.680 §50: union, intersection,
//! EXCEPT, ALL EXCEPT).

use num_bigint::BigInt;

use crate::ir::{Bound, RangeSet};

/// An end of a range, ordered with the infinities.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum End {
    NegInf,
    Fin(BigInt),
    PosInf,
}

fn lo_end(b: &Bound) -> End {
    b.clone().map(End::Fin).unwrap_or(End::NegInf)
}

fn hi_end(b: &Bound) -> End {
    b.clone().map(End::Fin).unwrap_or(End::PosInf)
}

fn to_bound(e: End) -> Bound {
    match e {
        End::Fin(v) => Some(v),
        _ => None,
    }
}

fn succ(e: &End) -> End {
    match e {
        End::Fin(v) => End::Fin(v + 1),
        other => other.clone(),
    }
}

fn pred(e: &End) -> End {
    match e {
        End::Fin(v) => End::Fin(v - 1),
        other => other.clone(),
    }
}

impl RangeSet {
    /// Every integer.
    pub fn all() -> RangeSet {
        RangeSet(vec![(None, None)])
    }

    /// No integer.
    pub fn empty() -> RangeSet {
        RangeSet(Vec::new())
    }

    /// One value.
    pub fn single(v: BigInt) -> RangeSet {
        RangeSet(vec![(Some(v.clone()), Some(v))])
    }

    /// `lo..hi` (inclusive; `None` is MIN / MAX). Empty when `lo > hi`.
    pub fn range(lo: Bound, hi: Bound) -> RangeSet {
        RangeSet::normalized(vec![(lo_end(&lo), hi_end(&hi))])
    }

    fn ends(&self) -> Vec<(End, End)> {
        self.0.iter().map(|(l, h)| (lo_end(l), hi_end(h))).collect()
    }

    fn normalized(mut v: Vec<(End, End)>) -> RangeSet {
        v.retain(|(l, h)| l <= h);
        v.sort();
        let mut out: Vec<(End, End)> = Vec::new();
        for (l, h) in v {
            if let Some(last) = out.last_mut() {
                if l <= succ(&last.1) {
                    if h > last.1 {
                        last.1 = h;
                    }
                    continue;
                }
            }
            out.push((l, h));
        }
        RangeSet(out.into_iter().map(|(l, h)| (to_bound(l), to_bound(h))).collect())
    }

    /// Values in either set.
    pub fn union(&self, other: &RangeSet) -> RangeSet {
        RangeSet::union_all([self, other])
    }

    /// Values in any of the sets, sorted together once.
    pub fn union_all<'a>(sets: impl IntoIterator<Item = &'a RangeSet>) -> RangeSet {
        RangeSet::normalized(sets.into_iter().flat_map(RangeSet::ends).collect())
    }

    /// Values in both sets. Both are sorted and disjoint, so one merge pass
    /// finds every overlap (comparing all pairs was quadratic in the size
    /// of large value sets).
    pub fn intersect(&self, other: &RangeSet) -> RangeSet {
        let (a, b) = (self.ends(), other.ends());
        let (mut i, mut j) = (0, 0);
        let mut out = Vec::new();
        while i < a.len() && j < b.len() {
            out.push((a[i].0.clone().max(b[j].0.clone()), a[i].1.clone().min(b[j].1.clone())));
            // The range that ends first overlaps nothing further on.
            if a[i].1 < b[j].1 {
                i += 1;
            } else {
                j += 1;
            }
        }
        RangeSet::normalized(out)
    }

    /// Values not in the set.
    pub fn complement(&self) -> RangeSet {
        let mut out = Vec::new();
        let mut next = End::NegInf;
        for (l, h) in self.ends() {
            if l > next {
                out.push((next.clone(), pred(&l)));
            }
            next = succ(&h);
            if h == End::PosInf {
                return RangeSet::normalized(out);
            }
        }
        out.push((next, End::PosInf));
        RangeSet::normalized(out)
    }

    /// Values in `self` but not in `other`.
    pub fn except(&self, other: &RangeSet) -> RangeSet {
        self.intersect(&other.complement())
    }

    /// The smallest and largest value, when both are finite.
    pub fn bounds(&self) -> Option<(BigInt, BigInt)> {
        let lo = self.0.first()?.0.clone()?;
        let hi = self.0.last()?.1.clone()?;
        Some((lo, hi))
    }

    /// No value at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `v` is in the set.
    pub fn contains(&self, v: &BigInt) -> bool {
        let e = End::Fin(v.clone());
        self.ends().iter().any(|(l, h)| l <= &e && &e <= h)
    }
}

impl std::fmt::Display for RangeSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(none)");
        }
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|(l, h)| {
                let l = l.as_ref().map(BigInt::to_string).unwrap_or_else(|| "MIN".into());
                let h = h.as_ref().map(BigInt::to_string).unwrap_or_else(|| "MAX".into());
                if l == h {
                    l
                } else {
                    format!("{l}..{h}")
                }
            })
            .collect();
        f.write_str(&parts.join(" | "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(lo: i64, hi: i64) -> RangeSet {
        RangeSet::range(Some(lo.into()), Some(hi.into()))
    }

    #[test]
    fn union_merges_adjacent_and_overlapping() {
        assert_eq!(r(0, 5).union(&r(6, 10)), r(0, 10));
        assert_eq!(r(0, 5).union(&r(3, 4)), r(0, 5));
        assert_eq!(r(0, 1).union(&r(3, 4)).to_string(), "0..1 | 3..4");
    }

    #[test]
    fn intersection_and_except() {
        assert_eq!(r(0, 10).intersect(&r(5, 20)), r(5, 10));
        assert!(r(0, 1).intersect(&r(3, 4)).is_empty());
        assert_eq!(r(0, 10).except(&r(3, 4)).to_string(), "0..2 | 5..10");
    }

    /// Every pair of subsets of 0..7 (as runs of ranges), against the same
    /// operations on bit masks.
    #[test]
    fn set_operations_agree_with_bit_masks() {
        let set = |mask: u32| {
            RangeSet::union_all(&(0..7).filter(|v| mask >> v & 1 == 1).map(|v| r(v, v)).collect::<Vec<_>>())
        };
        let members = |s: &RangeSet| (0..7).filter(|v| s.contains(&BigInt::from(*v))).fold(0u32, |m, v| m | 1 << v);
        for a in 0..128u32 {
            for b in 0..128u32 {
                let (x, y) = (set(a), set(b));
                assert_eq!(members(&x.intersect(&y)), a & b, "{x} and {y}");
                assert_eq!(members(&x.union(&y)), a | b, "{x} or {y}");
                assert_eq!(x.intersect(&y), set(a & b), "{x} and {y} normalised");
            }
        }
    }

    #[test]
    fn complement_handles_infinities() {
        assert_eq!(RangeSet::all().complement(), RangeSet::empty());
        assert_eq!(r(0, 10).complement().to_string(), "MIN..-1 | 11..MAX");
        assert_eq!(RangeSet::range(Some(0.into()), None).complement().to_string(), "MIN..-1");
    }

    #[test]
    fn bounds_only_when_finite() {
        assert_eq!(r(-3, 7).bounds(), Some((BigInt::from(-3), BigInt::from(7))));
        assert_eq!(RangeSet::range(Some(1.into()), None).bounds(), None);
    }
}
