//! Vessel prediction (spec sections 4 and 9): dead reckoning from position,
//! speed and course; the ghost stepping (a ghost every 300 ms, time step
//! starting at 0.3 and growing by 0.3 per step, one ghost shown at a time);
//! the motion vector of the user's vector length in minutes (default 6,
//! slider 1-60).
//!
//! The spec does not name the unit of the ghost time step; it is taken here
//! as minutes of sailing, so the n-th ghost (n = 1, 2, ...) shows where the
//! vessel will be after 0.3 n minutes.

use crate::geodesy::{sphere_destination, GeodesyError};
use crate::projection::{GeoPoint, EARTH_RADIUS_M};

/// Metres per second in one knot (spec section 9).
pub const M_PER_S_PER_KNOT: f64 = 0.514_444;
/// A new ghost every 300 ms.
pub const GHOST_INTERVAL_MS: u32 = 300;
/// The ghost time step starts at 0.3 and grows by 0.3 per step.
pub const GHOST_TIME_STEP: f64 = 0.3;
/// Default motion vector length, minutes.
pub const DEFAULT_VECTOR_LENGTH_MIN: f64 = 6.0;
/// Vector length slider limits, minutes.
pub const MIN_VECTOR_LENGTH_MIN: f64 = 1.0;
pub const MAX_VECTOR_LENGTH_MIN: f64 = 60.0;

/// Position after sailing `elapsed_s` seconds at `speed_kn` on `course_deg`
/// (great circle on the chart sphere, R = 6378137 m).
pub fn dead_reckon(
    position: GeoPoint,
    speed_kn: f64,
    course_deg: f64,
    elapsed_s: f64,
) -> Result<GeoPoint, GeodesyError> {
    if !speed_kn.is_finite() || !elapsed_s.is_finite() {
        return Err(GeodesyError::NotFinite);
    }
    let distance_m = speed_kn * M_PER_S_PER_KNOT * elapsed_s;
    sphere_destination(position, course_deg, distance_m, EARTH_RADIUS_M)
}

/// Prediction starts on pick only if speed and course are non-zero and speed
/// is above 0.
pub fn can_predict(speed_kn: f64, course_deg: f64) -> bool {
    speed_kn.is_finite() && course_deg.is_finite() && speed_kn > 0.0 && course_deg != 0.0
}

/// Clamps a vector length to the slider's 1..60 minutes (NaN gives the
/// default).
pub fn clamp_vector_length_min(vector_length_min: f64) -> f64 {
    if vector_length_min.is_nan() {
        DEFAULT_VECTOR_LENGTH_MIN
    } else {
        vector_length_min.clamp(MIN_VECTOR_LENGTH_MIN, MAX_VECTOR_LENGTH_MIN)
    }
}

/// End of the motion vector: where the vessel is after `vector_length_min`
/// minutes (clamped to 1..60).
pub fn motion_vector_end(
    position: GeoPoint,
    speed_kn: f64,
    course_deg: f64,
    vector_length_min: f64,
) -> Result<GeoPoint, GeodesyError> {
    dead_reckon(
        position,
        speed_kn,
        course_deg,
        clamp_vector_length_min(vector_length_min) * 60.0,
    )
}

/// The ghost stepper of one selected vessel.
#[derive(Debug, Clone, PartialEq)]
pub struct GhostStepper {
    position: GeoPoint,
    speed_kn: f64,
    course_deg: f64,
    steps: u32,
}

impl GhostStepper {
    /// `None` if the vessel cannot be predicted ([`can_predict`]).
    pub fn start(position: GeoPoint, speed_kn: f64, course_deg: f64) -> Option<Self> {
        can_predict(speed_kn, course_deg).then_some(Self {
            position,
            speed_kn,
            course_deg,
            steps: 0,
        })
    }

    /// Time step of the n-th ghost: 0.3 n (n = 1, 2, ...).
    pub fn time_step(steps: u32) -> f64 {
        GHOST_TIME_STEP * f64::from(steps)
    }

    /// Called every [`GHOST_INTERVAL_MS`]: the next (only) ghost position
    /// and its time step.
    pub fn step(&mut self) -> Result<(GeoPoint, f64), GeodesyError> {
        self.steps = self.steps.saturating_add(1);
        let t = Self::time_step(self.steps);
        let ghost = dead_reckon(self.position, self.speed_kn, self.course_deg, t * 60.0)?;
        Ok((ghost, t))
    }

    pub fn steps(&self) -> u32 {
        self.steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geodesy::{sphere_bearing_deg, sphere_distance_m};

    fn gdansk() -> GeoPoint {
        GeoPoint {
            lat_deg: crate::START_LAT_DEG,
            lon_deg: crate::START_LON_DEG,
        }
    }

    #[test]
    fn dead_reckoning_uses_the_knot() {
        // 10 kn for one hour = 10 * 0.514444 * 3600 m = 18519.984 m.
        let p = dead_reckon(gdansk(), 10.0, 45.0, 3600.0).unwrap();
        let d = sphere_distance_m(gdansk(), p, EARTH_RADIUS_M).unwrap();
        assert!((d - 18_519.984).abs() < 1e-6, "{d}");
        assert!((sphere_bearing_deg(gdansk(), p).unwrap() - 45.0).abs() < 0.01);
        assert_eq!(dead_reckon(gdansk(), 0.0, 45.0, 60.0).unwrap(), gdansk());
        assert!(dead_reckon(gdansk(), f64::NAN, 0.0, 1.0).is_err());
    }

    #[test]
    fn prediction_rules() {
        assert!(can_predict(5.0, 90.0));
        assert!(!can_predict(0.0, 90.0));
        assert!(!can_predict(-1.0, 90.0));
        assert!(!can_predict(5.0, 0.0));
        assert!(GhostStepper::start(gdansk(), 0.0, 10.0).is_none());
    }

    #[test]
    fn ghost_steps_grow_by_point_three() {
        let mut g = GhostStepper::start(gdansk(), 12.0, 90.0).unwrap();
        let mut last = 0.0;
        for n in 1..=5u32 {
            let (ghost, t) = g.step().unwrap();
            assert!((t - 0.3 * f64::from(n)).abs() < 1e-12);
            let d = sphere_distance_m(gdansk(), ghost, EARTH_RADIUS_M).unwrap();
            assert!((d - 12.0 * M_PER_S_PER_KNOT * t * 60.0).abs() < 1e-6);
            assert!(d > last);
            last = d;
        }
        assert_eq!(g.steps(), 5);
        assert_eq!(GHOST_INTERVAL_MS, 300);
    }

    #[test]
    fn motion_vector_length() {
        assert_eq!(clamp_vector_length_min(0.0), 1.0);
        assert_eq!(clamp_vector_length_min(90.0), 60.0);
        assert_eq!(clamp_vector_length_min(f64::NAN), 6.0);
        let end = motion_vector_end(gdansk(), 10.0, 180.0, DEFAULT_VECTOR_LENGTH_MIN).unwrap();
        let d = sphere_distance_m(gdansk(), end, EARTH_RADIUS_M).unwrap();
        assert!((d - 10.0 * M_PER_S_PER_KNOT * 360.0).abs() < 1e-6);
    }
}
