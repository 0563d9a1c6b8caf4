//! The event order of the monotone sweep (`fill_sweep.rs`): each ring's
//! distinct consecutive points linked into a cycle, and the linked vertices
//! sorted by y, then x.

use crate::cast::index_u32;
use crate::fill_monotone::{point, NotSimple};

const NONE: u32 = u32::MAX;

type Step = Result<(), NotSimple>;

/// Sweep order: by y, then by x.
pub fn below(a: (f64, f64), b: (f64, f64)) -> bool {
    a.1 < b.1 || (a.1 == b.1 && a.0 < b.0)
}

/// Reusable buffers: the rings' links and the sorted vertices.
#[derive(Debug, Default)]
pub struct SweepEvents {
    prev: Vec<u32>,
    next: Vec<u32>,
    order: Vec<u32>,
    keys: Vec<(u64, u64, u32)>,
}

impl SweepEvents {
    /// Links and sorts one polygon's vertices; gives up on a ring of fewer
    /// than 3 distinct points, on bad hole starts and on two vertices at one
    /// position.
    pub fn prepare(&mut self, coords: &[f64], hole_starts: &[u32]) -> Step {
        self.link_rings(coords, hole_starts)?;
        self.sort_events(coords)
    }

    /// How many vertices the sweep visits.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// The vertices in sweep order, each with its ring neighbours
    /// (vertex, previous, next).
    pub fn iter(&self) -> impl Iterator<Item = Result<(u32, u32, u32), NotSimple>> + '_ {
        self.order.iter().map(|&v| {
            let p = self.prev.get(v as usize).copied().ok_or(NotSimple)?;
            let n = self.next.get(v as usize).copied().ok_or(NotSimple)?;
            Ok((v, p, n))
        })
    }

    /// Links each ring's distinct consecutive points into a cycle (`next`,
    /// `prev`; repeated points and a closing copy of the first are left out
    /// with `next == NONE`).
    fn link_rings(&mut self, coords: &[f64], hole_starts: &[u32]) -> Step {
        let n = coords.len() / 2;
        self.prev.clear();
        self.next.clear();
        self.prev.resize(n, NONE);
        self.next.resize(n, NONE);
        let mut start = 0usize;
        for end in hole_starts
            .iter()
            .map(|&h| h as usize)
            .chain(std::iter::once(n))
        {
            if end < start || end > n {
                return Err(NotSimple);
            }
            self.link_ring(coords, index_u32(start), index_u32(end))?;
            start = end;
        }
        Ok(())
    }

    fn link_ring(&mut self, coords: &[f64], start: u32, end: u32) -> Step {
        let mut last = start;
        let mut count = 1;
        let mut last_p = point(coords, start)?;
        for i in start + 1..end {
            let p = point(coords, i)?;
            if p != last_p {
                self.set_link(last, i)?;
                last = i;
                last_p = p;
                count += 1;
            }
        }
        if count > 1 && last_p == point(coords, start)? {
            // The closing copy of the first point.
            let before = self.prev.get(last as usize).copied().ok_or(NotSimple)?;
            *self.next.get_mut(last as usize).ok_or(NotSimple)? = NONE;
            last = before;
            count -= 1;
        }
        if count < 3 {
            return Err(NotSimple);
        }
        self.set_link(last, start)
    }

    fn set_link(&mut self, from: u32, to: u32) -> Step {
        *self.next.get_mut(from as usize).ok_or(NotSimple)? = to;
        *self.prev.get_mut(to as usize).ok_or(NotSimple)? = from;
        Ok(())
    }

    /// The linked vertices in sweep order; two at one position give up.
    /// Sorted as integer keys (the order-preserving bits of y, then x) with
    /// the vertex beside them: no comparator reading the coordinates.
    fn sort_events(&mut self, coords: &[f64]) -> Step {
        self.keys.clear();
        for (v, (&next, xy)) in self.next.iter().zip(coords.chunks_exact(2)).enumerate() {
            if next != NONE {
                self.keys
                    .push((order_key(xy[1]), order_key(xy[0]), index_u32(v)));
            }
        }
        self.keys.sort_unstable();
        if self
            .keys
            .windows(2)
            .any(|w| w[0].0 == w[1].0 && w[0].1 == w[1].1)
        {
            return Err(NotSimple);
        }
        self.order.clear();
        self.order.extend(self.keys.iter().map(|k| k.2));
        Ok(())
    }
}

/// A finite f64 as a u64 in the same order (-0 counted as +0).
fn order_key(c: f64) -> u64 {
    let bits = (c + 0.0).to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | (1 << 63)
    }
}
