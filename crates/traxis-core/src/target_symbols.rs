//! The symbols of AIS targets that are not vessels (IEC 62288 / IMO
//! SN.1/Circ.243): an AIS-SART, MOB device or EPIRB-AIS is drawn as the
//! AIS-SART symbol, a red circle with a cross inside, as large as the
//! triangle, on top of every other target; a SAR aircraft as an aircraft
//! outline, as long as the triangle, along its course. Neither has a hull
//! (no dimensions are reported) nor a nav-status mark; the aircraft keeps
//! its motion vector. Each is drawn over the thin border of the theme's
//! outline colour, all borders first, so its parts do not cut each other.

use crate::vessel_drawing::{pixel_ring, OUTLINE_PX};
use crate::vessel_layer::vessel_flags;
use crate::vessel_shape::{self, MARKER_LENGTH_PX};
use crate::vessel_vertex::{palette, Paint, Point, Role, VertexWriter};

/// The AIS-SART circle's radius (its diameter the triangle's length) and stroke, pixels.
pub const SART_RADIUS_PX: f64 = MARKER_LENGTH_PX / 2.0;
pub const SART_STROKE_PX: f64 = 2.5;
/// Half the length of the SART cross's bars, pixels (inside the circle).
pub const SART_CROSS_HALF_PX: f64 = 6.0;
/// Corners of the SART circle.
const SART_CORNERS: u32 = 24;

/// The aircraft outline in the aircraft's frame (x to starboard, y ahead;
/// pixels; 20 px long, 20 px across the wings): fuselage, wings, tail,
/// each a convex ring, clockwise.
const FUSELAGE: [(f64, f64); 6] = [
    (0.0, 10.0),
    (1.5, 7.0),
    (1.5, -9.0),
    (0.0, -10.0),
    (-1.5, -9.0),
    (-1.5, 7.0),
];
const WINGS: [(f64, f64); 6] = [
    (-1.5, 4.0),
    (1.5, 4.0),
    (10.0, -1.0),
    (10.0, -3.0),
    (-10.0, -3.0),
    (-10.0, -1.0),
];
const TAIL: [(f64, f64); 6] = [
    (-1.0, -6.0),
    (1.0, -6.0),
    (4.5, -9.0),
    (4.5, -10.5),
    (-4.5, -10.5),
    (-4.5, -9.0),
];

/// Which symbol a target takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetSymbol {
    /// The triangle or the true-scale hull.
    Vessel,
    /// AIS-SART, MOB device, EPIRB-AIS: the AIS-SART symbol.
    Sart,
    /// SAR aircraft.
    SarAircraft,
}

impl TargetSymbol {
    /// From the batch's [`vessel_flags`] (SART wins if both are set).
    pub const fn from_flags(f: u8) -> Self {
        if f & vessel_flags::DISTRESS != 0 {
            Self::Sart
        } else if f & vessel_flags::SAR_AIRCRAFT != 0 {
            Self::SarAircraft
        } else {
            Self::Vessel
        }
    }
}

fn paint(palette: u8) -> Paint {
    Paint {
        palette,
        role: Role::Always,
        flags: 0,
    }
}

/// A circle's ring of pixel offsets, clockwise, of radius `r`.
fn circle(r: f64) -> Vec<f64> {
    (0..SART_CORNERS)
        .flat_map(|k| {
            let a = -std::f64::consts::TAU * f64::from(k) / f64::from(SART_CORNERS);
            [r * a.cos(), r * a.sin()]
        })
        .collect()
}

/// The AIS-SART symbol around `anchor`: the circle's stroke and a cross
/// (upright on screen: the device has no heading), over their border.
pub fn write_sart(w: &mut VertexWriter<'_>, anchor: (f64, f64)) {
    let r_out = SART_RADIUS_PX;
    let r_in = SART_RADIUS_PX - SART_STROKE_PX;
    let s = std::f64::consts::FRAC_1_SQRT_2;
    let bars = [(s, s), (s, -s)];
    let bar = |dir: (f64, f64)| {
        let h = SART_CROSS_HALF_PX;
        (
            Point {
                anchor,
                offset_px: (-dir.0 * h, -dir.1 * h),
            },
            Point {
                anchor,
                offset_px: (dir.0 * h, dir.1 * h),
            },
        )
    };
    w.paint = paint(palette::OUTLINE);
    w.band(
        &pixel_ring(anchor, &circle(r_out), OUTLINE_PX),
        &pixel_ring(anchor, &circle(r_in), -OUTLINE_PX),
    );
    for dir in bars {
        let (a, b) = bar(dir);
        w.line(a, b, dir, SART_STROKE_PX + 2.0 * OUTLINE_PX);
    }
    w.paint = paint(palette::UNKNOWN);
    w.band(
        &pixel_ring(anchor, &circle(r_out), 0.0),
        &pixel_ring(anchor, &circle(r_in), 0.0),
    );
    for dir in bars {
        let (a, b) = bar(dir);
        w.line(a, b, dir, SART_STROKE_PX);
    }
}

/// The SAR aircraft outline around `anchor`, nose along `heading_deg`
/// (course over ground; NaN: north), over its border.
pub fn write_sar_aircraft(w: &mut VertexWriter<'_>, anchor: (f64, f64), heading_deg: f64) {
    let parts =
        [&FUSELAGE[..], &WINGS[..], &TAIL[..]].map(|p| vessel_shape::rotate(p, heading_deg));
    w.paint = paint(palette::OUTLINE);
    for ring in &parts {
        w.fan(&pixel_ring(anchor, ring, OUTLINE_PX));
    }
    w.paint = paint(palette::KNOWN);
    for ring in &parts {
        w.fan(&pixel_ring(anchor, ring, 0.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_choose_the_symbol() {
        assert_eq!(TargetSymbol::from_flags(0), TargetSymbol::Vessel);
        assert_eq!(
            TargetSymbol::from_flags(vessel_flags::LOST),
            TargetSymbol::Vessel
        );
        assert_eq!(
            TargetSymbol::from_flags(vessel_flags::DISTRESS),
            TargetSymbol::Sart
        );
        assert_eq!(
            TargetSymbol::from_flags(vessel_flags::SAR_AIRCRAFT | vessel_flags::LOST),
            TargetSymbol::SarAircraft
        );
        assert_eq!(
            TargetSymbol::from_flags(vessel_flags::DISTRESS | vessel_flags::SAR_AIRCRAFT),
            TargetSymbol::Sart
        );
    }

    #[test]
    fn the_circle_is_as_wide_as_the_triangle_is_long_and_clockwise() {
        let c = circle(SART_RADIUS_PX);
        let xs: Vec<f64> = c.chunks_exact(2).map(|p| p[0]).collect();
        let width = xs.iter().copied().fold(f64::MIN, f64::max)
            - xs.iter().copied().fold(f64::MAX, f64::min);
        assert!((width - MARKER_LENGTH_PX).abs() < 1e-9);
        // Clockwise in y-up coordinates: the second corner is below the first.
        assert!(c[3] < 0.0);
    }

    #[test]
    fn the_aircraft_parts_are_clockwise_and_20_px_long() {
        for part in [&FUSELAGE[..], &WINGS[..], &TAIL[..]] {
            let area2: f64 = (0..part.len())
                .map(|i| {
                    let (a, b) = (part[i], part[(i + 1) % part.len()]);
                    a.0 * b.1 - b.0 * a.1
                })
                .sum();
            assert!(area2 < 0.0, "{part:?}");
        }
        let ys = FUSELAGE.iter().chain(&TAIL).map(|p| p.1);
        let (lo, hi) = ys.fold((f64::MAX, f64::MIN), |(lo, hi), y| (lo.min(y), hi.max(y)));
        assert!((hi - lo - MARKER_LENGTH_PX).abs() <= 0.5);
    }
}
