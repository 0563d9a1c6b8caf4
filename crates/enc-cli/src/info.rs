//! `enc info`: a JSON summary of a cell: name, edition and update, scale,
//! usage band, bounds, and per layer the feature count, geometry types and
//! vertex count (soundings counted one feature each, as GDAL splits them).

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};
use traxis_s57::{Cell, GeometryKind};

/// The geometry type name as GDAL reports it.
pub fn geometry_name(kind: GeometryKind) -> &'static str {
    match kind {
        GeometryKind::None => "NONE",
        GeometryKind::Point => "Point",
        GeometryKind::MultiPoint => "Point Z",
        GeometryKind::LineString => "LineString",
        GeometryKind::MultiLineString => "MultiLineString",
        GeometryKind::Polygon => "Polygon",
    }
}

/// The summary as JSON.
pub fn summary(cell: &Cell) -> Value {
    let (mut min_lon, mut min_lat, mut max_lon, mut max_lat) =
        (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    let mut layers = Map::new();
    let mut total_features = 0usize;
    for (name, features) in cell.layers() {
        let mut feature_count = 0usize;
        let mut vertex_count = 0usize;
        let mut types: BTreeMap<&str, usize> = BTreeMap::new();
        for f in features {
            let g = &f.geometry;
            let n = g.vertex_count();
            let split = if g.kind == GeometryKind::MultiPoint {
                n
            } else {
                1
            };
            feature_count += split;
            vertex_count += n;
            *types.entry(geometry_name(g.kind)).or_default() += split;
            for c in (0..n).map(|i| g.vertex(i)) {
                min_lon = min_lon.min(c[0]);
                max_lon = max_lon.max(c[0]);
                min_lat = min_lat.min(c[1]);
                max_lat = max_lat.max(c[1]);
            }
        }
        total_features += feature_count;
        layers.insert(
            name.to_string(),
            json!({ "feature_count": feature_count, "geometry_types": types, "vertex_count": vertex_count }),
        );
    }
    let bounds = if min_lon <= max_lon {
        json!({ "min_lon_deg": min_lon, "min_lat_deg": min_lat, "max_lon_deg": max_lon, "max_lat_deg": max_lat })
    } else {
        Value::Null
    };
    json!({
        "cell": cell.dsid.dsnm.trim_end_matches(".000"),
        "file": cell.dsid.dsnm,
        "edition": cell.dsid.edtn,
        "update": cell.dsid.updn,
        "updates_applied": cell.updates_applied,
        "issue_date": cell.dsid.isdt,
        "scale": cell.dspm.cscl,
        "usage_band": cell.dsid.intu,
        "bounds": bounds,
        "feature_count": total_features,
        "layers": layers,
        "warnings": cell.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
    })
}
