//! WebAssembly bindings of `traxis-core`. This crate only converts types
//! (numbers, typed arrays) and errors (core errors become JS `Error`s with
//! the core's message); every computation lives in the core.

mod chart_scale;
mod conflict;
mod enc;
mod fill;
mod geodesy;
mod geometry;
mod motion;
mod shapes;

use traxis_core::projection::{self, GeoPoint, MercatorPoint};
use wasm_bindgen::prelude::*;

/// Converts a core error into a JavaScript `Error` carrying its message.
fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

/// A buffer's byte address in WASM memory, for TypeScript to view it in place.
#[allow(
    clippy::cast_possible_truncation,
    reason = "addresses in wasm32 memory are 32-bit"
)]
fn wasm_address<T>(v: &[T]) -> u32 {
    v.as_ptr() as usize as u32
}

/// The core's version.
#[wasm_bindgen(js_name = coreVersion)]
pub fn core_version() -> String {
    traxis_core::VERSION.to_owned()
}

/// Spherical Mercator projection: degrees to `[x_m, y_m]` (Float64Array).
#[wasm_bindgen(js_name = mercatorProject)]
pub fn mercator_project(lat_deg: f64, lon_deg: f64) -> Result<Box<[f64]>, JsError> {
    let p = projection::project(GeoPoint { lat_deg, lon_deg }).map_err(js_error)?;
    Ok(Box::new([p.x_m, p.y_m]))
}

/// Inverse spherical Mercator: metres to `[lat_deg, lon_deg]` (Float64Array).
#[wasm_bindgen(js_name = mercatorUnproject)]
pub fn mercator_unproject(x_m: f64, y_m: f64) -> Result<Box<[f64]>, JsError> {
    let g = projection::unproject(MercatorPoint { x_m, y_m }).map_err(js_error)?;
    Ok(Box::new([g.lat_deg, g.lon_deg]))
}
