//! The `enc` tool as a library (the binary is `src/main.rs`): finding a
//! cell's update files, the `info` summary and the GDAL-compatible GeoJSON.

// A native tool: it reads and writes files, so the wasm32 list of
// clippy.toml does not apply.
#![allow(
    clippy::disallowed_methods,
    reason = "a native command-line tool: it reads cells from disk and writes GeoJSON files"
)]

pub mod files;
pub mod geojson;
pub mod info;
