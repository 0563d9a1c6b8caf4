//! The best cell per scale as a stencil mask, and which cells a view needs.
//!
//! Every attached cell gets a stencil reference at the current display
//! scale: 16 x its band preference ([`crate::chart_scale::band_preference`])
//! plus its place among the cells of the same preference (1..=15, the more
//! detailed compilation scale later). A client writes each cell's coverage
//! into the stencil keeping the highest reference per pixel, then draws a
//! cell's features only where the stencil equals the cell's reference and
//! the world contour map only where it is 0: per pixel exactly one cell (the
//! best covering one) or the world contour map. References change with the
//! scale, the buffers never do.
//!
//! [`ring_within`] tells whether one coverage ring lies inside another, so a
//! cell that better cells hide entirely need not be loaded at all.

use crate::chart_scale::band_preference;

/// Places per band preference in a stencil reference (ties of one band).
pub const RANK_TIE_SLOTS: u8 = 16;

/// The stencil reference of every cell at a display whose ideal usage band
/// is `ideal`: `bands[i]` (0 when unknown: below every banded cell, above
/// the world contour map) and `cscls[i]` (compilation scale) of cell i.
/// Distinct cells of one band get distinct references (up to 15 of them);
/// every reference is at least 1 and at most 207.
pub fn coverage_ranks(bands: &[u8], cscls: &[f64], ideal: u8) -> Vec<u8> {
    let preference: Vec<u8> = bands
        .iter()
        .map(|band| band_preference(*band, ideal))
        .collect();
    let mut order: Vec<usize> = (0..bands.len()).collect();
    // Within one preference: coarser compilation scale first (it yields), then input order.
    let cscl = |i: usize| {
        cscls
            .get(i)
            .copied()
            .filter(|c| c.is_finite())
            .unwrap_or(0.0)
    };
    order.sort_by(|&a, &b| {
        preference[a]
            .cmp(&preference[b])
            .then(cscl(b).total_cmp(&cscl(a)))
            .then(a.cmp(&b))
    });
    let mut ranks = vec![0u8; bands.len()];
    let mut place = 0u8;
    let mut previous: Option<u8> = None;
    for i in order {
        let pref = preference[i];
        place = if previous == Some(pref) {
            place.saturating_add(1).min(RANK_TIE_SLOTS - 1)
        } else {
            1
        };
        previous = Some(pref);
        ranks[i] = pref.saturating_mul(RANK_TIE_SLOTS).saturating_add(place);
    }
    ranks
}

/// Whether a point lies strictly inside a closed ring (flat `[x, y, ...]`;
/// even-odd rule). Points on the ring count as outside.
fn inside(x: f64, y: f64, ring: &[f64]) -> bool {
    let n = ring.len() / 2;
    let mut result = false;
    let mut j = n.saturating_sub(1);
    for i in 0..n {
        let (xi, yi) = (ring[2 * i], ring[2 * i + 1]);
        let (xj, yj) = (ring[2 * j], ring[2 * j + 1]);
        if on_segment(x, y, xi, yi, xj, yj) {
            return false;
        }
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            result = !result;
        }
        j = i;
    }
    result
}

fn cross(ax: f64, ay: f64, bx: f64, by: f64, cx: f64, cy: f64) -> f64 {
    (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
}

fn on_segment(x: f64, y: f64, ax: f64, ay: f64, bx: f64, by: f64) -> bool {
    cross(ax, ay, bx, by, x, y) == 0.0
        && x >= ax.min(bx)
        && x <= ax.max(bx)
        && y >= ay.min(by)
        && y <= ay.max(by)
}

/// Whether segments a-b and c-d meet (touching and overlapping count).
fn segments_meet(a: [f64; 2], b: [f64; 2], c: [f64; 2], d: [f64; 2]) -> bool {
    let d1 = cross(c[0], c[1], d[0], d[1], a[0], a[1]);
    let d2 = cross(c[0], c[1], d[0], d[1], b[0], b[1]);
    let d3 = cross(a[0], a[1], b[0], b[1], c[0], c[1]);
    let d4 = cross(a[0], a[1], b[0], b[1], d[0], d[1]);
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
        && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
    {
        return true;
    }
    (d1 == 0.0 && on_segment(a[0], a[1], c[0], c[1], d[0], d[1]))
        || (d2 == 0.0 && on_segment(b[0], b[1], c[0], c[1], d[0], d[1]))
        || (d3 == 0.0 && on_segment(c[0], c[1], a[0], a[1], b[0], b[1]))
        || (d4 == 0.0 && on_segment(d[0], d[1], a[0], a[1], b[0], b[1]))
}

fn point(ring: &[f64], i: usize) -> [f64; 2] {
    [ring[2 * i], ring[2 * i + 1]]
}

/// Whether the ring `inner` lies strictly inside the ring `outer` (both flat
/// `[x, y, ...]`, closed or not, at least 3 points): every vertex of inner
/// inside outer and no edges meeting. Conservative: shared or touching
/// boundaries, malformed or non-finite input answer false.
pub fn ring_within(inner: &[f64], outer: &[f64]) -> bool {
    let valid = |r: &[f64]| r.len() >= 6 && r.len() % 2 == 0 && r.iter().all(|v| v.is_finite());
    if !valid(inner) || !valid(outer) {
        return false;
    }
    let n = inner.len() / 2;
    let m = outer.len() / 2;
    if !(0..n).all(|i| inside(inner[2 * i], inner[2 * i + 1], outer)) {
        return false;
    }
    // Bounding box of the outer ring's edges is checked per edge pair; rings
    // of coverage are a few hundred vertices, so the pairs stay cheap.
    for i in 0..n {
        let (a, b) = (point(inner, i), point(inner, (i + 1) % n));
        for j in 0..m {
            let (c, d) = (point(outer, j), point(outer, (j + 1) % m));
            if segments_meet(a, b, c, d) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    fn square(x: f64, y: f64, s: f64) -> Vec<f64> {
        vec![x, y, x + s, y, x + s, y + s, x, y + s, x, y]
    }

    #[test]
    fn the_ideal_band_gets_the_highest_reference() {
        // US4MD81M (band 4, 1:80 000) and US5MD1MC (band 5, 1:12 000).
        let bands = [4, 5];
        let cscls = [80_000.0, 12_000.0];
        // Approach display: the band 4 cell wins where both cover.
        let r = coverage_ranks(&bands, &cscls, 4);
        assert!(r[0] > r[1], "{r:?}");
        // Harbour display: the band 5 cell wins.
        let r = coverage_ranks(&bands, &cscls, 5);
        assert!(r[1] > r[0], "{r:?}");
        // General display: both overscale-free, the nearer band (4) wins.
        let r = coverage_ranks(&bands, &cscls, 2);
        assert!(r[0] > r[1], "{r:?}");
    }

    #[test]
    fn references_are_distinct_nonzero_and_fit_a_stencil() {
        let mut rng = SplitMix64::new(18);
        for _ in 0..2_000 {
            let n = (rng.next_u64() % 20) as usize;
            let bands: Vec<u8> = (0..n).map(|_| (rng.next_u64() % 8) as u8).collect();
            let cscls: Vec<f64> = (0..n).map(|_| rng.range(1_000.0, 2e6)).collect();
            let ideal = 1 + (rng.next_u64() % 6) as u8;
            let ranks = coverage_ranks(&bands, &cscls, ideal);
            assert_eq!(ranks.len(), n);
            for (i, r) in ranks.iter().enumerate() {
                assert!(*r >= 1 && *r <= 207, "{r}");
                // Ties only beyond 15 cells of one preference.
                let same = bands
                    .iter()
                    .filter(|b| band_preference(**b, ideal) == band_preference(bands[i], ideal))
                    .count();
                if same <= 15 {
                    assert_eq!(ranks.iter().filter(|o| *o == r).count(), 1, "{ranks:?}");
                }
                // A better band always has the higher reference.
                for (j, o) in ranks.iter().enumerate() {
                    if band_preference(bands[i], ideal) > band_preference(bands[j], ideal) {
                        assert!(r > o);
                    }
                }
            }
        }
    }

    #[test]
    fn ties_of_one_band_let_the_more_detailed_cell_win() {
        let r = coverage_ranks(&[5, 5, 5], &[20_000.0, 12_000.0, 40_000.0], 5);
        assert!(r[1] > r[0] && r[0] > r[2], "{r:?}");
        // Unknown band: below any banded cell, above the world contour (0).
        let r = coverage_ranks(&[0, 1], &[1.0, 1.0], 6);
        assert!(r[0] >= 1 && r[0] < r[1]);
    }

    #[test]
    fn rings_inside_rings() {
        let outer = square(0.0, 0.0, 10.0);
        assert!(ring_within(&square(2.0, 2.0, 3.0), &outer));
        assert!(!ring_within(&outer, &square(2.0, 2.0, 3.0)));
        // Overlapping, touching, shared edges, disjoint.
        assert!(!ring_within(&square(8.0, 8.0, 5.0), &outer));
        assert!(!ring_within(&square(0.0, 2.0, 3.0), &outer));
        assert!(!ring_within(&outer, &outer));
        assert!(!ring_within(&square(20.0, 20.0, 1.0), &outer));
        // A concave outer ring whose notch the inner ring spans: vertices inside, an edge crosses.
        let notched = vec![
            0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 6.0, 10.0, 5.0, 2.0, 4.0, 10.0, 0.0, 10.0,
        ];
        let across = vec![1.0, 8.0, 9.0, 8.0, 9.0, 9.0, 1.0, 9.0];
        assert!(!ring_within(&across, &notched));
        assert!(ring_within(&square(1.0, 1.0, 1.0), &notched));
        // Bad input.
        assert!(!ring_within(&[0.0, 0.0, 1.0], &outer));
        assert!(!ring_within(&[0.0, 0.0, 1.0, f64::NAN, 1.0, 1.0], &outer));
    }

    #[test]
    fn within_agrees_with_vertex_sampling() {
        // Random small squares against a fixed star-shaped ring: within implies
        // every sampled point of the square is inside.
        let mut star = Vec::new();
        for k in 0..16 {
            let a = f64::from(k) * std::f64::consts::PI / 8.0;
            let r = if k % 2 == 0 { 10.0 } else { 5.0 };
            star.extend_from_slice(&[r * a.cos(), r * a.sin()]);
        }
        let mut rng = SplitMix64::new(7);
        let mut found = 0;
        for _ in 0..5_000 {
            let (x, y, s) = (
                rng.range(-10.0, 10.0),
                rng.range(-10.0, 10.0),
                rng.range(0.1, 3.0),
            );
            let sq = square(x, y, s);
            if ring_within(&sq, &star) {
                found += 1;
                for i in 0..=10 {
                    for j in 0..=10 {
                        let (px, py) = (x + s * f64::from(i) / 10.0, y + s * f64::from(j) / 10.0);
                        assert!(
                            inside(px, py, &star) || on_any_edge(px, py, &star),
                            "{x} {y} {s}"
                        );
                    }
                }
            }
        }
        assert!(found > 100, "{found}");
    }

    fn on_any_edge(x: f64, y: f64, ring: &[f64]) -> bool {
        let n = ring.len() / 2;
        (0..n).any(|i| {
            let j = (i + 1) % n;
            on_segment(
                x,
                y,
                ring[2 * i],
                ring[2 * i + 1],
                ring[2 * j],
                ring[2 * j + 1],
            )
        })
    }
}
