//! Fill bindings that work in place in WASM memory: the input and output
//! buffers are Vecs owned here and reused across calls; TypeScript writes
//! the input through views on `wasmMemory().buffer` at the pointers these
//! return and reads the output the same way (`src/wasm/fill.ts`). No
//! wasm-bindgen allocation or copy per call.
//!
//! Pointers are byte offsets into WASM memory; a pointer stays valid until
//! the next call on the same object (a call may grow memory, which also
//! replaces `memory.buffer`).

use traxis_core::cast::index_u32;
use traxis_core::fill::{FillEngine, FillMesh, FillTessellatorCore};
use traxis_core::layer::{self, CoordSpace, FeatureInput, FillScratch, LayerBuffers};
use traxis_core::projection::MercatorPoint;
use wasm_bindgen::prelude::*;

use crate::geometry::layer_origin;
use crate::{js_error, wasm_address};

/// The WASM module's memory (a `WebAssembly.Memory`).
#[wasm_bindgen(js_name = wasmMemory)]
pub fn wasm_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// "auto" (or none), "lyon" or "earcut".
fn parse_engine(name: Option<&str>) -> Result<FillEngine, JsError> {
    match name {
        None | Some("auto") => Ok(FillEngine::Auto),
        Some("lyon") => Ok(FillEngine::Lyon),
        Some("earcut") => Ok(FillEngine::Earcut),
        Some(other) => Err(JsError::new(&format!("unknown fill engine {other}"))),
    }
}

/// `[pointer, length]` of a buffer, lengths in elements.
fn span<T>(v: &[T]) -> [u32; 2] {
    [wasm_address(v), index_u32(v.len())]
}

/// A reusable single-polygon tessellator (planar coordinates).
#[wasm_bindgen]
pub struct FillTessellator {
    core: FillTessellatorCore,
    mesh: FillMesh,
    /// Coordinates, then the hole starts (as f64), written by TypeScript.
    input: Vec<f64>,
    holes: Vec<u32>,
    /// `[indexCount, indicesPtr]` of the last `run`, read by TypeScript
    /// through a view (boxed: its address never changes).
    result: Box<[u32; 2]>,
    error: String,
}

#[wasm_bindgen]
impl FillTessellator {
    /// `engine`: "auto" (the default path), "lyon" (lyon checked, earcut
    /// fallback) or "earcut" (earcut only).
    #[wasm_bindgen(constructor)]
    #[allow(
        clippy::needless_pass_by_value,
        reason = "wasm-bindgen hands an optional JS string over as an owned String"
    )]
    pub fn new(engine: Option<String>) -> Result<FillTessellator, JsError> {
        let engine = parse_engine(engine.as_deref())?;
        Ok(FillTessellator {
            core: FillTessellatorCore::new(engine),
            mesh: FillMesh::default(),
            input: Vec::new(),
            holes: Vec::new(),
            result: Box::new([0, 0]),
            error: String::new(),
        })
    }

    /// Makes room for `count` f64 values (the coordinates followed by the
    /// hole starts); returns the byte pointer where TypeScript writes them.
    /// The pointer stays valid for inputs up to `count` values.
    pub fn prepare(&mut self, count: usize) -> u32 {
        if self.input.len() < count {
            self.input.resize(count, 0.0);
        }
        wasm_address(&self.input)
    }

    /// Byte pointer of `[indexCount, indicesPtr]` (u32) written by `run`.
    #[wasm_bindgen(js_name = resultPtr)]
    pub fn result_ptr(&self) -> u32 {
        wasm_address(&self.result[..])
    }

    /// Tessellates the prepared polygon (`coordCount` coordinates, then
    /// `holeCount` hole starts). Returns false on an error (see `lastError`).
    /// Indices at or past the vertex count refer to vertices added at
    /// self-intersections: see `extraPositions`.
    pub fn run(&mut self, coord_count: usize, hole_count: usize) -> bool {
        match self.run_inner(coord_count, hole_count) {
            Ok(()) => {
                let [at, count] = span(&self.mesh.indices);
                *self.result = [count, at];
                true
            }
            Err(e) => {
                self.error = e;
                *self.result = [0, 0];
                false
            }
        }
    }

    /// The message of the last failed `run`.
    #[wasm_bindgen(js_name = lastError)]
    pub fn last_error(&self) -> String {
        self.error.clone()
    }

    /// Positions (x, y) of the vertices added by the last call.
    #[wasm_bindgen(js_name = extraPositions)]
    pub fn extra_positions(&self, input_coord_count: usize) -> Vec<f64> {
        self.mesh
            .positions
            .get(input_coord_count..)
            .unwrap_or(&[])
            .to_vec()
    }
}

impl FillTessellator {
    fn run_inner(&mut self, coord_count: usize, hole_count: usize) -> Result<(), String> {
        let input = self
            .input
            .get(..coord_count + hole_count)
            .ok_or("polygon larger than prepared")?;
        let (coords, holes) = input.split_at(coord_count);
        self.holes.clear();
        for &h in holes {
            if !(0.0..=f64::from(u32::MAX)).contains(&h) || h.fract() != 0.0 {
                return Err(format!("hole start {h} is not a vertex index"));
            }
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "checked above: a whole number within 0..=u32::MAX"
            )]
            let h = h as u32;
            self.holes.push(h);
        }
        self.mesh.positions.clear();
        self.mesh.indices.clear();
        self.core
            .tessellate_into(coords, &self.holes, &mut self.mesh)
            .map_err(|e| e.to_string())
    }
}

/// Builds fill layers in place: `prepare` sizes the input buffers and
/// returns their pointers, TypeScript writes them, `build` tessellates, and
/// `outputs` gives the pointers and lengths of the layer's buffers.
#[wasm_bindgen]
pub struct FillLayerBuilder {
    tessellator: FillTessellatorCore,
    scratch: FillScratch,
    coords: Vec<f64>,
    ring_offsets: Vec<u32>,
    feature_ring_offsets: Vec<u32>,
    colours_rgba: Vec<f32>,
    feature_ids: Vec<u32>,
    out: LayerBuffers,
}

#[wasm_bindgen]
impl FillLayerBuilder {
    /// `engine` as for `FillTessellator` (default "auto").
    #[wasm_bindgen(constructor)]
    #[allow(
        clippy::needless_pass_by_value,
        reason = "wasm-bindgen hands an optional JS string over as an owned String"
    )]
    pub fn new(engine: Option<String>) -> Result<FillLayerBuilder, JsError> {
        Ok(FillLayerBuilder {
            tessellator: FillTessellatorCore::new(parse_engine(engine.as_deref())?),
            scratch: FillScratch::default(),
            coords: Vec::new(),
            ring_offsets: Vec::new(),
            feature_ring_offsets: Vec::new(),
            colours_rgba: Vec::new(),
            feature_ids: Vec::new(),
            out: LayerBuffers::default(),
        })
    }

    /// Sizes the inputs of a layer (lengths in elements, checked by
    /// `build`); returns the byte pointers of coords (f64), ring offsets
    /// (u32), feature ring offsets (u32), colours (f32, RGBA per feature)
    /// and feature ids (u32).
    pub fn prepare(
        &mut self,
        coord_count: usize,
        ring_offset_count: usize,
        feature_ring_offset_count: usize,
        colour_count: usize,
        feature_id_count: usize,
    ) -> Vec<u32> {
        self.coords.resize(coord_count, 0.0);
        self.ring_offsets.resize(ring_offset_count, 0);
        self.feature_ring_offsets
            .resize(feature_ring_offset_count, 0);
        self.colours_rgba.resize(colour_count, 0.0);
        self.feature_ids.resize(feature_id_count, 0);
        [
            wasm_address(&self.coords),
            wasm_address(&self.ring_offsets),
            wasm_address(&self.feature_ring_offsets),
            wasm_address(&self.colours_rgba),
            wasm_address(&self.feature_ids),
        ]
        .to_vec()
    }

    /// Tessellates the prepared layer. `lonLat` true: coordinates are
    /// `[lon, lat]` degrees projected relative to (originA, originB) = (lat,
    /// lon); false: planar metres relative to (originA, originB) = (x, y).
    pub fn build(&mut self, lon_lat: bool, origin_a: f64, origin_b: f64) -> Result<(), JsError> {
        let o: MercatorPoint = layer_origin(lon_lat, origin_a, origin_b)?;
        let space = if lon_lat {
            CoordSpace::LonLatDeg
        } else {
            CoordSpace::Metres
        };
        let input = FeatureInput {
            coords: &self.coords,
            ring_offsets: &self.ring_offsets,
            feature_ring_offsets: &self.feature_ring_offsets,
            colours_rgba: &self.colours_rgba,
            feature_ids: &self.feature_ids,
        };
        layer::build_fill_layer_into(
            &input,
            space,
            o,
            &mut self.tessellator,
            &mut self.scratch,
            &mut self.out,
        )
        .map_err(js_error)
    }

    /// `[pointer, length]` (bytes, elements) of the last layer's positions
    /// (f32), indices (u32), colours (u8), pick colours (u8), feature ids
    /// (u32), feature ranges (u32) and skipped features (u32).
    pub fn outputs(&self) -> Vec<u32> {
        let o = &self.out;
        [
            span(&o.positions),
            span(&o.indices),
            span(&o.colours),
            span(&o.pick_colours),
            span(&o.feature_ids),
            span(&o.feature_ranges),
            span(&o.skipped_features),
        ]
        .concat()
    }
}
