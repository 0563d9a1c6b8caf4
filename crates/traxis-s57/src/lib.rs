//! S-57 (edition 3.1) ENC reader: ISO/IEC 8211 records -> S-57 records ->
//! updates applied -> features with typed attributes and WGS84 geometry.
//!
//! ```text
//! iso8211.rs   leader, directory, fields       cursor.rs     binary subfields, lexical levels
//! dsid.rs      DSID/DSSI, DSPM                 records.rs    FRID…FSPT, VRID…SG3D
//! attr_list.rs compact raw attributes          catalogue/    codes -> acronyms, types
//! dataset.rs   record stores of a cell         update.rs     .001, .002, … applied
//! geometry.rs  points, soundings, lines, areas attributes.rs typed values
//! model.rs     Cell, Feature, Geometry         layers.rs     typed buffers, JSON tables
//! buoyage.rs   IALA region A/B from M_NSYS    error.rs      typed errors and warnings
//! update_sequence.rs  update numbers checked in order (DSID only)
//! ```

pub mod attr_list;
pub mod attributes;
pub mod buoyage;
pub mod catalogue;
mod cursor;
mod dataset;
mod dsid;
pub mod error;
mod geometry;
pub mod iso8211;
pub mod layers;
pub mod model;
pub mod records;
mod update;
pub mod update_sequence;

pub use error::{Location, S57Error, S57ErrorKind, S57Warning};
pub use model::{lnam_hex, AttrValue, Attribute, Cell, Feature, Geometry, GeometryKind};
pub use records::{Dsid, Dspm, Dssi, FeatureRef};

use attr_list::AttrList;
use dataset::Dataset;
use geometry::Assembler;

/// One input file: its name (for messages) and bytes.
#[derive(Debug, Clone, Copy)]
pub struct InputFile<'a> {
    pub name: &'a str,
    pub bytes: &'a [u8],
}

/// Reads a base cell and applies its update files in order (`.001`, …).
/// Updates the base cell already contains (a re-issue at update n) are
/// skipped; an update whose DSID carries another edition or skips a
/// number, or that cannot be read, stops the updating with a warning: the
/// cell is returned as updated so far.
pub fn read_cell(base: InputFile<'_>, updates: &[InputFile<'_>]) -> Result<Cell, S57Error> {
    Ok(decode_cell(base, updates)?.assemble())
}

/// A cell whose records are decoded and updated but whose geometry is not
/// assembled yet: the input bytes may be dropped before [`DecodedCell::assemble`]
/// to keep the peak memory low.
pub struct DecodedCell {
    dataset: Dataset,
    updates_applied: u32,
}

impl DecodedCell {
    /// Assembles every feature's geometry and decodes its attributes.
    pub fn assemble(self) -> Cell {
        assemble(self.dataset, self.updates_applied)
    }

    /// Streams the features (record-id order) to `sink`, one assembled at a
    /// time, without keeping them: the low-memory way to read a cell.
    /// Returns the warnings (decoding and updating, then assembly).
    pub fn for_each_feature(&self, sink: impl FnMut(Feature)) -> Vec<S57Warning> {
        let mut warnings = self.dataset.warnings.clone();
        warnings.extend(assemble_each(&self.dataset, sink));
        warnings
    }

    /// Dataset identification after updates.
    pub fn dsid(&self) -> &Dsid {
        &self.dataset.dsid
    }

    /// Dataset parameters.
    pub fn dspm(&self) -> &Dspm {
        &self.dataset.dspm
    }

    /// Number of update files applied.
    pub fn updates_applied(&self) -> u32 {
        self.updates_applied
    }

    /// The cell's name, edition and last update contained (base and
    /// updates applied so far).
    pub fn state(&self) -> update_sequence::CellState {
        let d = &self.dataset.dsid;
        update_sequence::CellState::of_base(&update_sequence::FileIdentity {
            cell: d
                .dsnm
                .trim()
                .rsplit_once('.')
                .map_or(d.dsnm.trim(), |(s, _)| s)
                .to_ascii_uppercase(),
            edition: d.edtn.trim().parse().unwrap_or(0),
            update: d.updn.trim().parse().unwrap_or(0),
            issue_date: d.isdt.trim().to_owned(),
        })
    }

    /// Applies one update file strictly: it must be the cell's next update
    /// (its DSID and its name's `.NNN`), otherwise nothing changes and the
    /// error's kind is [`S57ErrorKind::UpdateRefused`] saying why. Returns
    /// the update number applied.
    pub fn apply_update(&mut self, file: InputFile<'_>) -> Result<u32, S57Error> {
        let identity = update_sequence::FileIdentity::read(file.name, file.bytes)?;
        let number = self
            .state()
            .check_next(Some(file.name), &identity)
            .map_err(|refusal| {
                S57Error::new(
                    S57ErrorKind::UpdateRefused(Box::new(refusal.clone())),
                    error::at(file.name, Some(0), Some("DSID")),
                    refusal.to_string(),
                )
            })?;
        // `apply` reads the whole file before it changes anything, and after
        // that only warns: an unreadable file changes nothing.
        update::apply(&mut self.dataset, file.name, file.bytes, number)?;
        self.updates_applied += 1;
        Ok(number)
    }
}

/// The first stage of [`read_cell`]: records decoded, updates applied.
pub fn decode_cell(
    base: InputFile<'_>,
    updates: &[InputFile<'_>],
) -> Result<DecodedCell, S57Error> {
    let mut ds = Dataset::from_base(base.name, base.bytes)?;
    let mut applied = 0u32;
    let base_updn: u32 = ds.dsid.updn.trim().parse().unwrap_or(0);
    for u in updates {
        let expected = base_updn + applied + 1;
        match update::apply(&mut ds, u.name, u.bytes, expected) {
            Ok(update::Outcome::Applied) => applied += 1,
            Ok(update::Outcome::AlreadyIncluded) => {}
            Err(e) => {
                ds.warnings.push(S57Warning {
                    location: e.location.clone(),
                    message: format!("update not applied, later updates skipped: {}", e.message),
                });
                break;
            }
        }
    }
    Ok(DecodedCell {
        dataset: ds,
        updates_applied: applied,
    })
}

/// Builds features from feature records: geometry assembled from the
/// vector records, assembly problems collected as warnings.
struct Builder<'a> {
    asm: Assembler<'a>,
    file: &'a str,
    nall: u8,
    problems: Vec<geometry::Problem>,
    warnings: Vec<S57Warning>,
}

impl<'a> Builder<'a> {
    fn new(ds: &'a Dataset) -> Self {
        let comf = match ds.dspm.comf {
            0 => 1e7,
            c => f64::from(c),
        };
        let somf = match ds.dspm.somf {
            0 => 10.0,
            s => f64::from(s),
        };
        Builder {
            asm: Assembler {
                vectors: &ds.vectors,
                comf,
                somf,
            },
            file: &ds.file,
            nall: ds.dsid.dssi.map_or(0, |s| s.nall),
            problems: Vec::new(),
            warnings: Vec::new(),
        }
    }

    fn feature(
        &mut self,
        f: &records::FeatureRecord,
        refs: Vec<FeatureRef>,
        raw_attributes: AttrList,
    ) -> Feature {
        let geometry = self
            .asm
            .assemble(f.prim, f.objl, &f.fspt, &mut self.problems);
        for p in self.problems.drain(..) {
            self.warnings.push(S57Warning {
                location: error::at(self.file, None, Some("FSPT")),
                message: format!("feature record {}: {p}", f.rcid),
            });
        }
        Feature {
            rcid: f.rcid,
            prim: f.prim,
            grup: f.grup,
            objl: f.objl,
            rver: f.rver,
            agen: f.agen,
            fidn: f.fidn,
            fids: f.fids,
            refs,
            raw_attributes,
            nall: self.nall,
            geometry,
        }
    }
}

/// Assembles features one by one from the (borrowed) records, in
/// record-id order (as GDAL reads them).
fn assemble_each(ds: &Dataset, mut sink: impl FnMut(Feature)) -> Vec<S57Warning> {
    let mut builder = Builder::new(ds);
    let mut order: Vec<&records::FeatureRecord> = ds.features.values().collect();
    order.sort_unstable_by_key(|f| f.rcid);
    for f in order {
        sink(builder.feature(f, f.ffpt.clone(), f.attrs.clone()));
    }
    builder.warnings
}

fn assemble(mut ds: Dataset, updates_applied: u32) -> Cell {
    // Feature records are consumed as their features are built, so their
    // memory is released along the way.
    let mut records: Vec<records::FeatureRecord> =
        std::mem::take(&mut ds.features).into_values().collect();
    // Highest record id first: popping from the end gives record-id order.
    records.sort_unstable_by_key(|f| std::cmp::Reverse(f.rcid));
    let mut features = Vec::with_capacity(records.len());
    let mut builder = Builder::new(&ds);
    while let Some(mut f) = records.pop() {
        let refs = std::mem::take(&mut f.ffpt);
        let attrs = std::mem::take(&mut f.attrs);
        features.push(builder.feature(&f, refs, attrs));
        if records.len() < records.capacity() / 2 {
            records.shrink_to_fit();
        }
    }
    let warnings = builder.warnings;
    ds.warnings.extend(warnings);
    Cell {
        dsid: ds.dsid,
        dspm: ds.dspm,
        updates_applied,
        features,
        warnings: ds.warnings,
    }
}
