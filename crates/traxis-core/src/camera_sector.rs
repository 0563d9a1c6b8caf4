//! Camera coverage sector (spec sections 3 and 9): from `angle_min` to
//! `angle_max` (degrees 0..360, clockwise from north; the sector wraps through
//! north when `angle_min > angle_max`) and from `range_min` to `range_max`
//! (metres), drawn with 20 arc segments on the sphere of radius 6371 km. A
//! middle click selects the cameras whose sector contains the point.

use crate::geodesy::{
    normalise_bearing_deg, sphere_bearing_deg, sphere_destination, sphere_distance_m, GeodesyError,
};
use crate::projection::GeoPoint;

/// Sphere radius of the camera sector, metres.
pub const CAMERA_EARTH_RADIUS_M: f64 = 6_371_000.0;
/// Arc segments of the sector.
pub const ARC_SEGMENTS: u32 = 20;

/// A camera's coverage.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraSector {
    pub position: GeoPoint,
    pub angle_min_deg: f64,
    pub angle_max_deg: f64,
    pub range_min_m: f64,
    pub range_max_m: f64,
}

impl CameraSector {
    /// Angular width 0..=360 (a full circle when min and max are equal
    /// after normalising but given as 0 and 360).
    pub fn sweep_deg(&self) -> f64 {
        let span = self.angle_max_deg - self.angle_min_deg;
        if span >= 360.0 {
            360.0
        } else {
            (span).rem_euclid(360.0)
        }
    }

    /// The outline as a closed ring `[lon0, lat0, ...]`: the outer arc from
    /// `angle_min` to `angle_max` (21 points), then the inner arc back (21
    /// points), or the camera position when `range_min` is 0.
    pub fn outline_lon_lat(&self) -> Result<Vec<f64>, GeodesyError> {
        let sweep = self.sweep_deg();
        let arc = |range_m: f64, reverse: bool| -> Result<Vec<f64>, GeodesyError> {
            let mut out = Vec::with_capacity(2 * (ARC_SEGMENTS as usize + 1));
            for i in 0..=ARC_SEGMENTS {
                let k = if reverse { ARC_SEGMENTS - i } else { i };
                let bearing = self.angle_min_deg + sweep * f64::from(k) / f64::from(ARC_SEGMENTS);
                let p = sphere_destination(self.position, bearing, range_m, CAMERA_EARTH_RADIUS_M)?;
                out.extend_from_slice(&[p.lon_deg, p.lat_deg]);
            }
            Ok(out)
        };
        let mut ring = arc(self.range_max_m.max(0.0), false)?;
        if self.range_min_m > 0.0 {
            ring.extend(arc(self.range_min_m, true)?);
        } else {
            ring.extend_from_slice(&[self.position.lon_deg, self.position.lat_deg]);
        }
        Ok(ring)
    }

    /// Whether `point` lies in the sector (same sphere).
    pub fn contains(&self, point: GeoPoint) -> Result<bool, GeodesyError> {
        let d = sphere_distance_m(self.position, point, CAMERA_EARTH_RADIUS_M)?;
        if d < self.range_min_m || d > self.range_max_m {
            return Ok(false);
        }
        if d == 0.0 {
            return Ok(true);
        }
        let sweep = self.sweep_deg();
        if sweep >= 360.0 {
            return Ok(true);
        }
        let b = sphere_bearing_deg(self.position, point)?;
        Ok(normalise_bearing_deg(b - self.angle_min_deg) <= sweep)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cam(min: f64, max: f64, rmin: f64, rmax: f64) -> CameraSector {
        CameraSector {
            position: GeoPoint {
                lat_deg: 54.4,
                lon_deg: 18.6,
            },
            angle_min_deg: min,
            angle_max_deg: max,
            range_min_m: rmin,
            range_max_m: rmax,
        }
    }

    #[test]
    fn outline_has_twenty_segments_at_radius_6371_km() {
        let c = cam(30.0, 120.0, 100.0, 2000.0);
        let ring = c.outline_lon_lat().unwrap();
        assert_eq!(ring.len(), 2 * 42);
        for (i, p) in ring.chunks_exact(2).enumerate() {
            let g = GeoPoint {
                lat_deg: p[1],
                lon_deg: p[0],
            };
            let d = sphere_distance_m(c.position, g, CAMERA_EARTH_RADIUS_M).unwrap();
            let want = if i <= 20 { 2000.0 } else { 100.0 };
            assert!((d - want).abs() < 1e-6, "{i}: {d}");
        }
        let first = GeoPoint {
            lat_deg: ring[1],
            lon_deg: ring[0],
        };
        assert!((sphere_bearing_deg(c.position, first).unwrap() - 30.0).abs() < 1e-6);
        // Without an inner range the ring closes at the camera.
        assert_eq!(
            cam(30.0, 120.0, 0.0, 500.0)
                .outline_lon_lat()
                .unwrap()
                .len(),
            2 * 22
        );
    }

    #[test]
    fn contains_respects_angles_ranges_and_wrap() {
        let c = cam(350.0, 20.0, 50.0, 1000.0);
        assert_eq!(c.sweep_deg(), 30.0);
        let at = |bearing, dist| {
            sphere_destination(c.position, bearing, dist, CAMERA_EARTH_RADIUS_M).unwrap()
        };
        assert!(c.contains(at(0.0, 500.0)).unwrap());
        assert!(c.contains(at(355.0, 500.0)).unwrap());
        assert!(c.contains(at(15.0, 999.0)).unwrap());
        assert!(!c.contains(at(25.0, 500.0)).unwrap());
        assert!(!c.contains(at(0.0, 20.0)).unwrap());
        assert!(!c.contains(at(0.0, 1001.0)).unwrap());
        let full = cam(0.0, 360.0, 0.0, 100.0);
        assert_eq!(full.sweep_deg(), 360.0);
        assert!(full.contains(at(200.0, 50.0)).unwrap());
    }
}
