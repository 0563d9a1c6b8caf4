//! Line layers: every ring of a feature stroked as a screen-width polyline
//! (see `stroke.rs`), into the same per-layer buffers as fills.

use crate::layer::{
    feature_span, feature_style, to_local, validate, CoordSpace, FeatureInput, LayerBuffers,
    LayerError,
};
use crate::projection::MercatorPoint;
use crate::stroke::{stroke_polyline, LineStyle, StrokeMesh};

/// Builds the line buffers of a line layer; `style_ids` has one
/// [`LineStyle`] id per feature; `closed` closes every polyline (outlines).
pub fn build_line_layer(
    input: &FeatureInput,
    style_ids: &[u8],
    closed: bool,
    space: CoordSpace,
    origin: MercatorPoint,
) -> Result<LayerBuffers, LayerError> {
    let features = validate(input)?;
    if style_ids.len() != features {
        return Err(LayerError::WrongLength {
            what: "style ids",
            expected: features,
            actual: style_ids.len(),
        });
    }
    let mut out = LayerBuffers::default();
    let mut local = Vec::new();
    let mut mesh = StrokeMesh::default();
    for (f, &style_id) in style_ids.iter().enumerate() {
        let (_, _, r0, r1) = feature_span(input, f);
        let first_index = out.indices.len();
        mesh.positions.clear();
        mesh.extrusions.clear();
        mesh.distances_m.clear();
        mesh.indices.clear();
        let mut ok = true;
        for r in r0..r1 {
            let (v0, v1) = (
                input.ring_offsets[r] as usize,
                input.ring_offsets[r + 1] as usize,
            );
            ok = ok
                && to_local(&input.coords[2 * v0..2 * v1], space, origin, &mut local).is_ok()
                && stroke_polyline(&local, closed, &mut mesh).is_ok();
        }
        if !ok {
            out.skip_feature(f);
            continue;
        }
        let base = out.index_base(mesh.vertex_count())?;
        out.positions.extend_from_slice(&mesh.positions);
        out.extrusions.extend_from_slice(&mesh.extrusions);
        out.distances_m.extend_from_slice(&mesh.distances_m);
        out.indices.extend(mesh.indices.iter().map(|&i| base + i));
        let style = LineStyle::from_id(style_id) as u8;
        out.style_ids
            .extend(std::iter::repeat_n(style, mesh.vertex_count()));
        let (rgba, pick, id) = feature_style(input, f);
        out.push_attributes(mesh.vertex_count(), rgba, pick, id);
        out.close_feature(first_index);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORIGIN: MercatorPoint = MercatorPoint { x_m: 0.0, y_m: 0.0 };

    #[test]
    fn line_layer_carries_styles() {
        let coords = [0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 20.0, 0.0, 30.0, 0.0];
        let input = FeatureInput {
            coords: &coords,
            ring_offsets: &[0, 3, 5],
            feature_ring_offsets: &[0, 1, 2],
            colours_rgba: &[0.5; 8],
            feature_ids: &[3, 4],
        };
        let l = build_line_layer(&input, &[1, 2], false, CoordSpace::Metres, ORIGIN).unwrap();
        assert_eq!(l.vertex_count(), 10);
        assert_eq!(l.style_ids, vec![1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
        assert_eq!(l.extrusions.len(), 20);
        assert_eq!(l.distances_m.len(), 10);
        assert_eq!(l.feature_ranges, vec![0, 12, 12, 6]);
        assert!(build_line_layer(&input, &[1], false, CoordSpace::Metres, ORIGIN).is_err());
    }
}
