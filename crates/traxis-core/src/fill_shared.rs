//! Whether a polygon's rings share a vertex (touch each other or
//! themselves). lyon's f32 result of such polygons often misses the
//! coverage check, which then costs lyon's and earcut's time, so the default
//! fill engine sends them to earcut (`fill.rs`).

use crate::cast::index_u32;

/// Open-addressing set of vertex indices keyed by their coordinates' bits,
/// kept across polygons (no allocation once it is large enough; the std
/// `HashSet` it replaces cost about 5% of the cells' tessellation time).
#[derive(Debug, Default)]
pub(crate) struct SharedVertexIndex {
    slots: Vec<u32>,
}

const EMPTY: u32 = u32::MAX;

fn key(coords: &[f64], i: usize) -> (u64, u64) {
    (coords[2 * i].to_bits(), coords[2 * i + 1].to_bits())
}

impl SharedVertexIndex {
    /// Whether two vertices of the polygon have the same position (rings
    /// touching each other or themselves); a ring's closing point repeating
    /// its first one does not count. Vertex indices must fit below `u32::MAX`.
    pub(crate) fn has_shared_vertex(&mut self, coords: &[f64], hole_starts: &[u32]) -> bool {
        let n = coords.len() / 2;
        let size = (2 * n).next_power_of_two().max(16);
        let mask = size - 1;
        self.slots.clear();
        self.slots.resize(size, EMPTY);
        let shift = 64 - size.trailing_zeros();
        let mut start = 0usize;
        for end in hole_starts
            .iter()
            .map(|&h| h as usize)
            .chain(std::iter::once(n))
        {
            let mut last = end;
            if end > start + 1 && key(coords, end - 1) == key(coords, start) {
                last = end - 1;
            }
            for i in start..last {
                let (x, y) = key(coords, i);
                let hash = (x ^ y.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                #[allow(
                    clippy::cast_possible_truncation,
                    reason = "the hash's top log2(size) bits: they fit usize"
                )]
                let mut slot = (hash >> shift) as usize & mask;
                loop {
                    let at = self.slots[slot];
                    if at == EMPTY {
                        self.slots[slot] = index_u32(i);
                        break;
                    }
                    if key(coords, at as usize) == (x, y) {
                        return true;
                    }
                    slot = (slot + 1) & mask;
                }
            }
            start = end;
        }
        false
    }
}

/// [`SharedVertexIndex::has_shared_vertex`] with a fresh index.
#[cfg(test)]
fn has_shared_vertex(coords: &[f64], hole_starts: &[u32]) -> bool {
    SharedVertexIndex::default().has_shared_vertex(coords, hole_starts)
}

#[cfg(test)]
#[allow(
    clippy::cast_precision_loss,
    reason = "test inputs from small counters and seeded random numbers"
)]
mod tests {
    use super::*;

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

    /// Property: agrees with a std `HashSet` on random grids (many repeats),
    /// reusing one index across polygons of different sizes.
    #[test]
    fn agrees_with_a_hash_set() {
        let mut rng = crate::rng::SplitMix64::new(5);
        let mut index = SharedVertexIndex::default();
        for case in 0..500 {
            let n = 1 + (rng.next_u64() % 200) as usize;
            let grid = 1 + rng.next_u64() % 40;
            let coords: Vec<f64> = (0..2 * n).map(|_| (rng.next_u64() % grid) as f64).collect();
            let mut seen = std::collections::HashSet::new();
            let expected = !coords
                .chunks_exact(2)
                .all(|p| seen.insert((p[0].to_bits(), p[1].to_bits())));
            // Without holes the closing-point rule applies: open the ring.
            let open = n < 2 || key(&coords, n - 1) != key(&coords, 0);
            if open {
                assert_eq!(
                    index.has_shared_vertex(&coords, &[]),
                    expected,
                    "case {case}"
                );
            }
        }
    }
}
