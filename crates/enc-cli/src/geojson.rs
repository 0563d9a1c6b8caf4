//! GDAL-compatible GeoJSON: one FeatureCollection per layer, properties as
//! GDAL's S-57 driver writes them (with `LNAM_REFS=ON`: `LNAM_REFS`, `FFPT_RIND`;
//! `SPLIT_MULTIPOINT=ON`, `ADD_SOUNDG_DEPTH=ON`, `RETURN_LINKAGES=OFF`),
//! plus a `DSID` layer with the dataset fields.

use std::path::Path;

use serde_json::{json, Map, Value};
use traxis_s57::layers::{dataset_json, properties_json};
use traxis_s57::{Cell, Feature, GeometryKind};

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

fn parse_object(text: &str) -> Map<String, Value> {
    // The core writes valid JSON objects; anything else would be a core bug,
    // shown as an empty property set rather than a crash.
    match serde_json::from_str(text) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

fn dsid_collection(cell: &Cell) -> Value {
    let props = parse_object(&dataset_json(&cell.dsid, &cell.dspm));
    json!({
        "type": "FeatureCollection",
        "name": "DSID",
        "features": [{ "type": "Feature", "properties": props, "geometry": null }],
    })
}

/// The properties GDAL gives a feature (without `DEPTH`): the core's
/// attribute table entry, the same the WASM package hands to JavaScript.
pub fn properties(f: &Feature) -> Map<String, Value> {
    let mut text = String::new();
    properties_json(f, &mut text);
    parse_object(&text)
}

fn xy(c: [f64; 3]) -> Value {
    json!([c[0], c[1]])
}

fn parts(f: &Feature) -> Vec<Value> {
    let g = &f.geometry;
    g.part_ranges()
        .into_iter()
        .map(|r| Value::Array(r.map(|i| xy(g.vertex(i))).collect()))
        .collect()
}

fn feature(props: Map<String, Value>, geometry: Value) -> Value {
    let mut feature = Map::with_capacity(3);
    feature.insert("type".to_owned(), Value::from("Feature"));
    feature.insert("properties".to_owned(), Value::Object(props));
    feature.insert("geometry".to_owned(), geometry);
    Value::Object(feature)
}

/// One layer's FeatureCollection; soundings give one feature per sounding.
pub fn layer_collection(name: &str, features: &[&Feature]) -> Value {
    let mut out = Vec::with_capacity(features.len());
    for f in features {
        let g = &f.geometry;
        let geometry = match g.kind {
            GeometryKind::None => Value::Null,
            GeometryKind::Point => json!({ "type": "Point", "coordinates": xy(g.vertex(0)) }),
            GeometryKind::LineString => {
                json!({ "type": "LineString", "coordinates": parts(f).into_iter().next() })
            }
            GeometryKind::MultiLineString => {
                json!({ "type": "MultiLineString", "coordinates": parts(f) })
            }
            GeometryKind::Polygon => json!({ "type": "Polygon", "coordinates": parts(f) }),
            GeometryKind::MultiPoint => {
                let props = properties(f);
                for p in (0..g.vertex_count()).map(|i| g.vertex(i)) {
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
