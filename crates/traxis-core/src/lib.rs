//! TRAXIS core: the pure Rust heart of the console (projection, geo
//! reference, tessellation, geodesy, prediction, radar echoes, shapes,
//! picking, zoom maths, and later the S-57 reader). It knows nothing of
//! WebAssembly or JavaScript: the `traxis-wasm` crate wraps it, converting
//! only types and errors.

pub mod camera_sector;
pub mod cast;
pub mod chart_scale;
pub mod colour;
pub mod conflict;
pub mod coverage;
pub mod draw_ranges;
pub mod fill;
mod fill_area;
mod fill_lyon;
mod fill_monotone;
mod fill_shared;
mod fill_small;
mod fill_sweep;
mod fill_sweep_events;
pub mod geo_reference;
pub mod geodesy;
pub mod layer;
mod layer_fill;
mod layer_lines;
pub mod picking;
pub mod prediction;
pub mod projection;
pub mod radar;
pub mod rng;
pub mod ruler;
pub mod stroke;
pub mod train_shape;
pub mod vessel_layer;
pub mod vessel_shape;
pub mod zoom;

/// The S-57 ENC reader (the `traxis-s57` crate), so the bindings wrap one core.
pub use traxis_s57 as s57;

/// Version of the core, as built (the workspace version).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The console's start position (spec section 1: about 54.53 N, 18.54 E).
pub const START_LAT_DEG: f64 = 54.53;
/// See [`START_LAT_DEG`].
pub const START_LON_DEG: f64 = 18.54;
