//! The whole vessel layer in one call: every vessel's symbols (the 20 x 12
//! px triangle and, with dimensions, the true-scale hull: the shader shows
//! the one that fits the scale), heading line, motion vector, lost-target
//! cross and nav-status mark, as pre-built triangles in one interleaved
//! buffer (one draw call; per-instance draws are about ten times slower on
//! software renderers). The format: [`crate::vessel_vertex`].
//!
//! Every symbol and line is drawn over a thin border of the theme's
//! outline colour, so symbols that overlap stay apart, and the marks over a
//! halo. The vessels are drawn in order of priority (the last on top):
//! stationary ones, lost ones, those under way, those with a restricted
//! status (not under command, restricted in their ability to manoeuvre,
//! constrained by draught, fishing), SAR aircraft, and on top the AIS-SART,
//! MOB and EPIRB-AIS devices ([`crate::target_symbols`]); within each, the
//! longer first, so a small vessel beside a large one stays in sight.
//!
//! A layer built for a range of scales ([`VesselLayerOptions::drawn_scales`],
//! the vessel area's) leaves out the symbol a vessel cannot show at any of
//! them: at 24 NM every hull shorter than about 350 m is left out (its
//! vertices are neither uploaded nor run through the vertex shader), and
//! where the stationary symbols are shrunk at every range it is drawn at
//! (from 3 NM on), so are the heading lines and marks they hide.

use std::fmt;

use crate::cast::{index_u32, vertex_f32};
use crate::picking::{self, PickingError};
use crate::projection::MercatorPoint;
use crate::vessel_drawing::{relative, write_vessel, Vessel};
use crate::vessel_vertex::{palette, Paint, Role, VertexWriter, VERTEX_BYTES};

/// Per-vessel flags of the batch input.
pub mod vessel_flags {
    /// Not heard for longer than its reporting rate allows: drawn crossed.
    pub const LOST: u8 = 1;
    /// An AIS-SART, MOB device or EPIRB-AIS: drawn as the AIS-SART symbol, on top.
    pub const DISTRESS: u8 = 2;
    /// A SAR aircraft: drawn as an aircraft.
    pub const SAR_AIRCRAFT: u8 = 4;
}

/// Flat per-vessel inputs (all slices have one entry per vessel, `dims_m`
/// four: bow, stern, port, starboard; NaN marks a missing value; the nav
/// status is the AIS code).
#[derive(Debug, Clone, Copy)]
pub struct VesselBatch<'a> {
    pub lat_deg: &'a [f64],
    pub lon_deg: &'a [f64],
    pub heading_deg: &'a [f64],
    pub speed_kn: &'a [f64],
    pub course_deg: &'a [f64],
    pub dims_m: &'a [f64],
    pub nav_status: &'a [u8],
    pub ids: &'a [u32],
    /// [`vessel_flags`] per vessel.
    pub flags: &'a [u8],
}

/// Options of one build.
#[derive(Debug, Clone, Copy)]
pub struct VesselLayerOptions {
    pub origin: MercatorPoint,
    /// Motion vector length, minutes (clamped 1..60); vectors are left out when NaN.
    pub vector_length_min: f64,
    /// Whether the id pass sees these vessels.
    pub pickable: bool,
    /// Symbols as outlines only, without marks or heading lines (the predicted ghost).
    pub outline_only: bool,
    /// The scales (pixels per Mercator metre, lowest and highest) the
    /// layer is drawn at until it is rebuilt: a vessel whose symbol is the
    /// same at all of them gets only that one (the triangle, or the hull),
    /// shown at every scale; `(0, inf)` keeps both for the shader to choose.
    pub drawn_scales: (f64, f64),
    /// The stationary vessels' symbols are shrunk at every range the layer
    /// is drawn at: what hides then (their heading lines and marks,
    /// [`crate::vessel_vertex::flags::HIDE_SHRUNK`]) is left out.
    pub stationary_shrunk: bool,
}

/// Every scale: both symbols are written wherever a vessel has a hull.
pub const ALL_SCALES: (f64, f64) = (0.0, f64::INFINITY);

/// The built layer: interleaved vertices and, per vessel in drawing order,
/// where its vertices are and how far they reach (the pick pass draws only
/// the vessels near the cursor).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct VesselLayerBuffers {
    /// [`VERTEX_BYTES`] per vertex.
    pub vertices: Vec<u8>,
    /// First vertex of every vessel, plus the vertex count at the end (a
    /// skipped vessel has an empty range).
    pub vertex_offsets: Vec<u32>,
    /// Anchor of every vessel (origin-relative Mercator metres, `[x, y, ...]`; NaN when skipped).
    pub anchors: Vec<f32>,
    /// How far every vessel's triangles reach from its anchor: Mercator
    /// metres (hull, motion vector) plus pixels (screen symbols, marks).
    pub extents_m: Vec<f32>,
    pub extents_px: Vec<f32>,
    /// How far the hull reaches from the anchor, Mercator metres (0: none).
    pub hull_reach_m: Vec<f32>,
    /// The vessels' ids in drawing order.
    pub ids: Vec<u32>,
    /// Batch indices of the vessels left out (non-finite position).
    pub skipped: Vec<u32>,
}

impl VesselLayerBuffers {
    pub fn vertex_count(&self) -> usize {
        self.vertices.len() / VERTEX_BYTES
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum VesselLayerError {
    LengthMismatch(&'static str),
    Picking(PickingError),
}

impl fmt::Display for VesselLayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::LengthMismatch(name) => {
                write!(f, "vessel batch input {name} has the wrong length")
            }
            Self::Picking(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for VesselLayerError {}

fn check_lengths(batch: &VesselBatch<'_>) -> Result<usize, VesselLayerError> {
    let n = batch.ids.len();
    let checks: [(&'static str, usize, usize); 8] = [
        ("lat_deg", batch.lat_deg.len(), n),
        ("lon_deg", batch.lon_deg.len(), n),
        ("heading_deg", batch.heading_deg.len(), n),
        ("speed_kn", batch.speed_kn.len(), n),
        ("course_deg", batch.course_deg.len(), n),
        ("dims_m", batch.dims_m.len(), 4 * n),
        ("nav_status", batch.nav_status.len(), n),
        ("flags", batch.flags.len(), n),
    ];
    for (name, len, want) in checks {
        if len != want {
            return Err(VesselLayerError::LengthMismatch(name));
        }
    }
    Ok(n)
}

/// How far the vertices from byte `start` on reach from `anchor`: (Mercator metres, pixels).
fn reach(bytes: &[u8], anchor: (f64, f64)) -> (f32, f32) {
    let (mut m, mut px) = (0.0f32, 0.0f32);
    for v in bytes.chunks_exact(VERTEX_BYTES) {
        let f = |k: usize| f32::from_le_bytes([v[k], v[k + 1], v[k + 2], v[k + 3]]);
        let o = |k: usize| f32::from(i16::from_le_bytes([v[k], v[k + 1]])) / 16.0;
        m = m.max(vertex_f32(
            (f64::from(f(0)) - anchor.0).hypot(f64::from(f(4)) - anchor.1),
        ));
        px = px.max(o(8).hypot(o(10)));
    }
    (m, px)
}

/// Builds the vessel layer's buffers.
pub fn build_vessel_layer(
    batch: &VesselBatch<'_>,
    options: &VesselLayerOptions,
) -> Result<VesselLayerBuffers, VesselLayerError> {
    let n = check_lengths(batch)?;
    let vessels: Vec<Vessel> = (0..n).map(|i| Vessel::read(batch, i)).collect();
    let mut order: Vec<usize> = (0..n).collect();
    let length = |v: &Vessel| v.dims.length_m().filter(|l| l.is_finite()).unwrap_or(0.0);
    order.sort_by(|&a, &b| {
        let (va, vb) = (&vessels[a], &vessels[b]);
        va.priority()
            .cmp(&vb.priority())
            .then(length(vb).total_cmp(&length(va)))
            .then(a.cmp(&b))
    });
    let mut out = VesselLayerBuffers::default();
    // About 60 vertices per vessel (symbols, borders, a vector, a line).
    out.vertices.reserve(n * 60 * VERTEX_BYTES);
    for i in order {
        let v = &vessels[i];
        out.vertex_offsets.push(index_u32(out.vertex_count()));
        out.ids.push(batch.ids[i]);
        let Ok(anchor) = relative(v.position, options.origin) else {
            out.skipped.push(index_u32(i));
            out.anchors.extend_from_slice(&[f32::NAN, f32::NAN]);
            out.extents_m.push(0.0);
            out.extents_px.push(0.0);
            out.hull_reach_m.push(0.0);
            continue;
        };
        let rgb = picking::id_to_rgb(batch.ids[i]).map_err(VesselLayerError::Picking)?;
        let start = out.vertices.len();
        let mut w = VertexWriter {
            bytes: &mut out.vertices,
            paint: Paint {
                palette: palette::KNOWN,
                role: Role::Always,
                flags: 0,
            },
            pick: if options.pickable {
                [rgb[0], rgb[1], rgb[2], 255]
            } else {
                [0, 0, 0, 0]
            },
            switch: f32::MAX,
        };
        let hull_reach = write_vessel(&mut w, v, anchor, options);
        let (reach_m, reach_px) = reach(&out.vertices[start..], anchor);
        out.anchors
            .extend_from_slice(&[vertex_f32(anchor.0), vertex_f32(anchor.1)]);
        out.extents_m.push(reach_m);
        out.extents_px.push(reach_px);
        out.hull_reach_m.push(vertex_f32(hull_reach));
    }
    out.vertex_offsets.push(index_u32(out.vertex_count()));
    Ok(out)
}

#[cfg(test)]
#[path = "vessel_layer_tests.rs"]
mod tests;
