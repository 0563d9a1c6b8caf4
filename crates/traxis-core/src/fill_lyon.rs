//! lyon's side of the fill tessellator: the polygon as f32 points around a
//! local origin (its first vertex) and line events, positions by endpoint
//! id, and a geometry builder whose indices refer to the input vertices
//! (vertices lyon adds at self-intersections are appended after them,
//! computed in f64).

use lyon_tessellation::geometry_builder::{FillGeometryBuilder, GeometryBuilder};
use lyon_tessellation::math::{point, Point};
use lyon_tessellation::path::{ControlPointId, EndpointId, IdEvent, PositionStore};
use lyon_tessellation::{
    FillOptions, FillRule, FillTessellator, FillVertex, GeometryBuilderError, TessellationError,
    VertexId, VertexSource,
};

use crate::cast::vertex_f32;
use crate::fill::{FillError, FillMesh};

/// lyon's tessellator and the buffers it is fed from, reused across polygons.
#[derive(Default)]
pub(crate) struct LyonScratch {
    tessellator: FillTessellator,
    points: Vec<Point>,
    extra: Vec<f64>,
}

impl LyonScratch {
    /// Appends lyon's triangles of one polygon (even-odd rule) to `mesh`.
    /// Always with lyon's intersection handling: without it lyon is
    /// documented to possibly panic on crossing edges (a trap in WASM), and
    /// proving that rings do not cross first cost more than the handling
    /// (BENCHMARKS.md). Returns Ok(false) when lyon failed (nothing
    /// appended).
    pub(crate) fn run(
        &mut self,
        coords: &[f64],
        hole_starts: &[u32],
        vertex_count: u32,
        base: u32,
        mesh: &mut FillMesh,
    ) -> Result<bool, FillError> {
        let origin = (coords[0], coords[1]);
        self.points.clear();
        self.points.extend(
            coords
                .chunks_exact(2)
                .map(|c| point(vertex_f32(c[0] - origin.0), vertex_f32(c[1] - origin.1))),
        );
        // The rings' line events, generated as lyon reads them.
        let mut start = 0u32;
        let events = hole_starts
            .iter()
            .copied()
            .chain(std::iter::once(vertex_count))
            .filter_map(move |end| {
                let ring = (start, end);
                start = end;
                (end >= ring.0 + 3).then_some(ring)
            })
            .flat_map(|(start, end)| {
                std::iter::once(IdEvent::Begin {
                    at: EndpointId(start),
                })
                .chain((start + 1..end).map(|i| IdEvent::Line {
                    from: EndpointId(i - 1),
                    to: EndpointId(i),
                }))
                .chain(std::iter::once(IdEvent::End {
                    last: EndpointId(end - 1),
                    first: EndpointId(start),
                    close: true,
                }))
            });
        self.extra.clear();
        let options = FillOptions::default()
            .with_fill_rule(FillRule::EvenOdd)
            .with_intersections(true);
        let start_len = mesh.indices.len();
        let mut collector = Collector {
            coords,
            vertex_count,
            base,
            origin,
            extra: &mut self.extra,
            indices: &mut mesh.indices,
            start_len,
        };
        let result = self.tessellator.tessellate_with_ids(
            events,
            &Positions(&self.points),
            None,
            &options,
            &mut collector,
        );
        match result {
            Ok(()) => {
                mesh.positions.extend_from_slice(&self.extra);
                Ok(true)
            }
            Err(TessellationError::GeometryBuilder(GeometryBuilderError::TooManyVertices)) => {
                Err(FillError::TooManyVertices)
            }
            Err(_) => {
                mesh.indices.truncate(start_len);
                Ok(false)
            }
        }
    }
}

struct Positions<'a>(&'a [Point]);

impl PositionStore for Positions<'_> {
    fn get_endpoint(&self, id: EndpointId) -> Point {
        self.0
            .get(id.0 as usize)
            .copied()
            .unwrap_or(point(0.0, 0.0))
    }
    fn get_control_point(&self, _id: ControlPointId) -> Point {
        point(0.0, 0.0)
    }
}

/// Collects lyon's output as indices into the input vertices plus extras.
struct Collector<'a> {
    coords: &'a [f64],
    vertex_count: u32,
    base: u32,
    origin: (f64, f64),
    extra: &'a mut Vec<f64>,
    indices: &'a mut Vec<u32>,
    start_len: usize,
}

impl GeometryBuilder for Collector<'_> {
    fn add_triangle(&mut self, a: VertexId, b: VertexId, c: VertexId) {
        self.indices
            .extend_from_slice(&[self.base + a.0, self.base + b.0, self.base + c.0]);
    }
    fn abort_geometry(&mut self) {
        self.indices.truncate(self.start_len);
        self.extra.clear();
    }
}

impl FillGeometryBuilder for Collector<'_> {
    fn add_fill_vertex(&mut self, vertex: FillVertex) -> Result<VertexId, GeometryBuilderError> {
        let at = |i: u32| {
            let k = i as usize * 2;
            (
                self.coords.get(k).copied().unwrap_or(0.0),
                self.coords.get(k + 1).copied().unwrap_or(0.0),
            )
        };
        let position = match vertex.sources().next() {
            Some(VertexSource::Endpoint { id }) if id.0 < self.vertex_count => {
                return Ok(VertexId(id.0));
            }
            Some(VertexSource::Edge { from, to, t }) => {
                let (a, b) = (at(from.0), at(to.0));
                let t = f64::from(t);
                (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
            }
            _ => {
                let p = vertex.position();
                (
                    f64::from(p.x) + self.origin.0,
                    f64::from(p.y) + self.origin.1,
                )
            }
        };
        let id = self.vertex_count as usize + self.extra.len() / 2;
        let id = u32::try_from(id).map_err(|_| GeometryBuilderError::TooManyVertices)?;
        self.extra.extend_from_slice(&[position.0, position.1]);
        Ok(VertexId(id))
    }
}
