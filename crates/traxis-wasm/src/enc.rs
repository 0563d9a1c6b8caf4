//! S-57 ENC reading for JavaScript: cell bytes (and update files) in,
//! per-layer typed buffers and attribute tables out. Only conversion here;
//! reading and flattening live in the `traxis-s57` crate
//! (`traxis_core::s57`).

use traxis_core::s57::layers::{dataset_json, json_string, stream_layer_buffers, LayerBuffers};
use traxis_core::s57::update_sequence::{check_update, UpdateCheckError, UpdateRefusal};
use traxis_core::s57::{decode_cell, InputFile};
use wasm_bindgen::prelude::*;

use crate::js_error;

/// A read cell, flattened per layer. Arrays are copied out on each call.
#[wasm_bindgen]
pub struct EncLayers {
    layers: Vec<LayerBuffers>,
    dataset_json: String,
    warnings: Vec<String>,
}

#[wasm_bindgen]
impl EncLayers {
    fn layer(&self, index: usize) -> Result<&LayerBuffers, JsError> {
        self.layers
            .get(index)
            .ok_or_else(|| JsError::new(&format!("layer index {index} is out of range")))
    }

    #[wasm_bindgen(js_name = layerCount)]
    pub fn layer_count(&self) -> usize {
        self.layers.len()
    }

    #[wasm_bindgen(js_name = layerName)]
    pub fn layer_name(&self, index: usize) -> Result<String, JsError> {
        Ok(self.layer(index)?.name.clone())
    }

    /// One geometry kind code per feature (0 none, 1 point, 2 soundings,
    /// 3 line, 4 multi-line, 5 polygon).
    #[wasm_bindgen(js_name = featureKinds)]
    pub fn feature_kinds(&self, index: usize) -> Result<Vec<u8>, JsError> {
        Ok(self.layer(index)?.feature_kinds.clone())
    }

    #[wasm_bindgen(js_name = featurePartOffsets)]
    pub fn feature_part_offsets(&self, index: usize) -> Result<Vec<u32>, JsError> {
        Ok(self.layer(index)?.feature_part_offsets.clone())
    }

    #[wasm_bindgen(js_name = partVertexOffsets)]
    pub fn part_vertex_offsets(&self, index: usize) -> Result<Vec<u32>, JsError> {
        Ok(self.layer(index)?.part_vertex_offsets.clone())
    }

    #[wasm_bindgen(js_name = lonLatDeg)]
    pub fn lon_lat_deg(&self, index: usize) -> Result<Vec<f64>, JsError> {
        Ok(self.layer(index)?.lon_lat_deg.clone())
    }

    #[wasm_bindgen(js_name = depthM)]
    pub fn depth_m(&self, index: usize) -> Result<Vec<f64>, JsError> {
        Ok(self.layer(index)?.depth_m.clone())
    }

    /// One IALA buoyage region code per feature (1 A, 2 B for points in
    /// an `M_NSYS` area; 0 otherwise).
    #[wasm_bindgen(js_name = buoyageRegions)]
    pub fn buoyage_regions(&self, index: usize) -> Result<Vec<u8>, JsError> {
        Ok(self.layer(index)?.buoyage_regions.clone())
    }

    #[wasm_bindgen(js_name = attributesJson)]
    pub fn attributes_json(&self, index: usize) -> Result<String, JsError> {
        Ok(self.layer(index)?.attributes_json.clone())
    }

    /// DSID/DSSI/DSPM fields as a JSON object (GDAL's `DSID` layer fields).
    #[wasm_bindgen(js_name = datasetJson)]
    pub fn dataset_json(&self) -> String {
        self.dataset_json.clone()
    }

    pub fn warnings(&self) -> Vec<String> {
        self.warnings.clone()
    }
}

/// Files given concatenated in `bytes` with their lengths, named `stem.001`, ….
fn split_updates<'a>(
    names: &'a [String],
    bytes: &'a [u8],
    lengths: &[u32],
) -> Result<Vec<InputFile<'a>>, JsError> {
    let mut inputs = Vec::with_capacity(lengths.len());
    let mut start = 0usize;
    for (name, &len) in names.iter().zip(lengths) {
        let end = start.saturating_add(len as usize);
        let bytes = bytes
            .get(start..end)
            .ok_or_else(|| JsError::new("update lengths exceed the update bytes"))?;
        inputs.push(InputFile { name, bytes });
        start = end;
    }
    Ok(inputs)
}

fn update_names(name: &str, count: usize) -> Vec<String> {
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    (1..=count).map(|i| format!("{stem}.{i:03}")).collect()
}

/// The fields of a refusal as JSON members (after `"code"`).
fn refusal_json(r: &UpdateRefusal, out: &mut String) {
    let mut number = |key: &str, value: u32| out.push_str(&format!(",\"{key}\":{value}"));
    match r {
        UpdateRefusal::NotAnUpdate => {}
        UpdateRefusal::OtherCell { cell, update_for } => {
            out.push_str(",\"cell\":");
            json_string(cell, out);
            out.push_str(",\"updateFor\":");
            json_string(update_for, out);
        }
        UpdateRefusal::OtherEdition {
            cell_edition,
            update_edition,
        } => {
            number("cellEdition", *cell_edition);
            number("updateEdition", *update_edition);
        }
        UpdateRefusal::AlreadyApplied { update, applied } => {
            number("update", *update);
            number("applied", *applied);
        }
        UpdateRefusal::OutOfOrder { expected, found } => {
            number("expected", *expected);
            number("found", *found);
        }
        UpdateRefusal::NameMismatch {
            file_number,
            update,
        } => {
            number("fileNumber", *file_number);
            number("update", *update);
        }
    }
}

/// Whether `candidate` (an update file named `candidate_name`) is the next
/// update of the base cell `base` with its stored updates (concatenated in
/// `updates`, lengths in `update_lengths`, in order). Reads DSIDs only.
/// Answers JSON: `{"ok":true,"cell","edition","update"}` or
/// `{"ok":false,"code",...,"message"}` (`code` one of the core's refusal
/// codes, or `unreadable`).
#[wasm_bindgen(js_name = checkEncUpdate)]
pub fn check_enc_update(
    base_name: &str,
    base: &[u8],
    updates: &[u8],
    update_lengths: &[u32],
    candidate_name: &str,
    candidate: &[u8],
) -> Result<String, JsError> {
    let names = update_names(base_name, update_lengths.len());
    let stored = split_updates(&names, updates, update_lengths)?;
    let result = check_update(
        InputFile {
            name: base_name,
            bytes: base,
        },
        &stored,
        InputFile {
            name: candidate_name,
            bytes: candidate,
        },
    );
    let mut out = String::new();
    match &result {
        Ok(state) => {
            out.push_str("{\"ok\":true,\"cell\":");
            json_string(&state.cell, &mut out);
            out.push_str(&format!(
                ",\"edition\":{},\"update\":{}}}",
                state.edition, state.update
            ));
            return Ok(out);
        }
        Err(UpdateCheckError::Unreadable(_)) => {
            out.push_str("{\"ok\":false,\"code\":\"unreadable\"");
        }
        Err(UpdateCheckError::Refused(r)) => {
            out.push_str("{\"ok\":false,\"code\":");
            json_string(r.code(), &mut out);
            refusal_json(r, &mut out);
        }
    }
    if let Err(e) = &result {
        out.push_str(",\"message\":");
        json_string(&e.to_string(), &mut out);
    }
    out.push('}');
    Ok(out)
}

/// Reads a base cell and its update files, given concatenated in
/// `updates` with their byte lengths in `update_lengths` (in order .001, …).
#[wasm_bindgen(js_name = readEncCell)]
pub fn read_enc_cell(
    name: &str,
    base: &[u8],
    updates: &[u8],
    update_lengths: &[u32],
) -> Result<EncLayers, JsError> {
    let names = update_names(name, update_lengths.len());
    let inputs = split_updates(&names, updates, update_lengths)?;
    let cell = decode_cell(InputFile { name, bytes: base }, &inputs).map_err(js_error)?;
    let (layers, warnings) = stream_layer_buffers(&cell);
    Ok(EncLayers {
        layers,
        dataset_json: dataset_json(cell.dsid(), cell.dspm()),
        warnings: warnings.iter().map(ToString::to_string).collect(),
    })
}
