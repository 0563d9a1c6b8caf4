//! The swept-segment grid: each vessel's path over the horizon (from its
//! position at the evaluation time to where it will be at the horizon),
//! widened by half the threshold and its hull's extent, is rasterised row by
//! row into a uniform grid of latitude/longitude cells; two vessels are a
//! candidate pair only when they share a cell. Two paths that come within
//! the threshold (plus the hulls) share a cell, so no conflict is missed,
//! while vessels far apart are never compared.
//!
//! Cells are laid out densely over the fleet's extent (counting sort, no
//! hashing): longitudes start in the widest gap of the fleet, so a fleet
//! across the antimeridian is one block; a fleet around the whole globe
//! wraps its columns. Cell size follows the fleet (path length and width)
//! and grows when the fleet is spread wide, keeping the cell count near a
//! few per vessel. A vessel whose widened path would cover too many cells
//! (near a pole) is tested against every other vessel instead.

use super::cpa::{Prepared, M_PER_DEG};
use super::grid_cells::{CellLists, Span, Sweep};
use crate::cast::index_u32;

/// A vessel covering more cells than this is tested against all vessels.
const MAX_CELLS_PER_VESSEL: usize = 4096;
/// Cells per vessel the grid aims at (at least `MIN_CELLS` in all).
const CELLS_PER_VESSEL: usize = 4;
const MIN_CELLS: usize = 4096;
/// Smallest cell edge, metres.
const MIN_CELL_M: f64 = 200.0;
/// Longitude bins (one degree) used to find the fleet's widest gap.
const LON_BINS: usize = 360;

/// The grid's layout for one evaluation.
#[derive(Debug, Clone, Copy, Default)]
struct Layout {
    /// Longitude origin in 0..360 space (longitude + 180).
    origin: f64,
    wrap: bool,
    cell_x: f64,
    cell_y: f64,
    col0: i64,
    row0: i64,
    cols: usize,
    rows: usize,
}

/// The grid and its buffers, reused from one evaluation to the next.
#[derive(Debug, Default)]
pub struct SweptGrid {
    sweeps: Vec<Sweep>,
    spans: Vec<Span>,
    span_starts: Vec<u32>,
    wide: Vec<u32>,
    is_wide: Vec<bool>,
    /// The cells' moving and stationary vessels (two vessels that are both
    /// stationary are never a conflict: stationary vessels never look for
    /// partners, moving ones look in both lists).
    moving: CellLists,
    still: CellLists,
    is_still: Vec<bool>,
    marks: Vec<u32>,
    layout: Layout,
    /// Tests: a fixed cell edge in metres (no growth), to make the
    /// rasterisation tight.
    #[cfg(test)]
    pub(crate) fixed_cell_m: Option<f64>,
}

impl SweptGrid {
    /// Indexes the valid vessels' paths over `horizon_s`, widened by half of
    /// `threshold_m` plus each hull's extent.
    pub(crate) fn build(&mut self, vessels: &[Prepared], threshold_m: f64, horizon_s: f64) {
        let n = vessels.len();
        self.sweeps.clear();
        self.spans.clear();
        self.span_starts.clear();
        self.wide.clear();
        self.is_wide.clear();
        self.is_wide.resize(n, false);
        self.marks.clear();
        self.marks.resize(n, u32::MAX);
        let mut cos_sum = 0.0;
        let mut length_sum = 0.0;
        let mut width_sum = 0.0;
        let mut valid = 0usize;
        for p in vessels {
            if !p.valid {
                self.sweeps.push(Sweep::default());
                continue;
            }
            let x0 = p.lon_deg + p.off_lon;
            let y0 = p.lat_deg + p.off_lat;
            // A hair over the exact widening, so rounding never loses a pair at the limit.
            let m = (threshold_m / 2.0 + p.extent_m) * (1.0 + 1e-9) + 1e-3;
            self.sweeps.push(Sweep {
                x0,
                y0,
                x1: x0 + p.rate_lon * horizon_s,
                y1: y0 + p.rate_lat * horizon_s,
                mx: m / (M_PER_DEG * p.cos_lat),
                my: m / M_PER_DEG,
            });
            cos_sum += p.cos_lat;
            length_sum += (p.rate_lon * p.cos_lat).hypot(p.rate_lat) * M_PER_DEG * horizon_s;
            width_sum += 2.0 * m;
            valid += 1;
        }
        if valid == 0 {
            self.span_starts.resize(n + 1, 0);
            self.layout = Layout::default();
            self.is_still.clear();
            return;
        }
        #[allow(clippy::cast_precision_loss, reason = "a vessel count: exact in f64")]
        let count = valid as f64;
        let (length, width) = (length_sum / count, width_sum / count);
        // About a path's length, never thinner than its width.
        let cell_m = (length * width).sqrt().max(width).max(MIN_CELL_M);
        #[cfg(test)]
        let (cell_m, valid) = match self.fixed_cell_m {
            Some(fixed) => (fixed, usize::MAX / CELLS_PER_VESSEL / 2),
            None => (cell_m, valid),
        };
        self.layout = self.layout_for(vessels, cell_m, cos_sum / count, valid);
        self.rasterise(vessels);
        self.fill_cells(vessels);
    }

    /// Origin in the widest longitude gap (or wrapping), cells sized to fit.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss,
        reason = "cell numbers of a grid of at most max_cells cells: floors of in-range degrees, exact in f64"
    )]
    fn layout_for(&self, vessels: &[Prepared], cell_m: f64, mean_cos: f64, valid: usize) -> Layout {
        let mut used = [false; LON_BINS];
        for (sweep, _) in self.sweeps.iter().zip(vessels).filter(|(_, p)| p.valid) {
            let (lo, hi) = sweep.x_range();
            let start = (lo + 180.0).rem_euclid(360.0);
            let width = (hi - lo).max(0.0);
            if width >= 359.0 {
                used = [true; LON_BINS];
                break;
            }
            let first = start.floor() as usize % LON_BINS;
            let bins = ((start + width).floor() - start.floor()) as usize + 1;
            for k in 0..bins.min(LON_BINS) {
                used[(first + k) % LON_BINS] = true;
            }
        }
        // Longest circular run of empty bins.
        let (mut best_start, mut best_len, mut run_start, mut run_len) =
            (0usize, 0usize, 0usize, 0usize);
        for k in 0..2 * LON_BINS {
            if used[k % LON_BINS] {
                run_len = 0;
            } else {
                if run_len == 0 {
                    run_start = k % LON_BINS;
                }
                run_len += 1;
                if run_len > best_len && run_len <= LON_BINS {
                    best_len = run_len;
                    best_start = run_start;
                }
            }
        }
        let wrap = best_len == 0;
        let origin = if wrap { 0.0 } else { best_start as f64 };
        let max_cells = (CELLS_PER_VESSEL * valid).max(MIN_CELLS);
        let (mut xlo, mut xhi, mut ylo, mut yhi) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for (sweep, _) in self.sweeps.iter().zip(vessels).filter(|(_, p)| p.valid) {
            let (a, b) = sweep.x_range();
            let x = Self::x_in(origin, a);
            xlo = xlo.min(x);
            xhi = xhi.max(x + (b - a));
            let (c, d) = sweep.y_range();
            ylo = ylo.min(c);
            yhi = yhi.max(d);
        }
        let mut cell_y = cell_m / M_PER_DEG;
        let mut cell_x = cell_m / (M_PER_DEG * mean_cos.max(1e-3));
        let mut layout = Layout::default();
        for _ in 0..64 {
            let (cols, col0, cx) = if wrap {
                let cols = ((360.0 / cell_x).ceil() as usize).max(1);
                (cols, 0, 360.0 / cols as f64)
            } else {
                let c0 = (xlo / cell_x).floor();
                (
                    ((xhi / cell_x).floor() - c0) as usize + 1,
                    c0 as i64,
                    cell_x,
                )
            };
            let r0 = (ylo / cell_y).floor();
            let rows = ((yhi / cell_y).floor() - r0) as usize + 1;
            layout = Layout {
                origin,
                wrap,
                cell_x: cx,
                cell_y,
                col0,
                row0: r0 as i64,
                cols,
                rows,
            };
            let cells = cols.saturating_mul(rows);
            if cells <= max_cells {
                break;
            }
            let grow = (cells as f64 / max_cells as f64).sqrt() * 1.01;
            cell_x *= grow;
            cell_y *= grow;
        }
        layout
    }

    /// A longitude in the grid's x: degrees east of the origin, 0..360.
    fn x_in(origin: f64, lon: f64) -> f64 {
        (lon + 180.0 - origin).rem_euclid(360.0)
    }

    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_possible_wrap,
        clippy::cast_precision_loss,
        reason = "rows and columns of the layout's grid (at most max_cells cells), clamped to it before the u32 casts"
    )]
    fn rasterise(&mut self, vessels: &[Prepared]) {
        let l = self.layout;
        let max_row = l.rows as i64 - 1;
        let max_col = l.cols as i64 - 1;
        for (i, (sweep, p)) in self.sweeps.iter().zip(vessels).enumerate() {
            self.span_starts.push(index_u32(self.spans.len()));
            if !p.valid {
                continue;
            }
            let first = self.spans.len();
            let mut cells = 0usize;
            let (xa, _) = sweep.x_range();
            // Shift the path so its x lies in the grid's (unwrapped) range.
            let shift = Self::x_in(l.origin, xa) - xa;
            let (ylo, yhi) = sweep.y_range();
            let r_first = ((ylo / l.cell_y).floor() as i64 - l.row0).clamp(0, max_row);
            let r_last = ((yhi / l.cell_y).floor() as i64 - l.row0).clamp(0, max_row);
            for r in r_first..=r_last {
                let band_lo = (r + l.row0) as f64 * l.cell_y - sweep.my;
                let band_hi = (r + l.row0 + 1) as f64 * l.cell_y + sweep.my;
                let Some((x0, x1)) = sweep.x_range_in_band(band_lo, band_hi) else {
                    continue;
                };
                let c0 = (((x0 + shift) / l.cell_x).floor() as i64) - l.col0;
                let c1 = (((x1 + shift) / l.cell_x).floor() as i64) - l.col0;
                if l.wrap {
                    let cols = l.cols as i64;
                    if c1 - c0 + 1 >= cols {
                        self.spans.push(Span {
                            row: r as u32,
                            c0: 0,
                            c1: max_col as u32,
                        });
                        cells += l.cols;
                    } else {
                        let (a, b) = (c0.rem_euclid(cols), c1.rem_euclid(cols));
                        if a <= b {
                            self.spans.push(Span {
                                row: r as u32,
                                c0: a as u32,
                                c1: b as u32,
                            });
                        } else {
                            self.spans.push(Span {
                                row: r as u32,
                                c0: a as u32,
                                c1: max_col as u32,
                            });
                            self.spans.push(Span {
                                row: r as u32,
                                c0: 0,
                                c1: b as u32,
                            });
                        }
                        cells += (c1 - c0 + 1) as usize;
                    }
                } else {
                    let (a, b) = (c0.clamp(0, max_col), c1.clamp(0, max_col));
                    self.spans.push(Span {
                        row: r as u32,
                        c0: a as u32,
                        c1: b as u32,
                    });
                    cells += (b - a + 1) as usize;
                }
                if cells > MAX_CELLS_PER_VESSEL {
                    break;
                }
            }
            if cells > MAX_CELLS_PER_VESSEL {
                self.spans.truncate(first);
                self.wide.push(index_u32(i));
                if let Some(w) = self.is_wide.get_mut(i) {
                    *w = true;
                }
            }
        }
        self.span_starts.push(index_u32(self.spans.len()));
    }

    /// Counting sort of (cell, vessel) into the two lists: each cell's vessels in increasing order.
    fn fill_cells(&mut self, vessels: &[Prepared]) {
        self.is_still.clear();
        self.is_still.extend(vessels.iter().map(|p| p.stationary));
        let cells = self.layout.cols * self.layout.rows;
        let (spans, starts, still) = (&self.spans, &self.span_starts, &self.is_still);
        let cols = self.layout.cols;
        self.moving.fill(spans, starts, cols, cells, |i| {
            !still.get(i).copied().unwrap_or(false)
        });
        self.still.fill(spans, starts, cols, cells, |i| {
            still.get(i).copied().unwrap_or(false)
        });
    }

    /// Calls `f(i, j)` once for every candidate pair, i < j (never two stationary vessels).
    pub(crate) fn for_each_candidate(&mut self, mut f: impl FnMut(u32, u32)) {
        let n = self.span_starts.len().saturating_sub(1);
        let cols = self.layout.cols;
        for (i, range) in self.span_starts.windows(2).enumerate() {
            if self.is_still.get(i).copied().unwrap_or(false) {
                continue;
            }
            let (a, b) = (range[0] as usize, range[1] as usize);
            let me = index_u32(i);
            for s in self.spans.get(a..b).unwrap_or(&[]) {
                let base = s.row as usize * cols;
                for c in s.c0..=s.c1 {
                    let cell = base + c as usize;
                    // Moving vessels in increasing order: only those after i.
                    for &j in self.moving.list(cell).iter().rev() {
                        if j <= me {
                            break;
                        }
                        if let Some(mark) = self.marks.get_mut(j as usize) {
                            if *mark != me {
                                *mark = me;
                                f(me, j);
                            }
                        }
                    }
                    for &j in self.still.list(cell) {
                        if let Some(mark) = self.marks.get_mut(j as usize) {
                            if *mark != me {
                                *mark = me;
                                f(me.min(j), me.max(j));
                            }
                        }
                    }
                }
            }
        }
        for &w in &self.wide {
            for j in 0..index_u32(n) {
                if j == w || (self.is_wide.get(j as usize).copied().unwrap_or(false) && j < w) {
                    continue;
                }
                f(w.min(j), w.max(j));
            }
        }
    }

    /// Cells of the last layout (for tests and statistics).
    pub fn cell_count(&self) -> usize {
        self.layout.cols * self.layout.rows
    }

    /// Vessels tested against every other one in the last evaluation.
    pub fn wide_count(&self) -> usize {
        self.wide.len()
    }
}
