//! `enc-bench CELL.000 RUNS [stream|cell]`: times reading a cell with its
//! update files (files read from disk, records decoded, updates applied,
//! all geometry assembled) RUNS times, and measures the process's peak
//! memory growth during the first run. `stream` assembles the features one
//! at a time (as a renderer or converter consumes them); `cell` keeps them
//! all in a `Cell`. Prints one JSON object; used by `bench/enc.bench.mjs`.

#![allow(
    clippy::disallowed_methods,
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a native benchmark: it reads files and /proc, times itself with the clock and prints its result"
)]

use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use enc_cli::files::{decode_cell_path, update_paths};

/// A `/proc/self/status` value in KiB (Linux), 0 elsewhere.
fn status_kib(key: &str) -> u64 {
    let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    text.lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(cell), runs) = (
        args.first(),
        args.get(1)
            .and_then(|r| r.parse::<usize>().ok())
            .unwrap_or(7),
    ) else {
        eprintln!("usage: enc-bench CELL.000 [RUNS] [stream|cell]");
        return ExitCode::from(2);
    };
    let keep_cell = args.get(2).is_some_and(|m| m == "cell");
    let path = Path::new(cell);
    let mut input_bytes = std::fs::metadata(path).map_or(0, |m| m.len());
    for u in update_paths(path) {
        input_bytes += std::fs::metadata(u).map_or(0, |m| m.len());
    }
    let rss_before_kib = status_kib("VmRSS:");
    let mut times_ms = Vec::with_capacity(runs);
    let mut peak_kib = 0;
    let mut summary = (0usize, 0usize);
    for i in 0..runs.max(1) {
        let start = Instant::now();
        let decoded = match decode_cell_path(path) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("enc-bench: {e}");
                return ExitCode::from(1);
            }
        };
        let (features, vertices) = if keep_cell {
            let cell = decoded.assemble();
            let vertices = cell
                .features
                .iter()
                .map(|f| f.geometry.vertex_count())
                .sum();
            (cell.features.len(), vertices)
        } else {
            let (mut features, mut vertices) = (0, 0);
            decoded.for_each_feature(|f| {
                features += 1;
                vertices += f.geometry.vertex_count();
            });
            (features, vertices)
        };
        times_ms.push(start.elapsed().as_secs_f64() * 1e3);
        if i == 0 {
            peak_kib = status_kib("VmHWM:");
            summary = (features, vertices);
        }
    }
    let times: Vec<String> = times_ms.iter().map(|t| format!("{t:.3}")).collect();
    println!(
        "{{\"mode\":\"{}\",\"times_ms\":[{}],\"peak_growth_kib\":{},\"input_bytes\":{input_bytes},\"feature_records\":{},\"vertices\":{}}}",
        if keep_cell { "cell" } else { "stream" },
        times.join(","),
        peak_kib.saturating_sub(rss_before_kib),
        summary.0,
        summary.1
    );
    ExitCode::SUCCESS
}
