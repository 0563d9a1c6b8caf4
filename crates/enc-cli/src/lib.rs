//! The `enc` command-line tool as a library: S-57 cells read from disk with
//! the `traxis-s57` reader (and nothing else of TRAXIS), summarised as JSON
//! or written as GDAL-compatible GeoJSON. The binaries are thin:
//! `src/main.rs` (`enc info CELL.000`, `enc geojson CELL.000 OUTDIR`) and
//! `src/bin/enc-bench.rs` (the reader's timing and memory, for
//! `bench/enc.bench.mjs`).
//!
//! # Flow
//!
//! ```text
//! CELL.000 ─► files::update_paths (CELL.001, CELL.002, … beside it, in order)
//!          ─► files::read_cell_path (bytes read, traxis_s57::read_cell)
//!          ─► info::summary            JSON: name, edition, scale, bounds, layers
//!           or geojson::write_dir      one FeatureCollection per layer, as
//!                                      GDAL's ogr2ogr writes it
//! ```
//!
//! # Key items
//!
//! - [`files::EncError`]: a failure of the tool (input/output, or the
//!   reader's [`traxis_s57::S57Error`] naming file, record and field).
//! - [`info::summary`] and [`geojson::layer_collection`]: the two outputs.
//!
//! Its GeoJSON is what `tests/gdal_compare.rs` compares, layer by layer,
//! with GDAL's output for the same cells.

// A native tool: it reads and writes files, so the wasm32 list of
// clippy.toml does not apply.
#![allow(
    clippy::disallowed_methods,
    reason = "a native command-line tool: it reads cells from disk and writes GeoJSON files"
)]

pub mod files;
pub mod geojson;
pub mod info;
