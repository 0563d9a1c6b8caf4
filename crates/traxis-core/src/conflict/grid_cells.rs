//! The swept-segment grid's pieces: a vessel's widened path (`Sweep`), the
//! run of cells it covers in one row (`Span`), and the per-cell vessel lists
//! filled by a counting sort (`CellLists`). The grid itself (layout,
//! rasterisation and the pair sweep) is in `grid.rs`.

use crate::cast::index_u32;

/// One vessel's widened path in degrees (x: longitude from the grid's origin).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Sweep {
    pub(super) x0: f64,
    pub(super) y0: f64,
    pub(super) x1: f64,
    pub(super) y1: f64,
    /// Widening in longitude and latitude degrees.
    pub(super) mx: f64,
    pub(super) my: f64,
}

impl Sweep {
    pub(super) fn x_range(&self) -> (f64, f64) {
        (
            self.x0.min(self.x1) - self.mx,
            self.x0.max(self.x1) + self.mx,
        )
    }

    pub(super) fn y_range(&self) -> (f64, f64) {
        (
            self.y0.min(self.y1) - self.my,
            self.y0.max(self.y1) + self.my,
        )
    }

    /// Longitude range of the path within latitudes [lo, hi], widened; None if it does not reach them.
    pub(super) fn x_range_in_band(&self, lo: f64, hi: f64) -> Option<(f64, f64)> {
        let dy = self.y1 - self.y0;
        let (t0, t1) = if dy.abs() < 1e-12 {
            if self.y0 < lo || self.y0 > hi {
                return None;
            }
            (0.0, 1.0)
        } else {
            let (a, b) = ((lo - self.y0) / dy, (hi - self.y0) / dy);
            let (a, b) = (a.min(b).max(0.0), a.max(b).min(1.0));
            if a > b {
                return None;
            }
            (a, b)
        };
        let dx = self.x1 - self.x0;
        let (xa, xb) = (self.x0 + dx * t0, self.x0 + dx * t1);
        Some((xa.min(xb) - self.mx, xa.max(xb) + self.mx))
    }
}

/// Cells `c0..=c1` of one row.
#[derive(Debug, Clone, Copy)]
pub(super) struct Span {
    pub(super) row: u32,
    pub(super) c0: u32,
    pub(super) c1: u32,
}

/// Per cell, the vessels of one kind (a counting sort of (cell, vessel)).
#[derive(Debug, Default)]
pub(super) struct CellLists {
    starts: Vec<u32>,
    entries: Vec<u32>,
    /// Write positions while cells are filled.
    cursor: Vec<u32>,
}

impl CellLists {
    pub(super) fn fill(
        &mut self,
        spans: &[Span],
        span_starts: &[u32],
        cols: usize,
        cells: usize,
        include: impl Fn(usize) -> bool,
    ) {
        self.starts.clear();
        self.starts.resize(cells + 1, 0);
        let vessel_spans = |range: &[u32]| {
            spans
                .get(range[0] as usize..range[1] as usize)
                .unwrap_or(&[])
        };
        for (i, range) in span_starts.windows(2).enumerate() {
            if !include(i) {
                continue;
            }
            for s in vessel_spans(range) {
                let base = s.row as usize * cols;
                for c in s.c0..=s.c1 {
                    if let Some(count) = self.starts.get_mut(base + c as usize + 1) {
                        *count += 1;
                    }
                }
            }
        }
        for k in 1..self.starts.len() {
            let before = self.starts.get(k - 1).copied().unwrap_or(0);
            if let Some(v) = self.starts.get_mut(k) {
                *v += before;
            }
        }
        let total = self.starts.last().copied().unwrap_or(0) as usize;
        self.entries.clear();
        self.entries.resize(total, 0);
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.starts);
        for (i, range) in span_starts.windows(2).enumerate() {
            if !include(i) {
                continue;
            }
            for s in vessel_spans(range) {
                let base = s.row as usize * cols;
                for c in s.c0..=s.c1 {
                    if let Some(at) = self.cursor.get_mut(base + c as usize) {
                        if let Some(e) = self.entries.get_mut(*at as usize) {
                            *e = index_u32(i);
                        }
                        *at += 1;
                    }
                }
            }
        }
    }

    /// The vessels of a cell, in increasing order.
    pub(super) fn list(&self, cell: usize) -> &[u32] {
        match (self.starts.get(cell), self.starts.get(cell + 1)) {
            (Some(&lo), Some(&hi)) => self.entries.get(lo as usize..hi as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}
