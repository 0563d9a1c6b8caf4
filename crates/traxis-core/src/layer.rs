//! Per-layer buffers: one struct of flat arrays per chart layer, handed to
//! TypeScript as typed arrays that go straight to `gl.bufferData` (no
//! per-feature objects).
//!
//! Input features are flat too: all coordinates in one list, `ring_offsets`
//! (vertex offset of every ring, plus the total at the end) and
//! `feature_ring_offsets` (ring offset of every feature, plus the ring count
//! at the end). For fills a feature is one polygon: its first ring is the
//! outer ring, the others holes. For lines every ring of a feature is one
//! polyline. Colours are 4 floats per feature (normalised as
//! [`crate::colour::normalise_colour`] says) and each feature has a pick id.
//! Features that cannot be built (non-finite coordinates, ...) are skipped
//! and listed in `skipped_features`.

use std::fmt;

use crate::cast::index_u32;
use crate::colour::normalise_colour;
use crate::geo_reference::project_lon_lat_relative_f64;
use crate::picking::{id_to_rgb, PickingError};
use crate::projection::MercatorPoint;

pub use crate::layer_fill::{build_fill_layer, build_fill_layer_into, FillScratch};
pub use crate::layer_lines::build_line_layer;

/// What the input coordinates are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoordSpace {
    /// `[lon, lat, ...]` in degrees: projected to Mercator, relative to the
    /// origin.
    LonLatDeg,
    /// Planar metres (already projected): only the origin is subtracted.
    Metres,
}

/// Flat feature input of one layer.
#[derive(Debug, Clone, Copy)]
pub struct FeatureInput<'a> {
    pub coords: &'a [f64],
    pub ring_offsets: &'a [u32],
    pub feature_ring_offsets: &'a [u32],
    /// RGBA per feature (4 floats each).
    pub colours_rgba: &'a [f32],
    /// Pick id per feature (1..2^24).
    pub feature_ids: &'a [u32],
}

/// Why a layer could not be built at all.
#[derive(Debug, Clone, PartialEq)]
pub enum LayerError {
    /// Offsets are not increasing or point past the data.
    BadOffsets(&'static str),
    /// Per-feature arrays have the wrong length.
    WrongLength {
        what: &'static str,
        expected: usize,
        actual: usize,
    },
    Picking(PickingError),
    TooManyVertices,
}

impl fmt::Display for LayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadOffsets(what) => write!(f, "{what} are not increasing or out of range"),
            Self::WrongLength {
                what,
                expected,
                actual,
            } => write!(f, "{what} has length {actual}, expected {expected}"),
            Self::Picking(e) => write!(f, "{e}"),
            Self::TooManyVertices => write!(f, "layer has too many vertices for u32 indices"),
        }
    }
}

impl std::error::Error for LayerError {}

/// The buffers of one layer. Per vertex: `positions` (x, y, origin-relative
/// Mercator metres), `colours` (RGBA bytes), `pick_colours` (RGBA bytes of the
/// id pass), `feature_ids`; for lines also `extrusions` (x, y),
/// `distances_m` and `style_ids` ([`crate::stroke::LineStyle`]). `indices` are triangles;
/// `feature_ranges` is `[first_index, index_count]` per feature.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LayerBuffers {
    pub positions: Vec<f32>,
    pub indices: Vec<u32>,
    pub colours: Vec<u8>,
    pub pick_colours: Vec<u8>,
    pub feature_ids: Vec<u32>,
    pub feature_ranges: Vec<u32>,
    pub extrusions: Vec<f32>,
    pub distances_m: Vec<f32>,
    pub style_ids: Vec<u8>,
    pub skipped_features: Vec<u32>,
}

impl LayerBuffers {
    pub fn vertex_count(&self) -> usize {
        self.positions.len() / 2
    }

    /// Records feature `f` as skipped (bad geometry): an empty index range.
    pub(crate) fn skip_feature(&mut self, f: usize) {
        self.skipped_features.push(index_u32(f));
        let first_index = index_u32(self.indices.len());
        self.feature_ranges.extend_from_slice(&[first_index, 0]);
    }

    /// The index of the next vertex, checked so that `added` more vertices
    /// still fit u32 indices.
    pub(crate) fn index_base(&self, added: usize) -> Result<u32, LayerError> {
        let end = self
            .vertex_count()
            .checked_add(added)
            .ok_or(LayerError::TooManyVertices)?;
        u32::try_from(end).map_err(|_| LayerError::TooManyVertices)?;
        u32::try_from(self.vertex_count()).map_err(|_| LayerError::TooManyVertices)
    }

    /// Closes a feature's index range, opened when `indices` had `first_index` entries.
    pub(crate) fn close_feature(&mut self, first_index: usize) {
        let count = self.indices.len() - first_index;
        self.feature_ranges
            .extend_from_slice(&[index_u32(first_index), index_u32(count)]);
    }

    /// Pushes per-vertex colour, pick colour and id for `count` vertices.
    pub(crate) fn push_attributes(&mut self, count: usize, rgba: [u8; 4], pick: [u8; 3], id: u32) {
        let pick = [pick[0], pick[1], pick[2], 255];
        for (buffer, value) in [(&mut self.colours, rgba), (&mut self.pick_colours, pick)] {
            let start = buffer.len();
            buffer.resize(start + 4 * count, 0);
            for v in buffer[start..].chunks_exact_mut(4) {
                v.copy_from_slice(&value);
            }
        }
        self.feature_ids.resize(self.feature_ids.len() + count, id);
    }
}

fn check_offsets(offsets: &[u32], limit: usize, what: &'static str) -> Result<(), LayerError> {
    let ok = offsets.first().is_some_and(|&o| o == 0)
        && offsets.windows(2).all(|w| w[0] <= w[1])
        && offsets.last().is_some_and(|&o| o as usize == limit);
    if ok {
        Ok(())
    } else {
        Err(LayerError::BadOffsets(what))
    }
}

/// Validates the input; returns the number of features.
pub(crate) fn validate(input: &FeatureInput) -> Result<usize, LayerError> {
    if input.coords.len() % 2 != 0 {
        return Err(LayerError::WrongLength {
            what: "coordinates",
            expected: input.coords.len() + 1,
            actual: input.coords.len(),
        });
    }
    check_offsets(input.ring_offsets, input.coords.len() / 2, "ring offsets")?;
    check_offsets(
        input.feature_ring_offsets,
        input.ring_offsets.len() - 1,
        "feature ring offsets",
    )?;
    let features = input.feature_ring_offsets.len() - 1;
    let expect = |what, expected: usize, actual: usize| {
        if expected == actual {
            Ok(())
        } else {
            Err(LayerError::WrongLength {
                what,
                expected,
                actual,
            })
        }
    };
    expect("colours", features * 4, input.colours_rgba.len())?;
    expect("feature ids", features, input.feature_ids.len())?;
    for &id in input.feature_ids {
        id_to_rgb(id).map_err(LayerError::Picking)?;
    }
    Ok(features)
}

/// Per feature: its vertex range and its ring range.
pub(crate) fn feature_span(input: &FeatureInput, f: usize) -> (usize, usize, usize, usize) {
    let r0 = input.feature_ring_offsets[f] as usize;
    let r1 = input.feature_ring_offsets[f + 1] as usize;
    let v0 = input.ring_offsets[r0] as usize;
    let v1 = input.ring_offsets[r1] as usize;
    (v0, v1, r0, r1)
}

pub(crate) fn to_local(
    coords: &[f64],
    space: CoordSpace,
    origin: MercatorPoint,
    out: &mut Vec<f64>,
) -> Result<(), ()> {
    out.clear();
    match space {
        CoordSpace::LonLatDeg => project_lon_lat_relative_f64(coords, origin, out).map_err(|_| ()),
        CoordSpace::Metres => {
            out.extend(
                coords
                    .chunks_exact(2)
                    .flat_map(|p| [p[0] - origin.x_m, p[1] - origin.y_m]),
            );
            Ok(())
        }
    }
}

pub(crate) fn feature_style(input: &FeatureInput, f: usize) -> ([u8; 4], [u8; 3], u32) {
    let c = &input.colours_rgba[4 * f..4 * f + 4];
    let rgba = normalise_colour(c[0], c[1], c[2], c[3]).to_rgba8();
    let id = input.feature_ids[f];
    // Validated in `validate`.
    let pick = id_to_rgb(id).unwrap_or([0, 0, 0]);
    (rgba, pick, id)
}

#[cfg(test)]
mod tests;
