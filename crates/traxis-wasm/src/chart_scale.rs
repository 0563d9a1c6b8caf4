//! Bindings of the display scale, usage band choice, coverage ranks, SCAMIN test and
//! coastline level of detail.

use traxis_core::chart_scale;
use wasm_bindgen::prelude::*;

use crate::js_error;

/// Display scale denominator N (1:N) of a range over a canvas half height.
#[wasm_bindgen(js_name = displayScaleDenominator)]
pub fn display_scale_denominator(range_nm: f64, half_height_px: f64) -> Result<f64, JsError> {
    chart_scale::display_scale_denominator(range_nm, half_height_px).map_err(js_error)
}

/// The usage band (1..6) compiled for a display scale 1:N.
#[wasm_bindgen(js_name = usageBandForScale)]
pub fn usage_band_for_scale(scale_denominator: f64) -> u8 {
    chart_scale::usage_band_for_scale(scale_denominator)
}

/// How well a band suits a display whose ideal band is `ideal` (higher wins; 0 for no band).
#[wasm_bindgen(js_name = bandPreference)]
pub fn band_preference(band: u8, ideal: u8) -> u8 {
    chart_scale::band_preference(band, ideal)
}

/// The band to draw of the given ones at this range (0 when none suits).
#[wasm_bindgen(js_name = bestUsageBand)]
pub fn best_usage_band(
    available: &[u8],
    range_nm: f64,
    half_height_px: f64,
) -> Result<u8, JsError> {
    Ok(
        chart_scale::best_usage_band(available, range_nm, half_height_px)
            .map_err(js_error)?
            .unwrap_or(0),
    )
}

/// Whether a feature with this SCAMIN is drawn at display scale 1:N.
#[wasm_bindgen(js_name = scaminVisible)]
pub fn scamin_visible(scamin: f64, scale_denominator: f64) -> bool {
    chart_scale::scamin_visible(scamin, scale_denominator)
}

/// The coastline level of detail for a range at a latitude.
#[wasm_bindgen(js_name = coastlineLevel)]
pub fn coastline_level(range_nm: f64, lat_deg: f64) -> Result<u8, JsError> {
    chart_scale::coastline_level(range_nm, lat_deg).map_err(js_error)
}

/// The highest coastline level of detail.
#[wasm_bindgen(js_name = coastlineMaxLevel)]
pub fn coastline_max_level() -> u8 {
    chart_scale::COASTLINE_MAX_LEVEL
}

/// The stencil reference of every cell at a display whose ideal band is `ideal` (see `traxis_core::coverage`).
#[wasm_bindgen(js_name = coverageRanks)]
pub fn coverage_ranks(bands: &[u8], cscls: &[f64], ideal: u8) -> Box<[u8]> {
    traxis_core::coverage::coverage_ranks(bands, cscls, ideal).into_boxed_slice()
}

/// Whether the flat ring `inner` lies strictly inside the flat ring `outer`.
#[wasm_bindgen(js_name = ringWithin)]
pub fn ring_within(inner: &[f64], outer: &[f64]) -> bool {
    traxis_core::coverage::ring_within(inner, outer)
}
