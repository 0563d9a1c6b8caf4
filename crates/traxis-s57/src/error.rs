//! Typed errors and warnings of the S-57 reader: every message names the
//! file, and where known the record (0-based position in the file, after the
//! DDR) and the field tag.

use std::fmt;

/// Where in the input a problem was found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Location {
    /// File name as given by the caller (e.g. `US4MD81M.000`).
    pub file: String,
    /// 0-based index of the data record in the file (the DDR is not counted).
    pub record: Option<usize>,
    /// ISO 8211 field tag (e.g. `FRID`, `SG2D`).
    pub field: Option<String>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(record) = self.record {
            write!(f, ", record {record}")?;
        }
        if let Some(field) = &self.field {
            write!(f, ", field {field}")?;
        }
        Ok(())
    }
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum S57ErrorKind {
    /// The input ends before a structure it announces.
    Truncated,
    /// The 24-byte leader of a record is not a valid ISO 8211 leader.
    BadLeader,
    /// The directory of a record is malformed (entries past the record).
    BadDirectory,
    /// A field's content does not match its S-57 format.
    BadField,
    /// The file is ISO 8211 but not an S-57 exchange set (no DSID, …).
    NotEnc,
    /// An update file cannot be applied (wrong edition or update number).
    Update,
    /// An update file is not the cell's next one (strict application,
    /// [`crate::DecodedCell::apply_update`]): why, typed.
    UpdateRefused(Box<crate::update_sequence::UpdateRefusal>),
}

/// A fatal reading error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct S57Error {
    pub kind: S57ErrorKind,
    pub location: Location,
    pub message: String,
}

impl S57Error {
    pub(crate) fn new(kind: S57ErrorKind, location: Location, message: impl Into<String>) -> Self {
        Self {
            kind,
            location,
            message: message.into(),
        }
    }
}

impl fmt::Display for S57Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for S57Error {}

/// A non-fatal problem: the reader went on with a partial result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct S57Warning {
    pub location: Location,
    pub message: String,
}

impl fmt::Display for S57Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

/// Builds a [`Location`] for a record and field.
pub(crate) fn at(file: &str, record: Option<usize>, field: Option<&str>) -> Location {
    Location {
        file: file.to_owned(),
        record,
        field: field.map(str::to_owned),
    }
}
