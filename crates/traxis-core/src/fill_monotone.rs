//! The regions of the monotone sweep (`fill_sweep.rs`): each a y-monotone
//! polygon triangulated on the fly with the stack algorithm over its left
//! and right chains, as its vertices arrive in sweep order. A region's stack
//! holds the vertices still waiting for triangles: a reflex chain on one
//! side, above the latest vertex of the other.

use crate::cast::index_u32;

/// Why the sweep gave up on a polygon (left to the other engines).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotSimple;

/// Which chain of a region a vertex lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
    /// The first vertex of a region (both chains start there).
    Bottom,
}

pub fn point(coords: &[f64], v: u32) -> Result<(f64, f64), NotSimple> {
    let k = v as usize * 2;
    match (coords.get(k), coords.get(k + 1)) {
        (Some(&x), Some(&y)) => Ok((x, y)),
        _ => Err(NotSimple),
    }
}

/// Twice the signed area of (a, b, c): positive when counter-clockwise.
pub fn orient(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// Where the triangles go: vertex indices offset by `base`.
pub struct Triangles<'a> {
    pub coords: &'a [f64],
    pub base: u32,
    pub out: &'a mut Vec<u32>,
}

impl Triangles<'_> {
    fn push(&mut self, a: u32, b: u32, c: u32) {
        let base = self.base;
        self.out.extend_from_slice(&[base + a, base + b, base + c]);
    }
}

/// The regions' stacks, reused between polygons; a region is its index.
#[derive(Debug, Default)]
pub struct Regions {
    stacks: Vec<Vec<(u32, Side)>>,
    free: Vec<u32>,
}

impl Regions {
    /// Frees every region for the next polygon.
    pub fn reset(&mut self) {
        self.free.clear();
        self.free.extend((0..index_u32(self.stacks.len())).rev());
    }

    /// The latest vertex of region `t`.
    pub fn top(&self, t: u32) -> Result<(u32, Side), NotSimple> {
        self.stacks
            .get(t as usize)
            .and_then(|s| s.last().copied())
            .ok_or(NotSimple)
    }

    /// A new region starting at `v`.
    pub fn begin(&mut self, v: u32) -> u32 {
        let t = match self.free.pop() {
            Some(t) => t,
            None => {
                self.stacks.push(Vec::new());
                index_u32(self.stacks.len()) - 1
            }
        };
        if let Some(stack) = self.stacks.get_mut(t as usize) {
            stack.clear();
            stack.push((v, Side::Bottom));
        }
        t
    }

    /// The monotone stack step: `v` joins region `t` on `side`. On the other
    /// side from the latest vertex it sees every waiting vertex; on the same
    /// side it cuts off the ears that are convex.
    pub fn add(
        &mut self,
        t: u32,
        v: u32,
        side: Side,
        tris: &mut Triangles,
    ) -> Result<(), NotSimple> {
        let stack = self.stacks.get_mut(t as usize).ok_or(NotSimple)?;
        let Some(&(top, top_side)) = stack.last() else {
            return Err(NotSimple);
        };
        if stack.len() == 1 {
            stack.push((v, side));
            return Ok(());
        }
        if top_side != side {
            for w in stack.windows(2) {
                tris.push(v, w[0].0, w[1].0);
            }
            stack.clear();
            stack.push((top, top_side));
            stack.push((v, side));
            return Ok(());
        }
        let pv = point(tris.coords, v)?;
        let mut last = (top, top_side);
        stack.pop();
        while let Some(&(s, s_side)) = stack.last() {
            let turn = orient(point(tris.coords, s)?, point(tris.coords, last.0)?, pv);
            let convex = match side {
                Side::Left => turn < 0.0,
                _ => turn > 0.0,
            };
            if !convex {
                break;
            }
            tris.push(v, last.0, s);
            last = (s, s_side);
            stack.pop();
        }
        stack.push(last);
        stack.push((v, side));
        Ok(())
    }

    /// Region `t` ends at `v`, which sees every vertex left on its stack.
    pub fn end(&mut self, t: u32, v: u32, tris: &mut Triangles) -> Result<(), NotSimple> {
        let stack = self.stacks.get(t as usize).ok_or(NotSimple)?;
        for w in stack.windows(2) {
            tris.push(v, w[0].0, w[1].0);
        }
        self.free.push(t);
        Ok(())
    }
}
