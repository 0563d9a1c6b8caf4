//! The `enc` tool as a library (the binary is `src/main.rs`): finding a
//! cell's update files, the `info` summary and the GDAL-compatible GeoJSON.

pub mod files;
pub mod geojson;
pub mod info;
