//! Dataset records: identification (DSID with its structure information
//! DSSI) and parameters (DSPM: datums, compilation scale, COMF, SOMF).

use super::cursor::{latin1, Cursor, ShortField};
use super::iso8211::Record;

const T_DSID: [u8; 4] = *b"DSID";
const T_DSSI: [u8; 4] = *b"DSSI";
const T_DSPM: [u8; 4] = *b"DSPM";

fn text(c: &mut Cursor<'_>) -> String {
    latin1(c.text())
}

/// Dataset identification (DSID with DSSI).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dsid {
    pub expp: u8,
    pub intu: u8,
    pub dsnm: String,
    pub edtn: String,
    pub updn: String,
    pub uadt: String,
    pub isdt: String,
    pub sted: f64,
    pub prsp: u8,
    pub psdn: String,
    pub pred: String,
    pub prof: u8,
    pub agen: u16,
    pub comt: String,
    pub dssi: Option<Dssi>,
}

/// Dataset structure information.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Dssi {
    pub dstr: u8,
    pub aall: u8,
    pub nall: u8,
    /// NOMR, NOCR, NOGR, NOLR, NOIN, NOCN, NOED, NOFA.
    pub counts: [u32; 8],
}

/// Dataset parameters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dspm {
    pub hdat: u8,
    pub vdat: u8,
    pub sdat: u8,
    pub cscl: u32,
    pub duni: u8,
    pub huni: u8,
    pub puni: u8,
    pub coun: u8,
    pub comf: u32,
    pub somf: u32,
    pub comt: String,
}

pub(super) fn decode_dsid(rec: &Record<'_>) -> Result<Dsid, ShortField> {
    let mut c = Cursor::new(rec.field(&T_DSID).unwrap_or(&[]));
    c.u8()?;
    c.u32()?;
    let mut d = Dsid {
        expp: c.u8()?,
        intu: c.u8()?,
        dsnm: text(&mut c),
        edtn: text(&mut c),
        updn: text(&mut c),
        uadt: c.fixed_text(8)?,
        isdt: c.fixed_text(8)?,
        sted: c.fixed_text(4)?.trim().parse().unwrap_or(0.0),
        prsp: c.u8()?,
        psdn: text(&mut c),
        pred: text(&mut c),
        prof: c.u8()?,
        agen: c.u16()?,
        comt: text(&mut c),
        dssi: None,
    };
    if let Some(body) = rec.field(&T_DSSI) {
        let mut c = Cursor::new(body);
        let mut s = Dssi {
            dstr: c.u8()?,
            aall: c.u8()?,
            nall: c.u8()?,
            counts: [0; 8],
        };
        for n in &mut s.counts {
            *n = c.u32()?;
        }
        d.dssi = Some(s);
    }
    Ok(d)
}

pub(super) fn decode_dspm(rec: &Record<'_>) -> Result<Dspm, ShortField> {
    let mut c = Cursor::new(rec.field(&T_DSPM).unwrap_or(&[]));
    c.u8()?;
    c.u32()?;
    Ok(Dspm {
        hdat: c.u8()?,
        vdat: c.u8()?,
        sdat: c.u8()?,
        cscl: c.u32()?,
        duni: c.u8()?,
        huni: c.u8()?,
        puni: c.u8()?,
        coun: c.u8()?,
        comf: c.u32()?,
        somf: c.u32()?,
        comt: text(&mut c),
    })
}
