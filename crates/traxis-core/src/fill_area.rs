//! Areas with earcut's own formulas (trapezoid ring sums, its triangle
//! expression), so the fill path's coverage check and the peer suite measure
//! deviation exactly as earcut's test does.

use crate::fill::FillMesh;

/// Signed area of a ring, positive for counter-clockwise; computed as
/// earcut's `signedArea` does (trapezoids), so deviations match earcut's.
pub fn ring_area(coords: &[f64]) -> f64 {
    let n = coords.len() / 2;
    if n == 0 {
        return 0.0;
    }
    let mut sum = 0.0;
    let mut j = n - 1;
    for i in 0..n {
        sum += (coords[2 * j] - coords[2 * i]) * (coords[2 * i + 1] + coords[2 * j + 1]);
        j = i;
    }
    sum / 2.0
}

/// Area of one triangle, with earcut's `deviation` formula.
pub(crate) fn triangle_area(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> f64 {
    ((a.0 - c.0) * (b.1 - a.1) - (a.0 - b.0) * (c.1 - a.1)).abs() / 2.0
}

/// Area of a polygon: |outer| - sum |holes|.
pub fn polygon_area(coords: &[f64], hole_starts: &[u32]) -> f64 {
    let n = coords.len() / 2;
    let mut start = 0usize;
    let mut area = 0.0;
    for (k, end) in hole_starts
        .iter()
        .map(|&h| h as usize)
        .chain(std::iter::once(n))
        .enumerate()
    {
        let ring = coords.get(2 * start..2 * end).unwrap_or(&[]);
        let a = ring_area(ring).abs();
        area += if k == 0 { a } else { -a };
        start = end;
    }
    area
}

/// earcut's deviation: `|A_tri - A_poly| / A_poly`, 0 for a polygon without
/// area (nothing to cover).
pub(crate) fn deviation(mesh_area: f64, poly_area: f64) -> f64 {
    if poly_area > 0.0 {
        (mesh_area - poly_area).abs() / poly_area
    } else {
        0.0
    }
}

/// Area of the triangles `indices[from..]` of `mesh`.
pub(crate) fn tail_area(mesh: &FillMesh, from: usize) -> f64 {
    let p = |i: u32| {
        let k = i as usize * 2;
        (
            mesh.positions.get(k).copied().unwrap_or(0.0),
            mesh.positions.get(k + 1).copied().unwrap_or(0.0),
        )
    };
    mesh.indices
        .get(from..)
        .unwrap_or(&[])
        .chunks_exact(3)
        .map(|t| {
            let (a, b, c) = (p(t[0]), p(t[1]), p(t[2]));
            ((b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1)).abs() / 2.0
        })
        .sum()
}
