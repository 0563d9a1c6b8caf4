//! Bindings of the ruler geodesy (sphere R = 6378137 m), the WGS84 Karney
//! option and the ruler's formatting.

use traxis_core::geodesy;
use traxis_core::projection::{GeoPoint, EARTH_RADIUS_M};
use traxis_core::ruler;
use wasm_bindgen::prelude::*;

use crate::js_error;

fn p(lat_deg: f64, lon_deg: f64) -> GeoPoint {
    GeoPoint { lat_deg, lon_deg }
}

/// Ruler leg on the chart sphere: `[distanceNm, bearingDeg]`.
#[wasm_bindgen(js_name = rulerLeg)]
pub fn ruler_leg(
    lat1_deg: f64,
    lon1_deg: f64,
    lat2_deg: f64,
    lon2_deg: f64,
) -> Result<Vec<f64>, JsError> {
    let (d, b) =
        geodesy::ruler_leg(p(lat1_deg, lon1_deg), p(lat2_deg, lon2_deg)).map_err(js_error)?;
    Ok(vec![d, b])
}

/// Great-circle distance in metres on a sphere (default R = 6378137 m).
#[wasm_bindgen(js_name = sphereDistanceM)]
pub fn sphere_distance_m(
    lat1_deg: f64,
    lon1_deg: f64,
    lat2_deg: f64,
    lon2_deg: f64,
    radius_m: Option<f64>,
) -> Result<f64, JsError> {
    geodesy::sphere_distance_m(
        p(lat1_deg, lon1_deg),
        p(lat2_deg, lon2_deg),
        radius_m.unwrap_or(EARTH_RADIUS_M),
    )
    .map_err(js_error)
}

/// Destination on a sphere (default R = 6378137 m): `[lat, lon]`.
#[wasm_bindgen(js_name = sphereDestination)]
pub fn sphere_destination(
    lat_deg: f64,
    lon_deg: f64,
    bearing_deg: f64,
    distance_m: f64,
    radius_m: Option<f64>,
) -> Result<Vec<f64>, JsError> {
    let d = geodesy::sphere_destination(
        p(lat_deg, lon_deg),
        bearing_deg,
        distance_m,
        radius_m.unwrap_or(EARTH_RADIUS_M),
    )
    .map_err(js_error)?;
    Ok(vec![d.lat_deg, d.lon_deg])
}

/// Total length (NM) of a polyline `[lon, lat, ...]`.
#[wasm_bindgen(js_name = polylineLengthNm)]
pub fn polyline_length_nm(lon_lat_deg: &[f64]) -> Result<f64, JsError> {
    geodesy::polyline_length_nm(lon_lat_deg).map_err(js_error)
}

/// WGS84 (Karney): `[distanceM, bearingDeg]`.
#[wasm_bindgen(js_name = karneyInverse)]
pub fn karney_inverse(
    lat1_deg: f64,
    lon1_deg: f64,
    lat2_deg: f64,
    lon2_deg: f64,
) -> Result<Vec<f64>, JsError> {
    let (s, azi) =
        geodesy::karney_inverse(p(lat1_deg, lon1_deg), p(lat2_deg, lon2_deg)).map_err(js_error)?;
    Ok(vec![s, azi])
}

/// WGS84 direct problem: `[lat, lon]`.
#[wasm_bindgen(js_name = karneyDestination)]
pub fn karney_destination(
    lat_deg: f64,
    lon_deg: f64,
    bearing_deg: f64,
    distance_m: f64,
) -> Result<Vec<f64>, JsError> {
    let d = geodesy::karney_destination(p(lat_deg, lon_deg), bearing_deg, distance_m)
        .map_err(js_error)?;
    Ok(vec![d.lat_deg, d.lon_deg])
}

/// `1.235 NM`, or metres under 0.1 NM.
#[wasm_bindgen(js_name = formatDistance)]
pub fn format_distance(distance_nm: f64) -> String {
    ruler::format_distance(distance_nm)
}

/// `45.0°`.
#[wasm_bindgen(js_name = formatBearing)]
pub fn format_bearing(bearing_deg: f64) -> String {
    ruler::format_bearing(bearing_deg)
}

/// A ruler leg label.
#[wasm_bindgen(js_name = formatLeg)]
pub fn format_leg(distance_nm: f64, bearing_deg: f64) -> String {
    ruler::format_leg(distance_nm, bearing_deg)
}

/// The TOTAL label.
#[wasm_bindgen(js_name = formatTotal)]
pub fn format_total(total_nm: f64) -> String {
    ruler::format_total(total_nm)
}
