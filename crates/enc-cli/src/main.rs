//! `enc info CELL.000` (JSON summary) and `enc geojson CELL.000 OUTDIR`
//! (one GDAL-compatible GeoJSON file per layer). Exit status 1 on a broken
//! cell, 2 on a usage error; warnings go to standard error.

#![allow(
    clippy::disallowed_methods,
    clippy::print_stderr,
    reason = "a native command-line tool: it reads its arguments and reports on standard error"
)]

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use enc_cli::files::{read_cell_path, EncError};
use enc_cli::{geojson, info};

const USAGE: &str = "usage: enc info CELL.000\n       enc geojson CELL.000 OUTDIR";

fn run(args: &[String]) -> Result<(), EncError> {
    match args {
        [cmd, cell] if cmd == "info" => {
            let cell_data = read_cell_path(Path::new(cell))?;
            warn(&cell_data);
            let text = info::summary(&cell_data).to_string();
            let mut out = std::io::stdout().lock();
            writeln!(out, "{text}").map_err(|error| EncError::Io {
                path: "stdout".into(),
                error,
            })
        }
        [cmd, cell, outdir] if cmd == "geojson" => {
            let cell_data = read_cell_path(Path::new(cell))?;
            warn(&cell_data);
            geojson::write_dir(&cell_data, Path::new(outdir))
        }
        _ => Err(EncError::Usage(USAGE.to_owned())),
    }
}

fn warn(cell: &traxis_s57::Cell) {
    for w in &cell.warnings {
        eprintln!("enc: warning: {w}");
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(EncError::Usage(m)) => {
            eprintln!("{m}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("enc: error: {e}");
            ExitCode::from(1)
        }
    }
}
