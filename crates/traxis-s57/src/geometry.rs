//! Geometry assembly from the spatial records a feature points to (FSPT):
//! points from nodes, soundings as 3-D points (depth = VE3D / SOMF), lines
//! from edges in pointer order with orientation (and masked edges left out),
//! polygons from edges chained into closed rings, the ring with the largest
//! extent first (the exterior), then the interior rings.
//!
//! Chaining is done on the integer coordinates, so joins are exact.

use super::dataset::VectorStore;
use super::model::{Geometry, GeometryKind};
use super::records::{SpatialRef, RCNM_VE};

/// A raw vertex (X, Y) in file units.
type Xy = (i32, i32);

/// Scale factors and the vector index.
pub struct Assembler<'a> {
    pub vectors: &'a VectorStore,
    pub comf: f64,
    pub somf: f64,
}

/// Why a geometry is incomplete (becomes a warning).
pub type Problem = String;

const SOUNDG: u16 = 129;
const ORNT_REVERSE: u8 = 2;
const MASK_MASKED: u8 = 1;

impl Assembler<'_> {
    fn node(&self, r: &SpatialRef) -> Option<Xy> {
        let v = self.vectors.get(&(r.rcnm, r.rcid))?;
        let d = usize::from(v.dim);
        match v.coords.get(..2) {
            Some(&[y, x]) if d >= 2 => Some((x, y)),
            _ => None,
        }
    }

    /// An edge's vertices from its start node to its end node.
    fn edge(&self, rcid: u32, out: &mut Vec<Xy>) -> Result<(), Problem> {
        let e = self
            .vectors
            .get(&(RCNM_VE, rcid))
            .ok_or_else(|| format!("edge {rcid} is missing"))?;
        let mut start = None;
        let mut end = None;
        for (i, p) in e.vrpt.iter().enumerate() {
            match (p.topi, i) {
                (1, _) | (255, 0) => start = Some(p),
                (2, _) | (255, 1) => end = Some(p),
                _ => {}
            }
        }
        let node = |p: Option<&SpatialRef>, which: &str| {
            p.and_then(|p| self.node(p))
                .ok_or_else(|| format!("{which} node of edge {rcid} is missing"))
        };
        out.push(node(start, "start")?);
        let d = usize::from(e.dim.max(2));
        out.extend(e.coords.chunks_exact(d).map(|c| (c[1], c[0])));
        out.push(node(end, "end")?);
        Ok(())
    }

    #[allow(
        clippy::cast_possible_truncation,
        reason = "part starts are u32 vertex offsets; lossless on wasm32, where usize is 32 bits"
    )]
    fn to_geometry(&self, kind: GeometryKind, parts: &[Vec<Xy>]) -> Geometry {
        let n: usize = parts.iter().map(Vec::len).sum();
        let mut raw = Vec::with_capacity(n * 2);
        // A single part needs no part table (see `Geometry::parts`).
        let mut starts = Vec::with_capacity(if parts.len() > 1 { parts.len() } else { 0 });
        for part in parts {
            if parts.len() > 1 {
                starts.push((raw.len() / 2) as u32);
            }
            for &(x, y) in part {
                raw.push(x);
                raw.push(y);
            }
        }
        Geometry {
            kind,
            dim: 2,
            raw,
            parts: starts,
            comf: self.comf,
            somf: self.somf,
        }
    }

    /// Assembles the geometry of a feature of primitive `prim`.
    pub fn assemble(
        &self,
        prim: u8,
        objl: u16,
        fspt: &[SpatialRef],
        problems: &mut Vec<Problem>,
    ) -> Geometry {
        match prim {
            1 => self.point(objl, fspt, problems),
            2 => self.line(fspt, problems),
            3 => self.area(fspt, problems),
            _ => Geometry::NONE,
        }
    }

    fn point(&self, objl: u16, fspt: &[SpatialRef], problems: &mut Vec<Problem>) -> Geometry {
        let Some(r) = fspt.first() else {
            return Geometry::NONE;
        };
        let Some(v) = self.vectors.get(&(r.rcnm, r.rcid)) else {
            problems.push(format!("node {}/{} is missing", r.rcnm, r.rcid));
            return Geometry::NONE;
        };
        if v.dim == 3 && objl == SOUNDG {
            let raw = v
                .coords
                .chunks_exact(3)
                .flat_map(|c| [c[1], c[0], c[2]])
                .collect();
            return Geometry {
                kind: GeometryKind::MultiPoint,
                dim: 3,
                raw,
                parts: Vec::new(),
                comf: self.comf,
                somf: self.somf,
            };
        }
        match self.node(r) {
            Some(xy) => self.to_geometry(GeometryKind::Point, &[vec![xy]]),
            None => {
                problems.push(format!("node {}/{} has no coordinates", r.rcnm, r.rcid));
                Geometry::NONE
            }
        }
    }

    fn line(&self, fspt: &[SpatialRef], problems: &mut Vec<Problem>) -> Geometry {
        let mut parts: Vec<Vec<Xy>> = Vec::new();
        let mut edge = Vec::new();
        for r in fspt {
            if r.mask == MASK_MASKED {
                continue;
            }
            edge.clear();
            if r.rcnm != RCNM_VE {
                problems.push(format!(
                    "line points to record {}/{}, not an edge",
                    r.rcnm, r.rcid
                ));
                continue;
            }
            if let Err(p) = self.edge(r.rcid, &mut edge) {
                problems.push(p);
                continue;
            }
            if r.ornt == ORNT_REVERSE {
                edge.reverse();
            }
            match parts.last_mut() {
                Some(last) if last.last() == edge.first() => last.extend_from_slice(&edge[1..]),
                _ => parts.push(edge.clone()),
            }
        }
        match parts.len() {
            0 => Geometry::NONE,
            1 => self.to_geometry(GeometryKind::LineString, &parts),
            _ => self.to_geometry(GeometryKind::MultiLineString, &parts),
        }
    }

    fn area(&self, fspt: &[SpatialRef], problems: &mut Vec<Problem>) -> Geometry {
        let mut edges: Vec<Vec<Xy>> = Vec::with_capacity(fspt.len());
        for r in fspt {
            let mut e = Vec::new();
            if let Err(p) = self.edge(r.rcid, &mut e) {
                problems.push(p);
                continue;
            }
            if r.ornt == ORNT_REVERSE {
                e.reverse();
            }
            edges.push(e);
        }
        let mut rings = chain_rings(edges, problems);
        if rings.is_empty() {
            return Geometry::NONE;
        }
        // The exterior is the ring with the largest extent.
        let mut best = 0;
        let mut best_area = -1.0;
        for (i, ring) in rings.iter().enumerate() {
            let area = extent_area(ring);
            if area > best_area {
                best = i;
                best_area = area;
            }
        }
        let exterior = rings.remove(best);
        rings.insert(0, exterior);
        self.to_geometry(GeometryKind::Polygon, &rings)
    }
}

fn extent_area(ring: &[Xy]) -> f64 {
    let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for &(x, y) in ring {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    (f64::from(x1) - f64::from(x0)) * (f64::from(y1) - f64::from(y0))
}

/// Chains oriented edges into closed rings. Edges are taken in pointer
/// order; when the next edge does not continue the ring, the remaining
/// edges are searched for one starting (or, reversed, ending) at the ring's
/// end. A ring that cannot be closed is closed with a warning.
fn chain_rings(edges: Vec<Vec<Xy>>, problems: &mut Vec<Problem>) -> Vec<Vec<Xy>> {
    let mut rest: Vec<Option<Vec<Xy>>> = edges.into_iter().map(Some).collect();
    let mut rings = Vec::new();
    let mut next_unused = 0;
    loop {
        while next_unused < rest.len() && rest[next_unused].is_none() {
            next_unused += 1;
        }
        let Some(mut ring) = rest.get_mut(next_unused).and_then(Option::take) else {
            break;
        };
        let mut cursor = next_unused + 1;
        while ring.len() < 2 || ring.first() != ring.last() {
            let Some(&end) = ring.last() else { break };
            let found = find_next(&rest, cursor, end);
            let Some((i, reversed)) = found else {
                problems.push(
                    "ring could not be closed from its edges; closed by a straight segment"
                        .to_owned(),
                );
                if let Some(&first) = ring.first() {
                    ring.push(first);
                }
                break;
            };
            if let Some(mut e) = rest[i].take() {
                if reversed {
                    e.reverse();
                }
                ring.extend_from_slice(&e[1..]);
            }
            cursor = i + 1;
        }
        rings.push(ring);
    }
    rings
}

/// The first unused edge, searching from `from` and wrapping, that starts
/// at `end`, else one that ends there (to be reversed).
fn find_next(rest: &[Option<Vec<Xy>>], from: usize, end: Xy) -> Option<(usize, bool)> {
    let n = rest.len();
    let order = (from..n).chain(0..from.min(n));
    let mut reversed = None;
    for i in order {
        if let Some(e) = &rest[i] {
            if e.first() == Some(&end) {
                return Some((i, false));
            }
            if reversed.is_none() && e.last() == Some(&end) {
                reversed = Some((i, true));
            }
        }
    }
    reversed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_edges_in_any_order_and_direction() {
        let edges = vec![
            vec![(0, 0), (1, 0)],
            vec![(0, 1), (0, 0)],
            vec![(1, 1), (1, 0)],
            vec![(1, 1), (0, 1)],
        ];
        let mut problems = Vec::new();
        let rings = chain_rings(edges, &mut problems);
        assert!(problems.is_empty());
        assert_eq!(rings, vec![vec![(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]]);
    }

    #[test]
    fn missing_spatial_records_are_problems() {
        let vectors = VectorStore::default();
        let asm = Assembler {
            vectors: &vectors,
            comf: 1e7,
            somf: 10.0,
        };
        let r = SpatialRef {
            rcnm: RCNM_VE,
            rcid: 7,
            ornt: 1,
            usag: 1,
            topi: 255,
            mask: 2,
        };
        let mut problems = Vec::new();
        assert_eq!(
            asm.assemble(3, 42, &[r], &mut problems).kind,
            GeometryKind::None
        );
        assert_eq!(
            asm.assemble(2, 30, &[r], &mut problems).kind,
            GeometryKind::None
        );
        assert_eq!(
            problems,
            vec![
                "edge 7 is missing".to_owned(),
                "edge 7 is missing".to_owned()
            ]
        );
    }

    #[test]
    fn closes_open_rings_with_a_warning() {
        let mut problems = Vec::new();
        let rings = chain_rings(vec![vec![(0, 0), (1, 0), (1, 1)]], &mut problems);
        assert_eq!(rings, vec![vec![(0, 0), (1, 0), (1, 1), (0, 0)]]);
        assert_eq!(problems.len(), 1);
    }
}
