//! The `enc` binary end to end: `info` JSON, `geojson` files, and a clear
//! error with a non-zero exit on a broken cell. Needs `../shared/data/enc`
//! (fails without it when `CI=true`, skipped otherwise).

// Test code: a failed step is a failed test.
#![allow(
    clippy::expect_used,
    clippy::unwrap_used,
    clippy::disallowed_methods,
    clippy::print_stdout,
    reason = "a native test file: its helpers panic to fail the test, it says what it skips, it reads the shared data and the CI variable and runs commands"
)]

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn cell(name: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../../shared/data/enc/{name}/{name}.000"));
    if path.is_file() {
        return Some(path);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "ENC test data missing: {}",
        path.display()
    );
    println!("SKIPPED: ENC test data missing: {}", path.display());
    None
}

fn enc(args: &[&std::ffi::OsStr]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_enc"))
        .args(args)
        .output()
        .expect("run enc")
}

#[test]
fn info_summarises_a_cell_with_its_update() {
    let Some(path) = cell("US4AK3SB") else { return };
    let out = enc(&["info".as_ref(), path.as_os_str()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let info: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["cell"], "US4AK3SB");
    assert_eq!(info["edition"], "1");
    assert_eq!(info["update"], "1");
    assert_eq!(info["updates_applied"], 1);
    assert_eq!(info["scale"], 40000);
    assert_eq!(info["usage_band"], 4);
    // GDAL's summary for this cell: 959 features over 24 layers (with DSID).
    assert_eq!(info["feature_count"], 958);
    assert_eq!(info["layers"].as_object().unwrap().len(), 23);
    assert_eq!(info["layers"]["DEPARE"]["feature_count"], 47);
    assert_eq!(info["layers"]["DEPARE"]["vertex_count"], 18142);
    assert_eq!(info["layers"]["SOUNDG"]["geometry_types"]["Point Z"], 761);
    assert_eq!(info["bounds"]["min_lon_deg"], -171.0);
    assert_eq!(info["bounds"]["max_lat_deg"], 57.3);
}

#[test]
fn geojson_writes_one_file_per_layer() {
    let Some(path) = cell("US5AK3MM") else { return };
    let dir = tempfile::tempdir().unwrap();
    let out = enc(&["geojson".as_ref(), path.as_os_str(), dir.path().as_os_str()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 22); // GDAL's 22 layers for this cell, DSID included
    let depare: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("DEPARE.geojson")).unwrap())
            .unwrap();
    assert_eq!(depare["type"], "FeatureCollection");
    assert_eq!(depare["name"], "DEPARE");
    assert_eq!(depare["features"][0]["geometry"]["type"], "Polygon");
    let dsid: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("DSID.geojson")).unwrap())
            .unwrap();
    assert_eq!(
        dsid["features"][0]["properties"]["DSID_DSNM"],
        "US5AK3MM.000"
    );
}

#[test]
fn broken_cells_exit_non_zero_with_file_and_record() {
    let Some(path) = cell("US5AK3MM") else { return };
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("BROKEN.000");
    std::fs::write(&broken, &std::fs::read(&path).unwrap()[..30_000]).unwrap();
    let out = enc(&["info".as_ref(), broken.as_os_str()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("BROKEN.000, record "), "{err}");
    let out = enc(&["frobnicate".as_ref()]);
    assert_eq!(out.status.code(), Some(2));
}
