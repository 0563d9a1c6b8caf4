//! The records of a base cell, indexed for updates and geometry assembly:
//! dataset records, feature records by RCID, vector records by (RCNM, RCID).

use super::error::{at, S57Error, S57ErrorKind, S57Warning};
use super::iso8211::Reader;
use super::records::{decode, Dsid, Dspm, FeatureRecord, S57Record, VectorControls, VectorRecord};

/// Records of one file, decoded in file order.
pub struct FileRecords {
    pub dsid: Option<Dsid>,
    pub dspm: Option<Dspm>,
    pub features: Vec<FeatureRecord>,
    /// Record index in the file of each feature record.
    pub feature_records: Vec<usize>,
    pub vectors: Vec<VectorRecord>,
    /// Record index in the file of each vector record.
    pub vector_records: Vec<usize>,
    /// Update instructions of each vector record (update files only).
    pub vector_controls: Vec<VectorControls>,
}

impl FileRecords {
    /// Features and vectors with their record indices, in file order.
    pub fn in_file_order(mut self) -> Vec<(usize, S57Record)> {
        self.vector_controls
            .resize(self.vectors.len(), VectorControls::default());
        let mut out: Vec<(usize, S57Record)> =
            Vec::with_capacity(self.features.len() + self.vectors.len());
        out.extend(
            self.feature_records
                .into_iter()
                .zip(self.features.into_iter().map(S57Record::Feature)),
        );
        out.extend(
            self.vector_records.into_iter().zip(
                self.vectors
                    .into_iter()
                    .zip(self.vector_controls)
                    .map(|(v, c)| S57Record::Vector(v, c)),
            ),
        );
        out.sort_by_key(|r| r.0);
        out
    }
}

/// Records in one vector (sized from DSSI), indexed by key: feature
/// records by RCID, vector records by (RCNM, RCID). Deleted records leave
/// an empty slot.
pub struct Store<K, T> {
    records: Vec<Option<T>>,
    /// (key, slot) sorted by key: smaller than a hash map, and lookups by
    /// binary search are fast enough for assembly.
    index: Vec<(K, u32)>,
}

impl<K, T> Default for Store<K, T> {
    fn default() -> Self {
        Self {
            records: Vec::new(),
            index: Vec::new(),
        }
    }
}

impl<K: Ord + Copy, T> Store<K, T> {
    /// Builds the store from records in file order; returns the record
    /// positions whose key repeats a later one (the later one is kept).
    #[allow(
        clippy::cast_possible_truncation,
        reason = "record positions in a compact u32 index; lossless on wasm32, where usize is 32 bits"
    )]
    fn build(records: Vec<T>, key: impl Fn(&T) -> K) -> (Self, Vec<usize>) {
        let mut index: Vec<(K, u32)> = records
            .iter()
            .enumerate()
            .map(|(i, r)| (key(r), i as u32))
            .collect();
        // Equal keys: the latest record first, so dedup keeps it.
        index.sort_unstable_by_key(|&(k, i)| (k, std::cmp::Reverse(i)));
        let mut duplicates = Vec::new();
        index.dedup_by(|later_in_vec, kept| {
            let same = later_in_vec.0 == kept.0;
            if same {
                duplicates.push(later_in_vec.1 as usize);
            }
            same
        });
        let mut slots: Vec<Option<T>> = records.into_iter().map(Some).collect();
        for &d in &duplicates {
            if let Some(slot) = slots.get_mut(d) {
                *slot = None;
            }
        }
        (
            Self {
                records: slots,
                index,
            },
            duplicates,
        )
    }

    fn slot(&self, key: &K) -> Result<usize, usize> {
        self.index.binary_search_by(|e| e.0.cmp(key))
    }

    pub fn get(&self, key: &K) -> Option<&T> {
        let pos = self.slot(key).ok()?;
        self.records.get(self.index[pos].1 as usize)?.as_ref()
    }

    pub fn get_mut(&mut self, key: &K) -> Option<&mut T> {
        let pos = self.slot(key).ok()?;
        self.records.get_mut(self.index[pos].1 as usize)?.as_mut()
    }

    /// Inserts a record; `true` when it replaced one with the same key.
    #[allow(
        clippy::cast_possible_truncation,
        reason = "record positions in a compact u32 index; lossless on wasm32, where usize is 32 bits"
    )]
    pub fn insert(&mut self, key: K, v: T) -> bool {
        match self.slot(&key) {
            Ok(pos) => {
                let i = self.index[pos].1 as usize;
                if let Some(slot) = self.records.get_mut(i) {
                    *slot = Some(v);
                }
                true
            }
            Err(pos) => {
                self.index.insert(pos, (key, self.records.len() as u32));
                self.records.push(Some(v));
                false
            }
        }
    }

    /// Removes a record; `false` when absent.
    pub fn remove(&mut self, key: &K) -> bool {
        let Ok(pos) = self.slot(key) else {
            return false;
        };
        let (_, i) = self.index.remove(pos);
        if let Some(r) = self.records.get_mut(i as usize) {
            *r = None;
        }
        true
    }

    /// The records present, in storage order, by value.
    pub fn into_values(self) -> impl Iterator<Item = T> {
        self.records.into_iter().flatten()
    }

    /// The records present, in storage order.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.records.iter().flatten()
    }
}

pub type VectorStore = Store<(u8, u32), VectorRecord>;

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
    // ENC uses the binary implementation (b11, b14, …); an ASCII one
    // (formats without binary subfields) would decode as garbage.
    let ascii = reader.ddr.iter().any(|d| {
        (&d.tag == b"FRID" || &d.tag == b"VRID")
            && !d.formats.is_empty()
            && !d.formats.contains('b')
    });
    if ascii {
        return Err(S57Error::new(
            S57ErrorKind::NotEnc,
            at(file, None, Some("FRID")),
            "ASCII implementation of S-57 is not supported (ENC cells use the binary one)",
        ));
    }
    let mut out = FileRecords {
        dsid: None,
        dspm: None,
        features: Vec::new(),
        feature_records: Vec::new(),
        vectors: Vec::new(),
        vector_records: Vec::new(),
        vector_controls: Vec::new(),
    };
    let mut nall = 0;
    while let Some(record) = reader.next_record() {
        let record = record?;
        match decode(file, &record, nall)? {
            S57Record::Dsid(d) => {
                if let Some(s) = d.dssi {
                    nall = s.nall;
                    // Reserve from the announced counts, bounded by what the file can hold.
                    let bound = bytes.len() / 16;
                    let c = s.counts;
                    let features =
                        (c[0] as usize + c[1] as usize + c[2] as usize + c[3] as usize).min(bound);
                    let vectors =
                        (c[4] as usize + c[5] as usize + c[6] as usize + c[7] as usize).min(bound);
                    out.features.reserve_exact(features);
                    out.feature_records.reserve_exact(features);
                    out.vectors.reserve_exact(vectors);
                    out.vector_records.reserve_exact(vectors);
                }
                out.dsid = Some(d);
            }
            S57Record::Dspm(d) => out.dspm = Some(d),
            S57Record::Feature(f) => {
                out.features.push(f);
                out.feature_records.push(record.index);
            }
            S57Record::Vector(v, c) => {
                out.vectors.push(v);
                out.vector_records.push(record.index);
                if c != VectorControls::default() || !out.vector_controls.is_empty() {
                    // Only updates carry controls: a base cell stores none.
                    out.vector_controls
                        .resize(out.vectors.len() - 1, VectorControls::default());
                    out.vector_controls.push(c);
                }
            }
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
    pub features: Store<u32, FeatureRecord>,
    pub vectors: VectorStore,
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
        let (features, feature_dups) = Store::build(records.features, |f| f.rcid);
        let (vectors, vector_dups) = Store::build(records.vectors, |v| (v.rcnm, v.rcid));
        let mut ds = Dataset {
            file: file.to_owned(),
            dsid,
            dspm,
            features,
            vectors,
            warnings: Vec::new(),
        };
        for i in feature_dups {
            let record = records.feature_records.get(i).copied().unwrap_or(0);
            ds.warn(
                file,
                record,
                "FRID",
                "duplicate feature record id; the later record is kept",
            );
        }
        for i in vector_dups {
            let record = records.vector_records.get(i).copied().unwrap_or(0);
            ds.warn(
                file,
                record,
                "VRID",
                "duplicate vector record id; the later record is kept",
            );
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_keeps_the_later_duplicate_and_edits_by_key() {
        let (mut s, dups) = Store::build(vec![(3, 'a'), (1, 'b'), (3, 'c')], |r| r.0);
        assert_eq!(dups, vec![0]);
        assert_eq!(s.get(&3), Some(&(3, 'c')));
        assert_eq!(s.get(&2), None);
        assert!(!s.insert(2, (2, 'd')));
        assert!(s.insert(1, (1, 'e')));
        assert!(s.remove(&3));
        assert!(!s.remove(&3));
        let mut left: Vec<_> = s.values().copied().collect();
        left.sort_unstable();
        assert_eq!(left, vec![(1, 'e'), (2, 'd')]);
    }
}
