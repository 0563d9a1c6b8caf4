//! Vessel shapes (spec sections 3, 4 and 9).
//!
//! - Dimensions count as known only if all four of `to_bow`, `to_stern`, `to_port`
//!   and `to_starboard` are present; length = bow + stern, width = port +
//!   starboard.
//! - Unknown dimensions: the red 'not initialized' triangle, 20 x 12 px.
//! - Known but length or width <= 0: the green default triangle (20 x 12 px).
//! - Otherwise the green hull, in metres, from the dimensions around the
//!   position reference point, rotated to the heading.
//! - Which of the two is drawn depends on the scale (IEC 62288, IMO
//!   SN.1/Circ.243): the hull only while it is at least as long on screen as
//!   the 20 px triangle ([`hull_switch_scale`], [`shows_hull`]); smaller, the
//!   triangle (green, dimensions known).
//! - Nav statuses `AtAnchor`, `NotUnderCommand`, `EngagedInFishing`,
//!   `ConstrainedByDraught` and `RestrictedManouverability` add their own mark
//!   ([`NavStatus`], [`nav_status_mark`], from `vessel_nav_status`).
//! - Borders around the outlines move their corners by [`miter_offsets`]
//!   (from `ring_miter`).
//!
//! Outlines are closed rings `[x0, y0, x1, y1, ...]` with x east and y north
//! (metres for the hull, pixels for screen symbols, y up).

use crate::colour::Rgba;
pub use crate::ring_miter::miter_offsets;
pub use crate::vessel_nav_status::{nav_status_mark, NavStatus, STATUS_MARK_PX};

/// Default vessel marker: 20 px long, 12 px wide.
pub const MARKER_LENGTH_PX: f64 = 20.0;
pub const MARKER_WIDTH_PX: f64 = 12.0;
/// Share of the length the bow's point takes.
pub const BOW_SHARE: f64 = 0.2;

pub const NOT_INITIALIZED_COLOUR: Rgba = crate::colour::RED;
pub const INITIALIZED_COLOUR: Rgba = Rgba {
    r: 0.0,
    g: 0.8,
    b: 0.0,
    a: 1.0,
};

/// Dimensions from the AIS static data, metres (each may be missing).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct VesselDimensions {
    pub to_bow_m: Option<f64>,
    pub to_stern_m: Option<f64>,
    pub to_port_m: Option<f64>,
    pub to_starboard_m: Option<f64>,
}

impl VesselDimensions {
    /// `(bow, stern, port, starboard)` if all four are present and finite.
    pub fn known(&self) -> Option<(f64, f64, f64, f64)> {
        match (
            self.to_bow_m,
            self.to_stern_m,
            self.to_port_m,
            self.to_starboard_m,
        ) {
            (Some(b), Some(s), Some(p), Some(sb))
                if [b, s, p, sb].iter().all(|v| v.is_finite()) =>
            {
                Some((b, s, p, sb))
            }
            _ => None,
        }
    }

    pub fn length_m(&self) -> Option<f64> {
        self.known().map(|(b, s, _, _)| b + s)
    }

    pub fn width_m(&self) -> Option<f64> {
        self.known().map(|(_, _, p, sb)| p + sb)
    }
}

/// Which vessel symbol is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VesselShapeKind {
    /// Red triangle 20 x 12 px: dimensions missing.
    NotInitialized,
    /// Green triangle 20 x 12 px: length or width <= 0.
    DefaultTriangle,
    /// Green hull in metres.
    Hull,
}

/// A vessel's outline.
#[derive(Debug, Clone, PartialEq)]
pub struct VesselShape {
    pub kind: VesselShapeKind,
    pub colour: Rgba,
    /// Closed ring, metres for [`VesselShapeKind::Hull`], else pixels.
    pub outline: Vec<f64>,
}

/// Rotates ship-frame points (x to starboard, y to the bow) by the heading
/// (degrees clockwise from north) into x east, y north.
pub fn rotate(points: &[(f64, f64)], heading_deg: f64) -> Vec<f64> {
    let h = if heading_deg.is_finite() {
        heading_deg.to_radians()
    } else {
        0.0
    };
    let (s, c) = h.sin_cos();
    points
        .iter()
        .flat_map(|&(x, y)| [x * c + y * s, -x * s + y * c])
        .collect()
}

/// The 20 x 12 px triangle, pointing along the heading, centred on the
/// position.
pub fn marker_triangle(heading_deg: f64) -> Vec<f64> {
    let (l, w) = (MARKER_LENGTH_PX / 2.0, MARKER_WIDTH_PX / 2.0);
    rotate(&[(0.0, l), (w, -l), (-w, -l)], heading_deg)
}

/// The vessel's symbol from its dimensions and heading.
pub fn vessel_shape(dims: &VesselDimensions, heading_deg: f64) -> VesselShape {
    let Some((bow, stern, port, stbd)) = dims.known() else {
        return VesselShape {
            kind: VesselShapeKind::NotInitialized,
            colour: NOT_INITIALIZED_COLOUR,
            outline: marker_triangle(heading_deg),
        };
    };
    let (length, width) = (bow + stern, port + stbd);
    if length <= 0.0 || width <= 0.0 {
        return VesselShape {
            kind: VesselShapeKind::DefaultTriangle,
            colour: INITIALIZED_COLOUR,
            outline: marker_triangle(heading_deg),
        };
    }
    let shoulder = bow - BOW_SHARE * length;
    let centre = (stbd - port) / 2.0;
    let hull = [
        (-port, -stern),
        (stbd, -stern),
        (stbd, shoulder),
        (centre, bow),
        (-port, shoulder),
    ];
    VesselShape {
        kind: VesselShapeKind::Hull,
        colour: INITIALIZED_COLOUR,
        outline: rotate(&hull, heading_deg),
    }
}

/// The scale (screen pixels per Mercator metre) from which a vessel is
/// drawn as its true-scale hull: where the hull's length reaches the
/// triangle's 20 px (a Mercator metre is 1 / cos(latitude) metres on the
/// ground). None when it never is (dimensions missing, or length or width
/// not above 0).
pub fn hull_switch_scale(dims: &VesselDimensions, lat_deg: f64) -> Option<f64> {
    let (bow, stern, port, stbd) = dims.known()?;
    let (length_m, width_m) = (bow + stern, port + stbd);
    let cos = lat_deg.to_radians().cos();
    if length_m <= 0.0 || width_m <= 0.0 || !cos.is_finite() || cos <= 0.0 {
        return None;
    }
    Some(MARKER_LENGTH_PX * cos / length_m)
}

/// Whether the vessel is drawn as its hull at this scale (pixels per
/// Mercator metre), else as the 20 x 12 px triangle.
pub fn shows_hull(dims: &VesselDimensions, lat_deg: f64, pixels_per_mercator_m: f64) -> bool {
    hull_switch_scale(dims, lat_deg).is_some_and(|s| pixels_per_mercator_m >= s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims(b: f64, s: f64, p: f64, sb: f64) -> VesselDimensions {
        VesselDimensions {
            to_bow_m: Some(b),
            to_stern_m: Some(s),
            to_port_m: Some(p),
            to_starboard_m: Some(sb),
        }
    }

    #[test]
    fn dimensions_count_only_when_all_four_are_present() {
        let d = dims(80.0, 20.0, 6.0, 10.0);
        assert_eq!(d.length_m(), Some(100.0));
        assert_eq!(d.width_m(), Some(16.0));
        let mut missing = d;
        missing.to_port_m = None;
        assert_eq!(missing.length_m(), None);
        let s = vessel_shape(&missing, 0.0);
        assert_eq!(s.kind, VesselShapeKind::NotInitialized);
        assert_eq!(s.colour, crate::colour::RED);
        // 20 x 12 triangle pointing north.
        assert_eq!(s.outline, vec![0.0, 10.0, 6.0, -10.0, -6.0, -10.0]);
    }

    #[test]
    fn non_positive_size_gives_the_green_default_triangle() {
        for d in [
            dims(0.0, 0.0, 5.0, 5.0),
            dims(50.0, 50.0, 0.0, 0.0),
            dims(10.0, -20.0, 1.0, 1.0),
        ] {
            let s = vessel_shape(&d, 90.0);
            assert_eq!(s.kind, VesselShapeKind::DefaultTriangle);
            assert_eq!(s.colour, INITIALIZED_COLOUR);
            // Heading 90: the apex points east.
            assert!((s.outline[0] - 10.0).abs() < 1e-12 && s.outline[1].abs() < 1e-12);
        }
    }

    #[test]
    fn hull_follows_dimensions_and_heading() {
        let s = vessel_shape(&dims(80.0, 20.0, 6.0, 10.0), 0.0);
        assert_eq!(s.kind, VesselShapeKind::Hull);
        assert_eq!(s.outline.len(), 10);
        assert_eq!((s.outline[6], s.outline[7]), (2.0, 80.0), "bow point");
        assert_eq!((s.outline[0], s.outline[1]), (-6.0, -20.0), "port quarter");
        let area = crate::fill::ring_area(&s.outline).abs();
        // Rectangle 16 x 80 below the shoulder + bow triangle 16 x 20 / 2.
        assert!((area - (16.0 * 80.0 + 160.0)).abs() < 1e-9);
        // Heading 90: the bow points east, area unchanged.
        let e = vessel_shape(&dims(80.0, 20.0, 6.0, 10.0), 90.0);
        assert!((e.outline[6] - 80.0).abs() < 1e-9 && (e.outline[7] + 2.0).abs() < 1e-9);
        assert!((crate::fill::ring_area(&e.outline).abs() - area).abs() < 1e-9);
    }

    #[test]
    fn symbol_choice_follows_the_hull_length_on_screen() {
        let ship = dims(80.0, 20.0, 8.0, 8.0);
        // At the equator a Mercator metre is a metre: 100 m reach 20 px at 0.2 px/m.
        let s = hull_switch_scale(&ship, 0.0).unwrap();
        assert!((s - 0.2).abs() < 1e-12);
        assert!(!shows_hull(&ship, 0.0, 0.199));
        assert!(shows_hull(&ship, 0.0, 0.2));
        // At 60 degrees a metre is two Mercator metres: the hull is twice as long on screen.
        assert!((hull_switch_scale(&ship, 60.0).unwrap() - 0.1).abs() < 1e-12);
        // A 14 m boat at 1.4 NM on a 900 px tall screen (450 px per 1.4 NM, 54.5 N): 2 px, a triangle.
        let boat = dims(10.0, 4.0, 2.0, 2.0);
        let px_per_ground_m = 450.0 / (1.4 * 1852.0);
        let px_per_merc_m = px_per_ground_m * 54.5f64.to_radians().cos();
        assert!(!shows_hull(&boat, 54.5, px_per_merc_m));
        // A 250 m ship there is 43 px: its hull.
        assert!(shows_hull(
            &dims(200.0, 50.0, 20.0, 20.0),
            54.5,
            px_per_merc_m
        ));
        // Unknown or empty dimensions: the triangle at every scale.
        assert_eq!(hull_switch_scale(&VesselDimensions::default(), 0.0), None);
        assert!(!shows_hull(&dims(0.0, 0.0, 4.0, 4.0), 0.0, 1e9));
    }
}
