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
//! error.rs     typed errors and warnings (file, record, field)
//! ```

pub mod attr_list;
pub mod attributes;
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

pub use error::{Location, S57Error, S57ErrorKind, S57Warning};
pub use model::{lnam_hex, AttrValue, Attribute, Cell, Feature, Geometry, GeometryKind};
pub use records::{Dsid, Dspm, Dssi, FeatureRef};

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

/// Assembles features one by one from the (borrowed) records.
fn assemble_each(ds: &Dataset, mut sink: impl FnMut(Feature)) -> Vec<S57Warning> {
    let comf = match ds.dspm.comf {
        0 => 1e7,
        c => f64::from(c),
    };
    let somf = match ds.dspm.somf {
        0 => 10.0,
        s => f64::from(s),
    };
    let nall = ds.dsid.dssi.map_or(0, |s| s.nall);
    let asm = Assembler {
        vectors: &ds.vectors,
        comf,
        somf,
    };
    let mut problems = Vec::new();
    let mut warnings = Vec::new();
    // Record-id order, as GDAL reads them.
    let mut order: Vec<&records::FeatureRecord> = ds.features.values().collect();
    order.sort_unstable_by_key(|f| f.rcid);
    for f in order {
        let geometry = asm.assemble(f.prim, f.objl, &f.fspt, &mut problems);
        for p in problems.drain(..) {
            warnings.push(S57Warning {
                location: error::at(&ds.file, None, Some("FSPT")),
                message: format!("feature record {}: {p}", f.rcid),
            });
        }
        sink(Feature {
            rcid: f.rcid,
            prim: f.prim,
            grup: f.grup,
            objl: f.objl,
            rver: f.rver,
            agen: f.agen,
            fidn: f.fidn,
            fids: f.fids,
            refs: f.ffpt.clone(),
            attributes: f
                .attrs
                .iter()
                .filter_map(|a| attributes::decode(&a, nall))
                .collect(),
            geometry,
        });
    }
    warnings
}

fn assemble(mut ds: Dataset, updates_applied: u32) -> Cell {
    let mut features = Vec::with_capacity(ds.features.len());
    let warnings = assemble_each(&ds, |f| features.push(f));
    ds.warnings.extend(warnings);
    Cell {
        dsid: ds.dsid,
        dspm: ds.dspm,
        updates_applied,
        features,
        warnings: ds.warnings,
    }
}
