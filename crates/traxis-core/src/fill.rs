//! Fill tessellation: polygons with holes to triangles.
//!
//! Three engines, chosen by measurement (BENCHMARKS.md): our own monotone
//! sweep (`fill_sweep.rs`) for simple polygons of [`SWEEP_MIN_VERTICES`]
//! and more, which proves as it goes that the rings neither cross nor touch
//! and gives up otherwise; then lyon's sweep-line fill tessellator
//! (even-odd rule, so holes are holes whatever their winding) and the
//! `earcut` crate (georust's port of mapbox/earcut 3.x). lyon always runs with its intersection handling: without it, lyon is
//! documented to possibly panic on crossing edges, a trap in WASM. Its
//! result is checked in f64 (covered area against the polygon's, O(n))
//! and, if lyon failed or is off by more than [`DEFAULT_MAX_DEVIATION`],
//! earcut's result is computed too and the closer one kept. earcutr (0.4
//! and 0.5, ports of earcut 2.x) was measured and dropped: both loop
//! forever on earcut's `issue107` fixture, and 0.5 is slower than the
//! earcut crate on nearly every fixture.
//!
//! Input is a flat `[x0, y0, x1, y1, ...]` list in f64 and the vertex index
//! where each hole starts (earcut's `holeIndices`). Lyon works in f32, so the
//! polygon is moved to a local origin (its first vertex) before converting;
//! output indices refer to the input vertices themselves, and vertices lyon
//! creates at self-intersections are appended after them, computed in f64.
//! Spec section 5: polygons with fewer than 3 points yield no triangles.

use std::fmt;

use crate::fill_area::{deviation, tail_area, triangle_area};
pub use crate::fill_area::{polygon_area, ring_area};
use crate::fill_lyon::LyonScratch;
use crate::fill_shared::SharedVertexIndex;
use crate::fill_small::{ring_is_flat, triangulate_small, SMALL_MAX_VERTICES};
use crate::fill_sweep::MonotoneSweep;

/// From this many vertices on, the default engine uses lyon (with its
/// intersection handling) even for a polygon with few holes: a guaranteed
/// O(n log n) sweep for rings far larger than any of the cells'. Below it,
/// the earcut crate is as fast or faster on the cells' polygons with fewer
/// than [`LYON_MIN_HOLES`] holes (in WASM, per polygon: the crate took 0.28
/// of npm earcut's time on US4MD81M's hole-free 30,883-vertex coastline,
/// lyon 0.37; BENCHMARKS.md).
pub const LYON_MIN_VERTICES: usize = 50_000;
/// From this many holes on, the default engine uses lyon whatever the vertex
/// count: earcut's hole elimination grows with holes x vertices, lyon's sweep
/// does not (measured per polygon on both cells: from 5 holes on, lyon with
/// its handling is the faster on the whole).
pub const LYON_MIN_HOLES: usize = 5;
/// Polygons whose rings share a vertex go to earcut below this many holes:
/// lyon's f32 result of them often misses the coverage check (then both
/// engines run); from here on earcut's hole elimination costs more than that.
pub const LYON_ALWAYS_HOLES: usize = 1000;

/// From this many vertices on, the default engine tries its own monotone
/// sweep first (`fill_sweep.rs`). Below it the earcut crate is the faster
/// (native, per polygon of both cells: 1.8x faster up to 32 vertices, even
/// from there to 128), and small rings with holes are mostly earcut's
/// degenerate fixtures, where the sweep gives up (BENCHMARKS.md).
pub const SWEEP_MIN_VERTICES: usize = 32;

/// Which triangulator to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FillEngine {
    /// The default: nothing for a flat outer ring, ear clipping over fixed
    /// arrays for hole-free rings of at most 16 vertices (`fill_small.rs`),
    /// the monotone sweep for simple polygons of at least
    /// [`SWEEP_MIN_VERTICES`] vertices; for what it gives up on, lyon with intersection handling (checked, with earcut as the
    /// fallback) for polygons
    /// with at least [`LYON_MIN_VERTICES`] vertices or [`LYON_MIN_HOLES`]
    /// holes, unless it has holes and its rings share a vertex (below
    /// [`LYON_ALWAYS_HOLES`] holes); earcut otherwise, as measured on ENC
    /// cells and earcut's fixtures (BENCHMARKS.md).
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

/// A reusable fill tessellator (keeps both engines' buffers between
/// polygons).
pub struct FillTessellatorCore {
    engine: FillEngine,
    lyon: LyonScratch,
    shared: SharedVertexIndex,
    sweep: MonotoneSweep,
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
            lyon: LyonScratch::default(),
            shared: SharedVertexIndex::default(),
            sweep: MonotoneSweep::default(),
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
        // A flat outer ring covers nothing (like fewer than 3 points), whatever
        // its holes hold: checked before the (costlier) finite check. A
        // non-finite point never makes a ring flat.
        if self.engine == FillEngine::Auto && ring_is_flat(coords, 0, outer_len) {
            return Ok(());
        }
        if coords.iter().any(|c| !c.is_finite()) {
            return Err(FillError::NotFinite);
        }
        mesh.positions.extend_from_slice(coords);
        let start_len = mesh.indices.len();
        if self.engine == FillEngine::Auto {
            // The smallest polygons: see fill_small.rs.
            if hole_starts.is_empty()
                && n <= SMALL_MAX_VERTICES
                && triangulate_small(coords, base, &mut mesh.indices)
            {
                return Ok(());
            }
            // Simple rings (no crossing, touching or shared vertex): the
            // sweep, which proves that as it goes; the engines below take
            // what it gives up on.
            if n >= SWEEP_MIN_VERTICES
                && self
                    .sweep
                    .triangulate(coords, hole_starts, base, &mut mesh.indices)
            {
                return Ok(());
            }
        }
        let use_earcut = match self.engine {
            FillEngine::Earcut => true,
            FillEngine::Lyon => false,
            FillEngine::Auto => {
                let holes = hole_starts.len();
                (n < LYON_MIN_VERTICES && holes < LYON_MIN_HOLES)
                    || ((1..LYON_ALWAYS_HOLES).contains(&holes)
                        && self.shared.has_shared_vertex(coords, hole_starts))
            }
        };
        if use_earcut {
            self.run_earcut(coords, hole_starts, base, &mut mesh.indices);
            return Ok(());
        }
        let positions_len = mesh.positions.len();
        let poly_area = polygon_area(coords, hole_starts);
        let max_deviation = self.max_deviation;
        let covers =
            |mesh: &FillMesh| deviation(tail_area(mesh, start_len), poly_area) <= max_deviation;
        // lyon, always with its intersection handling (see fill_lyon.rs).
        // If it fails or its coverage is off, earcut's result is computed
        // and the closer kept.
        let lyon_ok = self
            .lyon
            .run(coords, hole_starts, vertex_count, base, mesh)?;
        if lyon_ok && covers(mesh) {
            return Ok(());
        }
        // lyon failed or its coverage is off (f32 snapping in near-degenerate
        // input): compute earcut's triangles too and keep the closer result.
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.indices.clear();
        self.run_earcut(coords, hole_starts, base, &mut scratch.indices);
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
        } else {
            mesh.indices.truncate(start_len);
            mesh.indices.extend_from_slice(&lyon_indices);
        }
        self.scratch = scratch;
        Ok(())
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

    fn run_earcut(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        base: u32,
        indices: &mut Vec<u32>,
    ) {
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
    }
}

/// Tessellates one polygon with the default engine.
pub fn tessellate_polygon(coords: &[f64], hole_starts: &[u32]) -> Result<FillMesh, FillError> {
    FillTessellatorCore::default().tessellate(coords, hole_starts)
}

#[cfg(test)]
#[path = "fill_tests.rs"]
mod tests;
