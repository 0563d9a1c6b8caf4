//! Bindings of prediction stepping, zoom maths and picking ids.

use traxis_core::picking;
use traxis_core::prediction;
use traxis_core::projection::GeoPoint;
use traxis_core::zoom;
use wasm_bindgen::prelude::*;

use crate::js_error;

/// Dead reckoning: `[lat, lon]` after `elapsedS` seconds.
#[wasm_bindgen(js_name = deadReckon)]
pub fn dead_reckon(
    lat_deg: f64,
    lon_deg: f64,
    speed_kn: f64,
    course_deg: f64,
    elapsed_s: f64,
) -> Result<Vec<f64>, JsError> {
    let g = prediction::dead_reckon(
        GeoPoint { lat_deg, lon_deg },
        speed_kn,
        course_deg,
        elapsed_s,
    )
    .map_err(js_error)?;
    Ok(vec![g.lat_deg, g.lon_deg])
}

/// Whether a picked vessel starts a prediction.
#[wasm_bindgen(js_name = canPredict)]
pub fn can_predict(speed_kn: f64, course_deg: f64) -> bool {
    prediction::can_predict(speed_kn, course_deg)
}

/// Time step of the n-th ghost (0.3 n).
#[wasm_bindgen(js_name = ghostTimeStep)]
pub fn ghost_time_step(steps: u32) -> f64 {
    prediction::GhostStepper::time_step(steps)
}

/// The n-th ghost's position `[lat, lon, timeStep]` (time step in minutes).
#[wasm_bindgen(js_name = ghostPosition)]
pub fn ghost_position(
    lat_deg: f64,
    lon_deg: f64,
    speed_kn: f64,
    course_deg: f64,
    steps: u32,
) -> Result<Vec<f64>, JsError> {
    let t = prediction::GhostStepper::time_step(steps);
    let g = prediction::dead_reckon(
        GeoPoint { lat_deg, lon_deg },
        speed_kn,
        course_deg,
        t * 60.0,
    )
    .map_err(js_error)?;
    Ok(vec![g.lat_deg, g.lon_deg, t])
}

/// End of the motion vector `[lat, lon]` (vector length in minutes, 1..60).
#[wasm_bindgen(js_name = motionVectorEnd)]
pub fn motion_vector_end(
    lat_deg: f64,
    lon_deg: f64,
    speed_kn: f64,
    course_deg: f64,
    vector_length_min: f64,
) -> Result<Vec<f64>, JsError> {
    let g = prediction::motion_vector_end(
        GeoPoint { lat_deg, lon_deg },
        speed_kn,
        course_deg,
        vector_length_min,
    )
    .map_err(js_error)?;
    Ok(vec![g.lat_deg, g.lon_deg])
}

/// Wheel value: delta * sensitivity / 100.
#[wasm_bindgen(js_name = wheelValue)]
pub fn wheel_value(wheel_delta: f64, sensitivity: f64) -> f64 {
    zoom::wheel_value(wheel_delta, sensitivity)
}

/// Zoom step for a displayed range (0.15..0.6).
#[wasm_bindgen(js_name = zoomStepSize)]
pub fn zoom_step_size(displayed_range_nm: f64) -> f64 {
    zoom::step_size(displayed_range_nm)
}

/// Scene scale after a wheel event.
#[wasm_bindgen(js_name = applyWheel)]
pub fn apply_wheel(
    scene_scale: f64,
    initial_range_nm: f64,
    wheel_delta: f64,
    sensitivity: f64,
    scalable: bool,
) -> f64 {
    zoom::apply_wheel(
        scene_scale,
        initial_range_nm,
        wheel_delta,
        sensitivity,
        scalable,
    )
}

/// `[r, g, b]` bytes of a pick id.
#[wasm_bindgen(js_name = idToRgb)]
pub fn id_to_rgb(id: u32) -> Result<Vec<u8>, JsError> {
    Ok(picking::id_to_rgb(id).map_err(js_error)?.to_vec())
}

/// red + green*256 + blue*65536.
#[wasm_bindgen(js_name = rgbToId)]
pub fn rgb_to_id(red: u8, green: u8, blue: u8) -> u32 {
    picking::rgb_to_id(red, green, blue)
}

/// Id-pass RGBA bytes per vertex id.
#[wasm_bindgen(js_name = pickColours)]
pub fn pick_colours(ids: &[u32]) -> Result<Vec<u8>, JsError> {
    picking::pick_colours(ids).map_err(js_error)
}

/// Throws unless train and vessel ids are in 1..2^24 and all distinct.
#[wasm_bindgen(js_name = validatePickIds)]
pub fn validate_pick_ids(train_ids: &[u32], vessel_ids: &[u32]) -> Result<(), JsError> {
    picking::validate_pick_ids(train_ids, vessel_ids).map_err(js_error)
}

/// What a picked id refers to, trains first: "nothing", "train", "vessel"
/// or "other".
#[wasm_bindgen(js_name = resolvePick)]
pub fn resolve_pick(id: u32, train_ids: &[u32], vessel_ids: &[u32]) -> String {
    match picking::resolve_pick(id, train_ids, vessel_ids) {
        picking::Picked::Nothing => "nothing",
        picking::Picked::Train(_) => "train",
        picking::Picked::Vessel(_) => "vessel",
        picking::Picked::Other(_) => "other",
    }
    .to_owned()
}
