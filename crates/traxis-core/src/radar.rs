//! Radar echoes (spec sections 4 and 9): the number of echo points is 500
//! scaled by 10 over the display range, clamped to 100..2000; echoes are
//! scattered around the vessel hulls and land edges in view, deterministic
//! for a seed, into one point buffer `[x, y, intensity, ...]` (f32,
//! origin-relative metres; intensity 0.5..1).
//!
//! Each echo picks an outline segment in view with probability proportional
//! to its length (hull segments weigh [`HULL_WEIGHT`] times more, so small
//! vessels still return echoes), a uniform point along it, and a Gaussian
//! jitter with a standard deviation of [`SPREAD_PER_RANGE`] of the display
//! range.

use std::fmt;

use crate::cast::vertex_f32;
use crate::geo_reference::METRES_PER_NM;
use crate::rng::SplitMix64;

pub const BASE_ECHO_COUNT: f64 = 500.0;
pub const ECHO_RANGE_FACTOR_NM: f64 = 10.0;
pub const MIN_ECHOES: usize = 100;
pub const MAX_ECHOES: usize = 2000;
pub const HULL_WEIGHT: f64 = 4.0;
pub const SPREAD_PER_RANGE: f64 = 0.004;

#[derive(Debug, Clone, PartialEq)]
pub enum RadarError {
    BadOffsets(&'static str),
    NotFinite,
}

impl fmt::Display for RadarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadOffsets(what) => write!(f, "{what} are not increasing or out of range"),
            Self::NotFinite => write!(f, "radar input is not a finite number"),
        }
    }
}

impl std::error::Error for RadarError {}

/// 500 * 10 / range, rounded and clamped to 100..2000 (NaN or non-positive
/// ranges give the maximum).
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "a positive count clamped to MAX_ECHOES (2000) before the cast"
)]
pub fn echo_count(display_range_nm: f64) -> usize {
    if !(display_range_nm.is_finite() && display_range_nm > 0.0) {
        return MAX_ECHOES;
    }
    let n = (BASE_ECHO_COUNT * ECHO_RANGE_FACTOR_NM / display_range_nm).round();
    (n.min(MAX_ECHOES as f64) as usize).clamp(MIN_ECHOES, MAX_ECHOES)
}

/// Outlines as flat metres with offsets (vertex offset per line plus the
/// total at the end); rings are not closed implicitly.
#[derive(Debug, Clone, Copy)]
pub struct Outlines<'a> {
    pub xy_m: &'a [f64],
    pub offsets: &'a [u32],
}

/// View rectangle in origin-relative metres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub min_x_m: f64,
    pub min_y_m: f64,
    pub max_x_m: f64,
    pub max_y_m: f64,
}

struct Segment {
    a: (f64, f64),
    b: (f64, f64),
}

fn collect(
    outlines: Outlines,
    view: &View,
    weight: f64,
    segments: &mut Vec<Segment>,
    cumulative: &mut Vec<f64>,
) -> Result<(), RadarError> {
    let n = outlines.xy_m.len() / 2;
    let ok = outlines.offsets.windows(2).all(|w| w[0] <= w[1])
        && outlines.offsets.last().is_none_or(|&o| o as usize <= n);
    if !ok || outlines.xy_m.len() % 2 != 0 {
        return Err(RadarError::BadOffsets("outline offsets"));
    }
    if outlines.xy_m.iter().any(|v| !v.is_finite()) {
        return Err(RadarError::NotFinite);
    }
    let p = |i: usize| (outlines.xy_m[2 * i], outlines.xy_m[2 * i + 1]);
    for w in outlines.offsets.windows(2) {
        for i in w[0] as usize + 1..w[1] as usize {
            let (a, b) = (p(i - 1), p(i));
            let inside = a.0.max(b.0) >= view.min_x_m
                && a.0.min(b.0) <= view.max_x_m
                && a.1.max(b.1) >= view.min_y_m
                && a.1.min(b.1) <= view.max_y_m;
            let len = (b.0 - a.0).hypot(b.1 - a.1);
            if inside && len > 0.0 {
                let total = cumulative.last().copied().unwrap_or(0.0);
                cumulative.push(total + len * weight);
                segments.push(Segment { a, b });
            }
        }
    }
    Ok(())
}

/// Generates the echo buffer `[x, y, intensity, ...]`.
pub fn radar_echoes(
    hulls: Outlines,
    land_edges: Outlines,
    view: &View,
    display_range_nm: f64,
    seed: u64,
) -> Result<Vec<f32>, RadarError> {
    let mut segments = Vec::new();
    let mut cumulative = Vec::new();
    collect(hulls, view, HULL_WEIGHT, &mut segments, &mut cumulative)?;
    collect(land_edges, view, 1.0, &mut segments, &mut cumulative)?;
    let Some(&total) = cumulative.last() else {
        return Ok(Vec::new());
    };
    let count = echo_count(display_range_nm);
    let range_m = if display_range_nm.is_finite() && display_range_nm > 0.0 {
        display_range_nm * METRES_PER_NM
    } else {
        METRES_PER_NM
    };
    let sigma = range_m * SPREAD_PER_RANGE;
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::with_capacity(3 * count);
    for _ in 0..count {
        let pick = rng.next_f64() * total;
        let k = cumulative
            .partition_point(|&c| c <= pick)
            .min(segments.len() - 1);
        let s = &segments[k];
        let t = rng.next_f64();
        // Box-Muller: two independent normal deviates.
        let u1 = rng.next_f64().max(f64::MIN_POSITIVE);
        let u2 = rng.next_f64();
        let r = (-2.0 * u1.ln()).sqrt() * sigma;
        let (sin, cos) = (std::f64::consts::TAU * u2).sin_cos();
        let x = s.a.0 + (s.b.0 - s.a.0) * t + r * cos;
        let y = s.a.1 + (s.b.1 - s.a.1) * t + r * sin;
        out.extend_from_slice(&[
            vertex_f32(x),
            vertex_f32(y),
            vertex_f32(0.5 + 0.5 * rng.next_f64()),
        ]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: View = View {
        min_x_m: -5000.0,
        min_y_m: -5000.0,
        max_x_m: 5000.0,
        max_y_m: 5000.0,
    };

    #[test]
    fn echo_count_follows_the_spec() {
        assert_eq!(echo_count(10.0), 500);
        assert_eq!(echo_count(5.0), 1000);
        assert_eq!(echo_count(1.0), 2000);
        assert_eq!(echo_count(0.1), 2000);
        assert_eq!(echo_count(50.0), 100);
        assert_eq!(echo_count(1000.0), 100);
        assert_eq!(echo_count(0.0), 2000);
    }

    #[test]
    fn deterministic_for_a_seed_and_near_the_outlines() {
        let hull = [0.0, 0.0, 10.0, 0.0, 10.0, 40.0, 0.0, 40.0, 0.0, 0.0];
        let land = [-4000.0, 2000.0, 4000.0, 2000.0];
        let hulls = Outlines {
            xy_m: &hull,
            offsets: &[0, 5],
        };
        let lands = Outlines {
            xy_m: &land,
            offsets: &[0, 2],
        };
        let a = radar_echoes(hulls, lands, &VIEW, 2.0, 42).unwrap();
        let b = radar_echoes(hulls, lands, &VIEW, 2.0, 42).unwrap();
        let c = radar_echoes(hulls, lands, &VIEW, 2.0, 43).unwrap();
        assert_eq!(a.len(), 3 * 2000);
        assert_eq!(a, b);
        assert_ne!(a, c);
        let sigma = 2.0 * 1852.0 * SPREAD_PER_RANGE;
        let mut near_hull = 0;
        for e in a.chunks_exact(3) {
            let (x, y) = (f64::from(e[0]), f64::from(e[1]));
            let d_land = (y - 2000.0).abs();
            let d_hull = (x.clamp(0.0, 10.0) - x).hypot(y.clamp(0.0, 40.0) - y);
            assert!(d_land.min(d_hull) < 6.0 * sigma, "{x} {y}");
            assert!((0.5..=1.0).contains(&e[2]));
            if d_hull < d_land {
                near_hull += 1;
            }
        }
        // Hull: 100 m * 4 of 8400 m of weighted outline, about 5 %.
        assert!((40..=160).contains(&near_hull), "{near_hull}");
    }

    #[test]
    fn nothing_in_view_gives_no_echoes() {
        let far = [1e6, 1e6, 1e6 + 10.0, 1e6];
        let hulls = Outlines {
            xy_m: &far,
            offsets: &[0, 2],
        };
        let none = Outlines {
            xy_m: &[],
            offsets: &[],
        };
        assert!(radar_echoes(hulls, none, &VIEW, 5.0, 1).unwrap().is_empty());
        let bad = Outlines {
            xy_m: &far,
            offsets: &[0, 9],
        };
        assert!(radar_echoes(bad, none, &VIEW, 5.0, 1).is_err());
    }
}
