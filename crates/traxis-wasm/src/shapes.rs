//! Bindings of vessel, train and camera shapes and radar echoes.

use traxis_core::camera_sector::CameraSector;
use traxis_core::cast::index_u32;
use traxis_core::projection::GeoPoint;
use traxis_core::radar::{self, Outlines, View};
use traxis_core::train_shape::{self, TrainGeometryInput};
use traxis_core::vessel_shape::{self, NavStatus, VesselDimensions, VesselShapeKind};
use wasm_bindgen::prelude::*;

use crate::js_error;

/// A vessel symbol.
#[wasm_bindgen]
pub struct VesselShape {
    kind: &'static str,
    colour: Vec<f32>,
    outline: Vec<f64>,
}

#[wasm_bindgen]
impl VesselShape {
    /// "notInitialized", "defaultTriangle" or "hull".
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        self.kind.to_owned()
    }
    /// `[r, g, b, a]` in 0..1.
    #[wasm_bindgen(getter)]
    pub fn colour(&self) -> Vec<f32> {
        self.colour.clone()
    }
    /// Closed ring `[x, y, ...]`, x east, y north: metres for "hull",
    /// pixels otherwise.
    #[wasm_bindgen(getter)]
    pub fn outline(&self) -> Vec<f64> {
        self.outline.clone()
    }
}

/// The vessel symbol (any missing dimension: pass undefined).
#[wasm_bindgen(js_name = vesselShape)]
pub fn vessel_shape(
    to_bow_m: Option<f64>,
    to_stern_m: Option<f64>,
    to_port_m: Option<f64>,
    to_starboard_m: Option<f64>,
    heading_deg: f64,
) -> VesselShape {
    let s = vessel_shape::vessel_shape(
        &VesselDimensions {
            to_bow_m,
            to_stern_m,
            to_port_m,
            to_starboard_m,
        },
        heading_deg,
    );
    VesselShape {
        kind: match s.kind {
            VesselShapeKind::NotInitialized => "notInitialized",
            VesselShapeKind::DefaultTriangle => "defaultTriangle",
            VesselShapeKind::Hull => "hull",
        },
        colour: vec![s.colour.r, s.colour.g, s.colour.b, s.colour.a],
        outline: s.outline,
    }
}

/// The nav-status mark in pixels: rings concatenated `[x, y, ...]`; ring
/// vertex offsets are returned by `navStatusMarkOffsets`.
#[wasm_bindgen(js_name = navStatusMark)]
pub fn nav_status_mark(nav_status: &str) -> Vec<f64> {
    vessel_shape::nav_status_mark(NavStatus::from_name(nav_status)).concat()
}

/// Vertex offsets of the rings of `navStatusMark` (plus the total).
#[wasm_bindgen(js_name = navStatusMarkOffsets)]
pub fn nav_status_mark_offsets(nav_status: &str) -> Vec<u32> {
    let mut offsets = vec![0u32];
    for ring in vessel_shape::nav_status_mark(NavStatus::from_name(nav_status)) {
        let last = offsets.last().copied().unwrap_or(0);
        offsets.push(last + index_u32(ring.len() / 2));
    }
    offsets
}

/// Train vehicles: 8 numbers (4 corners lon, lat) per vehicle, loco first,
/// then `[trainLengthM, exceedsSiding (0/1)]` at the end.
#[allow(
    clippy::too_many_arguments,
    reason = "a JS export takes flat numbers and typed arrays, not Rust structs"
)]
#[wasm_bindgen(js_name = trainGeometry)]
pub fn train_geometry(
    lat_deg: f64,
    lon_deg: f64,
    azimuth_deg: f64,
    siding_length_m: f64,
    trolley_count: u32,
    loco_length_m: f64,
    loco_width_m: f64,
    trolley_length_m: f64,
    trolley_width_m: f64,
    trolley_spacing_m: f64,
) -> Result<Vec<f64>, JsError> {
    let t = train_shape::train_geometry(&TrainGeometryInput {
        siding_position: GeoPoint { lat_deg, lon_deg },
        azimuth_deg,
        siding_length_m,
        trolley_count,
        loco_length_m,
        loco_width_m,
        trolley_length_m,
        trolley_width_m,
        trolley_spacing_m,
    })
    .map_err(js_error)?;
    let mut out = t.vehicles.concat();
    out.push(t.train_length_m);
    out.push(if t.exceeds_siding { 1.0 } else { 0.0 });
    Ok(out)
}

fn sector(
    lat_deg: f64,
    lon_deg: f64,
    angle_min_deg: f64,
    angle_max_deg: f64,
    range_min_m: f64,
    range_max_m: f64,
) -> CameraSector {
    CameraSector {
        position: GeoPoint { lat_deg, lon_deg },
        angle_min_deg,
        angle_max_deg,
        range_min_m,
        range_max_m,
    }
}

/// Camera sector outline `[lon, lat, ...]` (20 arc segments, R = 6371 km).
#[wasm_bindgen(js_name = cameraSectorOutline)]
pub fn camera_sector_outline(
    lat_deg: f64,
    lon_deg: f64,
    angle_min_deg: f64,
    angle_max_deg: f64,
    range_min_m: f64,
    range_max_m: f64,
) -> Result<Vec<f64>, JsError> {
    sector(
        lat_deg,
        lon_deg,
        angle_min_deg,
        angle_max_deg,
        range_min_m,
        range_max_m,
    )
    .outline_lon_lat()
    .map_err(js_error)
}

/// Whether a point lies in a camera's sector.
#[allow(
    clippy::too_many_arguments,
    reason = "a JS export takes flat numbers and typed arrays, not Rust structs"
)]
#[wasm_bindgen(js_name = cameraSectorContains)]
pub fn camera_sector_contains(
    lat_deg: f64,
    lon_deg: f64,
    angle_min_deg: f64,
    angle_max_deg: f64,
    range_min_m: f64,
    range_max_m: f64,
    point_lat_deg: f64,
    point_lon_deg: f64,
) -> Result<bool, JsError> {
    sector(
        lat_deg,
        lon_deg,
        angle_min_deg,
        angle_max_deg,
        range_min_m,
        range_max_m,
    )
    .contains(GeoPoint {
        lat_deg: point_lat_deg,
        lon_deg: point_lon_deg,
    })
    .map_err(js_error)
}

/// Number of echo points for a display range.
#[wasm_bindgen(js_name = radarEchoCount)]
pub fn radar_echo_count(display_range_nm: f64) -> usize {
    radar::echo_count(display_range_nm)
}

/// Radar echoes `[x, y, intensity, ...]` (Float32Array) around hulls and
/// land edges (origin-relative metres with vertex offsets) in the view.
#[allow(
    clippy::too_many_arguments,
    reason = "a JS export takes flat numbers and typed arrays, not Rust structs"
)]
#[wasm_bindgen(js_name = radarEchoes)]
pub fn radar_echoes(
    hulls_xy_m: &[f64],
    hull_offsets: &[u32],
    land_xy_m: &[f64],
    land_offsets: &[u32],
    view_min_x_m: f64,
    view_min_y_m: f64,
    view_max_x_m: f64,
    view_max_y_m: f64,
    display_range_nm: f64,
    seed: u32,
) -> Result<Vec<f32>, JsError> {
    radar::radar_echoes(
        Outlines {
            xy_m: hulls_xy_m,
            offsets: hull_offsets,
        },
        Outlines {
            xy_m: land_xy_m,
            offsets: land_offsets,
        },
        &View {
            min_x_m: view_min_x_m,
            min_y_m: view_min_y_m,
            max_x_m: view_max_x_m,
            max_y_m: view_max_y_m,
        },
        display_range_nm,
        u64::from(seed),
    )
    .map_err(js_error)
}

/// Buffers of a marker layer (see `traxis_core::vessel_layer`).
#[wasm_bindgen]
pub struct MarkerLayer {
    inner: traxis_core::vessel_layer::MarkerBuffers,
}

#[wasm_bindgen]
impl MarkerLayer {
    /// Anchors, origin-relative Mercator metres `[x, y, ...]`.
    #[wasm_bindgen(getter)]
    pub fn positions(&self) -> Vec<f32> {
        self.inner.positions.clone()
    }
    /// Pixel offsets `[x, y, ...]` (y up).
    #[wasm_bindgen(getter, js_name = offsetsPx)]
    pub fn offsets_px(&self) -> Vec<f32> {
        self.inner.offsets_px.clone()
    }
    /// RGBA bytes per vertex.
    #[wasm_bindgen(getter)]
    pub fn colours(&self) -> Vec<u8> {
        self.inner.colours.clone()
    }
    /// Id colour bytes per vertex.
    #[wasm_bindgen(getter, js_name = pickColours)]
    pub fn pick_colours(&self) -> Vec<u8> {
        self.inner.pick_colours.clone()
    }
    /// Indices of vessels left out.
    #[wasm_bindgen(getter)]
    pub fn skipped(&self) -> Vec<u32> {
        self.inner.skipped.clone()
    }
    /// First vertex of every vessel, plus the vertex count.
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
}

/// The whole vessel layer from flat inputs (one entry per vessel; `dimsM`
/// four per vessel, NaN = missing; nav status codes 0..5).
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
    origin_lat_deg: f64,
    origin_lon_deg: f64,
    vector_length_min: f64,
    alpha_scale: f32,
    pickable: bool,
) -> Result<MarkerLayer, JsError> {
    use traxis_core::vessel_layer::{self, VesselBatch, VesselLayerOptions};
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
    };
    let options = VesselLayerOptions {
        origin,
        vector_length_min,
        alpha_scale,
        pickable,
    };
    let inner = vessel_layer::build_vessel_layer(&batch, &options).map_err(js_error)?;
    Ok(MarkerLayer { inner })
}
