//! Binding of the vessel layer (`traxis_core::vessel_layer`): every vessel's
//! symbols, lines and marks in one interleaved vertex buffer.

use traxis_core::projection::GeoPoint;
use traxis_core::vessel_layer::{self, VesselBatch, VesselLayerBuffers, VesselLayerOptions};
use wasm_bindgen::prelude::*;

use crate::js_error;

/// The built vessel layer (see `traxis_core::vessel_layer`).
#[wasm_bindgen]
pub struct VesselLayer {
    inner: VesselLayerBuffers,
}

#[wasm_bindgen]
impl VesselLayer {
    /// Interleaved vertices, 20 bytes each (`traxis_core::vessel_vertex`).
    #[wasm_bindgen(getter)]
    pub fn vertices(&self) -> Vec<u8> {
        self.inner.vertices.clone()
    }
    /// First vertex of every vessel in drawing order, plus the vertex count.
    #[wasm_bindgen(getter, js_name = vertexOffsets)]
    pub fn vertex_offsets(&self) -> Vec<u32> {
        self.inner.vertex_offsets.clone()
    }
    /// Anchor of every vessel `[x, y, ...]` (NaN when skipped).
    #[wasm_bindgen(getter)]
    pub fn anchors(&self) -> Vec<f32> {
        self.inner.anchors.clone()
    }
    /// Reach of every vessel's triangles from its anchor, Mercator metres.
    #[wasm_bindgen(getter, js_name = extentsM)]
    pub fn extents_m(&self) -> Vec<f32> {
        self.inner.extents_m.clone()
    }
    /// Reach of every vessel's triangles from its anchor, pixels.
    #[wasm_bindgen(getter, js_name = extentsPx)]
    pub fn extents_px(&self) -> Vec<f32> {
        self.inner.extents_px.clone()
    }
    /// Reach of every vessel's hull from its anchor, Mercator metres (0: none).
    #[wasm_bindgen(getter, js_name = hullReachM)]
    pub fn hull_reach_m(&self) -> Vec<f32> {
        self.inner.hull_reach_m.clone()
    }
    /// The vessels' ids in drawing order.
    #[wasm_bindgen(getter)]
    pub fn ids(&self) -> Vec<u32> {
        self.inner.ids.clone()
    }
    /// Batch indices of the vessels left out.
    #[wasm_bindgen(getter)]
    pub fn skipped(&self) -> Vec<u32> {
        self.inner.skipped.clone()
    }
}

/// The whole vessel layer from flat inputs (one entry per vessel; `dimsM`
/// four per vessel, NaN = missing; AIS nav status codes; flags: 1 = lost),
/// drawn at scales from `lowest_scale` to `highest_scale` (pixels per
/// Mercator metre; 0 and infinity: every scale), the stationary symbols
/// shrunk at all of them or not.
#[wasm_bindgen(js_name = buildVesselLayer)]
#[allow(
    clippy::too_many_arguments,
    reason = "a JS export takes flat numbers and typed arrays, not Rust structs"
)]
pub fn build_vessel_layer(
    lat_deg: &[f64],
    lon_deg: &[f64],
    heading_deg: &[f64],
    speed_kn: &[f64],
    course_deg: &[f64],
    dims_m: &[f64],
    nav_status: &[u8],
    ids: &[u32],
    flags: &[u8],
    origin_lat_deg: f64,
    origin_lon_deg: f64,
    vector_length_min: f64,
    pickable: bool,
    outline_only: bool,
    lowest_scale: f64,
    highest_scale: f64,
    stationary_shrunk: bool,
) -> Result<VesselLayer, JsError> {
    let origin = traxis_core::projection::project(GeoPoint {
        lat_deg: origin_lat_deg,
        lon_deg: origin_lon_deg,
    })
    .map_err(js_error)?;
    let batch = VesselBatch {
        lat_deg,
        lon_deg,
        heading_deg,
        speed_kn,
        course_deg,
        dims_m,
        nav_status,
        ids,
        flags,
    };
    let options = VesselLayerOptions {
        origin,
        vector_length_min,
        pickable,
        outline_only,
        drawn_scales: (lowest_scale, highest_scale),
        stationary_shrunk,
    };
    let inner = vessel_layer::build_vessel_layer(&batch, &options).map_err(js_error)?;
    Ok(VesselLayer { inner })
}
