//! Bindings of projection batches, line layers, colours and strokes. Layers
//! leave as one set of typed arrays per layer (fills: `fill.rs`).

use traxis_core::colour;
use traxis_core::draw_ranges;
use traxis_core::geo_reference::{self, GeoReference};
use traxis_core::layer::{self, CoordSpace, FeatureInput, LayerBuffers};
use traxis_core::projection::{self, GeoPoint, MercatorPoint};
use traxis_core::stroke::{self, LineStyle};
use wasm_bindgen::prelude::*;

use crate::js_error;

fn origin(origin_lat_deg: f64, origin_lon_deg: f64) -> Result<MercatorPoint, JsError> {
    projection::project(GeoPoint {
        lat_deg: origin_lat_deg,
        lon_deg: origin_lon_deg,
    })
    .map_err(js_error)
}

/// `[lon, lat, ...]` degrees to Mercator metres relative to the origin's
/// projection, as f32 (Float32Array).
#[wasm_bindgen(js_name = projectLonLatRelative)]
pub fn project_lon_lat_relative(
    lon_lat_deg: &[f64],
    origin_lat_deg: f64,
    origin_lon_deg: f64,
) -> Result<Vec<f32>, JsError> {
    let mut out = Vec::with_capacity(lon_lat_deg.len());
    geo_reference::project_lon_lat_relative(
        lon_lat_deg,
        origin(origin_lat_deg, origin_lon_deg)?,
        &mut out,
    )
    .map_err(js_error)?;
    Ok(out)
}

/// Inverse of `projectLonLatRelative`: origin-relative Mercator metres
/// `[x, y, ...]` back to `[lon, lat, ...]` degrees (Float64Array).
#[wasm_bindgen(js_name = unprojectRelative)]
pub fn unproject_relative(
    xy_m: &[f64],
    origin_lat_deg: f64,
    origin_lon_deg: f64,
) -> Result<Vec<f64>, JsError> {
    let mut out = Vec::with_capacity(xy_m.len());
    geo_reference::unproject_relative(xy_m, origin(origin_lat_deg, origin_lon_deg)?, &mut out)
        .map_err(js_error)?;
    Ok(out)
}

/// The spec's geo reference; `[displayedRangeNm, pixelsPerM,
/// pixelsPerMercatorM, vectorLength, originXM, originYM]` (Float64Array).
#[wasm_bindgen(js_name = geoReference)]
pub fn geo_reference(
    ref_lat_deg: f64,
    ref_lon_deg: f64,
    initial_range_nm: f64,
    scene_scale: f64,
    screen_width_px: f64,
    screen_height_px: f64,
) -> Result<Vec<f64>, JsError> {
    let g = GeoReference::new(
        ref_lat_deg,
        ref_lon_deg,
        initial_range_nm,
        screen_width_px,
        screen_height_px,
    )
    .and_then(|g| g.with_scene_scale(scene_scale))
    .map_err(js_error)?;
    Ok(vec![
        g.displayed_range_nm(),
        g.pixels_per_m(),
        g.pixels_per_mercator_m(),
        g.vector_length,
        g.origin().x_m,
        g.origin().y_m,
    ])
}

/// One layer's buffers; each getter hands out its typed array (a copy out
/// of WASM memory, once per buffer, never per feature).
#[wasm_bindgen]
pub struct Layer {
    inner: LayerBuffers,
}

#[wasm_bindgen]
impl Layer {
    /// x, y per vertex, origin-relative Mercator metres.
    #[wasm_bindgen(getter)]
    pub fn positions(&self) -> Vec<f32> {
        self.inner.positions.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn indices(&self) -> Vec<u32> {
        self.inner.indices.clone()
    }
    /// RGBA bytes per vertex.
    #[wasm_bindgen(getter)]
    pub fn colours(&self) -> Vec<u8> {
        self.inner.colours.clone()
    }
    /// RGBA bytes per vertex for the id pass.
    #[wasm_bindgen(getter, js_name = pickColours)]
    pub fn pick_colours(&self) -> Vec<u8> {
        self.inner.pick_colours.clone()
    }
    #[wasm_bindgen(getter, js_name = featureIds)]
    pub fn feature_ids(&self) -> Vec<u32> {
        self.inner.feature_ids.clone()
    }
    /// `[firstIndex, indexCount]` per feature.
    #[wasm_bindgen(getter, js_name = featureRanges)]
    pub fn feature_ranges(&self) -> Vec<u32> {
        self.inner.feature_ranges.clone()
    }
    /// Lines: extrusion x, y per vertex (half widths).
    #[wasm_bindgen(getter)]
    pub fn extrusions(&self) -> Vec<f32> {
        self.inner.extrusions.clone()
    }
    /// Lines: distance along the line per vertex, metres.
    #[wasm_bindgen(getter, js_name = distancesM)]
    pub fn distances_m(&self) -> Vec<f32> {
        self.inner.distances_m.clone()
    }
    /// Lines: style id per vertex (0 solid, 1 dashed, 2 dotted).
    #[wasm_bindgen(getter, js_name = styleIds)]
    pub fn style_ids(&self) -> Vec<u8> {
        self.inner.style_ids.clone()
    }
    #[wasm_bindgen(getter, js_name = skippedFeatures)]
    pub fn skipped_features(&self) -> Vec<u32> {
        self.inner.skipped_features.clone()
    }
    #[wasm_bindgen(getter, js_name = vertexCount)]
    pub fn vertex_count(&self) -> usize {
        self.inner.vertex_count()
    }
    #[wasm_bindgen(getter, js_name = indexCount)]
    pub fn index_count(&self) -> usize {
        self.inner.indices.len()
    }
}

fn space(lon_lat: bool) -> CoordSpace {
    if lon_lat {
        CoordSpace::LonLatDeg
    } else {
        CoordSpace::Metres
    }
}

pub(crate) fn layer_origin(lon_lat: bool, a: f64, b: f64) -> Result<MercatorPoint, JsError> {
    if lon_lat {
        origin(a, b)
    } else {
        Ok(MercatorPoint { x_m: a, y_m: b })
    }
}

/// Builds a line layer (the input layout is [`traxis_core::layer`]'s: flat
/// coordinates, ring and feature offsets); `styleIds` one per feature;
/// `closed` closes every polyline.
#[allow(
    clippy::too_many_arguments,
    reason = "a JS export takes flat numbers and typed arrays, not Rust structs"
)]
#[wasm_bindgen(js_name = buildLineLayer)]
pub fn build_line_layer(
    coords: &[f64],
    ring_offsets: &[u32],
    feature_ring_offsets: &[u32],
    colours_rgba: &[f32],
    feature_ids: &[u32],
    style_ids: &[u8],
    closed: bool,
    lon_lat: bool,
    origin_a: f64,
    origin_b: f64,
) -> Result<Layer, JsError> {
    let o = layer_origin(lon_lat, origin_a, origin_b)?;
    let input = FeatureInput {
        coords,
        ring_offsets,
        feature_ring_offsets,
        colours_rgba,
        feature_ids,
    };
    let inner =
        layer::build_line_layer(&input, style_ids, closed, space(lon_lat), o).map_err(js_error)?;
    Ok(Layer { inner })
}

/// Parses a hex colour (red when invalid): `[r, g, b, a]` in 0..1.
#[wasm_bindgen(js_name = parseHexColour)]
pub fn parse_hex_colour(text: &str) -> Vec<f32> {
    let c = colour::parse_hex_colour(text);
    vec![c.r, c.g, c.b, c.a]
}

/// Normalises a colour (components above 1 taken as 0-255).
#[wasm_bindgen(js_name = normaliseColour)]
pub fn normalise_colour(r: f32, g: f32, b: f32, a: f32) -> Vec<f32> {
    let c = colour::normalise_colour(r, g, b, a);
    vec![c.r, c.g, c.b, c.a]
}

/// Whether a dashed/dotted line is drawn at `distancePx` along it.
#[wasm_bindgen(js_name = dashVisible)]
pub fn dash_visible(style_id: u8, distance_px: f64) -> bool {
    stroke::dash_visible(LineStyle::from_id(style_id), distance_px)
}

/// A mesh's triangles in runs by area (`binTriangles`).
#[wasm_bindgen]
pub struct TriangleRuns {
    inner: draw_ranges::BinnedTriangles,
}

#[wasm_bindgen]
impl TriangleRuns {
    /// The triangles' indices reordered by area.
    #[wasm_bindgen(getter)]
    pub fn indices(&self) -> Vec<u32> {
        self.inner.indices.clone()
    }
    /// `minX, minY, maxX, maxY` per run.
    #[wasm_bindgen(getter)]
    pub fn bounds(&self) -> Vec<f32> {
        self.inner.bounds.clone()
    }
    /// Each run's first index.
    #[wasm_bindgen(getter)]
    pub fn starts(&self) -> Vec<u32> {
        self.inner.starts.clone()
    }
    /// Each run's number of indices.
    #[wasm_bindgen(getter)]
    pub fn counts(&self) -> Vec<u32> {
        self.inner.counts.clone()
    }
}

/// A large mesh's triangles sorted into runs by area (undefined for a mesh small enough to draw whole).
#[wasm_bindgen(js_name = binTriangles)]
pub fn bin_triangles(positions: &[f32], indices: &[u32]) -> Option<TriangleRuns> {
    draw_ranges::bin_triangles(positions, indices).map(|inner| TriangleRuns { inner })
}
