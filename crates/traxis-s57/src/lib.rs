//! S-57 (edition 3.1) ENC reader: an electronic navigational chart cell
//! and its update files in, features with typed attributes and WGS84
//! geometry out. Standard library only, no I/O: the caller hands over the
//! bytes ([`InputFile`]), so the same reader runs natively (the `enc` tool)
//! and as WebAssembly in the server (upload checks and the chart engine's
//! reader thread, through `traxis-core` and `traxis-wasm`). Bad input of any
//! kind gives a typed [`S57Error`] or a partial result with
//! [`S57Warning`]s, never a panic or an endless loop.
//!
//! # Flow
//!
//! ```text
//! CELL.000, CELL.001, …          InputFile: a name and its bytes
//!     │ iso8211::Reader          leader, directory, field slices
//!     ▼
//! ISO 8211 records
//!     │ records::decode          DSID/DSSI, DSPM; FRID… features; VRID… vectors
//!     ▼
//! records by id  ◄────────────── update files .001, .002, … in order:
//!     │ (DecodedCell)            insert, delete, modify
//!     │ assemble, for_each_feature
//!     ▼
//! Cell { Dsid, Dspm, features, warnings }
//!     │ Feature: attributes (catalogue) + Geometry (from the vector records)
//!     │ layers::stream_layer_buffers
//!     ▼
//! LayerBuffers per object class  typed arrays + JSON attributes, for traxis-wasm
//! ```
//!
//! 1. [`iso8211::Reader`] walks an ISO/IEC 8211 exchange file: the data
//!    descriptive record, then each data record as borrowed field slices,
//!    every length and offset checked against the input.
//! 2. [`records::decode`] turns a record into an S-57 record: dataset
//!    ([`Dsid`] with its [`Dssi`], [`Dspm`]), feature (FRID, FOID,
//!    attributes, pointers to features and to spatial records) or vector
//!    (VRID, attributes, topology pointers, coordinates).
//! 3. The base cell's records are stored by record id; [`decode_cell`]
//!    applies the update files in order (records inserted, deleted or
//!    modified, instruction by instruction), and [`update_sequence`] says
//!    whether a file is the cell's next update at all.
//! 4. [`DecodedCell::assemble`] builds every [`Feature`] (record-id order, as
//!    GDAL reads them): its [`Geometry`] from the vector records it points
//!    to (points, soundings as 3-D points, lines from edges, polygons from
//!    edges chained into rings on the integer coordinates) and its raw
//!    attributes, decoded on demand through the [`catalogue`] into typed
//!    [`Attribute`]s. [`DecodedCell::for_each_feature`] streams them instead,
//!    one at a time, for a lower peak memory.
//! 5. [`layers`] flattens a cell per object class into typed buffers and a
//!    JSON attribute table (GDAL's field names): what the WASM bindings hand
//!    to TypeScript. [`buoyage`] gives each point feature the IALA buoyage
//!    region (A or B) of the `M_NSYS` area it lies in.
//!
//! # Key types
//!
//! - [`InputFile`]: a file name (for messages) and its bytes.
//! - [`read_cell`], or [`decode_cell`] then [`DecodedCell`]: the entry
//!   points; [`DecodedCell::apply_update`] applies one more update strictly.
//! - [`Cell`]: dataset records, features, warnings, updates applied.
//! - [`Feature`]: record id, object class ([`Feature::layer_name`]), feature
//!   pointers ([`FeatureRef`]), attributes ([`Feature::attributes`]) and a
//!   [`Geometry`] (one flat vertex array with a part table,
//!   [`GeometryKind`]).
//! - [`layers::LayerBuffers`]: one layer as flat arrays.
//! - [`update_sequence::CellState`] and [`update_sequence::UpdateRefusal`]:
//!   the update sequence check, with a typed reason a message in any
//!   language can name.
//!
//! # Errors
//!
//! A fatal problem is an [`S57Error`]: its [`S57ErrorKind`] (truncated
//! input, bad leader or directory, bad field, not an ENC, an update that
//! cannot be applied), a [`Location`] (file, record, field tag) and a
//! message. What the reader can step over (a feature whose geometry cannot
//! be assembled, a bad instruction inside an update) becomes an
//! [`S57Warning`] with the same location, and reading goes on. An update
//! file that cannot be applied stops the updating with a warning: the cell
//! is returned as updated so far.
//!
//! # Checked against GDAL
//!
//! `crates/enc-cli/tests/gdal_compare.rs` runs GDAL's S-57 driver
//! (`ogr2ogr`) on seven NOAA cells with their updates and compares every
//! layer with this reader's output: the same layers, feature counts,
//! attributes and vertices (to 1e-7 degrees). The reader's own tests
//! (`tests/`) cut and flip the bytes of real cells to prove that bad input
//! gives typed errors, and check the update sequence and the layer buffers.

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
