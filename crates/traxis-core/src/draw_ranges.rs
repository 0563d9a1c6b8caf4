//! Draw ranges: a large indexed mesh's triangles sorted into a grid of cells
//! over its extent, each cell's triangles one run of the index buffer with
//! the bounds of their vertices, so a frame draws only the runs whose bounds
//! meet the view (a software GPU processes every vertex it is given, seen or
//! not). Built once per layer in the chart worker.

use crate::cast::index_u32;

/// Meshes with fewer triangles are drawn whole.
pub const MIN_BINNED_TRIANGLES: usize = 8192;
/// About this many triangles per grid cell (at most `MAX_GRID` x `MAX_GRID` cells).
pub const TRIANGLES_PER_BIN: usize = 4096;
/// The most grid cells along each axis.
pub const MAX_GRID: usize = 16;

/// A mesh's triangles in runs by area.
#[derive(Debug, Clone, PartialEq)]
pub struct BinnedTriangles {
    /// The triangles' indices reordered by grid cell (3 per triangle).
    pub indices: Vec<u32>,
    /// `minX, minY, maxX, maxY` of each run's vertices.
    pub bounds: Vec<f32>,
    /// Each run's first index.
    pub starts: Vec<u32>,
    /// Each run's number of indices.
    pub counts: Vec<u32>,
}

/// `minX, minY, maxX, maxY` of `x, y` pairs (infinite and inverted for none).
pub fn position_bounds(positions: &[f32]) -> [f32; 4] {
    let mut b = [
        f32::INFINITY,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NEG_INFINITY,
    ];
    for p in positions.chunks_exact(2) {
        b[0] = b[0].min(p[0]);
        b[1] = b[1].min(p[1]);
        b[2] = b[2].max(p[0]);
        b[3] = b[3].max(p[1]);
    }
    b
}

fn vertex(positions: &[f32], index: u32) -> (f32, f32) {
    let i = 2 * index as usize;
    (
        positions.get(i).copied().unwrap_or(0.0),
        positions.get(i + 1).copied().unwrap_or(0.0),
    )
}

/// The triangles of `indices` (into `positions`' `x, y` pairs) reordered by
/// the grid cell of their centroid, with a run per non-empty cell; `None`
/// for a mesh small enough to draw whole.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "grid cells clamped to 0..MAX_GRID (bins below MAX_GRID², 256, fit u16); triangle counts exact in f64"
)]
pub fn bin_triangles(positions: &[f32], indices: &[u32]) -> Option<BinnedTriangles> {
    let triangles = indices.len() / 3;
    if triangles < MIN_BINNED_TRIANGLES {
        return None;
    }
    let [min_x, min_y, max_x, max_y] = position_bounds(positions);
    let grid =
        ((triangles as f64 / TRIANGLES_PER_BIN as f64).sqrt().ceil() as usize).clamp(1, MAX_GRID);
    let cell_w = f64::from(max_x - min_x).max(1e-6) / grid as f64;
    let cell_h = f64::from(max_y - min_y).max(1e-6) / grid as f64;
    let bins = grid * grid;
    let mut bin_of = vec![0u16; triangles];
    let mut per_bin = vec![0u32; bins];
    let cell = |v: f64, min: f32, size: f64| {
        (((v - f64::from(min)) / size).floor().max(0.0) as usize).min(grid - 1)
    };
    for (t, tri) in indices.chunks_exact(3).enumerate() {
        let (mut cx, mut cy) = (0.0f64, 0.0f64);
        for &v in tri {
            let (x, y) = vertex(positions, v);
            cx += f64::from(x);
            cy += f64::from(y);
        }
        let bin = cell(cy / 3.0, min_y, cell_h) * grid + cell(cx / 3.0, min_x, cell_w);
        bin_of[t] = bin as u16;
        per_bin[bin] += 1;
    }
    let used = per_bin.iter().filter(|&&n| n > 0).count();
    let mut out = BinnedTriangles {
        indices: vec![0; 3 * triangles],
        bounds: Vec::with_capacity(4 * used),
        starts: Vec::with_capacity(used),
        counts: Vec::with_capacity(used),
    };
    // Each bin's next write position and its run.
    let mut next = vec![0usize; bins];
    let mut run_of = vec![0usize; bins];
    let mut at = 0usize;
    for (bin, &n) in per_bin.iter().enumerate() {
        if n == 0 {
            continue;
        }
        next[bin] = at;
        run_of[bin] = out.starts.len();
        out.starts.push(index_u32(at));
        out.counts.push(3 * n);
        out.bounds.extend_from_slice(&[
            f32::INFINITY,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        ]);
        at += 3 * n as usize;
    }
    for (t, tri) in indices.chunks_exact(3).enumerate() {
        let bin = usize::from(bin_of[t]);
        let o = 4 * run_of[bin];
        let w = next[bin];
        out.indices[w..w + 3].copy_from_slice(tri);
        next[bin] = w + 3;
        for &v in tri {
            let (x, y) = vertex(positions, v);
            let b = &mut out.bounds[o..o + 4];
            b[0] = b[0].min(x);
            b[1] = b[1].min(y);
            b[2] = b[2].max(x);
            b[3] = b[3].max(y);
        }
    }
    Some(out)
}

#[cfg(test)]
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "test inputs from small counters and seeded random numbers"
)]
mod tests {
    use super::*;

    /// A strip of `n` triangles along x, each 1 m wide, at y 0..1.
    fn strip(n: usize) -> (Vec<f32>, Vec<u32>) {
        let mut positions = Vec::new();
        for i in 0..=n {
            positions.extend_from_slice(&[i as f32, 0.0, i as f32, 1.0]);
        }
        let mut indices = Vec::new();
        for i in 0..n as u32 {
            indices.extend_from_slice(&[2 * i, 2 * i + 2, 2 * i + 1]);
        }
        (positions, indices)
    }

    #[test]
    fn small_meshes_are_drawn_whole() {
        let (p, i) = strip(MIN_BINNED_TRIANGLES - 1);
        assert_eq!(bin_triangles(&p, &i), None);
    }

    #[test]
    fn runs_hold_every_triangle_once_within_their_bounds() {
        let (p, i) = strip(40_000);
        let Some(b) = bin_triangles(&p, &i) else {
            panic!("binned")
        };
        let grid = (40_000f64 / TRIANGLES_PER_BIN as f64).sqrt().ceil() as usize;
        // A strip along x fills one row of the grid.
        assert_eq!(b.starts.len(), grid);
        assert_eq!(b.counts.iter().sum::<u32>() as usize, i.len());
        let mut seen: Vec<[u32; 3]> = b
            .indices
            .chunks_exact(3)
            .map(|t| [t[0], t[1], t[2]])
            .collect();
        let mut all: Vec<[u32; 3]> = i.chunks_exact(3).map(|t| [t[0], t[1], t[2]]).collect();
        seen.sort_unstable();
        all.sort_unstable();
        assert_eq!(seen, all);
        let mut expect_start = 0;
        for (r, (&start, &count)) in b.starts.iter().zip(&b.counts).enumerate() {
            assert_eq!(start, expect_start);
            expect_start += count;
            let bounds = &b.bounds[4 * r..4 * r + 4];
            for &v in &b.indices[start as usize..(start + count) as usize] {
                let (x, y) = vertex(&p, v);
                assert!(x >= bounds[0] && x <= bounds[2] && y >= bounds[1] && y <= bounds[3]);
            }
        }
        // Runs go west to east: the first run ends where the second begins.
        assert!(b.bounds[2] <= b.bounds[4] + 1.0);
    }

    #[test]
    fn bad_indices_do_not_panic() {
        let (p, mut i) = strip(MIN_BINNED_TRIANGLES);
        i[0] = u32::MAX;
        assert!(bin_triangles(&p, &i).is_some());
        assert_eq!(
            position_bounds(&[]),
            [
                f32::INFINITY,
                f32::INFINITY,
                f32::NEG_INFINITY,
                f32::NEG_INFINITY
            ]
        );
    }
}
