//! Train geometry along a siding (spec sections 3 and 9): the locomotive
//! starts at the siding position and the train extends along the siding's
//! azimuth: loco, then `trolley_count` trolleys, each gap being the trolley
//! spacing. Every vehicle is a rectangle (length along the track, width
//! across it) centred on the track line, on the sphere R = 6378137 m.

use crate::geodesy::{sphere_destination, GeodesyError};
use crate::projection::{GeoPoint, EARTH_RADIUS_M};

/// Live train data (spec section 3), metres and degrees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrainGeometryInput {
    pub siding_position: GeoPoint,
    pub azimuth_deg: f64,
    pub siding_length_m: f64,
    pub trolley_count: u32,
    pub loco_length_m: f64,
    pub loco_width_m: f64,
    pub trolley_length_m: f64,
    pub trolley_width_m: f64,
    pub trolley_spacing_m: f64,
}

/// The vehicles of a train.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainGeometry {
    /// One closed ring `[lon0, lat0, ...]` (4 corners) per vehicle, loco
    /// first.
    pub vehicles: Vec<Vec<f64>>,
    /// Length from the loco's front to the last trolley's end, metres.
    pub train_length_m: f64,
    /// True when the train is longer than the siding.
    pub exceeds_siding: bool,
}

fn rectangle(
    input: &TrainGeometryInput,
    start_m: f64,
    length_m: f64,
    width_m: f64,
) -> Result<Vec<f64>, GeodesyError> {
    let az = input.azimuth_deg;
    let half = width_m / 2.0;
    let mut ring = Vec::with_capacity(8);
    for (along, side) in [
        (start_m, -half),
        (start_m + length_m, -half),
        (start_m + length_m, half),
        (start_m, half),
    ] {
        let on_track = sphere_destination(input.siding_position, az, along, EARTH_RADIUS_M)?;
        let p = sphere_destination(on_track, az + 90.0, side, EARTH_RADIUS_M)?;
        ring.extend_from_slice(&[p.lon_deg, p.lat_deg]);
    }
    Ok(ring)
}

/// Lays the train out along the siding.
pub fn train_geometry(input: &TrainGeometryInput) -> Result<TrainGeometry, GeodesyError> {
    let sizes = [
        input.loco_length_m,
        input.loco_width_m,
        input.trolley_length_m,
        input.trolley_width_m,
        input.trolley_spacing_m,
        input.siding_length_m,
    ];
    if sizes.iter().any(|v| !v.is_finite()) {
        return Err(GeodesyError::NotFinite);
    }
    let mut vehicles = Vec::with_capacity(input.trolley_count as usize + 1);
    vehicles.push(rectangle(
        input,
        0.0,
        input.loco_length_m.max(0.0),
        input.loco_width_m.max(0.0),
    )?);
    let mut at = input.loco_length_m.max(0.0);
    for _ in 0..input.trolley_count {
        at += input.trolley_spacing_m.max(0.0);
        vehicles.push(rectangle(
            input,
            at,
            input.trolley_length_m.max(0.0),
            input.trolley_width_m.max(0.0),
        )?);
        at += input.trolley_length_m.max(0.0);
    }
    Ok(TrainGeometry {
        vehicles,
        train_length_m: at,
        exceeds_siding: at > input.siding_length_m,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geodesy::{sphere_bearing_deg, sphere_distance_m};

    fn input(count: u32) -> TrainGeometryInput {
        TrainGeometryInput {
            siding_position: GeoPoint {
                lat_deg: 54.39,
                lon_deg: 18.66,
            },
            azimuth_deg: 45.0,
            siding_length_m: 300.0,
            trolley_count: count,
            loco_length_m: 20.0,
            loco_width_m: 3.0,
            trolley_length_m: 15.0,
            trolley_width_m: 2.8,
            trolley_spacing_m: 1.0,
        }
    }

    fn corner(ring: &[f64], i: usize) -> GeoPoint {
        GeoPoint {
            lat_deg: ring[2 * i + 1],
            lon_deg: ring[2 * i],
        }
    }

    #[test]
    fn lays_out_loco_and_trolleys_along_the_azimuth() {
        let t = train_geometry(&input(3)).unwrap();
        assert_eq!(t.vehicles.len(), 4);
        assert_eq!(t.train_length_m, 20.0 + 3.0 * 16.0);
        assert!(!t.exceeds_siding);
        let loco = &t.vehicles[0];
        // Loco: 20 m along, 3 m across.
        let along = sphere_distance_m(corner(loco, 0), corner(loco, 1), EARTH_RADIUS_M).unwrap();
        let across = sphere_distance_m(corner(loco, 1), corner(loco, 2), EARTH_RADIUS_M).unwrap();
        // Within 0.1 mm (offsets are taken at azimuth + 90 at each point).
        assert!(
            (along - 20.0).abs() < 1e-4 && (across - 3.0).abs() < 1e-4,
            "{along} {across}"
        );
        let dir = sphere_bearing_deg(corner(loco, 0), corner(loco, 1)).unwrap();
        assert!((dir - 45.0).abs() < 1e-3);
        // First trolley begins 1 m after the loco.
        let gap =
            sphere_distance_m(corner(loco, 1), corner(&t.vehicles[1], 0), EARTH_RADIUS_M).unwrap();
        // 1 m along, 0.1 m across (the trolley is 0.2 m narrower).
        assert!((gap - 1.0f64.hypot(0.1)).abs() < 1e-4, "{gap}");
        let last = &t.vehicles[3];
        let len = sphere_distance_m(corner(last, 0), corner(last, 1), EARTH_RADIUS_M).unwrap();
        assert!((len - 15.0).abs() < 1e-4);
    }

    #[test]
    fn flags_trains_longer_than_the_siding() {
        let t = train_geometry(&input(20)).unwrap();
        assert_eq!(t.train_length_m, 340.0);
        assert!(t.exceeds_siding);
        let mut bad = input(1);
        bad.loco_length_m = f64::NAN;
        assert_eq!(train_geometry(&bad), Err(GeodesyError::NotFinite));
        assert_eq!(train_geometry(&input(0)).unwrap().vehicles.len(), 1);
    }
}
