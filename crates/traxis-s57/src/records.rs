//! S-57 ed. 3.1 record decoding: dataset records (DSID/DSSI, DSPM), feature
//! records (FRID, FOID, ATTF, NATF, FFPC/FFPT, FSPC/FSPT) and vector
//! records (VRID, ATTV, VRPC/VRPT, SGCC/SG2D/SG3D) from ISO 8211 fields.

use super::attr_list::{AttrList, RawAttr};
use super::cursor::{Cursor, ShortField};
use super::dsid::{decode_dsid, decode_dspm};
pub use super::dsid::{Dsid, Dspm, Dssi};
use super::error::{at, S57Error, S57ErrorKind};
use super::iso8211::Record;

/// Record name of feature records.
pub const RCNM_FE: u8 = 100;
/// Isolated node.
pub const RCNM_VI: u8 = 110;
/// Connected node.
pub const RCNM_VC: u8 = 120;
/// Edge.
pub const RCNM_VE: u8 = 130;

/// Feature-to-feature pointer (FFPT).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureRef {
    pub agen: u16,
    pub fidn: u32,
    pub fids: u16,
    pub rind: u8,
}

/// Pointer to a spatial record (FSPT or VRPT).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpatialRef {
    pub rcnm: u8,
    pub rcid: u32,
    pub ornt: u8,
    pub usag: u8,
    pub topi: u8,
    pub mask: u8,
}

/// An update instruction of a control field (FFPC, FSPC, VRPC, SGCC):
/// update kind (1 insert, 2 delete, 3 modify), 1-based index, count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Control {
    pub kind: u8,
    pub index: u16,
    pub count: u16,
}

/// A feature record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FeatureRecord {
    pub rcid: u32,
    pub prim: u8,
    pub grup: u8,
    pub objl: u16,
    pub rver: u16,
    pub ruin: u8,
    pub agen: u16,
    pub fidn: u32,
    pub fids: u16,
    pub attrs: AttrList,
    pub ffpc: Option<Control>,
    pub ffpt: Vec<FeatureRef>,
    pub fspc: Option<Control>,
    pub fspt: Vec<SpatialRef>,
    /// Whether the update record carries ATTF / NATF fields.
    pub has_attf: bool,
    pub has_natf: bool,
}

/// A vector (spatial) record; coordinates are raw integers, `dim` 2 or 3
/// values per vertex (Y, X[, depth]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VectorRecord {
    pub rcnm: u8,
    pub rcid: u32,
    pub rver: u16,
    pub ruin: u8,
    pub attrs: AttrList,
    pub vrpt: Vec<SpatialRef>,
    pub dim: u8,
    pub coords: Vec<i32>,
}

/// The update instructions of a vector record (kept apart from the record
/// so that stored records stay small).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct VectorControls {
    /// Pointer update (VRPC).
    pub vrpc: Option<Control>,
    /// Coordinate update (SGCC).
    pub sgcc: Option<Control>,
}

/// One decoded data record.
#[derive(Debug)]
pub enum S57Record {
    Dsid(Dsid),
    Dspm(Dspm),
    Feature(FeatureRecord),
    Vector(VectorRecord, VectorControls),
    /// Catalogue, collection and other records the reader does not use.
    Other,
}

/// Decodes one ISO 8211 record. `nall` is the national lexical level
/// (2 = UCS-2) used for NATF/ATTV national strings.
pub fn decode(file: &str, rec: &Record<'_>, nall: u8) -> Result<S57Record, S57Error> {
    let fail = |tag: &str, _: ShortField| {
        S57Error::new(
            S57ErrorKind::BadField,
            at(file, Some(rec.index), Some(tag)),
            "field is shorter than its S-57 format",
        )
    };
    for (tag, _) in &rec.fields {
        match tag {
            b"DSID" => {
                return decode_dsid(rec)
                    .map(S57Record::Dsid)
                    .map_err(|e| fail("DSID", e))
            }
            b"DSPM" => {
                return decode_dspm(rec)
                    .map(S57Record::Dspm)
                    .map_err(|e| fail("DSPM", e))
            }
            b"FRID" => {
                return decode_feature(rec, nall)
                    .map(S57Record::Feature)
                    .map_err(|(t, e)| fail(t, e))
            }
            b"VRID" => {
                return decode_vector(rec)
                    .map(|(v, c)| S57Record::Vector(v, c))
                    .map_err(|(t, e)| fail(t, e))
            }
            _ => {}
        }
    }
    Ok(S57Record::Other)
}

type FieldResult<T> = Result<T, (&'static str, ShortField)>;

fn attrs(body: &[u8], national: bool, ucs2: bool, out: &mut AttrList) -> Result<(), ShortField> {
    let mut c = Cursor::new(body);
    while c.remaining() >= 2 {
        let code = c.u16()?;
        let value = if ucs2 { c.text_ucs2() } else { c.text() };
        out.push(RawAttr {
            code,
            national,
            value,
        });
    }
    Ok(())
}

fn control(body: &[u8]) -> Result<Control, ShortField> {
    let mut c = Cursor::new(body);
    Ok(Control {
        kind: c.u8()?,
        index: c.u16()?,
        count: c.u16()?,
    })
}

fn name(c: &mut Cursor<'_>) -> Result<(u8, u32), ShortField> {
    Ok((c.u8()?, c.u32()?))
}

fn decode_feature(rec: &Record<'_>, nall: u8) -> FieldResult<FeatureRecord> {
    let mut f = FeatureRecord::default();
    for &(tag, body) in &rec.fields {
        let mut c = Cursor::new(body);
        match &tag {
            b"FRID" => {
                let r = (|| -> Result<(), ShortField> {
                    c.u8()?;
                    f.rcid = c.u32()?;
                    f.prim = c.u8()?;
                    f.grup = c.u8()?;
                    f.objl = c.u16()?;
                    f.rver = c.u16()?;
                    f.ruin = c.u8()?;
                    Ok(())
                })();
                r.map_err(|e| ("FRID", e))?;
            }
            b"FOID" => {
                let r = (|| -> Result<(), ShortField> {
                    f.agen = c.u16()?;
                    f.fidn = c.u32()?;
                    f.fids = c.u16()?;
                    Ok(())
                })();
                r.map_err(|e| ("FOID", e))?;
            }
            b"ATTF" => {
                f.has_attf = true;
                attrs(body, false, false, &mut f.attrs).map_err(|e| ("ATTF", e))?;
            }
            b"NATF" => {
                f.has_natf = true;
                attrs(body, true, nall == 2, &mut f.attrs).map_err(|e| ("NATF", e))?;
            }
            b"FFPC" => f.ffpc = Some(control(body).map_err(|e| ("FFPC", e))?),
            b"FSPC" => f.fspc = Some(control(body).map_err(|e| ("FSPC", e))?),
            b"FFPT" => {
                while c.remaining() >= 9 {
                    let r = (|| -> Result<FeatureRef, ShortField> {
                        let agen = c.u16()?;
                        let fidn = c.u32()?;
                        let fids = c.u16()?;
                        let rind = c.u8()?;
                        c.text();
                        Ok(FeatureRef {
                            agen,
                            fidn,
                            fids,
                            rind,
                        })
                    })();
                    f.ffpt.push(r.map_err(|e| ("FFPT", e))?);
                }
            }
            b"FSPT" => {
                if body.len() % 8 != 0 {
                    return Err(("FSPT", ShortField));
                }
                f.fspt.reserve_exact(body.len() / 8);
                for p in body.chunks_exact(8) {
                    f.fspt.push(SpatialRef {
                        rcnm: p[0],
                        rcid: u32::from_le_bytes([p[1], p[2], p[3], p[4]]),
                        ornt: p[5],
                        usag: p[6],
                        topi: 255,
                        mask: p[7],
                    });
                }
            }
            _ => {}
        }
    }
    Ok(f)
}

fn decode_vector(rec: &Record<'_>) -> FieldResult<(VectorRecord, VectorControls)> {
    let mut v = VectorRecord {
        dim: 2,
        ..VectorRecord::default()
    };
    let mut controls = VectorControls::default();
    for &(tag, body) in &rec.fields {
        let mut c = Cursor::new(body);
        match &tag {
            b"VRID" => {
                let r = (|| -> Result<(), ShortField> {
                    let (rcnm, rcid) = name(&mut c)?;
                    v.rcnm = rcnm;
                    v.rcid = rcid;
                    v.rver = c.u16()?;
                    v.ruin = c.u8()?;
                    Ok(())
                })();
                r.map_err(|e| ("VRID", e))?;
            }
            b"ATTV" => attrs(body, false, false, &mut v.attrs).map_err(|e| ("ATTV", e))?,
            b"VRPC" => controls.vrpc = Some(control(body).map_err(|e| ("VRPC", e))?),
            b"SGCC" => controls.sgcc = Some(control(body).map_err(|e| ("SGCC", e))?),
            b"VRPT" => {
                if body.len() % 9 != 0 {
                    return Err(("VRPT", ShortField));
                }
                v.vrpt.reserve_exact(body.len() / 9);
                for p in body.chunks_exact(9) {
                    v.vrpt.push(SpatialRef {
                        rcnm: p[0],
                        rcid: u32::from_le_bytes([p[1], p[2], p[3], p[4]]),
                        ornt: p[5],
                        usag: p[6],
                        topi: p[7],
                        mask: p[8],
                    });
                }
            }
            b"SG2D" | b"SG3D" => {
                let dim: u8 = if &tag == b"SG2D" { 2 } else { 3 };
                if body.len() % (4 * usize::from(dim)) != 0 {
                    return Err((if dim == 2 { "SG2D" } else { "SG3D" }, ShortField));
                }
                v.dim = dim;
                v.coords.reserve(body.len() / 4);
                v.coords.extend(
                    body.chunks_exact(4)
                        .map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
                );
            }
            _ => {}
        }
    }
    Ok((v, controls))
}
