//! A lean monotone sweep for simple polygons with holes: the default fill
//! engine's first choice for larger polygons (see `fill.rs`).
//!
//! Vertices are swept in (y, x) order. Edges crossing the sweep line are kept
//! sorted left to right; under the even-odd rule the interior spans are
//! between the edges 0-1, 2-3, ... Each span triangulates its region as a
//! y-monotone polygon on the fly (the stack algorithm over its left and right
//! chains); a split vertex joins the span's latest vertex, a merge
//! vertex keeps the two regions apart until the next vertex of the merged
//! span joins them (the diagonals of the textbook decomposition, without
//! building the monotone pieces first).
//!
//! It is also the proof that the rings do not cross: every pair of
//! edges that becomes adjacent on the sweep line is tested for contact
//! (Shamos and Hoey: the first contact of any two edges happens between
//! neighbours; a vertex on an edge is a contact of that edge with the ones
//! meeting at the vertex), and a vertex must find its lower edges where it
//! is located. On any
//! contact, on two vertices at one position (rings sharing a vertex), on a
//! ring of fewer than 3 distinct points or on an inconsistency it gives up
//! and leaves the polygon to the other engines: it never reaches a state it
//! cannot handle, and all its indexing is checked.

use crate::fill_monotone::{orient, point, NotSimple, Regions, Side, Triangles};
use crate::fill_sweep_events::{below, SweepEvents};

const NONE: u32 = u32::MAX;

/// An edge on the sweep line, from its lower vertex to its upper one. On an
/// even position (a span's left edge) it also holds the span's regions: the
/// tessellator and, after a merge, the one of the region right of the merge
/// vertex until the next vertex joins them.
#[derive(Debug, Clone, Copy)]
struct Active {
    lo: u32,
    hi: u32,
    tess: u32,
    pending: u32,
}

type Step = Result<(), NotSimple>;

/// Reusable buffers of the sweep.
#[derive(Debug, Default)]
pub struct MonotoneSweep {
    events: SweepEvents,
    status: Vec<Active>,
    regions: Regions,
}

/// One polygon's sweep: its coordinates, output and the shared buffers.
struct Run<'a> {
    tris: Triangles<'a>,
    status: &'a mut Vec<Active>,
    regions: &'a mut Regions,
}

impl MonotoneSweep {
    /// Triangulates one polygon (`coords` flat x, y; `hole_starts` = vertex
    /// index of each hole's first point) and appends its triangles, offset by
    /// `base`, to `out`. Returns `false` (with `out` as it was) when the
    /// polygon is not simple in the sense above.
    pub fn triangulate(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        base: u32,
        out: &mut Vec<u32>,
    ) -> bool {
        let start = out.len();
        let ok = self.sweep(coords, hole_starts, base, out).is_ok();
        if !ok {
            out.truncate(start);
        }
        ok
    }

    fn sweep(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        base: u32,
        out: &mut Vec<u32>,
    ) -> Step {
        self.events.prepare(coords, hole_starts)?;
        self.status.clear();
        self.regions.reset();
        let start = out.len();
        let Self {
            events,
            status,
            regions,
        } = self;
        let mut run = Run {
            tris: Triangles { coords, base, out },
            status,
            regions,
        };
        for event in events.iter() {
            let (v, p, n) = event?;
            run.event(v, p, n)?;
        }
        // A triangulation of n vertices and h holes has n + 2h - 2 triangles.
        let triangles = (events.len() + 2 * hole_starts.len()).saturating_sub(2);
        if run.status.is_empty() && run.tris.out.len() == start + 3 * triangles {
            Ok(())
        } else {
            Err(NotSimple)
        }
    }
}

impl Run<'_> {
    fn p(&self, v: u32) -> Result<(f64, f64), NotSimple> {
        point(self.tris.coords, v)
    }

    fn edge(&self, i: usize) -> Result<Active, NotSimple> {
        self.status.get(i).copied().ok_or(NotSimple)
    }

    /// Orientation of `v` against the edge at `i` (positive: left of it).
    fn side_of(&self, i: usize, v: (f64, f64)) -> Result<f64, NotSimple> {
        let e = self.edge(i)?;
        Ok(orient(self.p(e.lo)?, self.p(e.hi)?, v))
    }

    /// First edge that `v` is not strictly right of.
    fn locate(&self, v: (f64, f64)) -> Result<usize, NotSimple> {
        let (mut lo, mut hi) = (0usize, self.status.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.side_of(mid, v)? < 0.0 {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        Ok(lo)
    }

    /// Gives up if the edges at `i` and `j` (when both exist) touch.
    fn apart(&self, i: usize, j: usize) -> Step {
        let (Some(a), Some(b)) = (self.status.get(i).copied(), self.status.get(j).copied()) else {
            return Ok(());
        };
        let shared = if a.lo == b.lo {
            Some((a.lo, a.hi, b.hi))
        } else if a.lo == b.hi {
            Some((a.lo, a.hi, b.lo))
        } else if a.hi == b.lo {
            Some((a.hi, a.lo, b.hi))
        } else if a.hi == b.hi {
            Some((a.hi, a.lo, b.lo))
        } else {
            None
        };
        if let Some((s, o1, o2)) = shared {
            // Neighbours in a ring: they touch only if they overlap along a line.
            let (s, o1, o2) = (self.p(s)?, self.p(o1)?, self.p(o2)?);
            let dot = (o1.0 - s.0) * (o2.0 - s.0) + (o1.1 - s.1) * (o2.1 - s.1);
            return if orient(s, o1, o2) == 0.0 && dot > 0.0 {
                Err(NotSimple)
            } else {
                Ok(())
            };
        }
        let (a0, a1, b0, b1) = (self.p(a.lo)?, self.p(a.hi)?, self.p(b.lo)?, self.p(b.hi)?);
        let (d1, d2) = (orient(a0, a1, b0), orient(a0, a1, b1));
        if (d1 > 0.0 && d2 > 0.0) || (d1 < 0.0 && d2 < 0.0) {
            return Ok(());
        }
        let (d3, d4) = (orient(b0, b1, a0), orient(b0, b1, a1));
        if (d3 > 0.0 && d4 > 0.0) || (d3 < 0.0 && d4 < 0.0) {
            return Ok(());
        }
        if d1 == 0.0 && d2 == 0.0 && (below(a1, b0) || below(b1, a0)) {
            return Ok(()); // on one line, but apart
        }
        Err(NotSimple)
    }

    fn event(&mut self, v: u32, p: u32, n: u32) -> Step {
        let pv = self.p(v)?;
        let (p_below, n_below) = (below(self.p(p)?, pv), below(self.p(n)?, pv));
        let i = self.locate(pv)?;
        match (p_below, n_below) {
            (true, true) => self.end_or_merge(i, v, p, n),
            (false, false) => self.start_or_split(i, v, p, n, pv),
            (true, false) => self.regular(i, v, p, n),
            (false, true) => self.regular(i, v, n, p),
        }
    }

    fn regular(&mut self, i: usize, v: u32, lower: u32, upper: u32) -> Step {
        let e = self.edge(i)?;
        if e.hi != v || e.lo != lower {
            return Err(NotSimple);
        }
        if i % 2 == 0 {
            self.add_left(i, v)?;
        } else {
            self.add_right(i - 1, v)?;
        }
        if let Some(slot) = self.status.get_mut(i) {
            slot.lo = v;
            slot.hi = upper;
        }
        self.apart(i.wrapping_sub(1), i)?;
        self.apart(i, i + 1)
    }

    fn start_or_split(&mut self, i: usize, v: u32, p: u32, n: u32, pv: (f64, f64)) -> Step {
        let turn = orient(pv, self.p(p)?, self.p(n)?);
        let (left, right) = if turn > 0.0 {
            (n, p)
        } else if turn < 0.0 {
            (p, n)
        } else {
            return Err(NotSimple);
        };
        let tess = if i % 2 == 0 {
            self.regions.begin(v)
        } else {
            let owner = self.edge(i - 1)?;
            if owner.pending != NONE {
                self.regions
                    .add(owner.tess, v, Side::Right, &mut self.tris)?;
                self.regions
                    .add(owner.pending, v, Side::Left, &mut self.tris)?;
                self.set_span(i - 1, owner.tess, NONE)?;
                owner.pending
            } else {
                // The diagonal to the span's latest vertex h: the region
                // holding h's chain continues on h's side of `v`, the other
                // side starts anew at h.
                let t = owner.tess;
                let (h, h_side) = self.regions.top(t)?;
                let fresh = self.regions.begin(h);
                if h_side == Side::Left {
                    self.regions.add(fresh, v, Side::Right, &mut self.tris)?;
                    self.regions.add(t, v, Side::Left, &mut self.tris)?;
                    self.set_span(i - 1, fresh, NONE)?;
                    t
                } else {
                    self.regions.add(t, v, Side::Right, &mut self.tris)?;
                    self.regions.add(fresh, v, Side::Left, &mut self.tris)?;
                    fresh
                }
            }
        };
        let (first, second) = if i % 2 == 0 {
            (tess, NONE)
        } else {
            (NONE, tess)
        };
        let at = i.min(self.status.len());
        self.status.insert(
            at,
            Active {
                lo: v,
                hi: right,
                tess: second,
                pending: NONE,
            },
        );
        self.status.insert(
            at,
            Active {
                lo: v,
                hi: left,
                tess: first,
                pending: NONE,
            },
        );
        self.apart(i.wrapping_sub(1), i)?;
        self.apart(i + 1, i + 2)
    }

    fn end_or_merge(&mut self, i: usize, v: u32, p: u32, n: u32) -> Step {
        let (a, b) = (self.edge(i)?, self.edge(i + 1)?);
        let ends = |e: Active| e.hi == v && (e.lo == p || e.lo == n);
        if !(ends(a) && ends(b)) || a.lo == b.lo {
            return Err(NotSimple);
        }
        if i % 2 == 0 {
            self.regions.end(a.tess, v, &mut self.tris)?;
            if a.pending != NONE {
                self.regions.end(a.pending, v, &mut self.tris)?;
            }
            self.status.drain(i..i + 2);
        } else {
            let left = self.close_right(i - 1, v)?;
            let right = self.close_left(i + 1, v)?;
            self.set_span(i - 1, left, right)?;
            self.status.drain(i..i + 2);
        }
        self.apart(i.wrapping_sub(1), i)
    }

    /// `v` on the left edge of the span whose left edge is at `i`.
    fn add_left(&mut self, i: usize, v: u32) -> Step {
        let t = self.close_left(i, v)?;
        self.set_span(i, t, NONE)
    }

    /// `v` on the right edge of the span whose left edge is at `i`.
    fn add_right(&mut self, i: usize, v: u32) -> Step {
        let t = self.close_right(i, v)?;
        self.set_span(i, t, NONE)
    }

    /// Adds `v` to the left chain of the span at `i` (ending the region left
    /// of a pending merge there); returns the span's tessellator.
    fn close_left(&mut self, i: usize, v: u32) -> Result<u32, NotSimple> {
        let span = self.edge(i)?;
        if span.pending != NONE {
            self.regions.end(span.tess, v, &mut self.tris)?;
            self.regions
                .add(span.pending, v, Side::Left, &mut self.tris)?;
            Ok(span.pending)
        } else {
            self.regions.add(span.tess, v, Side::Left, &mut self.tris)?;
            Ok(span.tess)
        }
    }

    /// Adds `v` to the right chain of the span at `i` (ending the region
    /// right of a pending merge there); returns the span's tessellator.
    fn close_right(&mut self, i: usize, v: u32) -> Result<u32, NotSimple> {
        let span = self.edge(i)?;
        if span.pending != NONE {
            self.regions.end(span.pending, v, &mut self.tris)?;
        }
        self.regions
            .add(span.tess, v, Side::Right, &mut self.tris)?;
        Ok(span.tess)
    }

    fn set_span(&mut self, i: usize, tess: u32, pending: u32) -> Step {
        let slot = self.status.get_mut(i).ok_or(NotSimple)?;
        slot.tess = tess;
        slot.pending = pending;
        Ok(())
    }
}

#[cfg(test)]
#[path = "fill_sweep_tests.rs"]
mod tests;
