//! Fast paths of the default fill engine for the smallest polygons, where
//! the earcut crate's set-up costs more than the work (earcut's fixtures of
//! 6-16 vertices): an outer ring whose points all lie on one line covers
//! nothing, and a hole-free ring of at most [`SMALL_MAX_VERTICES`] vertices
//! is clipped ear by ear over fixed arrays (the ear-clipping method earcut is
//! built on, without its z-order index or hole bridges). When no ear can be
//! found (self-intersections) it gives up and the crate runs, so results on
//! awkward input are the crate's.

/// Largest hole-free ring the small path takes.
pub const SMALL_MAX_VERTICES: usize = 16;
const MASK: usize = SMALL_MAX_VERTICES - 1;

fn at(coords: &[f64], i: usize) -> (f64, f64) {
    (coords[2 * i], coords[2 * i + 1])
}

/// Twice the signed area of (a, b, c): positive when counter-clockwise.
fn cross(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// Whether all points of vertices `start..end` lie on one line (or
/// coincide), in exact f64 arithmetic: such a ring covers no area. A NaN or
/// infinite coordinate makes it not flat.
pub fn ring_is_flat(coords: &[f64], start: usize, end: usize) -> bool {
    let first = at(coords, start);
    if !(first.0.is_finite() && first.1.is_finite()) {
        return false;
    }
    let Some(second) = (start + 1..end)
        .map(|i| at(coords, i))
        .find(|&p| p != first)
    else {
        return true;
    };
    (start + 1..end).all(|i| cross(first, second, at(coords, i)) == 0.0)
}

/// A ring as a doubly linked list over fixed arrays (indices masked with
/// [`MASK`], so no bounds checks are left in the loops).
struct Ring {
    points: [(f64, f64); SMALL_MAX_VERTICES],
    next: [u8; SMALL_MAX_VERTICES],
    prev: [u8; SMALL_MAX_VERTICES],
    count: usize,
    /// +1 for a counter-clockwise ring, -1 for clockwise.
    orientation: f64,
}

impl Ring {
    fn p(&self, i: u8) -> (f64, f64) {
        self.points[usize::from(i) & MASK]
    }

    fn next(&self, i: u8) -> u8 {
        self.next[usize::from(i) & MASK]
    }

    fn prev(&self, i: u8) -> u8 {
        self.prev[usize::from(i) & MASK]
    }

    fn remove(&mut self, i: u8) {
        let (p, n) = (self.prev(i), self.next(i));
        self.next[usize::from(p) & MASK] = n;
        self.prev[usize::from(n) & MASK] = p;
        self.count -= 1;
    }

    /// Removes repeated and collinear vertices; returns a vertex still in
    /// the ring.
    fn filter(&mut self, mut i: u8) -> u8 {
        let mut stop = i;
        while self.count >= 3 {
            let (p, n) = (self.prev(i), self.next(i));
            if self.p(i) == self.p(n) || cross(self.p(p), self.p(i), self.p(n)) == 0.0 {
                self.remove(i);
                i = p;
                stop = p;
                continue;
            }
            i = n;
            if i == stop {
                break;
            }
        }
        i
    }

    /// Whether (prev, i, next) is an ear: convex, and no other vertex of the
    /// ring in it (boundary included) unless reflex there, as earcut tests.
    fn is_ear(&self, i: u8) -> bool {
        let (a, b, c) = (self.prev(i), i, self.next(i));
        let (pa, pb, pc) = (self.p(a), self.p(b), self.p(c));
        let o = self.orientation;
        if o * cross(pa, pb, pc) <= 0.0 {
            return false;
        }
        let mut j = self.next(c);
        while j != a {
            let q = self.p(j);
            let inside = q != pa
                && o * cross(pa, pb, q) >= 0.0
                && o * cross(pb, pc, q) >= 0.0
                && o * cross(pc, pa, q) >= 0.0;
            let (jp, jn) = (self.prev(j), self.next(j));
            if inside && o * cross(self.p(jp), q, self.p(jn)) <= 0.0 {
                return false;
            }
            j = jn;
        }
        true
    }
}

/// Triangulates a hole-free ring of 3..=[`SMALL_MAX_VERTICES`] vertices,
/// appending indices (plus `base`) to `out`. Returns false, with `out`
/// unchanged, when it cannot (no ear left: the ring crosses itself).
#[allow(
    clippy::cast_possible_truncation,
    reason = "ring links index at most SMALL_MAX_VERTICES vertices: they fit u8"
)]
pub fn triangulate_small(coords: &[f64], base: u32, out: &mut Vec<u32>) -> bool {
    let n = coords.len() / 2;
    if !(3..=SMALL_MAX_VERTICES).contains(&n) {
        return false;
    }
    let mut ring = Ring {
        points: [(0.0, 0.0); SMALL_MAX_VERTICES],
        next: [0; SMALL_MAX_VERTICES],
        prev: [0; SMALL_MAX_VERTICES],
        count: n,
        orientation: 0.0,
    };
    for i in 0..n {
        ring.points[i] = at(coords, i);
        ring.next[i] = (i + 1) as u8;
        ring.prev[i] = i.wrapping_sub(1) as u8;
    }
    ring.next[n - 1] = 0;
    ring.prev[0] = (n - 1) as u8;
    // Repeated and collinear vertices (spikes included) cover nothing.
    let first = ring.filter(0);
    if ring.count < 3 {
        return true;
    }
    // Orientation from the shoelace sum of what is left (no modulo:
    // integer division is slow in WASM); none (e.g. a bow tie): give up.
    let mut area = 0.0;
    let mut i = first;
    loop {
        let (p, q) = (ring.p(i), ring.p(ring.next(i)));
        area += p.0 * q.1 - q.0 * p.1;
        i = ring.next(i);
        if i == first {
            break;
        }
    }
    if area == 0.0 {
        return false;
    }
    ring.orientation = area.signum();
    let start_len = out.len();
    let mut ear = first;
    let mut stop = ear;
    let mut filtered = false;
    while ring.count >= 3 {
        if ring.is_ear(ear) {
            let (a, c) = (ring.prev(ear), ring.next(ear));
            out.extend_from_slice(&[
                base + u32::from(a),
                base + u32::from(ear),
                base + u32::from(c),
            ]);
            ring.remove(ear);
            ear = c;
            stop = c;
            filtered = false;
            continue;
        }
        ear = ring.next(ear);
        if ear == stop {
            if filtered {
                out.truncate(start_len);
                return false;
            }
            ear = ring.filter(ear);
            stop = ear;
            filtered = true;
        }
    }
    true
}

#[cfg(test)]
#[allow(
    clippy::cast_precision_loss,
    reason = "test inputs from small counters and seeded random numbers"
)]
mod tests {
    use super::*;
    use crate::fill_area::{polygon_area, triangle_area};
    use crate::rng::SplitMix64;

    fn covered(coords: &[f64], indices: &[u32]) -> f64 {
        indices
            .chunks_exact(3)
            .map(|t| {
                let p = |i: u32| at(coords, i as usize);
                triangle_area(p(t[0]), p(t[1]), p(t[2]))
            })
            .sum()
    }

    #[test]
    fn flat_rings() {
        assert!(ring_is_flat(&[0.0, 0.0, 0.0, 5.0, 0.0, 0.0], 0, 3));
        assert!(ring_is_flat(&[1.0, 1.0, 1.0, 1.0], 0, 2));
        assert!(ring_is_flat(
            &[0.0, 0.0, 1.0, 1.0, 3.0, 3.0, 2.0, 2.0],
            0,
            4
        ));
        assert!(!ring_is_flat(&[0.0, 0.0, 1.0, 0.0, 1.0, 1.0], 0, 3));
        let inf = f64::INFINITY;
        assert!(!ring_is_flat(&[inf, inf, inf, inf, inf, inf], 0, 3));
        assert!(!ring_is_flat(&[0.0, 0.0, 1.0, 1.0, inf, inf], 0, 3));
        assert!(!ring_is_flat(&[0.0, 0.0, 1.0, 1.0, f64::NAN, 2.0], 0, 3));
        assert!(!ring_is_flat(&[0.0, 0.0, f64::NAN, 0.0, 1.0, 0.0], 0, 3));
    }

    #[test]
    fn squares_either_way_round_and_with_repeats() {
        let ccw = [0.0, 0.0, 2.0, 0.0, 2.0, 2.0, 0.0, 2.0];
        let cw = [0.0, 0.0, 0.0, 2.0, 2.0, 2.0, 2.0, 0.0];
        let repeats = [
            0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 2.0, 0.0, 2.0, 2.0, 0.0, 2.0, 0.0, 0.0,
        ];
        for ring in [&ccw[..], &cw[..], &repeats[..]] {
            let mut out = vec![];
            assert!(triangulate_small(ring, 10, &mut out));
            assert_eq!(out.len(), 6);
            let local: Vec<u32> = out.iter().map(|i| i - 10).collect();
            assert!((covered(ring, &local) - 4.0).abs() < 1e-12);
        }
    }

    #[test]
    fn earcut_fixtures_degenerate_and_hourglass() {
        let degenerate = [
            100.0, 100.0, 100.0, 100.0, 200.0, 100.0, 200.0, 200.0, 200.0, 100.0, 0.0, 100.0,
        ];
        let mut out = vec![];
        assert!(triangulate_small(&degenerate, 0, &mut out));
        assert!(out.is_empty());
        let hourglass = [
            7.0, 18.0, 7.0, 15.0, 5.0, 15.0, 7.0, 13.0, 7.0, 15.0, 17.0, 17.0,
        ];
        assert!(triangulate_small(&hourglass, 0, &mut out));
        assert_eq!(out.len(), 6);
        assert!((covered(&hourglass, &out) - 17.0).abs() < 1e-12);
    }

    #[test]
    fn gives_up_on_crossing_rings() {
        let bow_tie = [0.0, 0.0, 10.0, 10.0, 10.0, 0.0, 0.0, 10.0];
        let mut out = vec![1];
        assert!(!triangulate_small(&bow_tie, 0, &mut out));
        assert_eq!(out, vec![1]);
    }

    /// Property: random star-shaped rings (simple by construction) of 3-16
    /// vertices are covered exactly.
    #[test]
    fn property_star_rings_are_covered() {
        let mut rng = SplitMix64::new(11);
        let mut done = 0;
        for case in 0..2000 {
            let n = 3 + (rng.next_u64() % 14) as usize;
            let mut coords = Vec::with_capacity(2 * n);
            for i in 0..n {
                let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.8)) / n as f64;
                let r = rng.range(1.0, 100.0);
                coords.push((r * a.cos()).round());
                coords.push((r * a.sin()).round());
            }
            let mut out = vec![];
            if !triangulate_small(&coords, 0, &mut out) {
                continue; // rounding made it cross itself: the crate's job
            }
            let area = polygon_area(&coords, &[]);
            assert!(
                (covered(&coords, &out) - area).abs() <= 1e-9 * area.max(1.0),
                "case {case}"
            );
            done += 1;
        }
        assert!(done > 1800, "only {done} of 2000 triangulated");
    }
}
