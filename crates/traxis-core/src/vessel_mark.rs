//! A vessel's nav-status mark in the vessel layer
//! ([`crate::vessel_drawing`]): the COLREG day shape of its status above
//! the triangle, over a halo of the theme's outline colour.

use crate::vessel_drawing::{pixel_ring, MARK_GAP_PX, MARK_HALO_PX};
use crate::vessel_shape::{self, NavStatus, MARKER_LENGTH_PX};
use crate::vessel_vertex::{flags, palette, Paint, Role, VertexWriter};

/// The nav-status mark above the triangle, over its halo.
pub fn write_mark(
    w: &mut VertexWriter<'_>,
    anchor: (f64, f64),
    status: NavStatus,
    stationary: bool,
    shrink: u8,
) {
    let rings = vessel_shape::nav_status_mark(status);
    let half_height = rings
        .iter()
        .flat_map(|r| r.chunks_exact(2).map(|p| p[1].abs()))
        .fold(0.0, f64::max);
    let lift = MARKER_LENGTH_PX / 2.0 + MARK_GAP_PX + half_height;
    let lifted = |ring: &Vec<f64>| {
        ring.chunks_exact(2)
            .flat_map(|p| [p[0], p[1] + lift])
            .collect::<Vec<f64>>()
    };
    // A stationary vessel's mark goes with its heading line at small scales (the anchorages stay countable).
    let hide = if stationary { flags::HIDE_SHRUNK } else { 0 };
    w.paint = Paint {
        palette: palette::MARK_HALO,
        role: Role::Always,
        flags: shrink | hide,
    };
    for ring in &rings {
        w.fan(&pixel_ring(anchor, &lifted(ring), MARK_HALO_PX));
    }
    w.paint.palette = palette::MARK;
    for ring in &rings {
        w.fan(&pixel_ring(anchor, &lifted(ring), 0.0));
    }
}
