//! The reader's output: a cell with its dataset records, features with
//! decoded attributes and assembled WGS84 geometry, and warnings.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::attr_list::AttrList;
use super::error::S57Warning;
use super::records::{Dsid, Dspm, FeatureRef};
use super::{attributes, catalogue};

/// A decoded attribute value, typed as the catalogue types it.
#[derive(Debug, Clone, PartialEq)]
pub enum AttrValue {
    /// Enumerated and integer attributes.
    Integer(i64),
    /// Float attributes.
    Float(f64),
    /// List attributes: the comma-separated values.
    List(Vec<String>),
    /// Coded strings and free text.
    Text(String),
}

/// One attribute of a feature.
#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    pub code: u16,
    /// Catalogue acronym, or `ATTL_<code>` for codes the catalogue lacks.
    pub acronym: Cow<'static, str>,
    pub value: AttrValue,
}

/// The kind of an assembled geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GeometryKind {
    None,
    Point,
    /// Soundings: 3-D points (lon, lat, depth).
    MultiPoint,
    LineString,
    MultiLineString,
    /// Exterior ring first, then interior rings; every ring closed.
    Polygon,
}

/// Geometry as flat raw coordinates, as in the file (exact and half the
/// size of floats): `dim` integers per vertex (X, Y and, for soundings, the
/// depth), divided by `comf` (degrees) and `somf` (metres) on access;
/// `parts` holds the first vertex index of each line or ring (empty for
/// points and for geometries of one part, whose part is all vertices).
#[derive(Debug, Clone, PartialEq)]
pub struct Geometry {
    pub kind: GeometryKind,
    pub dim: u8,
    pub raw: Vec<i32>,
    pub parts: Vec<u32>,
    /// Coordinate multiplication factor (DSPM COMF).
    pub comf: f64,
    /// Sounding multiplication factor (DSPM SOMF).
    pub somf: f64,
}

impl Geometry {
    pub const NONE: Geometry = Geometry {
        kind: GeometryKind::None,
        dim: 2,
        raw: Vec::new(),
        parts: Vec::new(),
        comf: 1e7,
        somf: 10.0,
    };

    /// Number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.raw.len() / usize::from(self.dim.max(1))
    }

    /// Vertex `i` as `[lon_deg, lat_deg, depth_m]` (depth NaN for 2-D).
    pub fn vertex(&self, i: usize) -> [f64; 3] {
        let d = usize::from(self.dim.max(2));
        match self.raw.get(i * d..i * d + d) {
            Some(c) => [
                f64::from(c[0]) / self.comf,
                f64::from(c[1]) / self.comf,
                c.get(2).map_or(f64::NAN, |&z| f64::from(z) / self.somf),
            ],
            None => [f64::NAN; 3],
        }
    }

    /// The vertex range of each part (lines, rings); one part for points.
    pub fn part_ranges(&self) -> Vec<std::ops::Range<usize>> {
        let n = self.vertex_count();
        if self.parts.is_empty() {
            return if n == 0 {
                Vec::new()
            } else {
                std::iter::once(0..n).collect()
            };
        }
        let mut out = Vec::with_capacity(self.parts.len());
        for (i, &start) in self.parts.iter().enumerate() {
            let end = self.parts.get(i + 1).map_or(n, |&e| e as usize);
            out.push(start as usize..end);
        }
        out
    }
}

/// A feature object with its geometry.
#[derive(Debug, Clone, PartialEq)]
pub struct Feature {
    pub rcid: u32,
    pub prim: u8,
    pub grup: u8,
    pub objl: u16,
    pub rver: u16,
    pub agen: u16,
    pub fidn: u32,
    pub fids: u16,
    /// Feature-to-feature pointers (FFPT): long names and relationship indicators.
    pub refs: Vec<FeatureRef>,
    /// The attributes as encoded (compact); [`Feature::attributes`] decodes them.
    pub raw_attributes: AttrList,
    /// National lexical level of the cell (DSSI NALL) for NATF values.
    pub nall: u8,
    pub geometry: Geometry,
}

/// Long name (AGEN, FIDN, FIDS) as 16 hex digits, as GDAL writes `LNAM`.
pub fn lnam_hex(agen: u16, fidn: u32, fids: u16) -> String {
    format!("{agen:04X}{fidn:08X}{fids:04X}")
}

impl Feature {
    /// The layer (object class acronym) of the feature.
    pub fn layer_name(&self) -> Cow<'static, str> {
        layer_name(self.objl)
    }

    /// `LNAM` as hex.
    pub fn lnam(&self) -> String {
        lnam_hex(self.agen, self.fidn, self.fids)
    }

    /// The attributes, decoded to UTF-8 and typed by the catalogue (empty
    /// numeric values left out).
    pub fn attributes(&self) -> Vec<Attribute> {
        self.raw_attributes
            .iter()
            .filter_map(|a| attributes::decode(&a, self.nall))
            .collect()
    }
}

/// The layer name of an object class code: its acronym, or `OBJL_<code>`.
pub fn layer_name(objl: u16) -> Cow<'static, str> {
    match catalogue::object_acronym(objl) {
        Some(a) => Cow::Borrowed(a),
        None => Cow::Owned(format!("OBJL_{objl}")),
    }
}

/// A read cell: dataset records after updates, features in record-id order.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub dsid: Dsid,
    pub dspm: Dspm,
    /// Number of update files applied.
    pub updates_applied: u32,
    pub features: Vec<Feature>,
    pub warnings: Vec<S57Warning>,
}

impl Cell {
    /// Features grouped by layer name (sorted by name), each in record-id order.
    pub fn layers(&self) -> BTreeMap<Cow<'static, str>, Vec<&Feature>> {
        let mut out: BTreeMap<Cow<'static, str>, Vec<&Feature>> = BTreeMap::new();
        for f in &self.features {
            out.entry(f.layer_name()).or_default().push(f);
        }
        out
    }
}
