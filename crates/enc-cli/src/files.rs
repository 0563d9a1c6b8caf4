//! Reading a cell from disk with its update files (`CELL.001`, `CELL.002`, …
//! beside the base cell, taken in order while they exist).

use std::fmt;
use std::path::{Path, PathBuf};

use traxis_s57::{decode_cell, Cell, DecodedCell, InputFile, S57Error};

/// A failure of the tool: input/output or the reader's typed error.
#[derive(Debug)]
pub enum EncError {
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    Read(S57Error),
    Usage(String),
}

impl fmt::Display for EncError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            EncError::Read(e) => write!(f, "{e}"),
            EncError::Usage(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for EncError {}

fn read(path: &Path) -> Result<Vec<u8>, EncError> {
    std::fs::read(path).map_err(|error| EncError::Io {
        path: path.to_owned(),
        error,
    })
}

/// The update files beside a base cell, in order: `.001`, `.002`, … while
/// they exist (upper- or lower-case extension as the base cell has it).
pub fn update_paths(base: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for n in 1..1000 {
        let path = base.with_extension(format!("{n:03}"));
        if !path.is_file() {
            break;
        }
        out.push(path);
    }
    out
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Reads a base cell and applies its update files.
pub fn read_cell_path(base: &Path) -> Result<Cell, EncError> {
    Ok(decode_cell_path(base)?.assemble())
}

/// Decodes a base cell and applies its update files; geometry is assembled
/// later ([`DecodedCell::assemble`] or streamed). File bytes are freed here.
pub fn decode_cell_path(base: &Path) -> Result<DecodedCell, EncError> {
    let base_bytes = read(base)?;
    let updates = update_paths(base)
        .into_iter()
        .map(|p| Ok((file_name(&p), read(&p)?)))
        .collect::<Result<Vec<_>, EncError>>()?;
    let base_name = file_name(base);
    let inputs: Vec<InputFile<'_>> = updates
        .iter()
        .map(|(name, bytes)| InputFile { name, bytes })
        .collect();
    let decoded = decode_cell(
        InputFile {
            name: &base_name,
            bytes: &base_bytes,
        },
        &inputs,
    )
    .map_err(EncError::Read)?;
    // The file bytes are not needed for assembly: free them first.
    drop(inputs);
    drop(updates);
    drop(base_bytes);
    Ok(decoded)
}
