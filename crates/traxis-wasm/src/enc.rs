//! S-57 ENC reading for JavaScript: cell bytes (and update files) in,
//! per-layer typed buffers and attribute tables out. Only conversion here;
//! reading and flattening live in `traxis_core::s57`.

use traxis_core::s57::layers::{dataset_json, stream_layer_buffers, LayerBuffers};
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

/// Reads a base cell and its update files, given concatenated in
/// `updates` with their byte lengths in `update_lengths` (in order .001, …).
#[wasm_bindgen(js_name = readEncCell)]
pub fn read_enc_cell(
    name: &str,
    base: &[u8],
    updates: &[u8],
    update_lengths: &[u32],
) -> Result<EncLayers, JsError> {
    let mut inputs = Vec::with_capacity(update_lengths.len());
    let mut names = Vec::with_capacity(update_lengths.len());
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    for i in 0..update_lengths.len() {
        names.push(format!("{stem}.{:03}", i + 1));
    }
    let mut start = 0usize;
    for (i, &len) in update_lengths.iter().enumerate() {
        let end = start.saturating_add(len as usize);
        let bytes = updates
            .get(start..end)
            .ok_or_else(|| JsError::new("update lengths exceed the update bytes"))?;
        inputs.push(InputFile {
            name: &names[i],
            bytes,
        });
        start = end;
    }
    let cell = decode_cell(InputFile { name, bytes: base }, &inputs).map_err(js_error)?;
    let (layers, warnings) = stream_layer_buffers(&cell);
    Ok(EncLayers {
        layers,
        dataset_json: dataset_json(cell.dsid(), cell.dspm()),
        warnings: warnings.iter().map(ToString::to_string).collect(),
    })
}
