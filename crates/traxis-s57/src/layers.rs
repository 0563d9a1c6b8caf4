//! A cell flattened per layer into typed buffers plus an attribute table,
//! for the WASM bindings (and any consumer that wants arrays, not objects):
//! per feature a geometry kind and a range of parts, per part a range of
//! vertices, per vertex lon/lat in degrees (and depth in metres for
//! soundings). Attributes are a JSON array with one object per feature,
//! keyed as in GDAL's output (`RCID`, …, `LNAM`, acronyms). Point features
//! also carry the IALA buoyage region of their position (`buoyage.rs`).

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::buoyage::{BuoyageAreas, REGION_UNKNOWN};
use super::error::S57Warning;
use super::model::{lnam_hex, AttrValue, Cell, Feature, GeometryKind};
use super::records::{Dsid, Dspm};
use super::DecodedCell;

/// Geometry kind codes of [`LayerBuffers::feature_kinds`].
pub const KIND_NONE: u8 = 0;
pub const KIND_POINT: u8 = 1;
/// Soundings: one part, `depth_m` set for its vertices.
pub const KIND_MULTIPOINT: u8 = 2;
pub const KIND_LINESTRING: u8 = 3;
pub const KIND_MULTILINESTRING: u8 = 4;
/// Exterior ring first, then interior rings, each closed.
pub const KIND_POLYGON: u8 = 5;

/// One layer (object class) as flat arrays.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LayerBuffers {
    pub name: String,
    /// One kind code per feature.
    pub feature_kinds: Vec<u8>,
    /// Feature i has parts `feature_part_offsets[i]..feature_part_offsets[i + 1]`.
    pub feature_part_offsets: Vec<u32>,
    /// Part j has vertices `part_vertex_offsets[j]..part_vertex_offsets[j + 1]`.
    pub part_vertex_offsets: Vec<u32>,
    /// `lon_deg`, `lat_deg` per vertex.
    pub lon_lat_deg: Vec<f64>,
    /// Depth per vertex (NaN for 2-D vertices); empty when the layer has no soundings.
    pub depth_m: Vec<f64>,
    /// JSON array: one object of properties per feature.
    pub attributes_json: String,
    /// One IALA buoyage region code per feature: for points that of the
    /// `M_NSYS` area they lie in (1 A, 2 B, see
    /// [`super::buoyage::BuoyageRegion::code`]); 0 for other geometry and
    /// where the cell names no region.
    pub buoyage_regions: Vec<u8>,
}

fn kind_code(kind: GeometryKind) -> u8 {
    match kind {
        GeometryKind::None => KIND_NONE,
        GeometryKind::Point => KIND_POINT,
        GeometryKind::MultiPoint => KIND_MULTIPOINT,
        GeometryKind::LineString => KIND_LINESTRING,
        GeometryKind::MultiLineString => KIND_MULTILINESTRING,
        GeometryKind::Polygon => KIND_POLYGON,
    }
}

/// Every layer of a cell, by name, features in record-id order.
pub fn layer_buffers(cell: &Cell) -> Vec<LayerBuffers> {
    let mut layers = Layers::default();
    for f in &cell.features {
        layers.add(f);
    }
    layers.finish()
}

/// The same from a decoded cell, features assembled one at a time and
/// appended to their layer, so the whole `Cell` is never held (lower peak
/// memory). Returns the buffers and the warnings.
pub fn stream_layer_buffers(cell: &DecodedCell) -> (Vec<LayerBuffers>, Vec<S57Warning>) {
    let mut layers = Layers::default();
    let warnings = cell.for_each_feature(|f| layers.add(&f));
    (layers.finish(), warnings)
}

/// The layers being built, and the cell's buoyage areas (which may come
/// after the marks in record order, so regions are set at the end).
#[derive(Default)]
struct Layers {
    by_name: BTreeMap<Cow<'static, str>, LayerBuffers>,
    buoyage: BuoyageAreas,
}

impl Layers {
    fn add(&mut self, f: &Feature) {
        self.buoyage.add(f);
        add_feature(&mut self.by_name, f);
    }

    fn finish(self) -> Vec<LayerBuffers> {
        let buoyage = self.buoyage;
        self.by_name
            .into_values()
            .map(|mut l| {
                l.attributes_json.push(']');
                set_regions(&mut l, &buoyage);
                l
            })
            .collect()
    }
}

/// The buoyage region of every point feature of a layer.
fn set_regions(layer: &mut LayerBuffers, buoyage: &BuoyageAreas) {
    layer.buoyage_regions = vec![REGION_UNKNOWN; layer.feature_kinds.len()];
    if buoyage.is_empty() {
        return;
    }
    for (i, &kind) in layer.feature_kinds.iter().enumerate() {
        if kind != KIND_POINT {
            continue;
        }
        let vertex = layer
            .feature_part_offsets
            .get(i)
            .and_then(|&part| layer.part_vertex_offsets.get(part as usize))
            .map(|&v| v as usize * 2);
        if let Some(&[lon, lat]) = vertex.and_then(|v| layer.lon_lat_deg.get(v..v + 2)) {
            layer.buoyage_regions[i] = buoyage.region_code_at(lon, lat);
        }
    }
}

#[allow(
    clippy::cast_possible_truncation,
    reason = "vertex and part offsets are u32 like the bindings' typed arrays; lossless on wasm32, where usize is 32 bits"
)]
fn add_feature(layers: &mut BTreeMap<Cow<'static, str>, LayerBuffers>, f: &Feature) {
    let out = layers
        .entry(f.layer_name())
        .or_insert_with_key(|name| LayerBuffers {
            name: name.to_string(),
            feature_part_offsets: vec![0],
            part_vertex_offsets: vec![0],
            attributes_json: String::from("["),
            ..LayerBuffers::default()
        });
    let g = &f.geometry;
    if g.dim == 3 && out.depth_m.is_empty() {
        // First 3-D feature: earlier vertices have no depth.
        out.depth_m.resize(out.lon_lat_deg.len() / 2, f64::NAN);
    }
    let has_depth = !out.depth_m.is_empty() || g.dim == 3;
    out.feature_kinds.push(kind_code(g.kind));
    out.lon_lat_deg.reserve(g.vertex_count() * 2);
    for range in g.part_ranges() {
        for i in range {
            let [lon, lat, depth] = g.vertex(i);
            out.lon_lat_deg.push(lon);
            out.lon_lat_deg.push(lat);
            if has_depth {
                out.depth_m.push(depth);
            }
        }
        out.part_vertex_offsets
            .push((out.lon_lat_deg.len() / 2) as u32);
    }
    out.feature_part_offsets
        .push((out.part_vertex_offsets.len() - 1) as u32);
    if out.feature_kinds.len() > 1 {
        out.attributes_json.push(',');
    }
    properties_json(f, &mut out.attributes_json);
}

/// A JSON string literal.
pub fn json_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn json_number(x: f64, out: &mut String) {
    if x.is_finite() {
        out.push_str(&format!("{x}"));
    } else {
        out.push_str("null");
    }
}

fn key(k: &str, out: &mut String) {
    out.push(',');
    json_string(k, out);
    out.push(':');
}

/// The feature's properties as a JSON object (GDAL's names and types).
#[allow(
    clippy::cast_possible_wrap,
    reason = "GDAL's FIDN field is a 32-bit Integer: its output wraps the same way"
)]
pub fn properties_json(f: &Feature, out: &mut String) {
    out.push_str(&format!(
        "{{\"RCID\":{},\"PRIM\":{},\"GRUP\":{},\"OBJL\":{},\"RVER\":{},\"AGEN\":{},\"FIDN\":{},\"FIDS\":{},\"LNAM\":\"{}\"",
        f.rcid,
        f.prim,
        f.grup,
        f.objl,
        f.rver,
        f.agen,
        f.fidn as i32,
        f.fids,
        f.lnam()
    ));
    if !f.refs.is_empty() {
        key("LNAM_REFS", out);
        let refs: Vec<String> = f
            .refs
            .iter()
            .map(|r| format!("\"{}\"", lnam_hex(r.agen, r.fidn, r.fids)))
            .collect();
        out.push_str(&format!("[{}]", refs.join(",")));
        key("FFPT_RIND", out);
        let rind: Vec<String> = f.refs.iter().map(|r| r.rind.to_string()).collect();
        out.push_str(&format!("[{}]", rind.join(",")));
    }
    for a in &f.attributes() {
        key(&a.acronym, out);
        match &a.value {
            AttrValue::Integer(i) => out.push_str(&i.to_string()),
            AttrValue::Float(x) => json_number(*x, out),
            AttrValue::Text(t) => json_string(t, out),
            AttrValue::List(l) => {
                out.push('[');
                for (i, s) in l.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    json_string(s, out);
                }
                out.push(']');
            }
        }
    }
    out.push('}');
}

/// The dataset fields (DSID, DSSI, DSPM) as a JSON object, named as in
/// GDAL's `DSID` layer.
pub fn dataset_json(d: &Dsid, p: &Dspm) -> String {
    let s = d.dssi.unwrap_or_default();
    let mut out = format!("{{\"DSID_EXPP\":{},\"DSID_INTU\":{}", d.expp, d.intu);
    let texts = [
        ("DSID_DSNM", &d.dsnm),
        ("DSID_EDTN", &d.edtn),
        ("DSID_UPDN", &d.updn),
        ("DSID_UADT", &d.uadt),
        ("DSID_ISDT", &d.isdt),
    ];
    for (k, v) in texts {
        key(k, &mut out);
        json_string(v, &mut out);
    }
    key("DSID_STED", &mut out);
    json_number(d.sted, &mut out);
    out.push_str(&format!(",\"DSID_PRSP\":{}", d.prsp));
    for (k, v) in [("DSID_PSDN", &d.psdn), ("DSID_PRED", &d.pred)] {
        key(k, &mut out);
        json_string(v, &mut out);
    }
    out.push_str(&format!(
        ",\"DSID_PROF\":{},\"DSID_AGEN\":{}",
        d.prof, d.agen
    ));
    key("DSID_COMT", &mut out);
    json_string(&d.comt, &mut out);
    out.push_str(&format!(
        ",\"DSSI_DSTR\":{},\"DSSI_AALL\":{},\"DSSI_NALL\":{}",
        s.dstr, s.aall, s.nall
    ));
    let names = [
        "NOMR", "NOCR", "NOGR", "NOLR", "NOIN", "NOCN", "NOED", "NOFA",
    ];
    for (n, v) in names.iter().zip(s.counts) {
        out.push_str(&format!(",\"DSSI_{n}\":{v}"));
    }
    let ints = [
        ("HDAT", u32::from(p.hdat)),
        ("VDAT", u32::from(p.vdat)),
        ("SDAT", u32::from(p.sdat)),
        ("CSCL", p.cscl),
        ("DUNI", u32::from(p.duni)),
        ("HUNI", u32::from(p.huni)),
        ("PUNI", u32::from(p.puni)),
        ("COUN", u32::from(p.coun)),
        ("COMF", p.comf),
        ("SOMF", p.somf),
    ];
    for (n, v) in ints {
        out.push_str(&format!(",\"DSPM_{n}\":{v}"));
    }
    key("DSPM_COMT", &mut out);
    json_string(&p.comt, &mut out);
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_json_strings() {
        let mut s = String::new();
        json_string("a\"b\\c\n\u{1}ł", &mut s);
        assert_eq!(s, "\"a\\\"b\\\\c\\n\\u0001ł\"");
        let mut n = String::new();
        json_number(f64::NAN, &mut n);
        json_number(73.1, &mut n);
        assert_eq!(n, "null73.1");
    }
}
