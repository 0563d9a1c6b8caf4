//! One vessel's drawing in the vessel layer ([`crate::vessel_layer`]): its
//! motion vector, triangle and heading line, hull and heading line from the
//! bow, lost-target cross and nav-status mark, each over a thin border (or
//! halo) of the theme's outline colour, written as vertices
//! ([`crate::vessel_vertex`]). Which vessels are stationary and the order
//! of priority they are drawn in are decided here too.

use crate::cast::vertex_f32;
use crate::prediction;
use crate::projection::{self, GeoPoint, MercatorPoint, ProjectionError};
use crate::target_symbols::{self, TargetSymbol};
use crate::vessel_layer::{vessel_flags, VesselBatch, VesselLayerOptions};
use crate::vessel_mark;
use crate::vessel_shape::{self, NavStatus, VesselDimensions, MARKER_LENGTH_PX};
use crate::vessel_vertex::{flags, palette, Paint, Point, Role, Symbols, VertexWriter};

/// Motion vector width, pixels.
pub const VECTOR_WIDTH_PX: f64 = 1.5;
/// Heading line width, pixels; it runs this far ahead of the apex or bow.
pub const HEADING_LINE_WIDTH_PX: f64 = 1.5;
pub const HEADING_LINE_PX: f64 = MARKER_LENGTH_PX;
/// The border under symbols and lines (each side), pixels.
pub const OUTLINE_PX: f64 = 1.0;
/// The halo around the nav-status marks, pixels.
pub const MARK_HALO_PX: f64 = 1.5;
/// The gap between the triangle's apex height and a mark, pixels.
pub const MARK_GAP_PX: f64 = 4.0;
/// The lost-target cross: half the length of each bar and its width, pixels.
pub const LOST_CROSS_HALF_PX: f64 = 13.0;
pub const LOST_CROSS_WIDTH_PX: f64 = 2.0;
/// The outline-only symbol's line (the predicted ghost), pixels.
pub const GHOST_LINE_PX: f64 = 2.0;
/// Below this speed a vessel counts as stationary (knots).
pub const STATIONARY_KN: f64 = 1.0;

pub fn relative(p: GeoPoint, origin: MercatorPoint) -> Result<(f64, f64), ProjectionError> {
    let m = projection::project(p)?;
    Ok((m.x_m - origin.x_m, m.y_m - origin.y_m))
}

/// One vessel's inputs, read from the batch.
pub struct Vessel {
    pub position: GeoPoint,
    pub dims: VesselDimensions,
    /// Heading, else course over ground (NaN when neither).
    symbol_heading_deg: f64,
    heading_known: bool,
    speed_kn: f64,
    course_deg: f64,
    status: NavStatus,
    lost: bool,
    pub symbol: TargetSymbol,
}

impl Vessel {
    pub fn read(batch: &VesselBatch<'_>, i: usize) -> Self {
        let dim = |k: usize| Some(batch.dims_m[4 * i + k]).filter(|v| v.is_finite());
        let heading = batch.heading_deg[i];
        Self {
            position: GeoPoint {
                lat_deg: batch.lat_deg[i],
                lon_deg: batch.lon_deg[i],
            },
            dims: VesselDimensions {
                to_bow_m: dim(0),
                to_stern_m: dim(1),
                to_port_m: dim(2),
                to_starboard_m: dim(3),
            },
            symbol_heading_deg: if heading.is_finite() {
                heading
            } else {
                batch.course_deg[i]
            },
            heading_known: heading.is_finite(),
            speed_kn: batch.speed_kn[i],
            course_deg: batch.course_deg[i],
            status: NavStatus::from_ais_code(batch.nav_status[i]),
            lost: batch.flags[i] & vessel_flags::LOST != 0,
            symbol: TargetSymbol::from_flags(batch.flags[i]),
        }
    }

    /// Not moving: slower than [`STATIONARY_KN`], or at anchor, moored or aground with no speed reported.
    pub fn stationary(&self) -> bool {
        if self.speed_kn.is_finite() {
            self.speed_kn < STATIONARY_KN
        } else {
            self.status.is_stationary()
        }
    }

    /// Drawing order: lower first.
    pub fn priority(&self) -> u8 {
        match self.symbol {
            TargetSymbol::Sart => return 5,
            TargetSymbol::SarAircraft => return 4,
            TargetSymbol::Vessel => {}
        }
        match (self.stationary(), self.lost, self.status.has_mark()) {
            (_, true, _) => 1,
            (true, false, _) => 0,
            (false, false, false) => 2,
            (false, false, true) => 3,
        }
    }
}

/// Rotates a point of the ship's frame (x to starboard, y to the bow) by a
/// heading (degrees clockwise from north; NaN: none) into x east, y north.
fn rotate((x, y): (f64, f64), heading_deg: f64) -> (f64, f64) {
    let h = if heading_deg.is_finite() {
        heading_deg.to_radians()
    } else {
        0.0
    };
    let (s, c) = h.sin_cos();
    (x * c + y * s, -x * s + y * c)
}

/// Points of a pixel ring around an anchor, moved out (or in, `d` < 0) by `d` px.
pub fn pixel_ring(anchor: (f64, f64), ring: &[f64], d: f64) -> Vec<Point> {
    let moved = vessel_shape::miter_offsets(ring, d);
    ring.chunks_exact(2)
        .zip(moved.chunks_exact(2))
        .map(|(p, m)| Point {
            anchor,
            offset_px: (p[0] + m[0], p[1] + m[1]),
        })
        .collect()
}

/// Points of a hull ring in metres (scaled to Mercator) around an anchor, moved out by `d` px.
fn metre_ring(anchor: (f64, f64), ring: &[f64], scale: f64, d: f64) -> Vec<Point> {
    let moved = vessel_shape::miter_offsets(ring, d);
    ring.chunks_exact(2)
        .zip(moved.chunks_exact(2))
        .map(|(p, m)| Point {
            anchor: (anchor.0 + p[0] * scale, anchor.1 + p[1] * scale),
            offset_px: (m[0], m[1]),
        })
        .collect()
}

/// A filled ring over its border (or, outline only, its line).
fn symbol(
    w: &mut VertexWriter<'_>,
    colour: u8,
    outline_only: bool,
    ring: &dyn Fn(f64) -> Vec<Point>,
) {
    if outline_only {
        w.paint.palette = colour;
        w.band(&ring(0.0), &ring(-GHOST_LINE_PX));
    } else {
        w.paint.palette = palette::OUTLINE;
        w.fan(&ring(OUTLINE_PX));
        w.paint.palette = colour;
        w.fan(&ring(0.0));
    }
}

/// A line over its border.
fn bordered_line(
    w: &mut VertexWriter<'_>,
    colour: u8,
    a: Point,
    b: Point,
    dir: (f64, f64),
    width_px: f64,
) {
    w.paint.palette = palette::OUTLINE;
    w.line(a, b, dir, width_px + 2.0 * OUTLINE_PX);
    w.paint.palette = colour;
    w.line(a, b, dir, width_px);
}

const fn at(anchor: (f64, f64), offset_px: (f64, f64)) -> Point {
    Point { anchor, offset_px }
}

/// What the parts of one vessel's drawing share.
struct Drawing<'v> {
    v: &'v Vessel,
    anchor: (f64, f64),
    /// Palette entry of the symbols: known or missing dimensions.
    colour: u8,
    /// [`flags::SHRINK`] for a stationary vessel.
    shrink: u8,
    /// Unit vector along the symbol's heading (x east, y north).
    forward: (f64, f64),
    show_heading: bool,
}

/// The motion vector (not for a lost target: its motion is not known now).
fn write_vector(w: &mut VertexWriter<'_>, d: &Drawing<'_>, options: &VesselLayerOptions) {
    let v = d.v;
    if v.lost
        || !options.vector_length_min.is_finite()
        || !prediction::can_predict(v.speed_kn, v.course_deg)
    {
        return;
    }
    let end = prediction::motion_vector_end(
        v.position,
        v.speed_kn,
        v.course_deg,
        options.vector_length_min,
    )
    .ok()
    .and_then(|end| relative(end, options.origin).ok());
    let Some(end) = end else { return };
    let (dx, dy) = (end.0 - d.anchor.0, end.1 - d.anchor.1);
    let len = dx.hypot(dy);
    if len > 0.0 && len.is_finite() {
        w.paint = Paint {
            palette: palette::VECTOR,
            role: Role::Always,
            flags: 0,
        };
        let (a, b) = (at(d.anchor, (0.0, 0.0)), at(end, (0.0, 0.0)));
        bordered_line(
            w,
            palette::VECTOR,
            a,
            b,
            (dx / len, dy / len),
            VECTOR_WIDTH_PX,
        );
    }
}

/// The triangle, pointing along the heading (course when heading is not
/// available), centred on the position, with its heading line.
fn write_triangle(w: &mut VertexWriter<'_>, d: &Drawing<'_>, options: &VesselLayerOptions) {
    let triangle = vessel_shape::marker_triangle(d.v.symbol_heading_deg);
    w.paint = Paint {
        palette: d.colour,
        role: Role::Triangle,
        flags: d.shrink,
    };
    symbol(w, d.colour, options.outline_only, &|e| {
        pixel_ring(d.anchor, &triangle, e)
    });
    // Hidden at every drawn scale: left out.
    let hidden = d.v.stationary() && options.stationary_shrunk;
    if d.show_heading && !hidden {
        let hide = if d.v.stationary() {
            flags::HIDE_SHRUNK
        } else {
            0
        };
        w.paint.flags = d.shrink | hide;
        let f = d.forward;
        let (near, far) = (
            MARKER_LENGTH_PX / 2.0,
            MARKER_LENGTH_PX / 2.0 + HEADING_LINE_PX,
        );
        let (a, b) = (
            at(d.anchor, (f.0 * near, f.1 * near)),
            at(d.anchor, (f.0 * far, f.1 * far)),
        );
        bordered_line(w, d.colour, a, b, f, HEADING_LINE_WIDTH_PX);
    }
}

/// The hull, placed by the reference offsets around the position, with its
/// heading line from the bow (written when `write`); answers its reach
/// (Mercator metres) either way.
fn write_hull(
    w: &mut VertexWriter<'_>,
    d: &Drawing<'_>,
    options: &VesselLayerOptions,
    write: bool,
) -> f64 {
    let v = d.v;
    let heading = v.symbol_heading_deg;
    let shape = vessel_shape::vessel_shape(&v.dims, heading);
    if shape.kind != vessel_shape::VesselShapeKind::Hull {
        return 0.0;
    }
    // Ground metres to Mercator metres: 1 / cos(latitude).
    let scale = 1.0 / v.position.lat_deg.to_radians().cos();
    let reach = shape
        .outline
        .chunks_exact(2)
        .fold(0.0f64, |m, p| m.max(p[0].hypot(p[1]) * scale));
    if !write {
        return reach;
    }
    w.paint = Paint {
        palette: d.colour,
        role: Role::Hull,
        flags: 0,
    };
    symbol(w, d.colour, options.outline_only, &|e| {
        metre_ring(d.anchor, &shape.outline, scale, e)
    });
    if d.show_heading {
        let bow = v.dims.to_bow_m.unwrap_or(0.0);
        let centre = (v.dims.to_starboard_m.unwrap_or(0.0) - v.dims.to_port_m.unwrap_or(0.0)) / 2.0;
        let (bx, by) = rotate((centre * scale, bow * scale), heading);
        let bow_at = (d.anchor.0 + bx, d.anchor.1 + by);
        let f = d.forward;
        let ahead = (f.0 * HEADING_LINE_PX, f.1 * HEADING_LINE_PX);
        let (a, b) = (at(bow_at, (0.0, 0.0)), at(bow_at, ahead));
        bordered_line(w, d.colour, a, b, f, HEADING_LINE_WIDTH_PX);
    }
    reach
}

/// The lost-target cross: two bars across the symbol at 45 degrees to the heading.
fn write_cross(w: &mut VertexWriter<'_>, d: &Drawing<'_>) {
    w.paint = Paint {
        palette: d.colour,
        role: Role::Always,
        flags: d.shrink,
    };
    for turn in [45.0, -45.0] {
        let (x, y) = rotate((0.0, LOST_CROSS_HALF_PX), d.v.symbol_heading_deg + turn);
        let dir = (x / LOST_CROSS_HALF_PX, y / LOST_CROSS_HALF_PX);
        let (a, b) = (at(d.anchor, (-x, -y)), at(d.anchor, (x, y)));
        bordered_line(w, d.colour, a, b, dir, LOST_CROSS_WIDTH_PX);
    }
}

/// A target that is not a vessel ([`crate::target_symbols`]): the SART
/// symbol (no vector: a device adrift), or the aircraft with its vector;
/// crossed when lost; no mark.
fn write_other_target(w: &mut VertexWriter<'_>, d: &Drawing<'_>, options: &VesselLayerOptions) {
    if d.v.symbol == TargetSymbol::Sart {
        target_symbols::write_sart(w, d.anchor);
    } else {
        write_vector(w, d, options);
        target_symbols::write_sar_aircraft(w, d.anchor, d.v.symbol_heading_deg);
    }
    if d.v.lost {
        write_cross(w, d);
    }
}

/// Writes one vessel; answers the hull's reach (Mercator metres).
pub fn write_vessel(
    w: &mut VertexWriter<'_>,
    v: &Vessel,
    anchor: (f64, f64),
    options: &VesselLayerOptions,
) -> f64 {
    let d = Drawing {
        v,
        anchor,
        colour: if v.dims.known().is_some() {
            palette::KNOWN
        } else {
            palette::UNKNOWN
        },
        shrink: if v.stationary() { flags::SHRINK } else { 0 },
        forward: rotate((0.0, 1.0), v.symbol_heading_deg),
        show_heading: v.heading_known && !v.lost && !options.outline_only,
    };
    if v.symbol != TargetSymbol::Vessel {
        write_other_target(w, &d, options);
        return 0.0;
    }
    write_vector(w, &d, options);
    // The triangle's vertices and the hull's carry the scale where one gives way to the other.
    let switch =
        vessel_shape::hull_switch_scale(&v.dims, v.position.lat_deg).map_or(f32::MAX, vertex_f32);
    let symbols = Symbols::at(switch, options.drawn_scales);
    w.switch = symbols.switch;
    if symbols.triangle {
        write_triangle(w, &d, options);
    }
    let hull_reach = write_hull(w, &d, options, symbols.hull);
    w.switch = f32::MAX;
    if v.lost {
        write_cross(w, &d);
    }
    // A stationary vessel's mark hides while shrunk: left out if it is at every drawn scale.
    if !(options.outline_only || v.stationary() && options.stationary_shrunk) {
        vessel_mark::write_mark(w, anchor, v.status, v.stationary(), d.shrink);
    }
    hull_reach
}
