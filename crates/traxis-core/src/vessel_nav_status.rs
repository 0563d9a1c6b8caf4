//! Nav statuses (spec sections 3 and 9): the AIS navigation status and,
//! for `AtAnchor`, `NotUnderCommand`, `EngagedInFishing`,
//! `ConstrainedByDraught` and `RestrictedManouverability`, their mark after
//! the COLREG day shapes (ball; two balls; two cones apex to apex;
//! cylinder; ball-diamond-ball), in pixels, each within the vessel
//! triangle's 12 x 20 px. Reached as [`crate::vessel_shape`]'s items.

/// Diameter (px) of a nav-status mark's ball; the marks fit the triangle's 12 x 20 px.
pub const STATUS_MARK_PX: f64 = 7.0;

/// Nav statuses with a shape of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NavStatus {
    AtAnchor,
    NotUnderCommand,
    EngagedInFishing,
    ConstrainedByDraught,
    RestrictedManouverability,
    Moored,
    Aground,
    Other,
}

impl NavStatus {
    /// From the feed's name (as the spec spells it); anything else is Other.
    pub fn from_name(name: &str) -> Self {
        Self::from_ais_code(match name {
            "AtAnchor" => 1,
            "NotUnderCommand" => 2,
            "RestrictedManouverability" => 3,
            "ConstrainedByDraught" => 4,
            "Moored" => 5,
            "Aground" => 6,
            "EngagedInFishing" => 7,
            _ => 15,
        })
    }

    /// From the AIS navigation status code (ITU-R M.1371 table 45).
    pub fn from_ais_code(code: u8) -> Self {
        match code {
            1 => Self::AtAnchor,
            2 => Self::NotUnderCommand,
            3 => Self::RestrictedManouverability,
            4 => Self::ConstrainedByDraught,
            5 => Self::Moored,
            6 => Self::Aground,
            7 => Self::EngagedInFishing,
            _ => Self::Other,
        }
    }

    /// At anchor, moored or aground: a vessel that means to stay put.
    pub fn is_stationary(self) -> bool {
        matches!(self, Self::AtAnchor | Self::Moored | Self::Aground)
    }

    /// A status with a COLREG day shape of its own (drawn as its mark).
    pub fn has_mark(self) -> bool {
        matches!(
            self,
            Self::AtAnchor
                | Self::NotUnderCommand
                | Self::EngagedInFishing
                | Self::ConstrainedByDraught
                | Self::RestrictedManouverability
        )
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

/// The nav-status mark (screen pixels, centred on the origin; not rotated;
/// at most 12 px wide and 20 px tall, the triangle's size): a list of
/// closed convex rings, empty for statuses without a day shape.
pub fn nav_status_mark(status: NavStatus) -> Vec<Vec<f64>> {
    let u = STATUS_MARK_PX;
    let r = u / 2.0;
    match status {
        NavStatus::AtAnchor => vec![circle(0.0, 0.0, r, 12)],
        NavStatus::NotUnderCommand => {
            vec![circle(0.0, r + 1.0, r, 12), circle(0.0, -r - 1.0, r, 12)]
        }
        NavStatus::EngagedInFishing => {
            let h = u + 1.0;
            vec![vec![-r, h, r, h, 0.0, 0.0], vec![0.0, 0.0, r, -h, -r, -h]]
        }
        NavStatus::ConstrainedByDraught => vec![vec![-r, -u, r, -u, r, u, -r, u]],
        NavStatus::RestrictedManouverability => {
            let ball = r - 0.5;
            vec![
                circle(0.0, 10.0 - ball, ball, 12),
                vec![0.0, -r, r, 0.0, 0.0, r, -r, 0.0],
                circle(0.0, ball - 10.0, ball, 12),
            ]
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vessel_shape::{MARKER_LENGTH_PX, MARKER_WIDTH_PX};

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

    #[test]
    fn marks_fit_the_triangle() {
        for code in 0..16u8 {
            for ring in nav_status_mark(NavStatus::from_ais_code(code)) {
                for p in ring.chunks(2) {
                    assert!(p[0].abs() <= MARKER_WIDTH_PX / 2.0 + 1e-9, "{code}: {p:?}");
                    assert!(p[1].abs() <= MARKER_LENGTH_PX / 2.0 + 1e-9, "{code}: {p:?}");
                }
            }
        }
        assert!(NavStatus::from_ais_code(5).is_stationary());
        assert!(!NavStatus::from_ais_code(5).has_mark());
        assert_eq!(NavStatus::from_name("Moored"), NavStatus::Moored);
    }
}
