//! The VTS traffic picture: conflicts between every pair of vessels.
//!
//! For each vessel the last report is dead-reckoned to the evaluation time;
//! the closest point of approach (CPA, NM, between the hulls where their
//! dimensions are known) and the time to it (TCPA, minutes) are computed for
//! every pair that can come within the threshold inside the horizon. Pairs
//! are found through a spatial grid of the swept segments (each vessel's
//! path over the horizon, widened by half the threshold and its hull), so
//! only nearby pairs are tested — never all n² of them.
//!
//! - [`cpa`]: one pair (local plane, closed form), hull clearance;
//! - [`hysteresis`]: when a conflict opens, holds and closes (so alerts do
//!   not flicker);
//! - [`grid`]: the swept-segment grid and its candidate pairs;
//! - [`engine`]: one evaluation of a fleet (new conflicts and the review of
//!   the open ones) with reusable buffers, and the brute-force reference.

pub mod cpa;
pub mod engine;
pub mod grid;
pub mod hysteresis;

use std::fmt;

pub use cpa::{encounter, Encounter, Hull, Track};
pub use engine::{ConflictEngine, Opened, Reviewed};
pub use hysteresis::{opens, review, ConflictLatch, Review, HEADING_INTO_SHARE, RELEASE_FACTOR};

/// Largest threshold the engine accepts, NM.
pub const MAX_THRESHOLD_NM: f64 = 20.0;
/// Largest horizon the engine accepts, minutes.
pub const MAX_HORIZON_MIN: f64 = 240.0;

/// Why an evaluation was refused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ConflictError {
    /// Threshold not in (0, [`MAX_THRESHOLD_NM`]].
    Threshold(f64),
    /// Horizon not in (0, [`MAX_HORIZON_MIN`]].
    Horizon(f64),
    /// An open pair names a vessel index past the fleet, or the same one twice.
    OpenPair(u32, u32),
    /// More vessels than a u32 index can name.
    TooManyVessels(usize),
}

impl fmt::Display for ConflictError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Threshold(v) => {
                write!(f, "CPA threshold {v} NM is outside (0, {MAX_THRESHOLD_NM}]")
            }
            Self::Horizon(v) => write!(f, "TCPA horizon {v} min is outside (0, {MAX_HORIZON_MIN}]"),
            Self::OpenPair(a, b) => write!(
                f,
                "open pair ({a}, {b}) does not name two vessels of the fleet"
            ),
            Self::TooManyVessels(n) => write!(f, "{n} vessels are more than the engine can index"),
        }
    }
}

impl std::error::Error for ConflictError {}

/// The two numbers of a conflict evaluation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ConflictSettings {
    /// A conflict opens when the CPA is below this, NM.
    pub threshold_nm: f64,
    /// ... and the TCPA is between 0 and this, minutes.
    pub horizon_min: f64,
}

impl ConflictSettings {
    pub fn new(threshold_nm: f64, horizon_min: f64) -> Result<Self, ConflictError> {
        if !(threshold_nm > 0.0 && threshold_nm <= MAX_THRESHOLD_NM) {
            return Err(ConflictError::Threshold(threshold_nm));
        }
        if !(horizon_min > 0.0 && horizon_min <= MAX_HORIZON_MIN) {
            return Err(ConflictError::Horizon(horizon_min));
        }
        Ok(Self {
            threshold_nm,
            horizon_min,
        })
    }

    /// The threshold of a pair: the whole of it between two moving vessels;
    /// [`HEADING_INTO_SHARE`] of it when one is stationary (only a vessel
    /// heading into it counts).
    pub fn threshold_for(&self, one_stationary: bool) -> f64 {
        if one_stationary {
            self.threshold_nm * HEADING_INTO_SHARE
        } else {
            self.threshold_nm
        }
    }
}
