//! The whole vessel layer in one call: every vessel's symbol (hull or
//! 20 x 12 px triangle), its nav-status mark and its motion vector as
//! pre-built triangles in one set of buffers (one draw call; per-instance
//! draws are about ten times slower on software renderers).
//!
//! Each vertex has an anchor (origin-relative Mercator metres, f32) and a
//! pixel offset (x right, y up): hulls are in metres (anchor moves, offset
//! 0), screen symbols in pixels (anchor fixed, offset moves).

use std::fmt;

use crate::cast::{index_u32, vertex_f32};
use crate::colour::Rgba;
use crate::picking::{self, PickingError};
use crate::prediction;
use crate::projection::{self, GeoPoint, MercatorPoint, ProjectionError};
use crate::vessel_shape::{self, NavStatus, VesselDimensions, VesselShapeKind};

/// Nav-status mark: its centre this many pixels above the vessel position.
pub const STATUS_MARK_OFFSET_PX: f64 = 22.0;
/// Motion vector width, pixels.
pub const VECTOR_WIDTH_PX: f64 = 1.5;
/// Colour of the nav-status marks.
pub const STATUS_MARK_COLOUR: Rgba = Rgba {
    r: 0.0,
    g: 0.0,
    b: 0.0,
    a: 1.0,
};

/// Nav status codes of the batch input (0 = any other status).
pub fn nav_status_from_code(code: u8) -> NavStatus {
    match code {
        1 => NavStatus::AtAnchor,
        2 => NavStatus::NotUnderCommand,
        3 => NavStatus::EngagedInFishing,
        4 => NavStatus::ConstrainedByDraught,
        5 => NavStatus::RestrictedManouverability,
        _ => NavStatus::Other,
    }
}

/// Flat per-vessel inputs (all slices have one entry per vessel, `dims_m`
/// four: bow, stern, port, starboard; NaN marks a missing value).
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
}

/// Options of one build.
#[derive(Debug, Clone, Copy)]
pub struct VesselLayerOptions {
    pub origin: MercatorPoint,
    /// Motion vector length, minutes (clamped 1..60); vectors are left out when NaN.
    pub vector_length_min: f64,
    /// Multiplies every colour's alpha (the prediction ghost is translucent).
    pub alpha_scale: f32,
    /// Whether the id pass sees these vessels.
    pub pickable: bool,
}

/// Triangles with anchors, pixel offsets, colours and id colours.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MarkerBuffers {
    pub positions: Vec<f32>,
    pub offsets_px: Vec<f32>,
    pub colours: Vec<u8>,
    pub pick_colours: Vec<u8>,
    /// Indices of the vessels left out (non-finite position).
    pub skipped: Vec<u32>,
    /// First vertex of every vessel, plus the vertex count at the end (a
    /// skipped vessel has an empty range): the pick pass draws only the
    /// vessels near the cursor.
    pub vertex_offsets: Vec<u32>,
    /// Anchor of every vessel (origin-relative Mercator metres, `[x, y, ...]`).
    pub anchors: Vec<f32>,
    /// How far every vessel's triangles reach from its anchor: Mercator
    /// metres (hull, motion vector) plus pixels (screen symbols, marks).
    pub extents_m: Vec<f32>,
    pub extents_px: Vec<f32>,
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

struct Writer<'a> {
    out: &'a mut MarkerBuffers,
    colour: [u8; 4],
    pick: [u8; 4],
}

impl Writer<'_> {
    fn vertex(&mut self, anchor: (f64, f64), offset_px: (f64, f64)) {
        self.out
            .positions
            .extend_from_slice(&[vertex_f32(anchor.0), vertex_f32(anchor.1)]);
        self.out
            .offsets_px
            .extend_from_slice(&[vertex_f32(offset_px.0), vertex_f32(offset_px.1)]);
        self.out.colours.extend_from_slice(&self.colour);
        self.out.pick_colours.extend_from_slice(&self.pick);
    }

    /// A convex ring as a triangle fan: points in metres (`scale` to
    /// Mercator) around `anchor`, or pixels when `scale` is None.
    fn fan(&mut self, anchor: (f64, f64), ring: &[f64], scale: Option<f64>, shift_px: (f64, f64)) {
        let n = ring.len() / 2;
        let point = |i: usize| (ring[2 * i], ring[2 * i + 1]);
        for i in 1..n.saturating_sub(1) {
            for (x, y) in [point(0), point(i), point(i + 1)] {
                match scale {
                    Some(k) => self.vertex((anchor.0 + x * k, anchor.1 + y * k), (0.0, 0.0)),
                    None => self.vertex(anchor, (x + shift_px.0, y + shift_px.1)),
                }
            }
        }
    }

    /// A line from `a` to `b` (Mercator, origin-relative), `width_px` wide.
    fn segment(&mut self, a: (f64, f64), b: (f64, f64), width_px: f64) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = dx.hypot(dy);
        if len <= 0.0 || !len.is_finite() {
            return;
        }
        let h = width_px / 2.0;
        let (nx, ny) = (-dy / len * h, dx / len * h);
        for (p, o) in [
            (a, 1.0),
            (a, -1.0),
            (b, 1.0),
            (b, 1.0),
            (a, -1.0),
            (b, -1.0),
        ] {
            self.vertex(p, (nx * o, ny * o));
        }
    }
}

fn rgba8(c: Rgba, alpha_scale: f32) -> [u8; 4] {
    Rgba {
        a: c.a * alpha_scale,
        ..c
    }
    .to_rgba8()
}

fn relative(p: GeoPoint, origin: MercatorPoint) -> Result<(f64, f64), ProjectionError> {
    let m = projection::project(p)?;
    Ok((m.x_m - origin.x_m, m.y_m - origin.y_m))
}

/// Builds the vessel layer's buffers.
pub fn build_vessel_layer(
    batch: &VesselBatch<'_>,
    options: &VesselLayerOptions,
) -> Result<MarkerBuffers, VesselLayerError> {
    let n = batch.ids.len();
    let checks: [(&'static str, usize, usize); 7] = [
        ("lat_deg", batch.lat_deg.len(), n),
        ("lon_deg", batch.lon_deg.len(), n),
        ("heading_deg", batch.heading_deg.len(), n),
        ("speed_kn", batch.speed_kn.len(), n),
        ("course_deg", batch.course_deg.len(), n),
        ("dims_m", batch.dims_m.len(), 4 * n),
        ("nav_status", batch.nav_status.len(), n),
    ];
    for (name, len, want) in checks {
        if len != want {
            return Err(VesselLayerError::LengthMismatch(name));
        }
    }
    let mut out = MarkerBuffers::default();
    // About 3 hull triangles and a vector per vessel.
    out.positions.reserve(n * 30);
    for i in 0..n {
        out.vertex_offsets.push(index_u32(out.positions.len() / 2));
        let start = out.positions.len();
        let position = GeoPoint {
            lat_deg: batch.lat_deg[i],
            lon_deg: batch.lon_deg[i],
        };
        let Ok(anchor) = relative(position, options.origin) else {
            out.skipped.push(index_u32(i));
            out.anchors.extend_from_slice(&[f32::NAN, f32::NAN]);
            out.extents_m.push(0.0);
            out.extents_px.push(0.0);
            continue;
        };
        let rgb = picking::id_to_rgb(batch.ids[i]).map_err(VesselLayerError::Picking)?;
        let pick = if options.pickable {
            [rgb[0], rgb[1], rgb[2], 255]
        } else {
            [0, 0, 0, 0]
        };
        let dim = |k: usize| Some(batch.dims_m[4 * i + k]).filter(|v| v.is_finite());
        let dims = VesselDimensions {
            to_bow_m: dim(0),
            to_stern_m: dim(1),
            to_port_m: dim(2),
            to_starboard_m: dim(3),
        };
        let heading = batch.heading_deg[i];
        let heading = if heading.is_finite() {
            heading
        } else {
            batch.course_deg[i]
        };
        let shape = vessel_shape::vessel_shape(&dims, heading);
        let mut w = Writer {
            out: &mut out,
            colour: rgba8(shape.colour, options.alpha_scale),
            pick,
        };
        // Ground metres to Mercator metres: 1 / cos(latitude).
        let scale = 1.0 / position.lat_deg.to_radians().cos();
        match shape.kind {
            VesselShapeKind::Hull => w.fan(anchor, &shape.outline, Some(scale), (0.0, 0.0)),
            _ => w.fan(anchor, &shape.outline, None, (0.0, 0.0)),
        }
        let speed = batch.speed_kn[i];
        let course = batch.course_deg[i];
        if options.vector_length_min.is_finite() && prediction::can_predict(speed, course) {
            if let Ok(end) =
                prediction::motion_vector_end(position, speed, course, options.vector_length_min)
            {
                if let Ok(end) = relative(end, options.origin) {
                    w.segment(anchor, end, VECTOR_WIDTH_PX);
                }
            }
        }
        w.colour = rgba8(STATUS_MARK_COLOUR, options.alpha_scale);
        for ring in vessel_shape::nav_status_mark(nav_status_from_code(batch.nav_status[i])) {
            w.fan(anchor, &ring, None, (0.0, STATUS_MARK_OFFSET_PX));
        }
        let (mut reach_m, mut reach_px) = (0.0f32, 0.0f32);
        for v in (start..out.positions.len()).step_by(2) {
            let dx = f64::from(out.positions[v]) - anchor.0;
            let dy = f64::from(out.positions[v + 1]) - anchor.1;
            reach_m = reach_m.max(vertex_f32(dx.hypot(dy)));
            reach_px = reach_px.max(out.offsets_px[v].hypot(out.offsets_px[v + 1]));
        }
        out.anchors
            .extend_from_slice(&[vertex_f32(anchor.0), vertex_f32(anchor.1)]);
        out.extents_m.push(reach_m);
        out.extents_px.push(reach_px);
    }
    out.vertex_offsets.push(index_u32(out.positions.len() / 2));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(dims: [f64; 4], status: u8, speed: f64) -> MarkerBuffers {
        let batch = VesselBatch {
            lat_deg: &[54.5],
            lon_deg: &[18.5],
            heading_deg: &[90.0],
            speed_kn: &[speed],
            course_deg: &[90.0],
            dims_m: &dims,
            nav_status: &[status],
            ids: &[(1 << 23) + 5],
        };
        let origin = projection::project(GeoPoint {
            lat_deg: 54.5,
            lon_deg: 18.5,
        })
        .unwrap();
        let options = VesselLayerOptions {
            origin,
            vector_length_min: 6.0,
            alpha_scale: 1.0,
            pickable: true,
        };
        build_vessel_layer(&batch, &options).unwrap()
    }

    #[test]
    fn missing_dimensions_give_the_red_pixel_triangle() {
        let b = one([f64::NAN; 4], 0, 0.0);
        assert_eq!(b.positions.len(), 6);
        assert!(b.positions.iter().all(|v| v.abs() < 1e-3));
        assert_eq!(&b.colours[0..4], &[255, 0, 0, 255]);
        assert_eq!(&b.pick_colours[0..4], &[5, 0, 128, 255]);
        let max_offset = b.offsets_px.iter().fold(0.0f32, |m, v| m.max(v.abs()));
        assert!((max_offset - 10.0).abs() < 1e-4);
        assert_eq!(b.vertex_offsets, vec![0, 3]);
        assert_eq!(b.extents_m, vec![0.0]);
        assert!((f64::from(b.extents_px[0]) - 136f64.sqrt()).abs() < 1e-4);
    }

    #[test]
    fn hull_is_in_metres_and_vector_and_mark_follow() {
        let b = one([80.0, 20.0, 8.0, 8.0], 1, 10.0);
        // Hull: 3 triangles; vector: 2 triangles; anchor ball: 10 triangles.
        assert_eq!(b.positions.len() / 2, 9 + 6 + 30);
        assert!(b.offsets_px[0..18].iter().all(|v| *v == 0.0));
        let max_x = b.positions[0..18]
            .iter()
            .step_by(2)
            .fold(0.0f32, |m, v| m.max(*v));
        // Heading 90: the bow points east, 80 m scaled by 1 / cos(54.5).
        assert!((f64::from(max_x) - 80.0 / 54.5f64.to_radians().cos()).abs() < 0.5);
        // 10 kn for 6 min = 1 NM east.
        let end_x = b.positions[9 * 2 + 4];
        assert!((f64::from(end_x) - 1852.0 / 54.5f64.to_radians().cos()).abs() < 20.0);
        // The vector reaches furthest; the anchor ball sits 22 px above.
        assert!((f64::from(b.extents_m[0]) - f64::from(end_x)).abs() < 1.0);
        assert!((b.extents_px[0] - 26.0).abs() < 1e-3);
        assert_eq!(b.vertex_offsets, vec![0, 45]);
    }

    #[test]
    fn zero_length_gives_the_green_default_triangle_and_lengths_are_checked() {
        let b = one([0.0, 0.0, 4.0, 4.0], 0, 0.0);
        assert_eq!(b.positions.len(), 6);
        assert_eq!(&b.colours[0..3], &[0, 204, 0]);
        let bad = VesselBatch {
            lat_deg: &[1.0],
            lon_deg: &[],
            heading_deg: &[],
            speed_kn: &[],
            course_deg: &[],
            dims_m: &[],
            nav_status: &[],
            ids: &[1],
        };
        let options = VesselLayerOptions {
            origin: MercatorPoint { x_m: 0.0, y_m: 0.0 },
            vector_length_min: 6.0,
            alpha_scale: 1.0,
            pickable: true,
        };
        assert!(build_vessel_layer(&bad, &options).is_err());
    }
}
