//! lyon adapters of the fill tessellator: positions by endpoint id, and a
//! geometry builder whose indices refer to the input vertices (vertices lyon
//! adds at self-intersections are appended after them, computed in f64).

use lyon_tessellation::geometry_builder::{FillGeometryBuilder, GeometryBuilder};
use lyon_tessellation::math::{point, Point};
use lyon_tessellation::path::{ControlPointId, EndpointId, PositionStore};
use lyon_tessellation::{FillVertex, GeometryBuilderError, VertexId, VertexSource};

pub(crate) struct Positions<'a>(pub(crate) &'a [Point]);

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
pub(crate) struct Collector<'a> {
    pub(crate) coords: &'a [f64],
    pub(crate) vertex_count: u32,
    pub(crate) base: u32,
    pub(crate) origin: (f64, f64),
    pub(crate) extra: &'a mut Vec<f64>,
    pub(crate) indices: &'a mut Vec<u32>,
    pub(crate) start_len: usize,
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
