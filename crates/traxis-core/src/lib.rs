//! TRAXIS core: the pure Rust heart of the console, the geometry and maths
//! that the browser and the server share: projection, chart geometry
//! (tessellation, strokes, draw ranges), chart scale and coverage, vessel and
//! train shapes, prediction, picking, radar echoes, geodesy, the ruler, zoom
//! maths, the conflict engine, and (re-exported from `traxis-s57`) the S-57
//! reader. It knows nothing of WebAssembly or JavaScript: `traxis-wasm` wraps
//! it, converting only types and errors. Panics are denied by the workspace
//! lints (a panic is a trap in WASM): bad input gives a typed error per
//! module.
//!
//! # Flow: from features to GPU buffers
//!
//! ```text
//! FeatureInput (flat f64 coordinates, ring and feature offsets,
//!     │         RGBA and a pick id per feature)
//!     │ layer::build_fill_layer        layer::build_line_layer
//!     │   fill: small / sweep /          stroke: extrusions, distances,
//!     │   lyon / earcut tessellation     dash style per vertex
//!     ▼
//! LayerBuffers (f32 origin-relative positions, u32 indices, RGBA bytes,
//!     │         pick colours, feature ranges)
//!     │ draw_ranges::bin_triangles    runs of triangles by area
//!     ▼
//! typed arrays ──► traxis-wasm ──► gl.bufferData
//! ```
//!
//! Positions are projected in f64 ([`projection`], [`geo_reference`]) and
//! only the difference to a nearby origin becomes f32 ([`cast`]), so
//! harbour detail does not jitter. Colours are normalised by [`colour`];
//! each feature's pick id is encoded as an RGB colour by [`picking`] and
//! decoded back from the pixel under the cursor.
//!
//! # Key types and modules
//!
//! - Chart layers: [`layer::FeatureInput`] → [`layer::LayerBuffers`]; the
//!   fill engines behind [`fill::FillTessellatorCore`] ([`fill::FillEngine`]);
//!   line strokes [`stroke::stroke_polyline`]; [`draw_ranges::BinnedTriangles`].
//! - Which chart data a view shows: [`chart_scale`] (display scale, usage
//!   band, SCAMIN, coastline level) and [`coverage`] (the best cell per pixel
//!   as stencil ranks).
//! - Vessels: [`vessel_shape::vessel_shape`] (hull or triangle, nav-status
//!   marks, the symbol a scale shows), [`vessel_layer::build_vessel_layer`]
//!   (every vessel in one interleaved buffer, [`vessel_vertex`]), [`prediction`] (dead
//!   reckoning, ghosts, motion vectors), [`radar::radar_echoes`].
//! - Traffic: [`conflict::ConflictEngine`] (CPA and TCPA of every pair
//!   that can meet, found through a swept grid, with hysteresis).
//! - Tools and maths: [`ruler::Ruler`], [`geodesy`] (sphere and Karney on
//!   WGS84), [`zoom`], [`train_shape`], [`camera_sector`].
//! - The S-57 reader: [`s57`] (the `traxis-s57` crate).
//!
//! Modules cite the sections of the console's specification whose numbers
//! and rules they implement.

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
mod ring_miter;
pub mod rng;
pub mod ruler;
pub mod stroke;
pub mod target_symbols;
pub mod train_shape;
pub mod vessel_drawing;
pub mod vessel_layer;
pub mod vessel_mark;
mod vessel_nav_status;
pub mod vessel_shape;
pub mod vessel_vertex;
pub mod zoom;

/// The S-57 ENC reader (the `traxis-s57` crate), so the bindings wrap one core.
pub use traxis_s57 as s57;

/// Version of the core, as built (the workspace version).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The console's start position (spec section 1: about 54.53 N, 18.54 E).
pub const START_LAT_DEG: f64 = 54.53;
/// See [`START_LAT_DEG`].
pub const START_LON_DEG: f64 = 18.54;
