//! Peer suite: every fixture of mapbox/earcut's own test
//! (`../shared/data/earcut-fixtures`) tessellated by our fill path, at the
//! rotations 0, 90, 180 and 270 degrees as earcut's test does; the area
//! deviation must not exceed the bound earcut's `expected.json` allows.
//! Without the data: fails when `CI=true`, otherwise skips with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::disallowed_methods,
    clippy::print_stdout,
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "a native test file: its helpers panic to fail the test, it says what it skips, it reads the shared data and the CI variable, its inputs are built with plain casts"
)]

use std::path::PathBuf;

use serde_json::Value;
use traxis_core::fill::{FillEngine, FillTessellatorCore};

fn data_dir() -> Option<PathBuf> {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/earcut-fixtures");
    if dir.join("expected.json").is_file() {
        return Some(dir);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "shared test data missing: {} (CI=true requires ../shared/data next to the repository)",
        dir.display()
    );
    println!("SKIPPED: shared test data not found at {}", dir.display());
    None
}

/// Flattened polygon: coordinates and hole starts (earcut's `flatten`).
fn flatten(rings: &Value, rotation: u32) -> (Vec<f64>, Vec<u32>) {
    let (cos, sin) = match rotation {
        90 => (0.0, 1.0),
        180 => (-1.0, 0.0),
        270 => (0.0, -1.0),
        _ => (1.0, 0.0),
    };
    let mut coords = Vec::new();
    let mut holes = Vec::new();
    for (r, ring) in rings.as_array().unwrap().iter().enumerate() {
        if r > 0 {
            holes.push((coords.len() / 2) as u32);
        }
        for p in ring.as_array().unwrap() {
            let x = p[0].as_f64().unwrap();
            let y = p[1].as_f64().unwrap();
            coords.push(cos * x - sin * y);
            coords.push(sin * x + cos * y);
        }
    }
    (coords, holes)
}

/// earcut's `signedArea` (twice the area, trapezoid sums), as in its test.
fn signed_area(data: &[f64], start: usize, end: usize) -> f64 {
    let mut sum = 0.0;
    let mut j = end - 2;
    let mut i = start;
    while i < end {
        sum += (data[j] - data[i]) * (data[i + 1] + data[j + 1]);
        j = i;
        i += 2;
    }
    sum
}

/// earcut's `deviation(data, holeIndices, 2, triangles)`, formula for
/// formula (`positions` may hold extra vertices after the input ones).
fn earcut_deviation(input: &[f64], holes: &[u32], positions: &[f64], triangles: &[u32]) -> f64 {
    let outer_len = holes.first().map_or(input.len(), |&h| 2 * h as usize);
    let mut polygon_area = signed_area(input, 0, outer_len).abs();
    for (k, &h) in holes.iter().enumerate() {
        let start = 2 * h as usize;
        let end = holes.get(k + 1).map_or(input.len(), |&n| 2 * n as usize);
        if end > start {
            polygon_area -= signed_area(input, start, end).abs();
        }
    }
    let mut triangles_area = 0.0;
    for t in triangles.chunks_exact(3) {
        let (a, b, c) = (2 * t[0] as usize, 2 * t[1] as usize, 2 * t[2] as usize);
        let d = positions;
        triangles_area +=
            ((d[a] - d[c]) * (d[b + 1] - d[a + 1]) - (d[a] - d[b]) * (d[c + 1] - d[a + 1])).abs();
    }
    if triangles_area == 0.0 {
        let max = input.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        return if polygon_area.abs() <= input.len() as f64 * max * max * f64::EPSILON {
            0.0
        } else {
            1.0
        };
    }
    ((triangles_area - polygon_area) / polygon_area).abs()
}

fn run(engine: FillEngine, max_deviation: f64) -> Vec<String> {
    let Some(dir) = data_dir() else {
        return Vec::new();
    };
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("expected.json")).unwrap()).unwrap();
    let triangles = expected["triangles"].as_object().unwrap();
    assert!(
        triangles.len() >= 59,
        "expected.json lists {} fixtures",
        triangles.len()
    );
    let mut failures = Vec::new();
    let mut tess = FillTessellatorCore::new(engine).with_max_deviation(max_deviation);
    for (id, count) in triangles {
        let text = std::fs::read_to_string(dir.join("fixtures").join(format!("{id}.json")))
            .unwrap_or_else(|e| panic!("fixture {id}: {e}"));
        let rings: Value = serde_json::from_str(&text).unwrap();
        for rotation in [0, 90, 180, 270] {
            let (coords, holes) = flatten(&rings, rotation);
            let mesh = tess
                .tessellate(&coords, &holes)
                .unwrap_or_else(|e| panic!("fixture {id} at {rotation}: {e}"));
            if count.as_u64() == Some(0) {
                continue;
            }
            let bound = (if rotation != 0 {
                expected["errors-with-rotation"][id.as_str()].as_f64()
            } else {
                None
            })
            .or_else(|| expected["errors"][id.as_str()].as_f64())
            .unwrap_or(0.0);
            let deviation = earcut_deviation(&coords, &holes, &mesh.positions, &mesh.indices);
            println!(
                "{id:24} rot {rotation:3}: {:6} triangles (earcut {count}), deviation {deviation:.3e} (bound {bound:.1e})",
                mesh.indices.len() / 3
            );
            if deviation > bound {
                failures.push(format!(
                    "{id} at {rotation} deg: deviation {deviation:e} > {bound:e}"
                ));
            }
        }
    }
    failures
}

/// Fixtures allowed to miss earcut 3.2's bound. The fixture `issue29` once
/// did, by 3e-16, while the fixtures were parsed with `serde_json`'s fast
/// float parser; with exact parsing (`float_roundtrip`) it meets its bound.
/// eberly-6 (1,418 vertices, 15 holes) goes to the monotone sweep, whose
/// triangulation is another one than earcut's: its area sum rounds to a
/// deviation of 2.3e-15 at 0 degrees against earcut's 2e-15: the f64 rounding
/// of a sum of 1,444 other triangle areas (a missing or overlapping triangle
/// would be off by far more). A listed fixture that starts passing fails the
/// test, so the list stays true.
const KNOWN_GAPS: [&str; 1] = ["eberly-6"];

#[test]
fn fill_path_matches_earcut_deviation_bounds() {
    // The default path, and lyon (first without, then with intersection
    // handling, checked) on every fixture, as the default path uses it on
    // large or hole-rich polygons.
    let failures: Vec<String> = [FillEngine::Auto, FillEngine::Lyon]
        .into_iter()
        .flat_map(|engine| {
            run(engine, traxis_core::fill::DEFAULT_MAX_DEVIATION)
                .into_iter()
                .map(move |f| format!("{f} ({engine:?})"))
        })
        .collect();
    let (known, new): (Vec<_>, Vec<_>) = failures.iter().partition(|f| {
        KNOWN_GAPS
            .iter()
            .any(|k| f.starts_with(&format!("{k} at ")))
    });
    if data_dir().is_none() {
        return;
    }
    println!(
        "known gaps ({}):\n{}",
        known.len(),
        known
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        new.is_empty(),
        "{} failures:\n{}",
        new.len(),
        new.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    for k in KNOWN_GAPS {
        assert!(
            known.iter().any(|f| f.starts_with(&format!("{k} at "))),
            "{k} now meets its bound: remove it from KNOWN_GAPS"
        );
    }
}
