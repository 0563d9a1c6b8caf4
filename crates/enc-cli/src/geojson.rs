//! GDAL-compatible GeoJSON: one FeatureCollection per layer, properties as
//! GDAL's S-57 driver writes them (with `LNAM_REFS=ON`: `LNAM_REFS`, `FFPT_RIND`;
//! `SPLIT_MULTIPOINT=ON`, `ADD_SOUNDG_DEPTH=ON`, `RETURN_LINKAGES=OFF`),
//! plus a `DSID` layer with the dataset fields.

use std::path::Path;

use serde_json::{json, Map, Value};
use traxis_core::s57::{lnam_hex, AttrValue, Cell, Feature, GeometryKind};

use crate::files::EncError;

/// Every layer of a cell as (name, FeatureCollection): `DSID` first, then
/// the object classes by name.
pub fn collections(cell: &Cell) -> Vec<(String, Value)> {
    let mut out = vec![("DSID".to_owned(), dsid_collection(cell))];
    for (name, features) in cell.layers() {
        out.push((name.to_string(), layer_collection(&name, &features)));
    }
    out
}

/// Writes `OUTDIR/<LAYER>.geojson` for every layer.
pub fn write_dir(cell: &Cell, outdir: &Path) -> Result<(), EncError> {
    let io = |path: &Path| {
        let path = path.to_owned();
        move |error| EncError::Io { path, error }
    };
    std::fs::create_dir_all(outdir).map_err(io(outdir))?;
    for (name, collection) in collections(cell) {
        let path = outdir.join(format!("{name}.geojson"));
        let text = serde_json::to_string(&collection).map_err(|e| EncError::Io {
            path: path.clone(),
            error: std::io::Error::other(e),
        })?;
        std::fs::write(&path, text).map_err(io(&path))?;
    }
    Ok(())
}

fn dsid_collection(cell: &Cell) -> Value {
    let d = &cell.dsid;
    let s = d.dssi.unwrap_or_default();
    let p = &cell.dspm;
    let mut props = Map::new();
    let mut put = |k: &str, v: Value| {
        props.insert(k.to_owned(), v);
    };
    put("DSID_EXPP", json!(d.expp));
    put("DSID_INTU", json!(d.intu));
    put("DSID_DSNM", json!(d.dsnm));
    put("DSID_EDTN", json!(d.edtn));
    put("DSID_UPDN", json!(d.updn));
    put("DSID_UADT", json!(d.uadt));
    put("DSID_ISDT", json!(d.isdt));
    put("DSID_STED", json!(d.sted));
    put("DSID_PRSP", json!(d.prsp));
    put("DSID_PSDN", json!(d.psdn));
    put("DSID_PRED", json!(d.pred));
    put("DSID_PROF", json!(d.prof));
    put("DSID_AGEN", json!(d.agen));
    put("DSID_COMT", json!(d.comt));
    put("DSSI_DSTR", json!(s.dstr));
    put("DSSI_AALL", json!(s.aall));
    put("DSSI_NALL", json!(s.nall));
    let names = [
        "NOMR", "NOCR", "NOGR", "NOLR", "NOIN", "NOCN", "NOED", "NOFA",
    ];
    for (n, v) in names.iter().zip(s.counts) {
        put(&format!("DSSI_{n}"), json!(v));
    }
    put("DSPM_HDAT", json!(p.hdat));
    put("DSPM_VDAT", json!(p.vdat));
    put("DSPM_SDAT", json!(p.sdat));
    put("DSPM_CSCL", json!(p.cscl));
    put("DSPM_DUNI", json!(p.duni));
    put("DSPM_HUNI", json!(p.huni));
    put("DSPM_PUNI", json!(p.puni));
    put("DSPM_COUN", json!(p.coun));
    put("DSPM_COMF", json!(p.comf));
    put("DSPM_SOMF", json!(p.somf));
    put("DSPM_COMT", json!(p.comt));
    json!({
        "type": "FeatureCollection",
        "name": "DSID",
        "features": [{ "type": "Feature", "properties": props, "geometry": null }],
    })
}

/// The properties GDAL gives a feature (without `DEPTH`).
pub fn properties(f: &Feature) -> Map<String, Value> {
    let mut props = Map::new();
    props.insert("RCID".into(), json!(f.rcid));
    props.insert("PRIM".into(), json!(f.prim));
    props.insert("GRUP".into(), json!(f.grup));
    props.insert("OBJL".into(), json!(f.objl));
    props.insert("RVER".into(), json!(f.rver));
    props.insert("AGEN".into(), json!(f.agen));
    // GDAL types FIDN as a signed 32-bit integer.
    props.insert("FIDN".into(), json!(f.fidn as i32));
    props.insert("FIDS".into(), json!(f.fids));
    props.insert("LNAM".into(), json!(f.lnam()));
    if !f.refs.is_empty() {
        let refl: Vec<String> = f
            .refs
            .iter()
            .map(|r| lnam_hex(r.agen, r.fidn, r.fids))
            .collect();
        let rind: Vec<u8> = f.refs.iter().map(|r| r.rind).collect();
        props.insert("LNAM_REFS".into(), json!(refl));
        props.insert("FFPT_RIND".into(), json!(rind));
    }
    for a in &f.attributes {
        let v = match &a.value {
            AttrValue::Integer(i) => json!(i),
            AttrValue::Float(x) => json!(x),
            AttrValue::List(l) => json!(l),
            AttrValue::Text(t) => json!(t),
        };
        props.insert(a.acronym.to_string(), v);
    }
    props
}

fn xy(c: &[f64]) -> Value {
    json!([c[0], c[1]])
}

fn parts(f: &Feature) -> Vec<Value> {
    let g = &f.geometry;
    let d = usize::from(g.dim);
    g.part_ranges()
        .into_iter()
        .map(|r| {
            Value::Array(
                g.coords[r.start * d..r.end * d]
                    .chunks_exact(d)
                    .map(xy)
                    .collect(),
            )
        })
        .collect()
}

fn feature(props: Map<String, Value>, geometry: Value) -> Value {
    json!({ "type": "Feature", "properties": props, "geometry": geometry })
}

/// One layer's FeatureCollection; soundings give one feature per sounding.
pub fn layer_collection(name: &str, features: &[&Feature]) -> Value {
    let mut out = Vec::with_capacity(features.len());
    for f in features {
        let g = &f.geometry;
        let geometry = match g.kind {
            GeometryKind::None => Value::Null,
            GeometryKind::Point => json!({ "type": "Point", "coordinates": xy(&g.coords) }),
            GeometryKind::LineString => {
                json!({ "type": "LineString", "coordinates": parts(f).into_iter().next() })
            }
            GeometryKind::MultiLineString => {
                json!({ "type": "MultiLineString", "coordinates": parts(f) })
            }
            GeometryKind::Polygon => json!({ "type": "Polygon", "coordinates": parts(f) }),
            GeometryKind::MultiPoint => {
                let props = properties(f);
                for p in g.coords.chunks_exact(3) {
                    let mut props = props.clone();
                    props.insert("DEPTH".into(), json!(p[2]));
                    out.push(feature(
                        props,
                        json!({ "type": "Point", "coordinates": [p[0], p[1], p[2]] }),
                    ));
                }
                continue;
            }
        };
        out.push(feature(properties(f), geometry));
    }
    json!({
        "type": "FeatureCollection",
        "name": name,
        "crs": { "type": "name", "properties": { "name": "urn:ogc:def:crs:OGC:1.3:CRS84" } },
        "features": out,
    })
}
