//! Geodesy on the sphere (spec section 9: radius 6378137 m for the chart,
//! the ruler and train geometry; 6371 km for the camera sector; distance in
//! NM, azimuth in degrees 0..360) and, as a more exact option, on the WGS84
//! ellipsoid (Karney's algorithm, crate `geographiclib-rs`).

use std::fmt;

use geographiclib_rs::{DirectGeodesic, Geodesic, InverseGeodesic};

use crate::geo_reference::METRES_PER_NM;
use crate::projection::{GeoPoint, EARTH_RADIUS_M};

/// Why a geodesic computation was refused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GeodesyError {
    NotFinite,
    LatitudeOutOfRange(f64),
    /// A polyline coordinate list with an odd length.
    OddCoordinateCount(usize),
}

impl fmt::Display for GeodesyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFinite => write!(f, "coordinate is not a finite number"),
            Self::LatitudeOutOfRange(lat) => write!(f, "latitude {lat} is outside -90..90 degrees"),
            Self::OddCoordinateCount(n) => write!(f, "coordinate list has odd length {n}"),
        }
    }
}

impl std::error::Error for GeodesyError {}

fn check(p: GeoPoint) -> Result<(), GeodesyError> {
    if !p.lat_deg.is_finite() || !p.lon_deg.is_finite() {
        return Err(GeodesyError::NotFinite);
    }
    if !(-90.0..=90.0).contains(&p.lat_deg) {
        return Err(GeodesyError::LatitudeOutOfRange(p.lat_deg));
    }
    Ok(())
}

/// Normalises an angle to 0..360 degrees (360 itself becomes 0).
pub fn normalise_bearing_deg(deg: f64) -> f64 {
    let b = deg.rem_euclid(360.0);
    if b >= 360.0 {
        0.0
    } else {
        b
    }
}

/// Great-circle distance (haversine) on a sphere of `radius_m`, in metres.
pub fn sphere_distance_m(a: GeoPoint, b: GeoPoint, radius_m: f64) -> Result<f64, GeodesyError> {
    check(a)?;
    check(b)?;
    let (la1, la2) = (a.lat_deg.to_radians(), b.lat_deg.to_radians());
    let dlat = la2 - la1;
    let dlon = (b.lon_deg - a.lon_deg).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlon / 2.0).sin().powi(2);
    Ok(2.0 * radius_m * h.sqrt().min(1.0).asin())
}

/// Initial true bearing from `a` to `b` on the sphere, 0..360 degrees
/// (0 for coincident points).
pub fn sphere_bearing_deg(a: GeoPoint, b: GeoPoint) -> Result<f64, GeodesyError> {
    check(a)?;
    check(b)?;
    let (la1, la2) = (a.lat_deg.to_radians(), b.lat_deg.to_radians());
    let dlon = (b.lon_deg - a.lon_deg).to_radians();
    let y = dlon.sin() * la2.cos();
    let x = la1.cos() * la2.sin() - la1.sin() * la2.cos() * dlon.cos();
    Ok(normalise_bearing_deg(y.atan2(x).to_degrees()))
}

/// The point at `distance_m` from `start` along the initial true bearing
/// `bearing_deg`, on a sphere of `radius_m`.
pub fn sphere_destination(
    start: GeoPoint,
    bearing_deg: f64,
    distance_m: f64,
    radius_m: f64,
) -> Result<GeoPoint, GeodesyError> {
    check(start)?;
    if !bearing_deg.is_finite() || !distance_m.is_finite() {
        return Err(GeodesyError::NotFinite);
    }
    let d = distance_m / radius_m;
    let th = bearing_deg.to_radians();
    let la1 = start.lat_deg.to_radians();
    let lo1 = start.lon_deg.to_radians();
    let la2 = (la1.sin() * d.cos() + la1.cos() * d.sin() * th.cos())
        .clamp(-1.0, 1.0)
        .asin();
    let lo2 = lo1 + (th.sin() * d.sin() * la1.cos()).atan2(d.cos() - la1.sin() * la2.sin());
    let lon = lo2.to_degrees();
    let lon = if (-180.0..=180.0).contains(&lon) {
        lon
    } else {
        (lon + 540.0).rem_euclid(360.0) - 180.0
    };
    Ok(GeoPoint {
        lat_deg: la2.to_degrees(),
        lon_deg: lon,
    })
}

/// Distance (NM) and true bearing (degrees 0..360) between two points on
/// the chart sphere (R = 6378137 m): what the ruler shows.
pub fn ruler_leg(a: GeoPoint, b: GeoPoint) -> Result<(f64, f64), GeodesyError> {
    Ok((
        sphere_distance_m(a, b, EARTH_RADIUS_M)? / METRES_PER_NM,
        sphere_bearing_deg(a, b)?,
    ))
}

/// Total length (NM) of a polyline `[lon0, lat0, lon1, lat1, ...]` on the
/// chart sphere.
pub fn polyline_length_nm(lon_lat_deg: &[f64]) -> Result<f64, GeodesyError> {
    if lon_lat_deg.len() % 2 != 0 {
        return Err(GeodesyError::OddCoordinateCount(lon_lat_deg.len()));
    }
    let points: Vec<GeoPoint> = lon_lat_deg
        .chunks_exact(2)
        .map(|p| GeoPoint {
            lat_deg: p[1],
            lon_deg: p[0],
        })
        .collect();
    let mut total_m = 0.0;
    for w in points.windows(2) {
        total_m += sphere_distance_m(w[0], w[1], EARTH_RADIUS_M)?;
    }
    if let [only] = points.as_slice() {
        check(*only)?;
    }
    Ok(total_m / METRES_PER_NM)
}

/// WGS84 ellipsoidal distance (m) and initial true bearing (0..360 degrees)
/// by Karney's algorithm.
pub fn karney_inverse(a: GeoPoint, b: GeoPoint) -> Result<(f64, f64), GeodesyError> {
    check(a)?;
    check(b)?;
    let (s12, azi1, _azi2, _a12): (f64, f64, f64, f64) =
        Geodesic::wgs84().inverse(a.lat_deg, a.lon_deg, b.lat_deg, b.lon_deg);
    Ok((s12, normalise_bearing_deg(azi1)))
}

/// WGS84 direct problem: the point at `distance_m` along `bearing_deg`.
pub fn karney_destination(
    start: GeoPoint,
    bearing_deg: f64,
    distance_m: f64,
) -> Result<GeoPoint, GeodesyError> {
    check(start)?;
    if !bearing_deg.is_finite() || !distance_m.is_finite() {
        return Err(GeodesyError::NotFinite);
    }
    let (lat_deg, lon_deg): (f64, f64) =
        Geodesic::wgs84().direct(start.lat_deg, start.lon_deg, bearing_deg, distance_m);
    Ok(GeoPoint { lat_deg, lon_deg })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    fn p(lat_deg: f64, lon_deg: f64) -> GeoPoint {
        GeoPoint { lat_deg, lon_deg }
    }

    #[test]
    fn closed_form_values() {
        let r = EARTH_RADIUS_M;
        // One degree of longitude on the equator: R * pi / 180.
        let d = sphere_distance_m(p(0.0, 0.0), p(0.0, 1.0), r).unwrap();
        assert!((d - r * std::f64::consts::PI / 180.0).abs() < 1e-6);
        // Pole to pole: pi * R.
        let d = sphere_distance_m(p(90.0, 0.0), p(-90.0, 0.0), r).unwrap();
        assert!((d - r * std::f64::consts::PI).abs() < 1e-6);
        // One minute of latitude on this sphere, in NM.
        let (nm, brg) = ruler_leg(p(54.0, 18.0), p(54.0 + 1.0 / 60.0, 18.0)).unwrap();
        assert!((nm - r * (1.0f64 / 60.0).to_radians() / 1852.0).abs() < 1e-9);
        assert!(brg.abs() < 1e-9);
        assert!((sphere_bearing_deg(p(0.0, 0.0), p(0.0, 1.0)).unwrap() - 90.0).abs() < 1e-9);
        assert!((sphere_bearing_deg(p(0.0, 0.0), p(-1.0, 0.0)).unwrap() - 180.0).abs() < 1e-9);
        assert!((sphere_bearing_deg(p(0.0, 0.0), p(0.0, -1.0)).unwrap() - 270.0).abs() < 1e-9);
        // Across the antimeridian the short way (east).
        assert!((sphere_bearing_deg(p(0.0, 179.5), p(0.0, -179.5)).unwrap() - 90.0).abs() < 1e-9);
        assert_eq!(normalise_bearing_deg(-0.0), 0.0);
        assert_eq!(normalise_bearing_deg(360.0), 0.0);
        assert_eq!(normalise_bearing_deg(-90.0), 270.0);
    }

    #[test]
    fn polyline_totals() {
        let line = [0.0, 0.0, 1.0, 0.0, 1.0, 1.0];
        let leg = EARTH_RADIUS_M * 1f64.to_radians() / 1852.0;
        assert!((polyline_length_nm(&line).unwrap() - 2.0 * leg).abs() < 1e-9);
        assert_eq!(polyline_length_nm(&[]).unwrap(), 0.0);
        assert_eq!(polyline_length_nm(&[1.0, 2.0]).unwrap(), 0.0);
        assert_eq!(
            polyline_length_nm(&[1.0]),
            Err(GeodesyError::OddCoordinateCount(1))
        );
        assert_eq!(
            polyline_length_nm(&[0.0, 95.0]),
            Err(GeodesyError::LatitudeOutOfRange(95.0))
        );
        assert_eq!(
            sphere_distance_m(p(f64::NAN, 0.0), p(0.0, 0.0), 1.0),
            Err(GeodesyError::NotFinite)
        );
    }

    #[test]
    fn karney_reference_value() {
        // geographiclib-rs's documented example (Los Angeles to Tallinn).
        // The full oracle check against geographiclib-geodesic runs in vitest.
        let (a, b) = (p(34.095925, -118.2884237), p(59.4323439, 24.7341649));
        let (s, azi) = karney_inverse(a, b).unwrap();
        assert!((s - 9_094_718.727_511_38).abs() < 1e-6, "{s}");
        assert!((0.0..360.0).contains(&azi));
        let back = karney_destination(a, azi, s).unwrap();
        assert!((back.lat_deg - b.lat_deg).abs() < 1e-9 && (back.lon_deg - b.lon_deg).abs() < 1e-9);
        // The ellipsoid differs from the sphere by well under 1%.
        let sphere = sphere_distance_m(a, b, EARTH_RADIUS_M).unwrap();
        assert!((s - sphere).abs() / s < 0.01);
    }

    /// Properties: symmetry, triangle inequality, bearing range, and the
    /// destination inverting distance + bearing.
    #[test]
    fn property_sphere_metric() {
        let mut rng = SplitMix64::new(11);
        let point = |rng: &mut SplitMix64| p(rng.range(-89.0, 89.0), rng.range(-180.0, 180.0));
        for _ in 0..2000 {
            let (a, b, c) = (point(&mut rng), point(&mut rng), point(&mut rng));
            let r = EARTH_RADIUS_M;
            let ab = sphere_distance_m(a, b, r).unwrap();
            let ba = sphere_distance_m(b, a, r).unwrap();
            let ac = sphere_distance_m(a, c, r).unwrap();
            let cb = sphere_distance_m(c, b, r).unwrap();
            assert!((ab - ba).abs() < 1e-6);
            assert!(ab <= ac + cb + 1e-6);
            let brg = sphere_bearing_deg(a, b).unwrap();
            assert!((0.0..360.0).contains(&brg));
            let dest = sphere_destination(a, brg, ab, r).unwrap();
            assert!(sphere_distance_m(dest, b, r).unwrap() < 1e-3, "{a:?} {b:?}");
        }
    }
}
