//! Bindings of vessel, train and camera shapes and radar echoes (the
//! vessel layer's: `vessel_layer.rs`).

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
