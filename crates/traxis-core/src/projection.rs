//! Spherical Mercator projection on the sphere of radius 6378137 m
//! (spec section 9: "Earth radius 6378137 m (chart and train geometry)",
//! "Projection is Mercator").

use std::fmt;

/// Sphere radius used by the chart and train geometry, in metres.
pub const EARTH_RADIUS_M: f64 = 6_378_137.0;

/// Latitude at which the Mercator square ends (atan(sinh(pi))), in degrees.
/// Latitudes beyond it (up to the poles) are clamped to it.
pub const MAX_MERCATOR_LAT_DEG: f64 = 85.051_128_779_806_59;

/// A geographic position in degrees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GeoPoint {
    pub lat_deg: f64,
    pub lon_deg: f64,
}

/// A projected position in metres (x east, y north).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MercatorPoint {
    pub x_m: f64,
    pub y_m: f64,
}

/// Why a position could not be projected.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ProjectionError {
    /// A coordinate was NaN or infinite.
    NotFinite,
    /// Latitude outside -90..=90 degrees.
    LatitudeOutOfRange(f64),
}

impl fmt::Display for ProjectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFinite => write!(f, "coordinate is not a finite number"),
            Self::LatitudeOutOfRange(lat) => {
                write!(f, "latitude {lat} is outside -90..90 degrees")
            }
        }
    }
}

impl std::error::Error for ProjectionError {}

/// Projects a geographic position to spherical Mercator metres.
/// Latitudes beyond [`MAX_MERCATOR_LAT_DEG`] are clamped to it.
pub fn project(point: GeoPoint) -> Result<MercatorPoint, ProjectionError> {
    let GeoPoint { lat_deg, lon_deg } = point;
    if !lat_deg.is_finite() || !lon_deg.is_finite() {
        return Err(ProjectionError::NotFinite);
    }
    if !(-90.0..=90.0).contains(&lat_deg) {
        return Err(ProjectionError::LatitudeOutOfRange(lat_deg));
    }
    let lat_rad = lat_deg
        .clamp(-MAX_MERCATOR_LAT_DEG, MAX_MERCATOR_LAT_DEG)
        .to_radians();
    Ok(MercatorPoint {
        x_m: EARTH_RADIUS_M * lon_deg.to_radians(),
        y_m: EARTH_RADIUS_M * (std::f64::consts::FRAC_PI_4 + lat_rad / 2.0).tan().ln(),
    })
}

/// Inverse of [`project`]: spherical Mercator metres to degrees.
pub fn unproject(point: MercatorPoint) -> Result<GeoPoint, ProjectionError> {
    let MercatorPoint { x_m, y_m } = point;
    if !x_m.is_finite() || !y_m.is_finite() {
        return Err(ProjectionError::NotFinite);
    }
    Ok(GeoPoint {
        lat_deg: (2.0 * (y_m / EARTH_RADIUS_M).exp().atan() - std::f64::consts::FRAC_PI_2)
            .to_degrees(),
        lon_deg: (x_m / EARTH_RADIUS_M).to_degrees(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> GeoPoint {
        GeoPoint {
            lat_deg: crate::START_LAT_DEG,
            lon_deg: crate::START_LON_DEG,
        }
    }

    #[test]
    fn projects_the_start_position() {
        let p = project(start()).unwrap();
        // x = R * lon in radians; y = R * ln(tan(pi/4 + lat/2)), values from
        // Python's math module as an independent reference.
        assert!(
            (p.x_m - 2_063_863.359_307_291_7).abs() < 1e-6,
            "x = {}",
            p.x_m
        );
        assert!(
            (p.y_m - 7_271_177.865_208_047).abs() < 1e-6,
            "y = {}",
            p.y_m
        );
    }

    #[test]
    fn origin_and_antimeridian() {
        let o = project(GeoPoint {
            lat_deg: 0.0,
            lon_deg: 0.0,
        })
        .unwrap();
        assert!(o.x_m.abs() < 1e-9 && o.y_m.abs() < 1e-6, "{o:?}");
        let e = project(GeoPoint {
            lat_deg: 0.0,
            lon_deg: 180.0,
        })
        .unwrap();
        assert!((e.x_m - std::f64::consts::PI * EARTH_RADIUS_M).abs() < 1e-6);
    }

    #[test]
    fn round_trips_across_the_globe() {
        let mut lat = -85.0;
        while lat <= 85.0 {
            let mut lon = -180.0;
            while lon <= 180.0 {
                let back = unproject(
                    project(GeoPoint {
                        lat_deg: lat,
                        lon_deg: lon,
                    })
                    .unwrap(),
                )
                .unwrap();
                assert!((back.lat_deg - lat).abs() < 1e-9, "{lat} {lon} -> {back:?}");
                assert!((back.lon_deg - lon).abs() < 1e-9, "{lat} {lon} -> {back:?}");
                lon += 7.5;
            }
            lat += 2.5;
        }
    }

    #[test]
    fn clamps_polar_latitudes_and_rejects_bad_input() {
        let pole = project(GeoPoint {
            lat_deg: 90.0,
            lon_deg: 0.0,
        })
        .unwrap();
        let edge = project(GeoPoint {
            lat_deg: MAX_MERCATOR_LAT_DEG,
            lon_deg: 0.0,
        })
        .unwrap();
        assert_eq!(pole, edge);
        assert!((edge.y_m - std::f64::consts::PI * EARTH_RADIUS_M).abs() < 1e-3);
        assert_eq!(
            project(GeoPoint {
                lat_deg: 91.0,
                lon_deg: 0.0
            }),
            Err(ProjectionError::LatitudeOutOfRange(91.0))
        );
        assert_eq!(
            project(GeoPoint {
                lat_deg: f64::NAN,
                lon_deg: 0.0
            }),
            Err(ProjectionError::NotFinite)
        );
        assert_eq!(
            unproject(MercatorPoint {
                x_m: f64::INFINITY,
                y_m: 0.0
            }),
            Err(ProjectionError::NotFinite)
        );
    }
}
