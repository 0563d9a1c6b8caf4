//! Update sequencing: S-57 requires a cell's update files to be applied in
//! order (`.001`, `.002`, … of the cell's edition, none skipped, none
//! twice). What a caller accepting update files needs: the identity of a
//! file read from its DSID alone ([`FileIdentity::read`]), the state of a
//! base cell with its updates so far ([`CellState`]), and the check of the
//! next update against it ([`CellState::check_next`]), refusing with a
//! typed [`UpdateRefusal`] whose fields a message in any language can name.

use std::fmt;

use super::error::{at, S57Error, S57ErrorKind};
use super::iso8211::Reader;
use super::records::{decode, S57Record};
use super::InputFile;

/// What a file's DSID says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileIdentity {
    /// The cell's name (DSNM without its extension, upper case), e.g. `US4MD81M`.
    pub cell: String,
    /// Edition number (EDTN); 0 in an update that cancels the cell.
    pub edition: u32,
    /// Update number (UPDN): 0 for a new base cell, n for update file n
    /// (a re-issued base cell carries the last update it contains).
    pub update: u32,
    /// Issue date (ISDT), `YYYYMMDD`.
    pub issue_date: String,
}

/// The number of `.NNN` at the end of a file name (`US4MD81M.003` -> 3).
pub fn file_number(name: &str) -> Option<u32> {
    let (_, ext) = name.rsplit_once('.')?;
    (ext.len() == 3 && ext.bytes().all(|b| b.is_ascii_digit()))
        .then(|| ext.parse().ok())
        .flatten()
}

fn stem(name: &str) -> String {
    name.trim()
        .rsplit_once('.')
        .map_or(name.trim(), |(s, _)| s)
        .to_ascii_uppercase()
}

fn number(text: &str) -> u32 {
    text.trim().parse().unwrap_or(0)
}

impl FileIdentity {
    /// Reads the DSID of an S-57 file (the first data record) and nothing
    /// more: cheap enough to check an upload before storing it.
    pub fn read(file: &str, bytes: &[u8]) -> Result<Self, S57Error> {
        let not_enc = |m: &str| S57Error::new(S57ErrorKind::NotEnc, at(file, None, None), m);
        let mut reader = Reader::new(file, bytes)?;
        if !reader.defines(b"DSID") {
            return Err(not_enc("not an S-57 file: the DDR defines no DSID field"));
        }
        let record = reader
            .next_record()
            .ok_or_else(|| not_enc("not an S-57 file: it has no data record"))??;
        match decode(file, &record, 0)? {
            S57Record::Dsid(d) => Ok(Self {
                cell: stem(&d.dsnm),
                edition: number(&d.edtn),
                update: number(&d.updn),
                issue_date: d.isdt.trim().to_owned(),
            }),
            _ => Err(not_enc(
                "not an S-57 file: the first data record is not a DSID record",
            )),
        }
    }
}

/// Why an update file cannot be applied next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UpdateRefusal {
    /// The file is a base cell (update number 0), not an update.
    NotAnUpdate,
    /// The update is for another cell.
    OtherCell { cell: String, update_for: String },
    /// The update is for another edition of the cell.
    OtherEdition {
        cell_edition: u32,
        update_edition: u32,
    },
    /// The cell already contains this update (applied, or in its base).
    AlreadyApplied { update: u32, applied: u32 },
    /// An update is missing before this one: `expected` comes next.
    OutOfOrder { expected: u32, found: u32 },
    /// The file's name carries another number than its DSID.
    NameMismatch { file_number: u32, update: u32 },
}

impl UpdateRefusal {
    /// A stable code for callers that word their own message.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NotAnUpdate => "not-an-update",
            Self::OtherCell { .. } => "other-cell",
            Self::OtherEdition { .. } => "other-edition",
            Self::AlreadyApplied { .. } => "already-applied",
            Self::OutOfOrder { .. } => "out-of-order",
            Self::NameMismatch { .. } => "name-mismatch",
        }
    }
}

impl fmt::Display for UpdateRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAnUpdate => write!(
                f,
                "the file is a base cell (update number 0), not an update"
            ),
            Self::OtherCell { cell, update_for } => {
                write!(f, "the update is for cell {update_for}, not {cell}")
            }
            Self::OtherEdition {
                cell_edition,
                update_edition,
            } => write!(
                f,
                "the update is for edition {update_edition} of a cell at edition {cell_edition}"
            ),
            Self::AlreadyApplied { update, applied } => write!(
                f,
                "update {update} is already applied (the cell is at update {applied})"
            ),
            Self::OutOfOrder { expected, found } => write!(
                f,
                "update number {found} where {expected} was expected: updates apply in order"
            ),
            Self::NameMismatch {
                file_number,
                update,
            } => write!(
                f,
                "the file is named as update {file_number:03} but its DSID says update {update}"
            ),
        }
    }
}

/// A base cell and the updates applied to it so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellState {
    pub cell: String,
    pub edition: u32,
    /// The last update the cell contains (0: none).
    pub update: u32,
}

impl CellState {
    /// The state of a base cell (its own DSID: a re-issue may contain updates).
    pub fn of_base(base: &FileIdentity) -> Self {
        Self {
            cell: base.cell.clone(),
            edition: base.edition,
            update: base.update,
        }
    }

    /// Checks that `update` (named `file_name`, when known) is the next
    /// update of this cell; returns its number.
    pub fn check_next(
        &self,
        file_name: Option<&str>,
        update: &FileIdentity,
    ) -> Result<u32, UpdateRefusal> {
        if let Some(n) = file_name.and_then(file_number) {
            if n != update.update {
                return Err(UpdateRefusal::NameMismatch {
                    file_number: n,
                    update: update.update,
                });
            }
        }
        if update.update == 0 {
            return Err(UpdateRefusal::NotAnUpdate);
        }
        if !update.cell.is_empty() && !self.cell.is_empty() && update.cell != self.cell {
            return Err(UpdateRefusal::OtherCell {
                cell: self.cell.clone(),
                update_for: update.cell.clone(),
            });
        }
        // Edition 0 in an update cancels the cell: it follows any edition.
        if update.edition != self.edition && update.edition != 0 {
            return Err(UpdateRefusal::OtherEdition {
                cell_edition: self.edition,
                update_edition: update.edition,
            });
        }
        let expected = self.update.saturating_add(1);
        if update.update < expected {
            return Err(UpdateRefusal::AlreadyApplied {
                update: update.update,
                applied: self.update,
            });
        }
        if update.update != expected {
            return Err(UpdateRefusal::OutOfOrder {
                expected,
                found: update.update,
            });
        }
        Ok(expected)
    }

    /// Checks `update` and, when it is the next one, moves to it.
    pub fn advance(
        &mut self,
        file_name: Option<&str>,
        update: &FileIdentity,
    ) -> Result<u32, UpdateRefusal> {
        let n = self.check_next(file_name, update)?;
        self.update = n;
        Ok(n)
    }
}

/// The state of a base cell after `updates` (in order), refusing the first
/// update that is not the next one (its index and why).
pub fn cell_state(
    base: &FileIdentity,
    updates: &[(Option<&str>, FileIdentity)],
) -> Result<CellState, (usize, UpdateRefusal)> {
    let mut state = CellState::of_base(base);
    for (i, (name, update)) in updates.iter().enumerate() {
        state.advance(*name, update).map_err(|r| (i, r))?;
    }
    Ok(state)
}

/// Why [`check_update`] turned a candidate update down.
#[derive(Debug, Clone, PartialEq)]
pub enum UpdateCheckError {
    /// The base cell or the candidate is not a readable S-57 file.
    Unreadable(S57Error),
    /// The candidate is not the cell's next update.
    Refused(UpdateRefusal),
}

impl fmt::Display for UpdateCheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(e) => write!(f, "{e}"),
            Self::Refused(r) => write!(f, "{r}"),
        }
    }
}

/// Whether `candidate` is the next update of the base cell `base` with its
/// `stored` updates (in order; applied as far as they follow each other, as
/// the reader applies them). Only DSIDs are read. Returns the cell's state
/// with the candidate applied.
pub fn check_update(
    base: InputFile<'_>,
    stored: &[InputFile<'_>],
    candidate: InputFile<'_>,
) -> Result<CellState, UpdateCheckError> {
    let base = FileIdentity::read(base.name, base.bytes).map_err(UpdateCheckError::Unreadable)?;
    let mut state = CellState::of_base(&base);
    for file in stored {
        let Ok(identity) = FileIdentity::read(file.name, file.bytes) else {
            break;
        };
        // A stored update the cell already contains is skipped, as the reader does.
        match state.check_next(None, &identity) {
            Ok(n) => state.update = n,
            Err(UpdateRefusal::AlreadyApplied { .. }) => {}
            Err(_) => break,
        }
    }
    let identity = FileIdentity::read(candidate.name, candidate.bytes)
        .map_err(UpdateCheckError::Unreadable)?;
    state
        .advance(Some(candidate.name), &identity)
        .map_err(UpdateCheckError::Refused)?;
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(cell: &str, edition: u32, update: u32) -> FileIdentity {
        FileIdentity {
            cell: cell.to_owned(),
            edition,
            update,
            issue_date: "20250101".to_owned(),
        }
    }

    #[test]
    fn updates_apply_in_order_only() {
        let base = CellState::of_base(&id("US4MD81M", 31, 0));
        assert_eq!(
            base.check_next(Some("US4MD81M.001"), &id("US4MD81M", 31, 1)),
            Ok(1)
        );
        assert_eq!(
            base.check_next(Some("US4MD81M.003"), &id("US4MD81M", 31, 3)),
            Err(UpdateRefusal::OutOfOrder {
                expected: 1,
                found: 3
            })
        );
        let state = cell_state(
            &id("US4MD81M", 31, 0),
            &[
                (Some("US4MD81M.001"), id("US4MD81M", 31, 1)),
                (None, id("US4MD81M", 31, 2)),
            ],
        );
        assert_eq!(state.as_ref().map(|s| s.update), Ok(2));
        let at_two = state.unwrap_or_else(|_| CellState::of_base(&id("x", 0, 0)));
        assert_eq!(
            at_two.check_next(None, &id("US4MD81M", 31, 2)),
            Err(UpdateRefusal::AlreadyApplied {
                update: 2,
                applied: 2
            })
        );
        assert_eq!(at_two.check_next(None, &id("US4MD81M", 31, 3)), Ok(3));
        // A gap in the stored sequence is found where it is.
        let gap = cell_state(
            &id("US4MD81M", 31, 0),
            &[(None, id("US4MD81M", 31, 1)), (None, id("US4MD81M", 31, 3))],
        );
        assert_eq!(
            gap.map(|s| s.update),
            Err((
                1,
                UpdateRefusal::OutOfOrder {
                    expected: 2,
                    found: 3
                }
            ))
        );
    }

    #[test]
    fn wrong_cells_editions_names_and_base_cells_are_refused() {
        let state = CellState::of_base(&id("US4MD81M", 31, 2));
        let refusal = |name: Option<&str>, u: FileIdentity| state.check_next(name, &u).err();
        assert_eq!(
            refusal(None, id("US4MD81M", 31, 0)),
            Some(UpdateRefusal::NotAnUpdate)
        );
        assert_eq!(
            refusal(None, id("US5MD1MC", 31, 3)).map(|r| r.code()),
            Some("other-cell")
        );
        assert_eq!(
            refusal(None, id("US4MD81M", 30, 3)),
            Some(UpdateRefusal::OtherEdition {
                cell_edition: 31,
                update_edition: 30
            })
        );
        // A re-issued base cell at update 2 already contains 1 and 2.
        assert_eq!(
            refusal(None, id("US4MD81M", 31, 1)).map(|r| r.code()),
            Some("already-applied")
        );
        assert_eq!(
            refusal(Some("US4MD81M.004"), id("US4MD81M", 31, 3)),
            Some(UpdateRefusal::NameMismatch {
                file_number: 4,
                update: 3
            })
        );
        // Edition 0 (cancellation) follows any edition.
        assert_eq!(state.check_next(None, &id("US4MD81M", 0, 3)), Ok(3));
        assert!(UpdateRefusal::OutOfOrder {
            expected: 3,
            found: 5
        }
        .to_string()
        .contains("in order"));
    }

    #[test]
    fn file_numbers_come_from_the_extension() {
        assert_eq!(file_number("US4MD81M.003"), Some(3));
        assert_eq!(file_number("a.b.999"), Some(999));
        assert_eq!(file_number("US4MD81M.000"), Some(0));
        for name in ["US4MD81M", "US4MD81M.1", "US4MD81M.0001", "US4MD81M.00x"] {
            assert_eq!(file_number(name), None, "{name}");
        }
        assert_eq!(stem(" us4md81m.001 "), "US4MD81M");
    }
}
