//! Miter offsets of a closed convex ring's corners: how far each corner
//! moves for a border around the ring (the vessel layer's outlines and
//! halos). Reached as [`crate::vessel_shape::miter_offsets`].

/// Twice the signed area of a closed ring (positive: counter-clockwise, y up).
fn signed_area2(ring: &[f64]) -> f64 {
    let n = ring.len() / 2;
    (0..n)
        .map(|i| {
            let j = (i + 1) % n;
            ring[2 * i] * ring[2 * j + 1] - ring[2 * j] * ring[2 * i + 1]
        })
        .sum()
}

/// Outward miter offsets of a closed convex ring's corners for a border
/// `d` wide (the same units as the answer; `[dx, dy, ...]`, one pair per
/// corner): the corner moves where the two edges moved out by `d` meet.
/// Sharp corners are limited to 4 `d` (a bevel would need more vertices).
pub fn miter_offsets(ring: &[f64], d: f64) -> Vec<f64> {
    let n = ring.len() / 2;
    if n < 3 {
        return vec![0.0; ring.len()];
    }
    // Outward normal of an edge: to the right of its direction on a
    // counter-clockwise ring.
    let side = if signed_area2(ring) >= 0.0 { 1.0 } else { -1.0 };
    let normal = |i: usize| {
        let j = (i + 1) % n;
        let (dx, dy) = (ring[2 * j] - ring[2 * i], ring[2 * j + 1] - ring[2 * i + 1]);
        let len = dx.hypot(dy);
        if len > 0.0 {
            (side * dy / len, -side * dx / len)
        } else {
            (0.0, 0.0)
        }
    };
    let mut out = Vec::with_capacity(ring.len());
    for i in 0..n {
        let (ax, ay) = normal((i + n - 1) % n);
        let (bx, by) = normal(i);
        let denom = 1.0 + ax * bx + ay * by;
        let k = if denom > 1.0 / 16.0 {
            d / denom
        } else {
            4.0 * d
        };
        let (mx, my) = (ax + bx, ay + by);
        let len = mx.hypot(my);
        let limit = 4.0 * d;
        let (ox, oy) = (mx * k, my * k);
        let olen = ox.hypot(oy);
        if olen > limit && len > 0.0 {
            out.extend_from_slice(&[mx / len * limit, my / len * limit]);
        } else {
            out.extend_from_slice(&[ox, oy]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vessel_shape::marker_triangle;

    #[test]
    fn miter_offsets_move_corners_outward() {
        // A counter-clockwise unit square: each corner moves (+-d, +-d).
        let square = [0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0];
        let o = miter_offsets(&square, 0.5);
        assert_eq!(o, vec![-0.5, -0.5, 0.5, -0.5, 0.5, 0.5, -0.5, 0.5]);
        // The same clockwise: the same corners move the same way.
        let cw = [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 0.0];
        assert_eq!(
            miter_offsets(&cw, 0.5),
            vec![-0.5, -0.5, -0.5, 0.5, 0.5, 0.5, 0.5, -0.5]
        );
        // The triangle's apex is sharp: limited to 4 d.
        let t = marker_triangle(0.0);
        let o = miter_offsets(&t, 1.0);
        assert!(o[1] > 1.0 && o[0].hypot(o[1]) <= 4.0 + 1e-9);
    }
}
