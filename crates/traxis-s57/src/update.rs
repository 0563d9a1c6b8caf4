//! Update files (`.001`, `.002`, …): the DSID edition and update number are
//! checked, then each record is inserted, deleted or modified (RUIN 1/2/3),
//! with attribute (ATTF/NATF/ATTV), pointer (FFPC/FSPC/VRPC) and coordinate
//! (SGCC) instructions. Problems inside one record become warnings.

use super::dataset::{read_file, Dataset};
use super::error::{at, S57Error, S57ErrorKind};
use super::records::{Control, FeatureRecord, S57Record, VectorControls, VectorRecord};

const INSERT: u8 = 1;
const DELETE: u8 = 2;
const MODIFY: u8 = 3;

/// What [`apply`] did with an update file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Applied,
    /// Its update number is already contained in the cell (a re-issued
    /// base cell includes the updates before it): skipped.
    AlreadyIncluded,
}

/// Applies one update file, which must carry update number `expected_updn`
/// of the base cell's edition.
pub fn apply(
    ds: &mut Dataset,
    file: &str,
    bytes: &[u8],
    expected_updn: u32,
) -> Result<Outcome, S57Error> {
    let mut records = read_file(file, bytes)?;
    let Some(dsid) = records.dsid.take() else {
        return Err(S57Error::new(
            S57ErrorKind::NotEnc,
            at(file, None, None),
            "update file lacks its DSID",
        ));
    };
    let updn: u32 = dsid.updn.trim().parse().unwrap_or(u32::MAX);
    if updn < expected_updn && dsid.edtn.trim() == ds.dsid.edtn.trim() {
        return Ok(Outcome::AlreadyIncluded);
    }
    if updn != expected_updn {
        return Err(S57Error::new(
            S57ErrorKind::Update,
            at(file, Some(0), Some("DSID")),
            format!(
                "update number {} where {expected_updn} was expected",
                dsid.updn.trim()
            ),
        ));
    }
    if dsid.edtn.trim() != ds.dsid.edtn.trim() && dsid.edtn.trim() != "0" {
        return Err(S57Error::new(
            S57ErrorKind::Update,
            at(file, Some(0), Some("DSID")),
            format!(
                "update for edition {} of a cell at edition {}",
                dsid.edtn.trim(),
                ds.dsid.edtn.trim()
            ),
        ));
    }
    ds.dsid.updn = dsid.updn;
    ds.dsid.isdt = dsid.isdt;
    if !dsid.uadt.trim().is_empty() {
        ds.dsid.uadt = dsid.uadt;
    }
    for (index, record) in records.in_file_order() {
        match record {
            S57Record::Feature(f) => apply_feature(ds, file, index, f),
            S57Record::Vector(v, c) => apply_vector(ds, file, index, v, c),
            _ => {}
        }
    }
    Ok(Outcome::Applied)
}

fn apply_feature(ds: &mut Dataset, file: &str, index: usize, upd: FeatureRecord) {
    let rcid = upd.rcid;
    match upd.ruin {
        INSERT => {
            if ds.features.insert(rcid, upd) {
                ds.warn(
                    file,
                    index,
                    "FRID",
                    format!("insert of existing feature record {rcid}; replaced"),
                );
            }
        }
        DELETE => {
            if !ds.features.remove(&rcid) {
                ds.warn(
                    file,
                    index,
                    "FRID",
                    format!("delete of missing feature record {rcid}"),
                );
            }
        }
        MODIFY => {
            let Some(target) = ds.features.get_mut(&rcid) else {
                ds.warn(
                    file,
                    index,
                    "FRID",
                    format!("modify of missing feature record {rcid}"),
                );
                return;
            };
            if u32::from(target.rver) + 1 != u32::from(upd.rver) {
                let msg = format!(
                    "feature record {rcid}: version {} does not follow {}; skipped",
                    upd.rver, target.rver
                );
                ds.warn(file, index, "FRID", msg);
                return;
            }
            target.rver = upd.rver;
            let mut problems = Vec::new();
            if upd.has_attf {
                target.attrs.merge(&upd.attrs, false);
            }
            if upd.has_natf {
                target.attrs.merge(&upd.attrs, true);
            }
            if let Some(c) = upd.ffpc {
                if let Err(m) = edit_list(&mut target.ffpt, c, &upd.ffpt, 1) {
                    problems.push(("FFPC", m));
                }
            }
            if let Some(c) = upd.fspc {
                if let Err(m) = edit_list(&mut target.fspt, c, &upd.fspt, 1) {
                    problems.push(("FSPC", m));
                }
            }
            for (field, m) in problems {
                ds.warn(file, index, field, format!("feature record {rcid}: {m}"));
            }
        }
        other => ds.warn(
            file,
            index,
            "FRID",
            format!("unknown update instruction {other}"),
        ),
    }
}

fn apply_vector(
    ds: &mut Dataset,
    file: &str,
    index: usize,
    upd: VectorRecord,
    controls: VectorControls,
) {
    let key = (upd.rcnm, upd.rcid);
    match upd.ruin {
        INSERT => {
            if ds.vectors.insert(key, upd) {
                ds.warn(
                    file,
                    index,
                    "VRID",
                    format!("insert of existing vector record {}/{}", key.0, key.1),
                );
            }
        }
        DELETE => {
            if !ds.vectors.remove(&key) {
                ds.warn(
                    file,
                    index,
                    "VRID",
                    format!("delete of missing vector record {}/{}", key.0, key.1),
                );
            }
        }
        MODIFY => {
            let Some(target) = ds.vectors.get_mut(&key) else {
                ds.warn(
                    file,
                    index,
                    "VRID",
                    format!("modify of missing vector record {}/{}", key.0, key.1),
                );
                return;
            };
            if u32::from(target.rver) + 1 != u32::from(upd.rver) {
                let msg = format!(
                    "vector record {}/{}: version {} does not follow {}; skipped",
                    key.0, key.1, upd.rver, target.rver
                );
                ds.warn(file, index, "VRID", msg);
                return;
            }
            target.rver = upd.rver;
            if !upd.attrs.is_empty() {
                target.attrs.merge(&upd.attrs, false);
            }
            let mut problems = Vec::new();
            if let Some(c) = controls.vrpc {
                if let Err(m) = edit_list(&mut target.vrpt, c, &upd.vrpt, 1) {
                    problems.push(("VRPC", m));
                }
            }
            if let Some(c) = controls.sgcc {
                if target.coords.is_empty() {
                    target.dim = upd.dim;
                }
                let stride = usize::from(target.dim);
                if !upd.coords.is_empty() && upd.dim != target.dim {
                    problems.push((
                        "SGCC",
                        "coordinate dimension differs from the target".to_owned(),
                    ));
                } else if let Err(m) = edit_list(&mut target.coords, c, &upd.coords, stride) {
                    problems.push(("SGCC", m));
                }
            }
            for (field, m) in problems {
                ds.warn(
                    file,
                    index,
                    field,
                    format!("vector record {}/{}: {m}", key.0, key.1),
                );
            }
        }
        other => ds.warn(
            file,
            index,
            "VRID",
            format!("unknown update instruction {other}"),
        ),
    }
}

/// Applies a control instruction to a list whose items are `stride` values
/// long: insert the update's items before 1-based item `index`, delete
/// `count` items there, or overwrite `count` items there.
fn edit_list<T: Clone>(
    list: &mut Vec<T>,
    c: Control,
    items: &[T],
    stride: usize,
) -> Result<(), String> {
    let at = usize::from(c.index).saturating_sub(1) * stride;
    let n = usize::from(c.count) * stride;
    if c.index == 0 {
        return Err("update index 0".to_owned());
    }
    match c.kind {
        INSERT => {
            if at > list.len() {
                return Err(format!("insert at item {} past the end", c.index));
            }
            let take = n.min(items.len());
            list.splice(at..at, items[..take].iter().cloned());
        }
        DELETE => {
            if at + n > list.len() {
                return Err(format!(
                    "delete of items {}..{} past the end",
                    c.index,
                    c.index as usize + c.count as usize
                ));
            }
            list.drain(at..at + n);
        }
        MODIFY => {
            if at + n > list.len() || items.len() < n {
                return Err(format!(
                    "modify of items {}..{} past the end",
                    c.index,
                    c.index as usize + c.count as usize
                ));
            }
            list[at..at + n].clone_from_slice(&items[..n]);
        }
        other => return Err(format!("unknown update instruction {other}")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctl(kind: u8, index: u16, count: u16) -> Control {
        Control { kind, index, count }
    }

    #[test]
    fn edits_lists() {
        let mut v = vec![1, 2, 3, 4];
        assert!(edit_list(&mut v, ctl(INSERT, 2, 1), &[9], 1).is_ok());
        assert_eq!(v, [1, 9, 2, 3, 4]);
        assert!(edit_list(&mut v, ctl(DELETE, 1, 2), &[], 1).is_ok());
        assert_eq!(v, [2, 3, 4]);
        assert!(edit_list(&mut v, ctl(MODIFY, 3, 1), &[7], 1).is_ok());
        assert_eq!(v, [2, 3, 7]);
        assert!(edit_list(&mut v, ctl(DELETE, 3, 5), &[], 1).is_err());
        assert!(edit_list(&mut v, ctl(INSERT, 9, 1), &[1], 1).is_err());
        let mut c = vec![1, 1, 2, 2];
        assert!(edit_list(&mut c, ctl(MODIFY, 2, 1), &[5, 5], 2).is_ok());
        assert_eq!(c, [1, 1, 5, 5]);
    }
}
