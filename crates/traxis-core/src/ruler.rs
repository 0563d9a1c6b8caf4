//! The ruler tool (spec sections 4 and 9): each left click adds a point and
//! accumulates the distance; right click resets. Distances are shown in NM to
//! 3 decimals, under 0.1 NM in metres; bearings (true) to 1 decimal; plus a
//! TOTAL label.

use crate::geo_reference::METRES_PER_NM;
use crate::geodesy::{ruler_leg, GeodesyError};
use crate::projection::GeoPoint;

/// Below this distance (NM) the ruler shows metres.
pub const METRES_BELOW_NM: f64 = 0.1;

/// `1.235 NM`, or `185 m` under 0.1 NM (metres rounded to whole metres).
pub fn format_distance(distance_nm: f64) -> String {
    if distance_nm < METRES_BELOW_NM {
        format!("{:.0} m", distance_nm * METRES_PER_NM)
    } else {
        format!("{distance_nm:.3} NM")
    }
}

/// `45.0°` (true bearing, 1 decimal; 359.96 rounds to `0.0°`).
pub fn format_bearing(bearing_deg: f64) -> String {
    let rounded = (bearing_deg * 10.0).round() / 10.0;
    let rounded = if rounded >= 360.0 {
        rounded - 360.0
    } else {
        rounded
    };
    format!("{rounded:.1}°")
}

/// One leg's label: distance and true bearing.
pub fn format_leg(distance_nm: f64, bearing_deg: f64) -> String {
    format!(
        "{} {}",
        format_distance(distance_nm),
        format_bearing(bearing_deg)
    )
}

/// The TOTAL label.
pub fn format_total(total_nm: f64) -> String {
    format!("TOTAL {}", format_distance(total_nm))
}

/// A leg of the ruler.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RulerLeg {
    pub distance_nm: f64,
    pub bearing_deg: f64,
}

/// Ruler state: points clicked so far and the accumulated total.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ruler {
    points: Vec<GeoPoint>,
    total_nm: f64,
}

impl Ruler {
    /// Adds a point; returns the new leg (none for the first point).
    pub fn add_point(&mut self, point: GeoPoint) -> Result<Option<RulerLeg>, GeodesyError> {
        let leg = match self.points.last() {
            Some(&last) => {
                let (distance_nm, bearing_deg) = ruler_leg(last, point)?;
                self.total_nm += distance_nm;
                Some(RulerLeg {
                    distance_nm,
                    bearing_deg,
                })
            }
            None => {
                ruler_leg(point, point)?;
                None
            }
        };
        self.points.push(point);
        Ok(leg)
    }

    /// Right click: clears points and total.
    pub fn reset(&mut self) {
        self.points.clear();
        self.total_nm = 0.0;
    }

    pub fn total_nm(&self) -> f64 {
        self.total_nm
    }

    pub fn points(&self) -> &[GeoPoint] {
        &self.points
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_as_the_spec_says() {
        assert_eq!(format_distance(1.23456), "1.235 NM");
        assert_eq!(format_distance(0.1), "0.100 NM");
        assert_eq!(format_distance(0.05), "93 m");
        assert_eq!(format_distance(0.0), "0 m");
        assert_eq!(format_bearing(45.04), "45.0°");
        assert_eq!(format_bearing(359.96), "0.0°");
        assert_eq!(format_leg(2.0, 90.0), "2.000 NM 90.0°");
        assert_eq!(format_total(12.3456), "TOTAL 12.346 NM");
    }

    #[test]
    fn accumulates_and_resets() {
        let mut r = Ruler::default();
        let p = |lat_deg, lon_deg| GeoPoint { lat_deg, lon_deg };
        assert_eq!(r.add_point(p(54.0, 18.0)).unwrap(), None);
        let leg = r.add_point(p(54.0 + 1.0 / 60.0, 18.0)).unwrap().unwrap();
        assert!(leg.bearing_deg.abs() < 1e-9);
        let leg2 = r.add_point(p(54.0 + 1.0 / 60.0, 18.1)).unwrap().unwrap();
        assert!((r.total_nm() - (leg.distance_nm + leg2.distance_nm)).abs() < 1e-12);
        assert!((leg2.bearing_deg - 90.0).abs() < 0.1);
        assert!(r.add_point(p(100.0, 0.0)).is_err());
        assert_eq!(r.points().len(), 3);
        r.reset();
        assert_eq!(r.total_nm(), 0.0);
        assert!(r.points().is_empty());
    }
}
