//! A cell flattened per layer into typed buffers plus an attribute table,
//! for the WASM bindings (and any consumer that wants arrays, not objects):
//! per feature a geometry kind and a range of parts, per part a range of
//! vertices, per vertex lon/lat in degrees (and depth in metres for
//! soundings). Attributes are a JSON array with one object per feature,
//! keyed as in GDAL's output (`RCID`, …, `LNAM`, acronyms).

use super::model::{lnam_hex, AttrValue, Cell, Feature, GeometryKind};

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
    /// lon_deg, lat_deg per vertex.
    pub lon_lat_deg: Vec<f64>,
    /// Depth per vertex (NaN for 2-D vertices); empty when the layer has no soundings.
    pub depth_m: Vec<f64>,
    /// JSON array: one object of properties per feature.
    pub attributes_json: String,
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
    cell.layers()
        .into_iter()
        .map(|(name, features)| one_layer(name.into_owned(), &features))
        .collect()
}

fn one_layer(name: String, features: &[&Feature]) -> LayerBuffers {
    let has_depth = features.iter().any(|f| f.geometry.dim == 3);
    let vertices: usize = features.iter().map(|f| f.geometry.vertex_count()).sum();
    let mut out = LayerBuffers {
        name,
        feature_kinds: Vec::with_capacity(features.len()),
        feature_part_offsets: Vec::with_capacity(features.len() + 1),
        part_vertex_offsets: vec![0],
        lon_lat_deg: Vec::with_capacity(vertices * 2),
        depth_m: Vec::with_capacity(if has_depth { vertices } else { 0 }),
        attributes_json: String::from("["),
    };
    out.feature_part_offsets.push(0);
    for (i, f) in features.iter().enumerate() {
        let g = &f.geometry;
        out.feature_kinds.push(kind_code(g.kind));
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
        if i > 0 {
            out.attributes_json.push(',');
        }
        properties_json(f, &mut out.attributes_json);
    }
    out.attributes_json.push(']');
    out
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
    for a in &f.attributes {
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
pub fn dataset_json(cell: &Cell) -> String {
    let d = &cell.dsid;
    let s = d.dssi.unwrap_or_default();
    let p = &cell.dspm;
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
