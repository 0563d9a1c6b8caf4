//! Per-layer typed buffers: the streamed form (used by the WASM package)
//! equals the one built from a whole `Cell`, and its offsets are
//! consistent. Data: `../shared/data/enc` (fails without it when
//! `CI=true`, skipped otherwise).

#![allow(
    clippy::disallowed_methods,
    reason = "a native test file: it reads the shared data and the CI variable"
)]

use std::path::Path;

use traxis_s57::layers::{
    layer_buffers, stream_layer_buffers, KIND_MULTIPOINT, KIND_POINT, KIND_POLYGON,
};
use traxis_s57::{decode_cell, read_cell, InputFile};

#[test]
fn streamed_layer_buffers_equal_whole_cell_buffers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/enc/US4MD81M");
    let files: Vec<Vec<u8>> = ["000", "001", "002", "003"]
        .iter()
        .map_while(|ext| std::fs::read(dir.join(format!("US4MD81M.{ext}"))).ok())
        .collect();
    if files.len() != 4 {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "ENC test data missing: {}",
            dir.display()
        );
        println!("SKIPPED: ENC test data missing: {}", dir.display());
        return;
    }
    let base = InputFile {
        name: "US4MD81M.000",
        bytes: &files[0],
    };
    let updates: Vec<InputFile<'_>> = files[1..]
        .iter()
        .map(|b| InputFile {
            name: "US4MD81M.00x",
            bytes: b,
        })
        .collect();

    let cell = read_cell(base, &updates).unwrap();
    let whole = layer_buffers(&cell);
    let (streamed, warnings) = stream_layer_buffers(&decode_cell(base, &updates).unwrap());
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(whole, streamed);
    assert_eq!(whole.len(), 65);

    for layer in &streamed {
        let n = layer.feature_kinds.len();
        assert_eq!(layer.feature_part_offsets.len(), n + 1);
        assert_eq!(
            *layer.feature_part_offsets.last().unwrap() as usize + 1,
            layer.part_vertex_offsets.len()
        );
        assert_eq!(
            *layer.part_vertex_offsets.last().unwrap() as usize * 2,
            layer.lon_lat_deg.len()
        );
        assert!(layer.depth_m.is_empty() || layer.depth_m.len() * 2 == layer.lon_lat_deg.len());
        assert!(layer.attributes_json.starts_with('[') && layer.attributes_json.ends_with(']'));
        assert_eq!(layer.buoyage_regions.len(), n);
        // The cell's M_NSYS says IALA B (MARSYS 2): every point gets it
        // (a US cell), lines and areas get none.
        for (&kind, &region) in layer.feature_kinds.iter().zip(&layer.buoyage_regions) {
            let expected = if kind == KIND_POINT { 2 } else { 0 };
            assert_eq!(region, expected, "{}", layer.name);
        }
        if layer.name == "SOUNDG" {
            assert!(layer.feature_kinds.iter().all(|&k| k == KIND_MULTIPOINT));
            assert!(layer.depth_m.iter().all(|d| d.is_finite()));
        }
        if layer.name == "DEPARE" {
            assert!(layer.feature_kinds.iter().all(|&k| k == KIND_POLYGON));
        }
    }
}
