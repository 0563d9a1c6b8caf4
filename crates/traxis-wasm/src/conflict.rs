//! Bindings of the conflict engine, in place in WASM memory: TypeScript
//! writes the fleet (`CONFLICT_TRACK_STRIDE` f64 per vessel) and the open
//! pairs (two u32 each) at the pointers `prepare` returns, `evaluate` runs
//! the core, and `outputs` gives the pointers of the results
//! (`src/wasm/conflict.ts`). Pointers stay valid until the next call.

use traxis_core::cast::index_u32;
use traxis_core::conflict::{self, ConflictSettings, Encounter, Hull, Track};
use wasm_bindgen::prelude::*;

use crate::{js_error, wasm_address};

/// f64 per vessel: lat, lon, sog (kn), cog (deg), heading (deg), age (s),
/// to bow, to stern, to port, to starboard (m), stationary (1 or 0).
/// Unknown values are NaN.
pub const TRACK_STRIDE: usize = 11;
/// f64 per result: CPA (NM), TCPA (min), range now (NM), a's lat and lon at
/// the CPA, b's lat and lon at the CPA (NaN when there is no answer).
pub const RESULT_STRIDE: usize = 7;

#[wasm_bindgen(js_name = conflictTrackStride)]
pub fn conflict_track_stride() -> usize {
    TRACK_STRIDE
}

#[wasm_bindgen(js_name = conflictResultStride)]
pub fn conflict_result_stride() -> usize {
    RESULT_STRIDE
}

/// Share of the threshold that applies when one vessel of a pair is stationary.
#[wasm_bindgen(js_name = conflictHeadingIntoShare)]
pub fn conflict_heading_into_share() -> f64 {
    conflict::HEADING_INTO_SHARE
}

/// An open conflict closes once its CPA exceeds this many thresholds (or its TCPA this many horizons).
#[wasm_bindgen(js_name = conflictReleaseFactor)]
pub fn conflict_release_factor() -> f64 {
    conflict::RELEASE_FACTOR
}

fn track(v: &[f64]) -> Track {
    let get = |k: usize| v.get(k).copied().unwrap_or(f64::NAN);
    Track {
        lat_deg: get(0),
        lon_deg: get(1),
        sog_kn: get(2),
        cog_deg: get(3),
        heading_deg: get(4),
        age_s: get(5),
        hull: Hull {
            to_bow_m: get(6),
            to_stern_m: get(7),
            to_port_m: get(8),
            to_starboard_m: get(9),
        },
        stationary: get(10) != 0.0 && !get(10).is_nan(),
    }
}

fn push_result(out: &mut Vec<f64>, e: Option<&Encounter>) {
    match e {
        Some(e) => out.extend_from_slice(&[
            e.cpa_nm,
            e.tcpa_min,
            e.range_nm,
            e.a_at_cpa.lat_deg,
            e.a_at_cpa.lon_deg,
            e.b_at_cpa.lat_deg,
            e.b_at_cpa.lon_deg,
        ]),
        None => out.extend_from_slice(&[f64::NAN; RESULT_STRIDE]),
    }
}

/// CPA and TCPA of one pair (two tracks of `conflictTrackStride` values):
/// the `conflictResultStride` values, or an error for invalid positions.
#[wasm_bindgen(js_name = conflictEncounter)]
pub fn conflict_encounter(a: &[f64], b: &[f64]) -> Result<Vec<f64>, JsError> {
    let e = conflict::encounter(&track(a), &track(b))
        .ok_or_else(|| JsError::new("vessel without a valid position"))?;
    let mut out = Vec::with_capacity(RESULT_STRIDE);
    push_result(&mut out, Some(&e));
    Ok(out)
}

/// The fleet's conflicts, evaluated with reusable buffers.
#[wasm_bindgen]
pub struct ConflictEngine {
    core: conflict::ConflictEngine,
    input: Vec<f64>,
    open: Vec<u32>,
    tracks: Vec<Track>,
    open_pairs: Vec<(u32, u32)>,
    opened_pairs: Vec<u32>,
    opened_values: Vec<f64>,
    reviewed_codes: Vec<u32>,
    reviewed_values: Vec<f64>,
}

impl Default for ConflictEngine {
    fn default() -> Self {
        Self::new()
    }
}

#[wasm_bindgen]
impl ConflictEngine {
    #[wasm_bindgen(constructor)]
    pub fn new() -> ConflictEngine {
        ConflictEngine {
            core: conflict::ConflictEngine::new(),
            input: Vec::new(),
            open: Vec::new(),
            tracks: Vec::new(),
            open_pairs: Vec::new(),
            opened_pairs: Vec::new(),
            opened_values: Vec::new(),
            reviewed_codes: Vec::new(),
            reviewed_values: Vec::new(),
        }
    }

    /// Makes room for `vessels` tracks and `openPairs` open pairs; returns
    /// the byte pointers of the tracks (f64) and the pairs (u32).
    pub fn prepare(&mut self, vessels: usize, open_pairs: usize) -> Vec<u32> {
        self.input.resize(vessels * TRACK_STRIDE, f64::NAN);
        self.open.resize(open_pairs * 2, 0);
        vec![wasm_address(&self.input), wasm_address(&self.open)]
    }

    /// Evaluates the prepared fleet: reviews the open pairs and finds the new
    /// conflicts (CPA below `thresholdNm`, TCPA between 0 and `horizonMin`),
    /// through the grid or, with `bruteForce`, every pair; `reviewOnly`
    /// searches nothing. Returns the number of new conflicts.
    pub fn evaluate(
        &mut self,
        vessels: usize,
        open_pairs: usize,
        threshold_nm: f64,
        horizon_min: f64,
        brute_force: bool,
        review_only: bool,
    ) -> Result<u32, JsError> {
        let input = self
            .input
            .get(..vessels * TRACK_STRIDE)
            .ok_or_else(|| JsError::new("more vessels than prepared"))?;
        let open = self
            .open
            .get(..open_pairs * 2)
            .ok_or_else(|| JsError::new("more open pairs than prepared"))?;
        self.tracks.clear();
        self.tracks
            .extend(input.chunks_exact(TRACK_STRIDE).map(track));
        self.open_pairs.clear();
        self.open_pairs
            .extend(open.chunks_exact(2).map(|p| (p[0], p[1])));
        let settings = ConflictSettings::new(threshold_nm, horizon_min).map_err(js_error)?;
        if review_only {
            self.core
                .review_only(&self.tracks, &self.open_pairs, &settings)
        } else if brute_force {
            self.core
                .evaluate_brute_force(&self.tracks, &self.open_pairs, &settings)
        } else {
            self.core
                .evaluate(&self.tracks, &self.open_pairs, &settings)
        }
        .map_err(js_error)?;
        self.opened_pairs.clear();
        self.opened_values.clear();
        for o in self.core.opened() {
            self.opened_pairs.extend_from_slice(&[o.a, o.b]);
            push_result(&mut self.opened_values, Some(&o.encounter));
        }
        self.reviewed_codes.clear();
        self.reviewed_values.clear();
        for r in self.core.reviewed() {
            self.reviewed_codes.push(r.review as u32);
            push_result(&mut self.reviewed_values, r.encounter.as_ref());
        }
        Ok(index_u32(self.core.opened().len()))
    }

    /// Byte pointers and counts of the last evaluation: new pairs (u32 a, b),
    /// their results (f64), their count; the open pairs' review codes (u32:
    /// 0 hold, 1 passed, 2 clear, 3 stationary, 4 invalid, 5 later), their results
    /// (f64), their count.
    pub fn outputs(&self) -> Vec<u32> {
        vec![
            wasm_address(&self.opened_pairs),
            wasm_address(&self.opened_values),
            index_u32(self.opened_pairs.len() / 2),
            wasm_address(&self.reviewed_codes),
            wasm_address(&self.reviewed_values),
            index_u32(self.reviewed_codes.len()),
        ]
    }

    /// Pairs solved exactly in the last evaluation.
    #[wasm_bindgen(js_name = testedPairs)]
    pub fn tested_pairs(&self) -> u32 {
        index_u32(self.core.tested_pairs())
    }
}
