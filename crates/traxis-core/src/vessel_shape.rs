//! Vessel shapes (spec sections 3, 4 and 9).
//!
//! - Dimensions count as known only if all four of `to_bow`, `to_stern`, `to_port`
//!   and `to_starboard` are present; length = bow + stern, width = port +
//!   starboard.
//! - Unknown dimensions: the red 'not initialized' triangle, 20 x 12 px.
//! - Known but length or width <= 0: the green default triangle (20 x 12 px).
//! - Otherwise the green hull, in metres, from the dimensions around the
//!   position reference point, rotated to the heading.
//! - Nav statuses `AtAnchor`, `NotUnderCommand`, `EngagedInFishing`,
//!   `ConstrainedByDraught` and `RestrictedManouverability` add their own mark,
//!   drawn after the COLREG day shapes (ball; two balls; two cones apex to
//!   apex; cylinder; ball-diamond-ball), in pixels.
//!
//! Outlines are closed rings `[x0, y0, x1, y1, ...]` with x east and y north
//! (metres for the hull, pixels for screen symbols, y up).

use crate::colour::Rgba;

/// Default vessel marker: 20 px long, 12 px wide.
pub const MARKER_LENGTH_PX: f64 = 20.0;
pub const MARKER_WIDTH_PX: f64 = 12.0;
/// Share of the length the bow's point takes.
pub const BOW_SHARE: f64 = 0.2;
/// Size unit (px) of the nav-status marks.
pub const STATUS_MARK_PX: f64 = 8.0;

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

/// Nav statuses with a shape of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NavStatus {
    AtAnchor,
    NotUnderCommand,
    EngagedInFishing,
    ConstrainedByDraught,
    RestrictedManouverability,
    Other,
}

impl NavStatus {
    /// From the feed's name (as the spec spells it); anything else is Other.
    pub fn from_name(name: &str) -> Self {
        match name {
            "AtAnchor" => Self::AtAnchor,
            "NotUnderCommand" => Self::NotUnderCommand,
            "EngagedInFishing" => Self::EngagedInFishing,
            "ConstrainedByDraught" => Self::ConstrainedByDraught,
            "RestrictedManouverability" => Self::RestrictedManouverability,
            _ => Self::Other,
        }
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
fn rotate(points: &[(f64, f64)], heading_deg: f64) -> Vec<f64> {
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

fn circle(cx: f64, cy: f64, r: f64, segments: u32) -> Vec<f64> {
    (0..segments)
        .flat_map(|i| {
            let a = std::f64::consts::TAU * f64::from(i) / f64::from(segments);
            [cx + r * a.cos(), cy + r * a.sin()]
        })
        .collect()
}

/// The nav-status mark (screen pixels, centred above the vessel symbol at
/// the origin; not rotated): a list of closed rings, empty for Other.
pub fn nav_status_mark(status: NavStatus) -> Vec<Vec<f64>> {
    let u = STATUS_MARK_PX;
    let r = u / 2.0;
    match status {
        NavStatus::AtAnchor => vec![circle(0.0, 0.0, r, 12)],
        NavStatus::NotUnderCommand => {
            vec![circle(0.0, u * 0.6, r, 12), circle(0.0, -u * 0.6, r, 12)]
        }
        NavStatus::EngagedInFishing => {
            vec![vec![-r, u, r, u, 0.0, 0.0], vec![0.0, 0.0, r, -u, -r, -u]]
        }
        NavStatus::ConstrainedByDraught => vec![vec![-r, -u, r, -u, r, u, -r, u]],
        NavStatus::RestrictedManouverability => vec![
            circle(0.0, 1.6 * u, r, 12),
            vec![0.0, -r, r, 0.0, 0.0, r, -r, 0.0],
            circle(0.0, -1.6 * u, r, 12),
        ],
        NavStatus::Other => Vec::new(),
    }
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
    fn nav_status_marks_are_distinct() {
        let names = [
            "AtAnchor",
            "NotUnderCommand",
            "EngagedInFishing",
            "ConstrainedByDraught",
            "RestrictedManouverability",
        ];
        let marks: Vec<_> = names
            .iter()
            .map(|n| nav_status_mark(NavStatus::from_name(n)))
            .collect();
        for (i, a) in marks.iter().enumerate() {
            assert!(!a.is_empty(), "{}", names[i]);
            for b in &marks[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert!(nav_status_mark(NavStatus::from_name("UnderWayUsingEngine")).is_empty());
    }
}
