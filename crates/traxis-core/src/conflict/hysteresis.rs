//! When a conflict opens, holds and closes. It opens when the CPA is below
//! the threshold and the TCPA is between 0 and the horizon; once open it
//! holds until the CPA rises above [`RELEASE_FACTOR`] × the threshold or the
//! TCPA has passed (or moved beyond [`RELEASE_FACTOR`] × the horizon: two
//! nearly parallel vessels converging over hours are no close-quarters
//! situation), so a pair hovering around the threshold raises one alert
//! instead of a flickering series. A pair of two stationary vessels, or one
//! whose vessels are no longer valid, closes too.
//!
//! Stationary vessels (anchored, moored, below the minimum speed) are left
//! out unless the other vessel heads into them: with one of them in the
//! pair, the threshold is [`HEADING_INTO_SHARE`] of the usual one, so a
//! vessel passing an anchorage or a quay at the usual distance is not a
//! conflict, while one whose track runs into a lying vessel is.

use super::{ConflictSettings, Encounter};

/// An open conflict closes once its CPA is above this many thresholds.
pub const RELEASE_FACTOR: f64 = 1.2;
/// Share of the threshold within which a moving vessel heads into a stationary one.
pub const HEADING_INTO_SHARE: f64 = 0.25;

/// The opening condition: CPA < threshold and 0 < TCPA < horizon (the
/// threshold of a pair with one stationary vessel is the heading-into share).
pub fn opens(e: &Encounter, one_stationary: bool, s: &ConflictSettings) -> bool {
    e.cpa_nm < s.threshold_for(one_stationary) && e.tcpa_min > 0.0 && e.tcpa_min < s.horizon_min
}

/// The verdict on an open conflict at one evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Review {
    /// Still a conflict: stays open.
    Hold = 0,
    /// TCPA passed (0 or less): the vessels have passed each other.
    Passed = 1,
    /// CPA above `RELEASE_FACTOR` × threshold: the vessels now pass clear.
    Clear = 2,
    /// TCPA beyond `RELEASE_FACTOR` × horizon: the encounter moved far into the future.
    Later = 5,
    /// Both vessels are stationary (anchored, moored or slow).
    Stationary = 3,
    /// A vessel has no valid position any more.
    Invalid = 4,
}

impl Review {
    pub fn closes(self) -> bool {
        self != Review::Hold
    }
}

/// The verdict on an open pair with `stationary` (0, 1 or 2) stationary
/// vessels (`None`: no answer for the pair).
pub fn review(e: Option<&Encounter>, stationary: u8, s: &ConflictSettings) -> Review {
    let Some(e) = e else {
        return Review::Invalid;
    };
    if stationary >= 2 {
        Review::Stationary
    } else if e.tcpa_min.is_nan() || e.tcpa_min <= 0.0 {
        Review::Passed
    } else if e.cpa_nm.is_nan() || e.cpa_nm > RELEASE_FACTOR * s.threshold_for(stationary == 1) {
        Review::Clear
    } else if e.tcpa_min > RELEASE_FACTOR * s.horizon_min {
        Review::Later
    } else {
        Review::Hold
    }
}

/// One pair's open/closed state over successive evaluations (the engine
/// does the same for every pair through [`opens`] and [`review`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ConflictLatch {
    pub open: bool,
}

impl ConflictLatch {
    /// Feeds one evaluation with `stationary` (0, 1 or 2) stationary
    /// vessels; returns true when the state changed.
    pub fn step(&mut self, e: Option<&Encounter>, stationary: u8, s: &ConflictSettings) -> bool {
        let next = if self.open {
            !review(e, stationary, s).closes()
        } else {
            stationary < 2 && e.is_some_and(|e| opens(e, stationary == 1, s))
        };
        let changed = next != self.open;
        self.open = next;
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::projection::GeoPoint;

    const HERE: GeoPoint = GeoPoint {
        lat_deg: 54.6,
        lon_deg: 18.8,
    };

    fn e(cpa_nm: f64, tcpa_min: f64) -> Encounter {
        Encounter {
            cpa_nm,
            tcpa_min,
            range_nm: 1.0,
            a_at_cpa: HERE,
            b_at_cpa: HERE,
        }
    }

    fn settings() -> ConflictSettings {
        ConflictSettings::new(0.5, 20.0).unwrap()
    }

    #[test]
    fn opening_needs_cpa_below_threshold_inside_the_horizon() {
        let s = settings();
        assert!(opens(&e(0.49, 10.0), false, &s));
        assert!(!opens(&e(0.5, 10.0), false, &s));
        assert!(!opens(&e(0.1, 0.0), false, &s));
        assert!(!opens(&e(0.1, -1.0), false, &s));
        assert!(!opens(&e(0.1, 20.0), false, &s));
        assert!(!opens(&e(f64::NAN, 10.0), false, &s));
        // A stationary vessel: only one heading into it (a quarter of the threshold).
        assert!(!opens(&e(0.3, 10.0), true, &s));
        assert!(opens(&e(0.12, 10.0), true, &s));
    }

    #[test]
    fn an_open_conflict_holds_until_clear_by_the_release_factor_or_passed() {
        let s = settings();
        assert_eq!(review(Some(&e(0.55, 5.0)), 0, &s), Review::Hold);
        assert_eq!(review(Some(&e(0.59, 5.0)), 0, &s), Review::Hold);
        assert_eq!(review(Some(&e(0.61, 5.0)), 0, &s), Review::Clear);
        // Beyond the horizon but still converging: holds up to 1.2 × the horizon.
        assert_eq!(review(Some(&e(0.2, 23.9)), 0, &s), Review::Hold);
        assert_eq!(review(Some(&e(0.2, 24.1)), 0, &s), Review::Later);
        assert_eq!(review(Some(&e(0.2, 0.0)), 0, &s), Review::Passed);
        assert_eq!(review(Some(&e(0.2, -0.1)), 0, &s), Review::Passed);
        assert_eq!(review(Some(&e(0.2, 5.0)), 2, &s), Review::Stationary);
        // With one stationary vessel the release is 1.2 × the heading-into threshold.
        assert_eq!(review(Some(&e(0.14, 5.0)), 1, &s), Review::Hold);
        assert_eq!(review(Some(&e(0.16, 5.0)), 1, &s), Review::Clear);
        assert_eq!(review(None, 0, &s), Review::Invalid);
        assert_eq!(review(Some(&e(f64::NAN, 5.0)), 0, &s), Review::Clear);
        assert!(!Review::Hold.closes() && Review::Passed.closes());
    }

    #[test]
    fn a_cpa_hovering_around_the_threshold_does_not_flicker() {
        let s = settings();
        let mut latch = ConflictLatch::default();
        let mut changes = 0;
        // CPA wobbling 0.45..0.59 NM while the TCPA counts down: one opening, no closing.
        let wobble = |k: u8| 0.45 + 0.07 * f64::from(k % 3);
        for k in 0..40u8 {
            if latch.step(Some(&e(wobble(k), 15.0 - 0.3 * f64::from(k))), 0, &s) {
                changes += 1;
            }
        }
        assert!(latch.open);
        assert_eq!(changes, 1);
        // Without hysteresis the same series would have changed state at every other step.
        let naive = (0..40u8).filter(|k| wobble(*k) < 0.5).count();
        assert!(naive > 5 && naive < 35);
        // The TCPA passes: closed, once.
        assert!(latch.step(Some(&e(0.3, -0.1)), 0, &s));
        assert!(!latch.open);
        assert!(!latch.step(Some(&e(0.3, -0.2)), 0, &s));
    }

    #[test]
    fn a_pair_that_opens_then_diverges_closes() {
        let s = settings();
        let mut latch = ConflictLatch::default();
        assert!(!latch.step(Some(&e(0.7, 10.0)), 0, &s));
        assert!(latch.step(Some(&e(0.4, 9.0)), 0, &s));
        assert!(!latch.step(Some(&e(0.58, 8.0)), 0, &s));
        assert!(latch.step(Some(&e(0.65, 7.0)), 0, &s));
        assert!(!latch.open);
        // Two stationary vessels never open.
        assert!(!latch.step(Some(&e(0.1, 5.0)), 2, &s));
        assert!(!latch.step(None, 0, &s));
    }
}
