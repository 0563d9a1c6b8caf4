//! Fill layers: every polygon of a layer tessellated into one buffer set
//! (see `layer.rs` for the input and output layout).

use crate::cast::{index_u32, vertex_f32};
use crate::fill::{FillMesh, FillTessellatorCore};
use crate::layer::{feature_span, feature_style, to_local, validate};
use crate::layer::{CoordSpace, FeatureInput, LayerBuffers, LayerError};
use crate::projection::MercatorPoint;

/// Builds the fill buffers of a polygon layer.
pub fn build_fill_layer(
    input: &FeatureInput,
    space: CoordSpace,
    origin: MercatorPoint,
    tessellator: &mut FillTessellatorCore,
) -> Result<LayerBuffers, LayerError> {
    let mut out = LayerBuffers::default();
    let mut scratch = FillScratch::default();
    build_fill_layer_into(input, space, origin, tessellator, &mut scratch, &mut out)?;
    Ok(out)
}

/// Per-feature buffers of [`build_fill_layer_into`], kept between layers.
#[derive(Debug, Default)]
pub struct FillScratch {
    local: Vec<f64>,
    holes: Vec<u32>,
    mesh: FillMesh,
}

impl LayerBuffers {
    /// Empties every buffer, keeping its allocation.
    pub fn clear(&mut self) {
        for v in [
            &mut self.colours,
            &mut self.pick_colours,
            &mut self.style_ids,
        ] {
            v.clear();
        }
        for v in [
            &mut self.indices,
            &mut self.feature_ids,
            &mut self.feature_ranges,
        ] {
            v.clear();
        }
        for v in [
            &mut self.positions,
            &mut self.extrusions,
            &mut self.distances_m,
        ] {
            v.clear();
        }
        self.skipped_features.clear();
    }
}

/// Builds the fill buffers of a polygon layer into `out` (cleared first;
/// its allocations and the scratch's are reused, so a builder kept across
/// layers allocates only when a layer is larger than all before).
pub fn build_fill_layer_into(
    input: &FeatureInput,
    space: CoordSpace,
    origin: MercatorPoint,
    tessellator: &mut FillTessellatorCore,
    scratch: &mut FillScratch,
    out: &mut LayerBuffers,
) -> Result<(), LayerError> {
    let features = validate(input)?;
    out.clear();
    out.positions.reserve(input.coords.len());
    let FillScratch { local, holes, mesh } = scratch;
    for f in 0..features {
        let (v0, v1, r0, r1) = feature_span(input, f);
        let first_index = out.indices.len();
        let ok = to_local(&input.coords[2 * v0..2 * v1], space, origin, local).is_ok() && {
            holes.clear();
            holes.extend(
                input.ring_offsets[r0 + 1..r1]
                    .iter()
                    .map(|&o| o - index_u32(v0)),
            );
            mesh.positions.clear();
            mesh.indices.clear();
            tessellator.tessellate_into(local, holes, mesh).is_ok()
        };
        if !ok {
            out.skip_feature(f);
            continue;
        }
        let base = out.index_base(mesh.vertex_count())?;
        out.positions
            .extend(mesh.positions.iter().map(|&v| vertex_f32(v)));
        out.indices.extend(mesh.indices.iter().map(|&i| base + i));
        let (rgba, pick, id) = feature_style(input, f);
        out.push_attributes(mesh.vertex_count(), rgba, pick, id);
        out.close_feature(first_index);
    }
    Ok(())
}
