//! Zoom maths (spec sections 5 and 9): the wheel delta is multiplied by the
//! sensitivity (default 0.3, slider 0.01..1) and divided by 100; the
//! displayed range is clamped to 1..10000 NM for step sizing; the base step
//! 0.25 is adjusted by a logarithm of the range relative to 12 and clamped
//! to 0.15..0.6; zoom applies only if the root is scalable.
//!
//! The spec does not give the adjustment's exact form. Chosen here (smooth,
//! monotonic, increasing with range so zoomed-out views move faster):
//!
//! ```text
//! step = clamp(0.25 * (1 + 0.25 * log2(range / 12)), 0.15, 0.6)
//! ```
//!
//! which is 0.25 at 12 NM, reaches 0.15 at about 2.5 NM and 0.6 at about
//! 2 700 NM. A wheel value `w` changes the scene scale by `(1 + step)^-w`
//! (positive delta = wheel down = zoom out).

pub const BASE_STEP: f64 = 0.25;
pub const REFERENCE_RANGE_NM: f64 = 12.0;
pub const MIN_STEP: f64 = 0.15;
pub const MAX_STEP: f64 = 0.6;
pub const MIN_RANGE_NM: f64 = 1.0;
pub const MAX_RANGE_NM: f64 = 10_000.0;
pub const DEFAULT_WHEEL_SENSITIVITY: f64 = 0.3;
pub const MIN_WHEEL_SENSITIVITY: f64 = 0.01;
pub const MAX_WHEEL_SENSITIVITY: f64 = 1.0;
/// How strongly the step follows log2(range / 12).
pub const STEP_LOG_GAIN: f64 = 0.25;

/// Wheel value: delta * sensitivity / 100 (sensitivity clamped to the
/// slider's 0.01..1; NaN gives the default 0.3).
pub fn wheel_value(wheel_delta: f64, sensitivity: f64) -> f64 {
    let s = if sensitivity.is_nan() {
        DEFAULT_WHEEL_SENSITIVITY
    } else {
        sensitivity.clamp(MIN_WHEEL_SENSITIVITY, MAX_WHEEL_SENSITIVITY)
    };
    if wheel_delta.is_finite() {
        wheel_delta * s / 100.0
    } else {
        0.0
    }
}

/// Step size for a displayed range (NM), see the module documentation.
pub fn step_size(displayed_range_nm: f64) -> f64 {
    let range = if displayed_range_nm.is_nan() {
        REFERENCE_RANGE_NM
    } else {
        displayed_range_nm.clamp(MIN_RANGE_NM, MAX_RANGE_NM)
    };
    (BASE_STEP * (1.0 + STEP_LOG_GAIN * (range / REFERENCE_RANGE_NM).log2()))
        .clamp(MIN_STEP, MAX_STEP)
}

/// New scene scale after a wheel event; unchanged when the root is not
/// scalable.
pub fn apply_wheel(
    scene_scale: f64,
    initial_range_nm: f64,
    wheel_delta: f64,
    sensitivity: f64,
    scalable: bool,
) -> f64 {
    let positive = |v: f64| v.is_finite() && v > 0.0;
    if !scalable || !positive(scene_scale) || !positive(initial_range_nm) {
        return scene_scale;
    }
    let step = step_size(initial_range_nm / scene_scale);
    scene_scale * (1.0 + step).powf(-wheel_value(wheel_delta, sensitivity))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wheel_value_scales_and_divides() {
        assert!((wheel_value(100.0, 0.3) - 0.3).abs() < 1e-12);
        assert!((wheel_value(-100.0, 1.0) + 1.0).abs() < 1e-12);
        assert!((wheel_value(100.0, 5.0) - 1.0).abs() < 1e-12);
        assert!((wheel_value(100.0, 0.0) - 0.01).abs() < 1e-12);
        assert_eq!(wheel_value(f64::NAN, 0.3), 0.0);
    }

    #[test]
    fn step_is_base_at_twelve_and_clamped() {
        assert!((step_size(12.0) - 0.25).abs() < 1e-12);
        assert_eq!(step_size(0.001), MIN_STEP);
        assert_eq!(step_size(1.0), MIN_STEP);
        assert_eq!(step_size(10_000.0), MAX_STEP);
        assert_eq!(step_size(1e9), MAX_STEP);
        assert_eq!(step_size(f64::NAN), 0.25);
        // Range below 1 NM is clamped to 1 before sizing.
        assert_eq!(step_size(0.5), step_size(1.0));
    }

    #[test]
    fn step_is_monotonic_and_smooth() {
        let mut last = 0.0;
        let mut r = 1.0;
        while r <= 10_000.0 {
            let s = step_size(r);
            assert!(s >= last && (MIN_STEP..=MAX_STEP).contains(&s));
            assert!((s - last).abs() < 0.01 || last == 0.0);
            last = s;
            r *= 1.05;
        }
    }

    #[test]
    fn wheel_zooms_only_when_scalable() {
        let out = apply_wheel(1.0, 12.0, 100.0, 0.3, true);
        assert!((out - 1.25f64.powf(-0.3)).abs() < 1e-12);
        assert!(apply_wheel(1.0, 12.0, -100.0, 0.3, true) > 1.0);
        assert_eq!(apply_wheel(1.0, 12.0, 100.0, 0.3, false), 1.0);
    }
}
