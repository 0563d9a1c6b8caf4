//! Fill tessellation: polygons with holes to triangles.
//!
//! Two engines, chosen by measurement (BENCHMARKS.md): lyon's sweep-line
//! fill tessellator (even-odd rule, so holes are holes whatever their
//! winding) and the `earcut` crate (georust's port of mapbox/earcut 3.x).
//! The default engine runs first; its result is checked in f64 (covered area
//! against the polygon's, O(n)) and, if lyon failed or is off by more than
//! [`DEFAULT_MAX_DEVIATION`], the other engine's result is computed too and
//! the closer one kept. earcutr (a port of earcut 2.x) was measured and
//! dropped: it loops forever on earcut's `issue107` fixture.
//!
//! Input is a flat `[x0, y0, x1, y1, ...]` list in f64 and the vertex index
//! where each hole starts (earcut's `holeIndices`). Lyon works in f32, so the
//! polygon is moved to a local origin (its first vertex) before converting;
//! output indices refer to the input vertices themselves, and vertices lyon
//! creates at self-intersections are appended after them, computed in f64.
//! Spec section 5: polygons with fewer than 3 points yield no triangles.

use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use crate::fill_area::{deviation, tail_area, triangle_area};
pub use crate::fill_area::{polygon_area, ring_area};
use crate::fill_lyon::{Collector, Positions};
use lyon_tessellation::math::{point, Point};
use lyon_tessellation::path::{EndpointId, IdEvent};
use lyon_tessellation::{FillOptions, FillRule, FillTessellator, GeometryBuilderError};

/// From this many holes on, the default engine uses lyon when no vertex is
/// shared between or within rings: earcut's hole elimination grows with holes
/// x vertices, lyon's sweep does not. Rings touching at shared vertices often
/// make lyon's f32 result fail the coverage check, which then costs both
/// engines' time, so those go to earcut.
pub const LYON_MIN_HOLES: usize = 10;
/// From this many holes on, the default engine uses lyon even with shared
/// vertices (earcut's hole elimination dominates by far).
pub const LYON_ALWAYS_HOLES: usize = 1000;

/// Which triangulator to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FillEngine {
    /// The default: lyon (checked, with earcut as the fallback) for polygons
    /// with at least [`LYON_MIN_HOLES`] holes and no shared vertex, or at
    /// least [`LYON_ALWAYS_HOLES`] holes; earcut otherwise, as measured on
    /// ENC cells and earcut's fixtures (BENCHMARKS.md).
    Auto,
    /// lyon's fill tessellator, with earcut as the fallback.
    Lyon,
    /// The earcut crate only.
    Earcut,
}

/// Why a polygon could not be tessellated.
#[derive(Debug, Clone, PartialEq)]
pub enum FillError {
    /// The coordinate list has an odd length.
    OddCoordinateCount(usize),
    /// A coordinate is NaN or infinite.
    NotFinite,
    /// Hole start indices are not increasing or point past the last vertex.
    BadHoleIndex(usize),
    /// More vertices than a u32 index can address.
    TooManyVertices,
    /// Both triangulators failed.
    Failed(String),
}

impl fmt::Display for FillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OddCoordinateCount(n) => {
                write!(f, "polygon coordinate list has odd length {n}")
            }
            Self::NotFinite => write!(f, "polygon coordinate is not a finite number"),
            Self::BadHoleIndex(i) => write!(f, "hole start index {i} is out of order or range"),
            Self::TooManyVertices => write!(f, "polygon has too many vertices for u32 indices"),
            Self::Failed(why) => write!(f, "polygon could not be tessellated: {why}"),
        }
    }
}

impl std::error::Error for FillError {}

/// Triangles of one or more polygons: positions (x, y pairs, f64) and
/// triangle indices into them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FillMesh {
    pub positions: Vec<f64>,
    pub indices: Vec<u32>,
}

impl FillMesh {
    /// Number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.positions.len() / 2
    }

    /// Sum of the absolute areas of the triangles (f64).
    pub fn triangle_area(&self) -> f64 {
        let p = |i: u32| {
            let k = i as usize * 2;
            (
                self.positions.get(k).copied().unwrap_or(0.0),
                self.positions.get(k + 1).copied().unwrap_or(0.0),
            )
        };
        self.indices
            .chunks_exact(3)
            .map(|t| triangle_area(p(t[0]), p(t[1]), p(t[2])))
            .sum()
    }
}

/// A reusable fill tessellator (keeps lyon's buffers between polygons).
pub struct FillTessellatorCore {
    engine: FillEngine,
    lyon: FillTessellator,
    points: Vec<Point>,
    events: Vec<IdEvent>,
    extra: Vec<f64>,
    triangles: Vec<u32>,
    earcut: earcut::Earcut<f64>,
    scratch: FillMesh,
    max_deviation: f64,
}

/// Default largest relative area deviation accepted from lyon before the
/// earcut result is also computed (and the closer one kept).
pub const DEFAULT_MAX_DEVIATION: f64 = 1e-9;

impl Default for FillTessellatorCore {
    fn default() -> Self {
        Self::new(FillEngine::Auto)
    }
}

impl FillTessellatorCore {
    pub fn new(engine: FillEngine) -> Self {
        Self {
            engine,
            lyon: FillTessellator::new(),
            points: Vec::new(),
            events: Vec::new(),
            extra: Vec::new(),
            triangles: Vec::new(),
            earcut: earcut::Earcut::new(),
            scratch: FillMesh::default(),
            max_deviation: DEFAULT_MAX_DEVIATION,
        }
    }

    /// Sets the largest relative area deviation accepted from lyon without
    /// also trying earcut (0 = the result must cover the polygon exactly in
    /// f64 arithmetic).
    pub fn with_max_deviation(mut self, max_deviation: f64) -> Self {
        self.max_deviation = max_deviation;
        self
    }

    /// Tessellates one polygon (`coords` flat x, y; `hole_starts` = vertex
    /// index of each hole's first point) and appends it to `mesh`.
    pub fn tessellate_into(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        mesh: &mut FillMesh,
    ) -> Result<(), FillError> {
        if coords.len() % 2 != 0 {
            return Err(FillError::OddCoordinateCount(coords.len()));
        }
        if coords.iter().any(|c| !c.is_finite()) {
            return Err(FillError::NotFinite);
        }
        let n = coords.len() / 2;
        let vertex_count = u32::try_from(n).map_err(|_| FillError::TooManyVertices)?;
        let mut prev = 0;
        for &h in hole_starts {
            if h < prev || h as usize > n {
                return Err(FillError::BadHoleIndex(h as usize));
            }
            prev = h;
        }
        let outer_len = hole_starts.first().map_or(n, |&h| h as usize);
        if outer_len < 3 {
            return Ok(());
        }
        let base = u32::try_from(mesh.vertex_count()).map_err(|_| FillError::TooManyVertices)?;
        if base.checked_add(vertex_count).is_none() {
            return Err(FillError::TooManyVertices);
        }
        mesh.positions.extend_from_slice(coords);
        let start_len = mesh.indices.len();
        let use_earcut = match self.engine {
            FillEngine::Earcut => true,
            FillEngine::Lyon => false,
            FillEngine::Auto => {
                hole_starts.len() < LYON_MIN_HOLES
                    || (hole_starts.len() < LYON_ALWAYS_HOLES
                        && has_shared_vertex(coords, hole_starts))
            }
        };
        if use_earcut {
            return self.run_earcut(coords, hole_starts, base, &mut mesh.indices);
        }
        let positions_len = mesh.positions.len();
        let lyon_ok = self.run_lyon(coords, hole_starts, vertex_count, base, mesh)?;
        let poly_area = polygon_area(coords, hole_starts);
        if lyon_ok && deviation(tail_area(mesh, start_len), poly_area) <= self.max_deviation {
            return Ok(());
        }
        // lyon failed or its coverage is off (f32 snapping in near-degenerate
        // input): compute earcut's triangles too and keep the closer result.
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.indices.clear();
        let earcut_result = self.run_earcut(coords, hole_starts, base, &mut scratch.indices);
        let earcut_better = earcut_result.is_ok() && {
            let lyon_dev = if lyon_ok {
                deviation(tail_area(mesh, start_len), poly_area)
            } else {
                f64::INFINITY
            };
            let lyon_indices = mesh.indices.split_off(start_len);
            mesh.indices.extend_from_slice(&scratch.indices);
            let earcut_dev = deviation(tail_area(mesh, start_len), poly_area);
            if earcut_dev <= lyon_dev {
                mesh.positions.truncate(positions_len);
                true
            } else {
                mesh.indices.truncate(start_len);
                mesh.indices.extend_from_slice(&lyon_indices);
                false
            }
        };
        self.scratch = scratch;
        match (lyon_ok, earcut_better, earcut_result) {
            (_, true, _) | (true, false, _) => Ok(()),
            (false, false, Err(e)) => Err(e),
            (false, false, Ok(())) => Ok(()),
        }
    }

    /// Tessellates one polygon into a fresh mesh.
    pub fn tessellate(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
    ) -> Result<FillMesh, FillError> {
        let mut mesh = FillMesh::default();
        self.tessellate_into(coords, hole_starts, &mut mesh)?;
        Ok(mesh)
    }

    /// Returns Ok(false) when lyon failed and earcut should be tried.
    fn run_lyon(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        vertex_count: u32,
        base: u32,
        mesh: &mut FillMesh,
    ) -> Result<bool, FillError> {
        let origin = (coords[0], coords[1]);
        self.points.clear();
        self.points.extend(
            coords
                .chunks_exact(2)
                .map(|c| point((c[0] - origin.0) as f32, (c[1] - origin.1) as f32)),
        );
        self.events.clear();
        let mut start = 0u32;
        for end in hole_starts
            .iter()
            .copied()
            .chain(std::iter::once(vertex_count))
        {
            if end >= start + 3 {
                self.events.push(IdEvent::Begin {
                    at: EndpointId(start),
                });
                for i in start + 1..end {
                    self.events.push(IdEvent::Line {
                        from: EndpointId(i - 1),
                        to: EndpointId(i),
                    });
                }
                self.events.push(IdEvent::End {
                    last: EndpointId(end - 1),
                    first: EndpointId(start),
                    close: true,
                });
            }
            start = end;
        }
        self.extra.clear();
        let options = FillOptions::default().with_fill_rule(FillRule::EvenOdd);
        let start_len = mesh.indices.len();
        let mut collector = Collector {
            coords,
            vertex_count,
            base,
            origin,
            extra: &mut self.extra,
            indices: &mut mesh.indices,
            start_len,
        };
        let result = self.lyon.tessellate_with_ids(
            self.events.iter().copied(),
            &Positions(&self.points),
            None,
            &options,
            &mut collector,
        );
        match result {
            Ok(()) => {
                mesh.positions.extend_from_slice(&self.extra);
                Ok(true)
            }
            Err(lyon_tessellation::TessellationError::GeometryBuilder(
                GeometryBuilderError::TooManyVertices,
            )) => Err(FillError::TooManyVertices),
            Err(_) => {
                mesh.indices.truncate(start_len);
                Ok(false)
            }
        }
    }

    fn run_earcut(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        base: u32,
        indices: &mut Vec<u32>,
    ) -> Result<(), FillError> {
        // Coordinates as given (layers pass origin-relative metres already),
        // so results match earcut's on the same input. Hole starts were
        // validated (increasing, within the vertex count), which is what the
        // crate requires not to panic.
        let mut triangles = std::mem::take(&mut self.triangles);
        self.earcut.earcut(
            coords.chunks_exact(2).map(|c| [c[0], c[1]]),
            hole_starts,
            &mut triangles,
        );
        if base == 0 {
            indices.extend_from_slice(&triangles);
        } else {
            indices.extend(triangles.iter().map(|&i| base + i));
        }
        self.triangles = triangles;
        Ok(())
    }
}

/// A fast multiplicative hasher for coordinate bits (no DoS concern here).
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// Whether two vertices of the polygon have the same position (rings
/// touching each other or themselves); a ring's closing point repeating its
/// first one does not count.
fn has_shared_vertex(coords: &[f64], hole_starts: &[u32]) -> bool {
    let n = coords.len() / 2;
    let mut seen: std::collections::HashSet<(u64, u64), BuildHasherDefault<MixHasher>> =
        std::collections::HashSet::with_capacity_and_hasher(n, Default::default());
    let key = |i: usize| (coords[2 * i].to_bits(), coords[2 * i + 1].to_bits());
    let mut start = 0usize;
    for end in hole_starts
        .iter()
        .map(|&h| h as usize)
        .chain(std::iter::once(n))
    {
        let mut last = end;
        if end > start + 1 && key(end - 1) == key(start) {
            last = end - 1;
        }
        if (start..last).any(|i| !seen.insert(key(i))) {
            return true;
        }
        start = end;
    }
    false
}

/// Tessellates one polygon with the default engine.
pub fn tessellate_polygon(coords: &[f64], hole_starts: &[u32]) -> Result<FillMesh, FillError> {
    FillTessellatorCore::default().tessellate(coords, hole_starts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    fn square_with_hole() -> (Vec<f64>, Vec<u32>) {
        let coords = vec![
            0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, // outer
            2.0, 2.0, 2.0, 4.0, 4.0, 4.0, 4.0, 2.0, // hole
        ];
        (coords, vec![4])
    }

    #[test]
    fn fewer_than_three_points_give_no_triangles() {
        for engine in [FillEngine::Auto, FillEngine::Lyon, FillEngine::Earcut] {
            let mut t = FillTessellatorCore::new(engine);
            assert!(t.tessellate(&[], &[]).unwrap().indices.is_empty());
            assert!(t
                .tessellate(&[0.0, 0.0, 1.0, 1.0], &[])
                .unwrap()
                .indices
                .is_empty());
        }
    }

    #[test]
    fn square_with_hole_covers_its_area() {
        let (coords, holes) = square_with_hole();
        for engine in [FillEngine::Lyon, FillEngine::Earcut] {
            let mesh = FillTessellatorCore::new(engine)
                .tessellate(&coords, &holes)
                .unwrap();
            assert_eq!(mesh.indices.len() % 3, 0);
            assert!((mesh.triangle_area() - 96.0).abs() < 1e-9, "{engine:?}");
            assert_eq!(mesh.vertex_count(), 8, "no extra vertices: {engine:?}");
        }
    }

    #[test]
    fn far_from_origin_keeps_precision() {
        // Projected metres near the start position: sub-metre detail.
        let (x, y) = (2_063_863.25, 7_271_177.5);
        let coords = [x, y, x + 0.5, y, x + 0.5, y + 0.25, x, y + 0.25];
        let mesh = tessellate_polygon(&coords, &[]).unwrap();
        assert!((mesh.triangle_area() - 0.125).abs() < 1e-9);
    }

    #[test]
    fn self_intersection_adds_vertices() {
        // A bow tie: two triangles meeting at (5, 5).
        let coords = [0.0, 0.0, 10.0, 10.0, 10.0, 0.0, 0.0, 10.0];
        let mesh = FillTessellatorCore::new(FillEngine::Lyon)
            .tessellate(&coords, &[])
            .unwrap();
        assert!((mesh.triangle_area() - 50.0).abs() < 1e-6);
        assert!(mesh.vertex_count() >= 5);
        // The default engine (earcut for hole-free polygons) covers it too.
        let mesh = tessellate_polygon(&coords, &[]).unwrap();
        assert!((mesh.triangle_area() - 50.0).abs() < 1e-6);
    }

    #[test]
    fn finds_shared_vertices() {
        let ring = [0.0, 0.0, 1.0, 0.0, 1.0, 1.0];
        assert!(!has_shared_vertex(&ring, &[]));
        // A closing point equal to the first is not a shared vertex.
        assert!(!has_shared_vertex(
            &[0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 0.0],
            &[]
        ));
        assert!(has_shared_vertex(
            &[0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.0],
            &[]
        ));
        // A hole touching the outer ring at (1, 0).
        let touching = [
            0.0, 0.0, 1.0, 0.0, 4.0, 0.0, 4.0, 4.0, // outer
            1.0, 0.0, 2.0, 1.0, 1.0, 1.0, // hole
        ];
        assert!(has_shared_vertex(&touching, &[4]));
        assert!(!has_shared_vertex(&touching[..8], &[]));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(
            tessellate_polygon(&[0.0, 1.0, 2.0], &[]),
            Err(FillError::OddCoordinateCount(3))
        );
        assert_eq!(
            tessellate_polygon(&[0.0, f64::NAN, 1.0, 0.0, 1.0, 1.0], &[]),
            Err(FillError::NotFinite)
        );
        assert_eq!(
            tessellate_polygon(&[0.0, 0.0, 1.0, 0.0, 1.0, 1.0], &[7]),
            Err(FillError::BadHoleIndex(7))
        );
    }

    #[test]
    fn appends_with_offsets() {
        let (coords, holes) = square_with_hole();
        let mut t = FillTessellatorCore::default();
        let mut mesh = FillMesh::default();
        t.tessellate_into(&coords, &holes, &mut mesh).unwrap();
        let first = mesh.indices.len();
        t.tessellate_into(&coords, &holes, &mut mesh).unwrap();
        assert_eq!(mesh.vertex_count(), 16);
        assert!(mesh.indices[first..].iter().all(|&i| (8..16).contains(&i)));
        assert!((mesh.triangle_area() - 192.0).abs() < 1e-9);
    }

    /// Property: random star-shaped polygons (simple by construction) are
    /// covered exactly, by both engines.
    #[test]
    fn property_star_polygons_cover_their_area() {
        let mut rng = SplitMix64::new(7);
        for case in 0..200 {
            let n = 3 + (rng.next_u64() % 60) as usize;
            let (cx, cy) = (rng.range(-1e6, 1e6), rng.range(-1e6, 1e6));
            let mut coords = Vec::with_capacity(2 * n);
            for i in 0..n {
                let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.8)) / n as f64;
                let r = rng.range(10.0, 1000.0);
                coords.push((cx + r * a.cos()).round());
                coords.push((cy + r * a.sin()).round());
            }
            let area = ring_area(&coords).abs();
            for engine in [FillEngine::Lyon, FillEngine::Earcut] {
                let mesh = FillTessellatorCore::new(engine)
                    .tessellate(&coords, &[])
                    .unwrap();
                let dev = (mesh.triangle_area() - area).abs() / area.max(1e-12);
                assert!(dev < 1e-9, "case {case} {engine:?}: deviation {dev}");
            }
        }
    }

    /// Property: a random star-shaped outer ring with up to 30 disjoint
    /// square holes (on a grid inside its inner radius) is covered exactly:
    /// outer area minus holes, by every engine (more than 10 holes takes the
    /// lyon branch of the default engine).
    #[test]
    fn property_polygons_with_holes_cover_their_area() {
        let mut rng = SplitMix64::new(19);
        for case in 0..100 {
            let n = 8 + (rng.next_u64() % 40) as usize;
            let (cx, cy) = (rng.range(-1e5, 1e5).round(), rng.range(-1e5, 1e5).round());
            let mut coords = Vec::new();
            for i in 0..n {
                let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.8)) / n as f64;
                let r = rng.range(600.0, 1000.0);
                coords.push((cx + r * a.cos()).round());
                coords.push((cy + r * a.sin()).round());
            }
            let mut holes = Vec::new();
            let count = (rng.next_u64() % 31) as usize;
            // A 6 x 6 grid of 60 m cells inside radius 424 m (< 600 m).
            for k in 0..count {
                let (gx, gy) = ((k % 6) as f64, (k / 6) as f64);
                let (x, y) = (cx - 300.0 + 100.0 * gx, cy - 300.0 + 100.0 * gy);
                let side = rng.range(10.0, 60.0).round();
                holes.push((coords.len() / 2) as u32);
                coords.extend_from_slice(&[x, y, x, y + side, x + side, y + side, x + side, y]);
            }
            let area = polygon_area(&coords, &holes);
            for engine in [FillEngine::Auto, FillEngine::Lyon, FillEngine::Earcut] {
                let mesh = FillTessellatorCore::new(engine)
                    .tessellate(&coords, &holes)
                    .unwrap();
                let dev = (mesh.triangle_area() - area).abs() / area;
                assert!(
                    dev < 1e-9,
                    "case {case} {engine:?}: {count} holes, deviation {dev}"
                );
            }
        }
    }
}
