//! The records of a base cell, indexed for updates and geometry assembly:
//! dataset records, feature records by RCID, vector records by (RCNM, RCID).

use std::collections::{BTreeMap, HashMap};

use super::error::{at, S57Error, S57ErrorKind, S57Warning};
use super::iso8211::Reader;
use super::records::{decode, Dsid, Dspm, FeatureRecord, S57Record, VectorRecord};

/// Records of one file, decoded in file order.
pub struct FileRecords {
    pub dsid: Option<Dsid>,
    pub dspm: Option<Dspm>,
    /// (record index, record)
    pub features: Vec<(usize, FeatureRecord)>,
    pub vectors: Vec<(usize, VectorRecord)>,
}

/// Decodes every record of one ISO 8211 S-57 file. The first data record
/// must be the DSID (it gives the national lexical level).
pub fn read_file(file: &str, bytes: &[u8]) -> Result<FileRecords, S57Error> {
    let mut reader = Reader::new(file, bytes)?;
    if !reader.defines(b"DSID") {
        return Err(S57Error::new(
            S57ErrorKind::NotEnc,
            at(file, None, None),
            "not an S-57 cell: the DDR defines no DSID field (a catalogue or another ISO 8211 file?)",
        ));
    }
    let mut out = FileRecords {
        dsid: None,
        dspm: None,
        features: Vec::new(),
        vectors: Vec::new(),
    };
    let mut nall = 0;
    while let Some(record) = reader.next_record() {
        let record = record?;
        match decode(file, &record, nall)? {
            S57Record::Dsid(d) => {
                nall = d.dssi.map_or(0, |s| s.nall);
                out.dsid = Some(d);
            }
            S57Record::Dspm(d) => out.dspm = Some(d),
            S57Record::Feature(f) => out.features.push((record.index, f)),
            S57Record::Vector(v) => out.vectors.push((record.index, v)),
            S57Record::Other => {}
        }
        if out.dsid.is_none() {
            return Err(S57Error::new(
                S57ErrorKind::NotEnc,
                at(file, Some(record.index), None),
                "not an S-57 cell: the first data record is not a DSID record",
            ));
        }
    }
    Ok(out)
}

/// A base cell with its updates applied so far.
pub struct Dataset {
    pub file: String,
    pub dsid: Dsid,
    pub dspm: Dspm,
    pub features: BTreeMap<u32, FeatureRecord>,
    pub vectors: HashMap<(u8, u32), VectorRecord>,
    pub warnings: Vec<S57Warning>,
}

impl Dataset {
    /// Reads a base cell (`.000`).
    pub fn from_base(file: &str, bytes: &[u8]) -> Result<Self, S57Error> {
        let records = read_file(file, bytes)?;
        let (Some(dsid), Some(dspm)) = (records.dsid, records.dspm) else {
            return Err(S57Error::new(
                S57ErrorKind::NotEnc,
                at(file, None, None),
                "base cell lacks its DSID or DSPM record",
            ));
        };
        let mut ds = Dataset {
            file: file.to_owned(),
            dsid,
            dspm,
            features: BTreeMap::new(),
            vectors: HashMap::with_capacity(records.vectors.len()),
            warnings: Vec::new(),
        };
        for (index, f) in records.features {
            if let Some(old) = ds.features.insert(f.rcid, f) {
                ds.warn(
                    file,
                    index,
                    "FRID",
                    format!(
                        "duplicate feature record {}; the later one is kept",
                        old.rcid
                    ),
                );
            }
        }
        for (index, v) in records.vectors {
            if let Some(old) = ds.vectors.insert((v.rcnm, v.rcid), v) {
                ds.warn(
                    file,
                    index,
                    "VRID",
                    format!(
                        "duplicate vector record {}/{}; the later one is kept",
                        old.rcnm, old.rcid
                    ),
                );
            }
        }
        Ok(ds)
    }

    pub fn warn(&mut self, file: &str, record: usize, field: &str, message: impl Into<String>) {
        self.warnings.push(S57Warning {
            location: at(file, Some(record), Some(field)),
            message: message.into(),
        });
    }
}
