use super::*;
use crate::projection::{self, GeoPoint};
use crate::vessel_vertex::flags;

/// One decoded vertex.
#[derive(Debug, Clone, Copy)]
struct V {
    pos: (f32, f32),
    offset: (f32, f32),
    palette: u8,
    role: u8,
    flags: u8,
    pick: [u8; 4],
    switch: f32,
}

fn decode(b: &VesselLayerBuffers) -> Vec<V> {
    b.vertices
        .chunks_exact(VERTEX_BYTES)
        .map(|v| {
            let f = |k: usize| f32::from_le_bytes([v[k], v[k + 1], v[k + 2], v[k + 3]]);
            let o = |k: usize| f32::from(i16::from_le_bytes([v[k], v[k + 1]])) / 16.0;
            V {
                pos: (f(0), f(4)),
                offset: (o(8), o(10)),
                palette: v[12] & 7,
                role: (v[12] >> 3) & 3,
                flags: (v[12] >> 5) & 3,
                pick: [v[13], v[14], v[15], if v[12] & 0x80 == 0 { 0 } else { 255 }],
                switch: f(16),
            }
        })
        .collect()
}

#[derive(Clone, Copy)]
struct One {
    dims: [f64; 4],
    status: u8,
    speed: f64,
    heading: f64,
    lost: bool,
    /// [`vessel_flags`] of the target's kind (0: a vessel).
    kind: u8,
}

const SHIP: One = One {
    dims: [80.0, 20.0, 8.0, 8.0],
    status: 0,
    speed: 10.0,
    heading: 90.0,
    lost: false,
    kind: 0,
};

fn origin() -> MercatorPoint {
    projection::project(GeoPoint {
        lat_deg: 54.5,
        lon_deg: 18.5,
    })
    .unwrap()
}

fn options() -> VesselLayerOptions {
    VesselLayerOptions {
        origin: origin(),
        vector_length_min: 6.0,
        pickable: true,
        outline_only: false,
        drawn_scales: ALL_SCALES,
        stationary_shrunk: false,
    }
}

fn build(vessels: &[One], options: &VesselLayerOptions) -> VesselLayerBuffers {
    let n = vessels.len();
    let lat: Vec<f64> = (0..n)
        .map(|i| 54.5 + 0.01 * f64::from(u32::try_from(i).unwrap()))
        .collect();
    let lon = vec![18.5; n];
    let heading: Vec<f64> = vessels.iter().map(|v| v.heading).collect();
    let speed: Vec<f64> = vessels.iter().map(|v| v.speed).collect();
    let course = vec![90.0; n];
    let dims: Vec<f64> = vessels.iter().flat_map(|v| v.dims).collect();
    let status: Vec<u8> = vessels.iter().map(|v| v.status).collect();
    let ids: Vec<u32> = (0..n)
        .map(|i| (1 << 23) + 5 + u32::try_from(i).unwrap())
        .collect();
    let flags: Vec<u8> = vessels.iter().map(|v| u8::from(v.lost) | v.kind).collect();
    let batch = VesselBatch {
        lat_deg: &lat,
        lon_deg: &lon,
        heading_deg: &heading,
        speed_kn: &speed,
        course_deg: &course,
        dims_m: &dims,
        nav_status: &status,
        ids: &ids,
        flags: &flags,
    };
    build_vessel_layer(&batch, options).unwrap()
}

fn count(vs: &[V], palette: u8, role: Role) -> usize {
    vs.iter()
        .filter(|v| v.palette == palette && v.role == role as u8)
        .count()
}

#[test]
fn missing_dimensions_give_the_red_triangle_at_every_scale() {
    let b = build(
        &[One {
            dims: [f64::NAN; 4],
            speed: 0.0,
            heading: f64::NAN,
            ..SHIP
        }],
        &options(),
    );
    let vs = decode(&b);
    // The triangle over its border; no heading (none known), no vector (not moving), no mark.
    assert_eq!(vs.len(), 6);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Triangle), 3);
    assert_eq!(count(&vs, palette::UNKNOWN, Role::Triangle), 3);
    assert!(vs
        .iter()
        .all(|v| v.switch == f32::MAX && v.pos.0.abs() < 1e-3));
    // Stationary (0 kn): the triangle shrinks at small scales.
    assert!(vs.iter().all(|v| v.flags == flags::SHRINK));
    assert_eq!(vs[3].pick, [5, 0, 128, 255]);
    // 20 x 12 px pointing north (no heading, course 90 is used: east).
    let fill: Vec<(f32, f32)> = vs[3..].iter().map(|v| v.offset).collect();
    assert_eq!(fill[0], (10.0, 0.0));
    assert_eq!(b.vertex_offsets, vec![0, 6]);
    assert_eq!(b.extents_m, vec![0.0]);
    assert_eq!(b.hull_reach_m, vec![0.0]);
}

#[test]
fn a_ship_has_triangle_and_hull_switched_at_20_px_with_heading_line_and_vector() {
    let b = build(&[SHIP], &options());
    let vs = decode(&b);
    let switch = 20.0 * 54.5f64.to_radians().cos() / 100.0;
    // Triangle and hull, each over its border; the hull's 5 corners make 3 triangles.
    assert_eq!(count(&vs, palette::KNOWN, Role::Triangle), 3 + 6);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Triangle), 3 + 6);
    assert_eq!(count(&vs, palette::KNOWN, Role::Hull), 9 + 6);
    for v in vs.iter().filter(|v| v.role != Role::Always as u8) {
        assert!((f64::from(v.switch) - switch).abs() < 1e-6);
    }
    // The hull in metres: the bow 80 m east (heading 90), scaled by 1 / cos(54.5).
    let max_x = vs
        .iter()
        .filter(|v| v.role == Role::Hull as u8 && v.palette == palette::KNOWN)
        .fold(0.0f32, |m, v| m.max(v.pos.0));
    assert!((f64::from(max_x) - 80.0 / 54.5f64.to_radians().cos()).abs() < 0.5);
    // The vector: 10 kn for 6 min = 1 NM east, over its border.
    assert_eq!(count(&vs, palette::VECTOR, Role::Always), 6);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Always), 6);
    let end_x = vs
        .iter()
        .filter(|v| v.palette == palette::VECTOR)
        .fold(0.0f32, |m, v| m.max(v.pos.0));
    assert!((f64::from(end_x) - 1852.0 / 54.5f64.to_radians().cos()).abs() < 20.0);
    // The heading line runs 20 px ahead of the apex (triangle) or the bow (hull): to 30 px east.
    let ahead = vs
        .iter()
        .filter(|v| v.role == Role::Triangle as u8 && v.palette == palette::KNOWN)
        .fold(0.0f32, |m, v| m.max(v.offset.0));
    assert_eq!(ahead, 30.0);
    assert!((f64::from(b.extents_m[0]) - f64::from(end_x)).abs() < 1.0);
    assert!(
        (f64::from(b.hull_reach_m[0])
            - 80.0f64.hypot(0.0).max(20.0f64.hypot(8.0)) / 54.5f64.to_radians().cos())
        .abs()
            < 0.5
    );
    // Moving: nothing shrinks.
    assert!(vs.iter().all(|v| v.flags == 0));
}

#[test]
fn a_layer_for_scales_on_one_side_of_the_switch_carries_one_symbol_shown_at_every_scale() {
    let switch = 20.0 * 54.5f64.to_radians().cos() / 100.0;
    let all = build(&[SHIP], &options());
    let roles = |b: &VesselLayerBuffers, role: Role| {
        decode(b).iter().filter(|v| v.role == role as u8).count()
    };
    // Zoomed out (24 NM): only the triangle, never switched off.
    let far = VesselLayerOptions {
        drawn_scales: (switch / 20.0, switch / 2.0),
        ..options()
    };
    let b = build(&[SHIP], &far);
    assert_eq!(roles(&b, Role::Hull), 0);
    assert_eq!(roles(&b, Role::Triangle), roles(&all, Role::Triangle));
    assert!(decode(&b)
        .iter()
        .filter(|v| v.role == Role::Triangle as u8)
        .all(|v| v.switch == f32::MAX));
    assert_eq!(
        b.vertex_count(),
        all.vertex_count() - roles(&all, Role::Hull)
    );
    // The highlight ring still grows by the hull's reach.
    assert_eq!(b.hull_reach_m, all.hull_reach_m);
    // Zoomed in: only the hull, never switched off.
    let near = VesselLayerOptions {
        drawn_scales: (switch * 2.0, switch * 20.0),
        ..options()
    };
    let b = build(&[SHIP], &near);
    assert_eq!(roles(&b, Role::Triangle), 0);
    assert_eq!(roles(&b, Role::Hull), roles(&all, Role::Hull));
    assert!(decode(&b)
        .iter()
        .filter(|v| v.role == Role::Hull as u8)
        .all(|v| v.switch == 0.0));
    assert_eq!(b.extents_m, all.extents_m);
    // Scales around the switch: both, the shader choosing.
    let around = VesselLayerOptions {
        drawn_scales: (switch / 2.0, switch * 2.0),
        ..options()
    };
    assert_eq!(build(&[SHIP], &around), all);
}

#[test]
fn marks_sit_above_the_triangle_over_a_halo() {
    let b = build(
        &[One {
            status: 1,
            speed: 0.0,
            ..SHIP
        }],
        &options(),
    );
    let vs = decode(&b);
    let mark: Vec<&V> = vs.iter().filter(|v| v.palette == palette::MARK).collect();
    let halo: Vec<&V> = vs
        .iter()
        .filter(|v| v.palette == palette::MARK_HALO)
        .collect();
    // A ball of 12 corners: 10 triangles, and its halo.
    assert_eq!((mark.len(), halo.len()), (30, 30));
    let low = mark.iter().fold(f32::MAX, |m, v| m.min(v.offset.1));
    let high = halo.iter().fold(0.0f32, |m, v| m.max(v.offset.1));
    assert!(low >= 10.0 + 4.0 - 0.1, "{low}");
    assert!(high <= 10.0 + 4.0 + 7.0 + 1.6, "{high}");
    // At anchor: the triangle shrinks at small scales, the mark and the heading line hide.
    assert!(mark
        .iter()
        .all(|v| v.flags == flags::SHRINK | flags::HIDE_SHRUNK && v.role == Role::Always as u8));
    assert!(vs
        .iter()
        .any(|v| v.flags == flags::SHRINK | flags::HIDE_SHRUNK && v.role == Role::Triangle as u8));
    // Shrunk at every range the layer is drawn at: what hides is left out, the rest is the same.
    let shrunk = VesselLayerOptions {
        stationary_shrunk: true,
        ..options()
    };
    let at_anchor = One {
        status: 1,
        speed: 0.0,
        ..SHIP
    };
    let kept: Vec<_> = vs
        .iter()
        .filter(|v| v.flags & flags::HIDE_SHRUNK == 0)
        .map(|v| (v.pos, v.offset, v.palette, v.role, v.flags, v.switch))
        .collect();
    let small = decode(&build(&[at_anchor], &shrunk));
    let left: Vec<_> = small
        .iter()
        .map(|v| (v.pos, v.offset, v.palette, v.role, v.flags, v.switch))
        .collect();
    assert!(!left.is_empty() && left.len() < vs.len());
    assert_eq!(left, kept);
    // A vessel under way keeps its heading line and mark.
    let under_way = One { status: 3, ..SHIP };
    assert_eq!(
        build(&[under_way], &shrunk).vertices,
        build(&[under_way], &options()).vertices
    );
}

#[test]
fn vessels_are_drawn_in_order_of_priority_the_longer_first() {
    let small = One {
        dims: [10.0, 5.0, 2.0, 2.0],
        ..SHIP
    };
    let anchored = One {
        status: 1,
        speed: 0.0,
        ..SHIP
    };
    let lost = One { lost: true, ..SHIP };
    let fishing = One { status: 7, ..SHIP };
    let b = build(&[small, fishing, SHIP, lost, anchored], &options());
    let id = |i: u32| (1 << 23) + 5 + i;
    assert_eq!(b.ids, vec![id(4), id(3), id(2), id(0), id(1)]);
    assert_eq!(b.vertex_offsets.len(), 6);
    assert!(b.vertex_offsets.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn the_ghost_is_outlines_only_and_not_pickable() {
    let o = VesselLayerOptions {
        pickable: false,
        outline_only: true,
        ..options()
    };
    let b = build(&[One { status: 1, ..SHIP }], &o);
    let vs = decode(&b);
    assert!(vs.iter().all(|v| v.pick == [0, 0, 0, 0]));
    assert_eq!(
        vs.iter()
            .filter(|v| v.palette == palette::MARK || v.palette == palette::MARK_HALO)
            .count(),
        0
    );
    // The triangle's line: 3 edges of 2 triangles; the hull's: 5 edges.
    assert_eq!(count(&vs, palette::KNOWN, Role::Triangle), 18);
    assert_eq!(count(&vs, palette::KNOWN, Role::Hull), 30);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Triangle), 0);
}

#[test]
fn lengths_are_checked_and_bad_positions_skipped() {
    let bad = VesselBatch {
        lat_deg: &[1.0],
        lon_deg: &[],
        heading_deg: &[],
        speed_kn: &[],
        course_deg: &[],
        dims_m: &[],
        nav_status: &[],
        ids: &[1],
        flags: &[],
    };
    assert!(build_vessel_layer(&bad, &options()).is_err());
    let nan = [f64::NAN];
    let batch = VesselBatch {
        lat_deg: &nan,
        lon_deg: &[0.0],
        heading_deg: &nan,
        speed_kn: &nan,
        course_deg: &nan,
        dims_m: &[f64::NAN; 4],
        nav_status: &[0],
        ids: &[9],
        flags: &[0],
    };
    let b = build_vessel_layer(&batch, &options()).unwrap();
    assert_eq!(b.skipped, vec![0]);
    assert_eq!(b.vertex_offsets, vec![0, 0]);
    assert!(b.anchors[0].is_nan());
}

/// The symbols of targets that are not plain vessels: the lost cross, the AIS-SART, the SAR aircraft.
#[path = "vessel_layer_symbol_tests.rs"]
mod symbols;
