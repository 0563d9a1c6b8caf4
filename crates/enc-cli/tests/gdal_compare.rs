//! Correctness against GDAL's S-57 driver, run live: for all seven cells in
//! `../shared/data/enc` (updates applied), `ogr2ogr` writes every layer as
//! GeoJSON and our reader must give the same layers, the same feature count
//! per layer, the same attributes and the same vertices to 1e-7 degrees
//! (ring start and orientation aside). Without the data or `ogr2ogr` the
//! test fails when `CI=true` and is skipped otherwise.

// Test code: a failed step is a failed test.
#![allow(
    clippy::expect_used,
    clippy::unwrap_used,
    clippy::disallowed_methods,
    clippy::print_stdout,
    clippy::cast_possible_truncation,
    reason = "a native test file: its helpers panic to fail the test, it says what it skips, it reads the shared data and the CI variable and runs commands, its inputs are built with plain casts"
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use serde_json::Value;

const CELLS: [&str; 7] = [
    "US1AK90M", "US2AK5FM", "US4AK3SB", "US4MD81M", "US5AK3MM", "US5MD1MC", "US6LGBDE",
];
const OPEN_OPTIONS: [&str; 6] = [
    "UPDATES=APPLY",
    "SPLIT_MULTIPOINT=ON",
    "ADD_SOUNDG_DEPTH=ON",
    "LNAM_REFS=ON",
    "RETURN_LINKAGES=OFF",
    "RECODE_BY_DSSI=ON",
];
const TOLERANCE_DEG: f64 = 1e-7;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/enc")
}

/// Ok(()) when the test can run; otherwise skips (or fails under CI).
fn prerequisites() -> bool {
    let data = data_dir();
    let missing_data = CELLS
        .iter()
        .find(|c| !data.join(c).join(format!("{c}.000")).is_file());
    let gdal = Command::new("ogr2ogr")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let problem = match (missing_data, gdal) {
        (Some(c), _) => format!("ENC cell {c} not found under {}", data.display()),
        (None, false) => "ogr2ogr (Debian gdal-bin) is not installed".to_owned(),
        (None, true) => return true,
    };
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "GDAL comparison cannot run in CI: {problem}"
    );
    println!("SKIPPED GDAL comparison: {problem}");
    false
}

fn gdal_args(cmd: &mut Command) -> &mut Command {
    for o in OPEN_OPTIONS {
        cmd.args(["-oo", o]);
    }
    cmd
}

/// GDAL's layer names for a cell.
fn gdal_layers(cell_path: &Path) -> Vec<String> {
    let out = gdal_args(Command::new("ogrinfo").args(["-ro", "-q"]).arg(cell_path))
        .output()
        .expect("run ogrinfo");
    assert!(
        out.status.success(),
        "ogrinfo failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (n, rest) = l.split_once(": ")?;
            n.trim().parse::<u32>().ok()?;
            Some(rest.split(' ').next()?.to_owned())
        })
        .collect()
}

fn gdal_layer(cell_path: &Path, layer: &str, dir: &Path) -> Value {
    let out = dir.join(format!("{layer}.geojson"));
    let status = gdal_args(
        Command::new("ogr2ogr")
            .args([
                "-f",
                "GeoJSON",
                "-lco",
                "RFC7946=NO",
                "-lco",
                "WRITE_BBOX=NO",
            ])
            .arg(&out)
            .arg(cell_path)
            .arg(layer),
    )
    .env("CPL_LOG", "/dev/null")
    .output()
    .expect("run ogr2ogr");
    assert!(
        status.status.success(),
        "ogr2ogr failed for {layer}: {}",
        String::from_utf8_lossy(&status.stderr)
    );
    let text = std::fs::read_to_string(&out).expect("read GDAL output");
    serde_json::from_str(&text).expect("GDAL output is JSON")
}

fn same_value(gdal: &Value, ours: &Value) -> bool {
    match (gdal, ours) {
        (Value::Number(a), Value::Number(b)) => {
            let (a, b) = (
                a.as_f64().unwrap_or(f64::NAN),
                b.as_f64().unwrap_or(f64::NAN),
            );
            (a - b).abs() <= 1e-9 * a.abs().max(1.0)
        }
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_value(x, y))
        }
        _ => gdal == ours,
    }
}

fn points(v: &Value) -> Vec<Vec<f64>> {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    p.as_array()
                        .map(|c| c.iter().filter_map(Value::as_f64).collect())
                        .unwrap_or_default()
                })
                .collect()
        })
        .unwrap_or_default()
}

fn same_point(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= TOLERANCE_DEG)
}

fn same_line(a: &[Vec<f64>], b: &[Vec<f64>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_point(x, y))
}

/// Closed rings equal up to start vertex and direction.
fn same_ring(a: &[Vec<f64>], b: &[Vec<f64>]) -> bool {
    if a.len() != b.len() || a.len() < 2 {
        return same_line(a, b);
    }
    let (a, b) = (&a[..a.len() - 1], &b[..b.len() - 1]);
    let n = a.len();
    (0..n).filter(|&s| same_point(&a[0], &b[s])).any(|s| {
        (0..n).all(|i| same_point(&a[i], &b[(s + i) % n]))
            || (0..n).all(|i| same_point(&a[i], &b[(s + n - i) % n]))
    })
}

fn same_geometry(gdal: &Value, ours: &Value) -> Result<(), String> {
    if gdal.is_null() || ours.is_null() {
        return if gdal.is_null() == ours.is_null() {
            Ok(())
        } else {
            Err(format!("geometry {gdal:.60} vs {ours:.60}"))
        };
    }
    let kind = gdal["type"].as_str().unwrap_or("");
    if ours["type"].as_str() != Some(kind) {
        return Err(format!("geometry type {kind} vs {}", ours["type"]));
    }
    let (g, o) = (&gdal["coordinates"], &ours["coordinates"]);
    let ok = match kind {
        "Point" => same_point(
            &points(&Value::Array(vec![g.clone()]))[0],
            &points(&Value::Array(vec![o.clone()]))[0],
        ),
        "LineString" => same_line(&points(g), &points(o)),
        "MultiLineString" => {
            let (g, o) = (
                g.as_array().cloned().unwrap_or_default(),
                o.as_array().cloned().unwrap_or_default(),
            );
            g.len() == o.len()
                && g.iter()
                    .zip(&o)
                    .all(|(a, b)| same_line(&points(a), &points(b)))
        }
        "Polygon" => {
            let (g, o) = (
                g.as_array().cloned().unwrap_or_default(),
                o.as_array().cloned().unwrap_or_default(),
            );
            let mut used = vec![false; o.len()];
            g.len() == o.len()
                && !g.is_empty()
                && same_ring(&points(&g[0]), &points(&o[0]))
                && g[1..].iter().all(|r| {
                    let r = points(r);
                    let hit = (1..o.len()).find(|&j| !used[j] && same_ring(&r, &points(&o[j])));
                    hit.map(|j| used[j] = true).is_some()
                })
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("{kind} vertices differ"))
    }
}

fn compare_layer(
    cell: &str,
    layer: &str,
    gdal: &Value,
    ours: Option<&Value>,
    errors: &mut Vec<String>,
) {
    let Some(ours) = ours else {
        errors.push(format!("{cell}/{layer}: layer missing from our output"));
        return;
    };
    let empty = Vec::new();
    let gf = gdal["features"].as_array().unwrap_or(&empty);
    let of = ours["features"].as_array().unwrap_or(&empty);
    if gf.len() != of.len() {
        errors.push(format!(
            "{cell}/{layer}: {} features from GDAL, {} from us",
            gf.len(),
            of.len()
        ));
        return;
    }
    for (i, (g, o)) in gf.iter().zip(of).enumerate() {
        let rcid = &g["properties"]["RCID"];
        if let Some(props) = g["properties"].as_object() {
            for (k, v) in props {
                if v.is_null() {
                    continue;
                }
                if !same_value(v, &o["properties"][k]) {
                    errors.push(format!(
                        "{cell}/{layer} #{i} RCID {rcid}: {k} = {v} from GDAL, {} from us",
                        o["properties"][k]
                    ));
                }
            }
        }
        if let Err(e) = same_geometry(&g["geometry"], &o["geometry"]) {
            errors.push(format!("{cell}/{layer} #{i} RCID {rcid}: {e}"));
        }
    }
}

#[test]
fn all_cells_match_gdal() {
    if !prerequisites() {
        return;
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut jobs = Vec::new();
    let mut ours_by_cell = BTreeMap::new();
    let mut errors = Vec::new();
    for cell in CELLS {
        let path = data_dir().join(cell).join(format!("{cell}.000"));
        let parsed = enc_cli::files::read_cell_path(&path).expect("our reader reads the cell");
        let ours: BTreeMap<String, Value> =
            enc_cli::geojson::collections(&parsed).into_iter().collect();
        let layers = gdal_layers(&path);
        let ours_names: Vec<&String> = ours.keys().filter(|n| !layers.contains(n)).collect();
        if !ours_names.is_empty() {
            errors.push(format!("{cell}: layers only we report: {ours_names:?}"));
        }
        let dir = tmp.path().join(cell);
        std::fs::create_dir_all(&dir).expect("mkdir");
        for layer in layers {
            jobs.push((cell, path.clone(), layer, dir.clone()));
        }
        ours_by_cell.insert(cell, ours);
    }
    let jobs = Mutex::new(jobs);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let job = jobs.lock().expect("lock").pop();
                let Some((cell, path, layer, dir)) = job else {
                    break;
                };
                let value = gdal_layer(&path, &layer, &dir);
                results.lock().expect("lock").push((cell, layer, value));
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    results.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    let mut feature_total = 0;
    for (cell, layer, gdal) in &results {
        feature_total += gdal["features"].as_array().map_or(0, Vec::len);
        compare_layer(
            cell,
            layer,
            gdal,
            ours_by_cell[cell].get(layer),
            &mut errors,
        );
    }
    println!(
        "compared {} layers, {feature_total} GDAL features, {} differences",
        results.len(),
        errors.len()
    );
    let shown = std::env::var("S57_COMPARE_SHOW")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40);
    for e in errors.iter().take(shown) {
        println!("{e}");
    }
    assert!(
        errors.is_empty(),
        "{} differences from GDAL (first: {})",
        errors.len(),
        errors[0]
    );
}

/// One ISO 8211 record of a file: its leader and its fields (tag, data
/// with the field terminator), as written.
struct RawRecord {
    leader: Vec<u8>,
    fields: Vec<([u8; 4], Vec<u8>)>,
}

fn number(bytes: &[u8]) -> usize {
    std::str::from_utf8(bytes)
        .expect("digits")
        .trim()
        .parse()
        .expect("a number")
}

/// The records of an ISO 8211 file (a minimal reader for writing it back).
fn raw_records(data: &[u8]) -> Vec<RawRecord> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos + 24 <= data.len() {
        let l = &data[pos..pos + 24];
        let len = number(&l[0..5]);
        let base = number(&l[12..17]);
        let (size_len, size_pos) = (number(&l[20..21]), number(&l[21..22]));
        let entry = 4 + size_len + size_pos;
        let dir = &data[pos + 24..pos + base - 1];
        let fields = dir
            .chunks_exact(entry)
            .map(|e| {
                let flen = number(&e[4..4 + size_len]);
                let fpos = number(&e[4 + size_len..]);
                let at = pos + base + fpos;
                ([e[0], e[1], e[2], e[3]], data[at..at + flen].to_vec())
            })
            .collect();
        out.push(RawRecord {
            leader: l.to_vec(),
            fields,
        });
        pos += len;
    }
    out
}

/// A record written back: with the record length in its leader, or 00000
/// when `zero_length` (ISO 8211's form for records over 99,999 bytes), and
/// directory entries of `size` digits for field lengths and positions.
fn write_record(r: &RawRecord, zero_length: bool, size: usize) -> Vec<u8> {
    let mut dir = Vec::new();
    let mut area = Vec::new();
    for (tag, data) in &r.fields {
        dir.extend_from_slice(tag);
        dir.extend_from_slice(format!("{:0size$}{:0size$}", data.len(), area.len()).as_bytes());
        area.extend_from_slice(data);
    }
    dir.push(0x1e);
    let base = 24 + dir.len();
    let total = base + area.len();
    let mut leader = r.leader.clone();
    let length = if zero_length { 0 } else { total };
    assert!(length <= 99_999, "a record of {total} bytes needs 00000");
    leader[0..5].copy_from_slice(format!("{length:05}").as_bytes());
    leader[12..17].copy_from_slice(format!("{base:05}").as_bytes());
    leader[20] = b'0' + size as u8;
    leader[21] = b'0' + size as u8;
    let mut out = leader;
    out.extend_from_slice(&dir);
    out.extend_from_slice(&area);
    out
}

/// US5AK3MM with one edge record grown past 99,999 bytes: 13,000 points
/// inserted along the first segment of the first edge (RCNM 130) with a
/// SG2D field, its leader's record length 00000 and 6-digit directory
/// entries. Returns the file bytes and that record's length.
fn synthetic_cell_with_a_long_edge(base: &[u8]) -> (Vec<u8>, usize) {
    let records = raw_records(base);
    let mut out = Vec::new();
    let mut long = 0;
    for (i, r) in records.iter().enumerate() {
        let is_edge = r
            .fields
            .iter()
            .any(|(tag, data)| tag == b"VRID" && data.first() == Some(&130));
        let sg2d = r.fields.iter().position(|(tag, _)| tag == b"SG2D");
        match (i > 0 && long == 0 && is_edge, sg2d) {
            (true, Some(at)) => {
                const INSERTED: i64 = 13_000;
                let data = &r.fields[at].1;
                let coord = |k: usize| {
                    i32::from_le_bytes(data[k * 4..k * 4 + 4].try_into().expect("4 bytes"))
                };
                // SG2D: YCOO, XCOO per point; the first two points (or the
                // first one twice when the edge has one interior point).
                let (y0, x0) = (coord(0), coord(1));
                let (y1, x1) = if data.len() >= 17 {
                    (coord(2), coord(3))
                } else {
                    (y0 + 50, x0 + 50)
                };
                let mut grown = data[..8].to_vec();
                for k in 1..=INSERTED {
                    let t = |a: i32, b: i32| {
                        (i64::from(a) + (i64::from(b) - i64::from(a)) * k / (INSERTED + 1)) as i32
                    };
                    grown.extend_from_slice(&t(y0, y1).to_le_bytes());
                    grown.extend_from_slice(&t(x0, x1).to_le_bytes());
                }
                grown.extend_from_slice(&data[8..]);
                let mut record = RawRecord {
                    leader: r.leader.clone(),
                    fields: r.fields.clone(),
                };
                record.fields[at].1 = grown;
                let bytes = write_record(&record, true, 6);
                long = bytes.len();
                out.extend_from_slice(&bytes);
            }
            _ => {
                let area: usize = r.fields.iter().map(|(_, d)| d.len()).sum();
                let size = area.to_string().len().max(number(&r.leader[21..22]));
                out.extend_from_slice(&write_record(r, false, size));
            }
        }
    }
    assert!(long > 99_999, "no edge record was grown");
    (out, long)
}

#[test]
fn a_record_longer_than_99999_bytes_reads_as_gdal_reads_it() {
    if !prerequisites() {
        return;
    }
    let base = std::fs::read(data_dir().join("US5AK3MM/US5AK3MM.000")).expect("read the cell");
    let (bytes, long) = synthetic_cell_with_a_long_edge(&base);
    let tmp = tempfile::tempdir().expect("temp dir");
    let path = tmp.path().join("US5AK3MM.000");
    std::fs::write(&path, &bytes).expect("write the synthetic cell");
    assert!(
        bytes.windows(5).any(|w| w == b"00000"),
        "a leader says 00000"
    );

    let parsed = enc_cli::files::read_cell_path(&path).expect("our reader reads the cell");
    let ours: BTreeMap<String, Value> =
        enc_cli::geojson::collections(&parsed).into_iter().collect();
    let mut errors = Vec::new();
    let mut vertices = 0;
    for layer in gdal_layers(&path) {
        let gdal = gdal_layer(&path, &layer, tmp.path());
        for f in gdal["features"].as_array().into_iter().flatten() {
            vertices += f["geometry"].to_string().matches('[').count();
        }
        compare_layer(
            "synthetic US5AK3MM",
            &layer,
            &gdal,
            ours.get(&layer),
            &mut errors,
        );
    }
    println!("record of {long} bytes; {} differences", errors.len());
    // The inserted points reached both readers' geometry.
    assert!(vertices > 13_000, "GDAL read {vertices} vertices");
    assert!(
        errors.is_empty(),
        "{} differences from GDAL: {:?}",
        errors.len(),
        &errors[..errors.len().min(10)]
    );
}
