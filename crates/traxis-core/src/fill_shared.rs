//! Whether a polygon's rings share a vertex (touch each other or
//! themselves). lyon's f32 result of such polygons often misses the
//! coverage check, which then costs lyon's and earcut's time, so the default
//! fill engine sends them to earcut (`fill.rs`).

use std::hash::{BuildHasherDefault, Hasher};

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
pub(crate) fn has_shared_vertex(coords: &[f64], hole_starts: &[u32]) -> bool {
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

#[cfg(test)]
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
}
