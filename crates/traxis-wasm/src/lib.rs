//! WebAssembly bindings of `traxis-core` (and through it of the S-57 reader
//! `traxis-s57`): the thin middle of the three layers. This crate converts
//! types and errors only; every computation lives in the core, and no code
//! outside this crate uses wasm-bindgen.
//!
//! # Flow
//!
//! ```text
//! TypeScript (src/wasm/*.ts) ──► traxis_wasm.js (wasm-bindgen glue)
//!     ──► these functions: numbers, strings, typed arrays in
//!     ──► traxis-core / traxis-s57
//!     ──► typed arrays out (copied into JS), or results left in WASM
//!         memory for TypeScript to view in place
//!     ──► gl.bufferData, the chart engine, the conflict alerts
//! ```
//!
//! `npm run build` compiles this crate for `wasm32-unknown-unknown` (with
//! WebAssembly SIMD) and runs wasm-bindgen into `src/wasm/pkg`;
//! `src/wasm/core.ts` is the one TypeScript module that imports that
//! package, and typed wrappers beside it (`geometry.ts`, `fill.ts`,
//! `enc.ts`, `conflict.ts`, …) are what the app and the server use.
//!
//! # Conventions
//!
//! - Names: Rust snake case, JavaScript camel case through `js_name`
//!   (`mercator_project` is `mercatorProject`); units stay in the names.
//! - Errors: a core error becomes a JS `Error` carrying the core's message
//!   (`js_error`); nothing here panics.
//! - Buffers: small results are returned as `Vec`s (a typed array copy in
//!   JS). The hot paths ([`FillLayerBuilder`], [`FillTessellator`],
//!   [`ConflictEngine`]) keep their buffers in WASM memory and return byte
//!   addresses, so TypeScript writes inputs and reads outputs through views
//!   on `wasmMemory().buffer` without a copy per call.
//!
//! # Key types
//!
//! - [`Layer`]: one chart layer's buffers (fill or line), from
//!   [`build_line_layer`] or [`FillLayerBuilder`]; [`TriangleRuns`] from
//!   [`bin_triangles`].
//! - [`VesselLayer`]: all vessels in one interleaved vertex buffer
//!   ([`build_vessel_layer`]); [`VesselShape`] for one vessel.
//! - [`EncLayers`]: a cell read by [`read_enc_cell`], per layer typed arrays
//!   and attribute JSON; [`check_enc_update`] for an uploaded update file.
//! - [`ConflictEngine`]: the traffic picture's pairs in conflict.

mod chart_scale;
mod conflict;
mod enc;
mod fill;
mod geodesy;
mod geometry;
mod motion;
mod shapes;
mod vessel_layer;

pub use conflict::ConflictEngine;
pub use enc::{check_enc_update, read_enc_cell, EncLayers};
pub use fill::{FillLayerBuilder, FillTessellator};
pub use geometry::{bin_triangles, build_line_layer, Layer, TriangleRuns};
pub use shapes::VesselShape;
pub use vessel_layer::{build_vessel_layer, VesselLayer};

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
