//! The spec's geo reference (section 3: reference latitude/longitude,
//! initial and displayed range in NM, screen size, pixels per metre, vector
//! length; section 9: displayed range = initial range / scene scale, vector
//! length 12 by default) and the batch projection of flat coordinate lists
//! to f32 positions relative to an origin.
//!
//! Flat lists are `[lon0, lat0, lon1, lat1, ...]` in degrees (x before y, as
//! GeoJSON). Positions are computed in f64 Mercator metres and only the
//! difference to the origin is rounded to f32, so harbour-scale detail
//! (sub-metre) does not jitter in f32 even at 7 000 km from the equator.

use std::fmt;

use crate::cast::vertex_f32;
use crate::projection::{self, GeoPoint, MercatorPoint, ProjectionError};

/// Metres in one nautical mile (spec section 9).
pub const METRES_PER_NM: f64 = 1852.0;
/// The geo reference's initial vector length (spec section 9: "A vector
/// length of 12 is the geo-reference default"). The motion vectors drawn use
/// the user's setting instead (`prediction::DEFAULT_VECTOR_LENGTH_MIN`).
pub const DEFAULT_GEO_VECTOR_LENGTH: f64 = 12.0;

/// Why a geo reference is invalid.
#[derive(Debug, Clone, PartialEq)]
pub enum GeoReferenceError {
    /// A field that must be a positive finite number is not.
    NotPositive(&'static str),
    /// The reference position cannot be projected.
    Projection(ProjectionError),
}

impl fmt::Display for GeoReferenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotPositive(field) => write!(f, "{field} must be a positive finite number"),
            Self::Projection(e) => write!(f, "reference position: {e}"),
        }
    }
}

impl std::error::Error for GeoReferenceError {}

/// Reference of the chart view.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GeoReference {
    pub ref_lat_deg: f64,
    pub ref_lon_deg: f64,
    /// Range at scene scale 1, in NM.
    pub initial_range_nm: f64,
    /// Scene scale (zoom): displayed range = initial range / scene scale.
    pub scene_scale: f64,
    pub screen_width_px: f64,
    pub screen_height_px: f64,
    pub vector_length: f64,
    origin: MercatorPoint,
}

fn positive(value: f64, field: &'static str) -> Result<f64, GeoReferenceError> {
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(GeoReferenceError::NotPositive(field))
    }
}

impl GeoReference {
    /// A reference at scene scale 1 with the default vector length 12.
    pub fn new(
        ref_lat_deg: f64,
        ref_lon_deg: f64,
        initial_range_nm: f64,
        screen_width_px: f64,
        screen_height_px: f64,
    ) -> Result<Self, GeoReferenceError> {
        let origin = projection::project(GeoPoint {
            lat_deg: ref_lat_deg,
            lon_deg: ref_lon_deg,
        })
        .map_err(GeoReferenceError::Projection)?;
        Ok(Self {
            ref_lat_deg,
            ref_lon_deg,
            initial_range_nm: positive(initial_range_nm, "initial range")?,
            scene_scale: 1.0,
            screen_width_px: positive(screen_width_px, "screen width")?,
            screen_height_px: positive(screen_height_px, "screen height")?,
            vector_length: DEFAULT_GEO_VECTOR_LENGTH,
            origin,
        })
    }

    /// Sets the scene scale (must be positive).
    pub fn with_scene_scale(mut self, scene_scale: f64) -> Result<Self, GeoReferenceError> {
        self.scene_scale = positive(scene_scale, "scene scale")?;
        Ok(self)
    }

    /// The reference position in Mercator metres: the origin of the f32
    /// positions.
    pub fn origin(&self) -> MercatorPoint {
        self.origin
    }

    /// Displayed range = initial range / scene scale (NM).
    pub fn displayed_range_nm(&self) -> f64 {
        self.initial_range_nm / self.scene_scale
    }

    /// Screen pixels per ground metre at the reference latitude: the
    /// displayed range spans half the screen height (centre to top edge).
    pub fn pixels_per_m(&self) -> f64 {
        (self.screen_height_px / 2.0) / (self.displayed_range_nm() * METRES_PER_NM)
    }

    /// Screen pixels per Mercator metre (Mercator stretches ground distances
    /// by 1/cos(latitude)); this is the uniform the vertex shaders use.
    pub fn pixels_per_mercator_m(&self) -> f64 {
        self.pixels_per_m() * self.ref_lat_deg.to_radians().cos()
    }
}

/// Projects `[lon, lat, ...]` (degrees) and hands each point's offset from
/// `origin` (Mercator metres, f64) to `push`.
fn project_relative_each(
    lon_lat_deg: &[f64],
    origin: MercatorPoint,
    mut push: impl FnMut(f64, f64),
) -> Result<(), ProjectionError> {
    for p in lon_lat_deg.chunks_exact(2) {
        let m = projection::project(GeoPoint {
            lat_deg: p[1],
            lon_deg: p[0],
        })?;
        push(m.x_m - origin.x_m, m.y_m - origin.y_m);
    }
    Ok(())
}

/// Projects `[lon, lat, ...]` (degrees) and appends `x - origin.x, y -
/// origin.y` as f32 to `out` (rounded only after subtracting the origin).
pub fn project_lon_lat_relative(
    lon_lat_deg: &[f64],
    origin: MercatorPoint,
    out: &mut Vec<f32>,
) -> Result<(), ProjectionError> {
    out.reserve(lon_lat_deg.len());
    project_relative_each(lon_lat_deg, origin, |dx, dy| {
        out.push(vertex_f32(dx));
        out.push(vertex_f32(dy));
    })
}

/// Projects `[lon, lat, ...]` (degrees) to `[x, y, ...]` Mercator metres
/// relative to `origin`, in f64 (for tessellation before rounding to f32).
pub fn project_lon_lat_relative_f64(
    lon_lat_deg: &[f64],
    origin: MercatorPoint,
    out: &mut Vec<f64>,
) -> Result<(), ProjectionError> {
    out.reserve(lon_lat_deg.len());
    project_relative_each(lon_lat_deg, origin, |dx, dy| {
        out.push(dx);
        out.push(dy);
    })
}

/// Inverse of [`project_lon_lat_relative_f64`]: origin-relative metres back
/// to `[lon, lat, ...]` degrees.
pub fn unproject_relative(
    xy_m: &[f64],
    origin: MercatorPoint,
    out: &mut Vec<f64>,
) -> Result<(), ProjectionError> {
    for p in xy_m.chunks_exact(2) {
        let g = projection::unproject(MercatorPoint {
            x_m: p[0] + origin.x_m,
            y_m: p[1] + origin.y_m,
        })?;
        out.push(g.lon_deg);
        out.push(g.lat_deg);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    fn start() -> GeoReference {
        GeoReference::new(
            crate::START_LAT_DEG,
            crate::START_LON_DEG,
            12.0,
            1600.0,
            900.0,
        )
        .unwrap()
    }

    #[test]
    fn displayed_range_and_defaults() {
        let g = start();
        assert_eq!(g.vector_length, 12.0);
        assert_eq!(g.displayed_range_nm(), 12.0);
        let g = g.with_scene_scale(4.0).unwrap();
        assert_eq!(g.displayed_range_nm(), 3.0);
        // 450 px for 3 NM = 5556 m.
        assert!((g.pixels_per_m() - 450.0 / 5556.0).abs() < 1e-12);
        let c = crate::START_LAT_DEG.to_radians().cos();
        assert!((g.pixels_per_mercator_m() - c * 450.0 / 5556.0).abs() < 1e-12);
        assert_eq!(
            g.with_scene_scale(0.0),
            Err(GeoReferenceError::NotPositive("scene scale"))
        );
        assert!(GeoReference::new(95.0, 0.0, 12.0, 1.0, 1.0).is_err());
        assert!(GeoReference::new(0.0, 0.0, -1.0, 1.0, 1.0).is_err());
    }

    #[test]
    fn relative_f32_keeps_sub_metre_detail() {
        let g = start();
        // Two points 0.1 m apart east, 3 km from the origin.
        let lon_per_m = 1.0 / (crate::projection::EARTH_RADIUS_M.to_radians());
        let lon = crate::START_LON_DEG + 3000.0 * lon_per_m;
        let coords = [
            lon,
            crate::START_LAT_DEG,
            lon + 0.1 * lon_per_m,
            crate::START_LAT_DEG,
        ];
        let mut out = Vec::new();
        project_lon_lat_relative(&coords, g.origin(), &mut out).unwrap();
        assert!((out[0] - 3000.0).abs() < 1e-3, "{out:?}");
        assert!(((out[2] - out[0]) - 0.1).abs() < 1e-3, "{out:?}");
        assert!(out[1].abs() < 1e-3 && out[3].abs() < 1e-3);
        assert!(project_lon_lat_relative(&[0.0, 99.0], g.origin(), &mut out).is_err());
    }

    /// Property: projection to origin-relative metres and back round-trips.
    #[test]
    fn property_relative_round_trip() {
        let g = start();
        let mut rng = SplitMix64::new(3);
        let coords: Vec<f64> = (0..2000)
            .flat_map(|_| [rng.range(-180.0, 180.0), rng.range(-84.0, 84.0)])
            .collect();
        let mut xy = Vec::new();
        project_lon_lat_relative_f64(&coords, g.origin(), &mut xy).unwrap();
        let mut back = Vec::new();
        unproject_relative(&xy, g.origin(), &mut back).unwrap();
        for (a, b) in coords.iter().zip(&back) {
            assert!((a - b).abs() < 1e-9, "{a} vs {b}");
        }
    }
}
