//! Screen-constant-width line strokes with S-52 dash patterns.
//!
//! The core emits, per polyline point, two vertices on the centre line with
//! opposite extrusion vectors (unit normal, lengthened at joins by the miter
//! factor, capped at [`MITER_LIMIT`]) and the distance along the line in
//! metres. The vertex shader places a vertex at
//!
//! ```text
//! world = position + extrusion * (width_px / 2) / pixels_per_mercator_m
//! ```
//!
//! so the width stays the same in pixels at every zoom, and the fragment
//! shader keeps a fragment of a dashed or dotted style only where
//! [`dash_visible`] holds for `distance_m * pixels_per_mercator_m`, so the
//! pattern also keeps its size on screen. Pan and zoom change uniforms only.

use std::fmt;

use crate::cast::{index_u32, vertex_f32};

/// Longest miter (in half widths) before the join is clipped to it.
pub const MITER_LIMIT: f64 = 4.0;

/// S-52 line styles: solid, dashed (3.6 mm dash, 1.8 mm space) and dotted
/// (0.6 mm dot, 1.2 mm space); at 0.3 mm per pixel these are 12/6 and 2/4 px.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum LineStyle {
    Solid = 0,
    Dashed = 1,
    Dotted = 2,
}

/// Dash pattern `(on_px, off_px)` of the dashed style.
pub const DASHED_PX: (f64, f64) = (12.0, 6.0);
/// Pattern of the dotted style.
pub const DOTTED_PX: (f64, f64) = (2.0, 4.0);

impl LineStyle {
    /// From the style id stored in the buffers (unknown ids are solid).
    pub fn from_id(id: u8) -> Self {
        match id {
            1 => Self::Dashed,
            2 => Self::Dotted,
            _ => Self::Solid,
        }
    }

    /// `(on_px, off_px)`, or `None` for solid.
    pub fn pattern_px(self) -> Option<(f64, f64)> {
        match self {
            Self::Solid => None,
            Self::Dashed => Some(DASHED_PX),
            Self::Dotted => Some(DOTTED_PX),
        }
    }
}

/// Whether the point at `distance_px` along the line is drawn (the rule the
/// fragment shader implements).
pub fn dash_visible(style: LineStyle, distance_px: f64) -> bool {
    match style.pattern_px() {
        None => true,
        Some((on, off)) => distance_px.rem_euclid(on + off) < on,
    }
}

/// Why a polyline could not be stroked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StrokeError {
    NotFinite,
    OddCoordinateCount(usize),
    TooManyVertices,
}

impl fmt::Display for StrokeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFinite => write!(f, "line coordinate is not a finite number"),
            Self::OddCoordinateCount(n) => write!(f, "line coordinate list has odd length {n}"),
            Self::TooManyVertices => write!(f, "line layer has too many vertices for u32 indices"),
        }
    }
}

impl std::error::Error for StrokeError {}

/// Stroke geometry: per vertex a position (x, y), an extrusion (x, y) and a
/// distance along the line (m); two triangles per segment.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StrokeMesh {
    pub positions: Vec<f32>,
    pub extrusions: Vec<f32>,
    pub distances_m: Vec<f32>,
    pub indices: Vec<u32>,
}

impl StrokeMesh {
    pub fn vertex_count(&self) -> usize {
        self.positions.len() / 2
    }
}

fn normal(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    (-dy / len, dx / len)
}

/// Strokes a polyline given as origin-relative metres `[x0, y0, ...]` and
/// appends it to `mesh`. Repeated points are dropped; fewer than 2 distinct
/// points give nothing. `closed` joins the last point to the first.
pub fn stroke_polyline(
    xy_m: &[f64],
    closed: bool,
    mesh: &mut StrokeMesh,
) -> Result<(), StrokeError> {
    if xy_m.len() % 2 != 0 {
        return Err(StrokeError::OddCoordinateCount(xy_m.len()));
    }
    if xy_m.iter().any(|v| !v.is_finite()) {
        return Err(StrokeError::NotFinite);
    }
    let mut pts: Vec<(f64, f64)> = Vec::with_capacity(xy_m.len() / 2 + 1);
    for p in xy_m.chunks_exact(2) {
        if pts.last() != Some(&(p[0], p[1])) {
            pts.push((p[0], p[1]));
        }
    }
    if closed && pts.len() > 2 && pts.first() == pts.last() {
        pts.pop();
    }
    if pts.len() < 2 {
        return Ok(());
    }
    let closed = closed && pts.len() > 2;
    if closed {
        pts.push(pts[0]);
    }
    let n = pts.len();
    let base = u32::try_from(mesh.vertex_count()).map_err(|_| StrokeError::TooManyVertices)?;
    if u32::try_from(mesh.vertex_count() + 2 * n).is_err() {
        return Err(StrokeError::TooManyVertices);
    }
    let mut distance = 0.0;
    for i in 0..n {
        let incoming = if i > 0 {
            Some(normal(pts[i - 1], pts[i]))
        } else if closed {
            Some(normal(pts[n - 2], pts[0]))
        } else {
            None
        };
        let outgoing = if i + 1 < n {
            Some(normal(pts[i], pts[i + 1]))
        } else if closed {
            Some(normal(pts[0], pts[1]))
        } else {
            None
        };
        let e = match (incoming, outgoing) {
            (Some(a), Some(b)) => {
                let (mx, my) = (a.0 + b.0, a.1 + b.1);
                let len = mx.hypot(my);
                if len < 1e-9 {
                    a
                } else {
                    let (mx, my) = (mx / len, my / len);
                    let scale = (1.0 / (mx * a.0 + my * a.1)).min(MITER_LIMIT);
                    (mx * scale, my * scale)
                }
            }
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => (0.0, 0.0),
        };
        if i > 0 {
            distance += (pts[i].0 - pts[i - 1].0).hypot(pts[i].1 - pts[i - 1].1);
        }
        let (x, y) = (vertex_f32(pts[i].0), vertex_f32(pts[i].1));
        mesh.positions.extend_from_slice(&[x, y, x, y]);
        mesh.extrusions.extend_from_slice(&[
            vertex_f32(e.0),
            vertex_f32(e.1),
            vertex_f32(-e.0),
            vertex_f32(-e.1),
        ]);
        mesh.distances_m
            .extend_from_slice(&[vertex_f32(distance), vertex_f32(distance)]);
    }
    for k in 0..(index_u32(n) - 1) {
        let a = base + 2 * k;
        mesh.indices
            .extend_from_slice(&[a, a + 1, a + 2, a + 1, a + 3, a + 2]);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_line_has_unit_normals_and_distances() {
        let mut m = StrokeMesh::default();
        stroke_polyline(&[0.0, 0.0, 10.0, 0.0, 10.0, 0.0, 30.0, 0.0], false, &mut m).unwrap();
        assert_eq!(m.vertex_count(), 6, "repeated point dropped");
        assert_eq!(m.indices.len(), 12);
        for e in m.extrusions.chunks_exact(2) {
            assert!((e[0].abs() - 0.0).abs() < 1e-6 && (e[1].abs() - 1.0).abs() < 1e-6);
        }
        assert_eq!(m.distances_m, vec![0.0, 0.0, 10.0, 10.0, 30.0, 30.0]);
    }

    #[test]
    fn right_angle_join_uses_the_miter() {
        let mut m = StrokeMesh::default();
        stroke_polyline(&[0.0, 0.0, 10.0, 0.0, 10.0, 10.0], false, &mut m).unwrap();
        // Middle vertex: miter along (-1, 1)/sqrt2 scaled by sqrt2 = (-1, 1).
        assert!((m.extrusions[4] + 1.0).abs() < 1e-6 && (m.extrusions[5] - 1.0).abs() < 1e-6);
    }

    #[test]
    fn sharp_turns_are_limited_and_closed_rings_wrap() {
        let mut m = StrokeMesh::default();
        stroke_polyline(&[0.0, 0.0, 10.0, 0.0, 0.0, 0.1], false, &mut m).unwrap();
        let e = (m.extrusions[4], m.extrusions[5]);
        assert!(f64::from(e.0.hypot(e.1)) <= MITER_LIMIT + 1e-6);
        let mut r = StrokeMesh::default();
        stroke_polyline(
            &[0.0, 0.0, 4.0, 0.0, 4.0, 4.0, 0.0, 4.0, 0.0, 0.0],
            true,
            &mut r,
        )
        .unwrap();
        assert_eq!(r.vertex_count(), 10, "4 corners + the first again");
        assert_eq!(r.distances_m[8], 16.0);
        // First and last vertex share the corner's miter.
        assert_eq!(r.extrusions[0..2], r.extrusions[16..18]);
    }

    #[test]
    fn degenerate_and_bad_input() {
        let mut m = StrokeMesh::default();
        stroke_polyline(&[1.0, 1.0, 1.0, 1.0], false, &mut m).unwrap();
        assert_eq!(m.vertex_count(), 0);
        assert_eq!(
            stroke_polyline(&[1.0], false, &mut m),
            Err(StrokeError::OddCoordinateCount(1))
        );
        assert_eq!(
            stroke_polyline(&[f64::NAN, 0.0, 1.0, 1.0], false, &mut m),
            Err(StrokeError::NotFinite)
        );
    }

    #[test]
    fn dash_patterns() {
        assert!(dash_visible(LineStyle::Solid, 1e9));
        assert!(dash_visible(LineStyle::Dashed, 0.0));
        assert!(dash_visible(LineStyle::Dashed, 11.9));
        assert!(!dash_visible(LineStyle::Dashed, 12.0));
        assert!(dash_visible(LineStyle::Dashed, 18.0));
        assert!(dash_visible(LineStyle::Dotted, 1.0));
        assert!(!dash_visible(LineStyle::Dotted, 3.0));
        assert_eq!(LineStyle::from_id(2), LineStyle::Dotted);
        assert_eq!(LineStyle::from_id(77), LineStyle::Solid);
        // Visible share of a long line: 2/3 dashed, 1/3 dotted.
        let share = |s| {
            (0..1080)
                .filter(|&i| dash_visible(s, f64::from(i) * 0.5))
                .count()
        };
        assert_eq!(share(LineStyle::Dashed), 720);
        assert_eq!(share(LineStyle::Dotted), 360);
    }

    /// Property: for random polylines, every extrusion is at least a unit
    /// normal long and at most the miter limit, distances grow along the
    /// line, and there are two triangles per segment.
    #[test]
    fn property_random_polylines() {
        let mut rng = crate::rng::SplitMix64::new(23);
        for _ in 0..300 {
            let n = 2 + (rng.next_u64() % 30) as usize;
            let coords: Vec<f64> = (0..2 * n).map(|_| rng.range(-500.0, 500.0)).collect();
            let closed = rng.next_u64() % 2 == 0;
            let mut m = StrokeMesh::default();
            stroke_polyline(&coords, closed, &mut m).unwrap();
            let points = m.vertex_count() / 2;
            assert_eq!(m.indices.len(), 6 * (points - 1));
            for e in m.extrusions.chunks_exact(2) {
                let len = f64::from(e[0]).hypot(f64::from(e[1]));
                assert!((1.0 - 1e-5..=MITER_LIMIT + 1e-5).contains(&len), "{len}");
            }
            for w in m.distances_m.windows(2) {
                assert!(w[1] >= w[0]);
            }
        }
    }
}
