//! The vessel layer's target symbols (target_symbols.rs): a lost target's
//! cross, the AIS-SART (and MOB, EPIRB) circled cross, the SAR aircraft.

use super::*;

#[test]
fn a_lost_target_is_crossed_without_vector_or_heading_line() {
    let b = build(&[One { lost: true, ..SHIP }], &options());
    let vs = decode(&b);
    assert_eq!(count(&vs, palette::VECTOR, Role::Always), 0);
    // Two bars over their borders.
    assert_eq!(count(&vs, palette::KNOWN, Role::Always), 12);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Always), 12);
    // No heading line: the triangle and hull over their borders only.
    assert_eq!(count(&vs, palette::KNOWN, Role::Triangle), 3);
    let reach = vs
        .iter()
        .filter(|v| v.role == Role::Always as u8)
        .fold(0.0f32, |m, v| m.max(v.offset.0.hypot(v.offset.1)));
    assert!(reach > 13.0 && reach < 14.5, "{reach}");
}

#[test]
fn a_sart_mob_or_epirb_is_the_red_circled_cross_on_top_of_everything() {
    let sart = One {
        dims: [f64::NAN; 4],
        speed: 0.0,
        heading: f64::NAN,
        kind: vessel_flags::DISTRESS,
        ..SHIP
    };
    let fishing = One { status: 7, ..SHIP };
    let b = build(&[sart, fishing, SHIP], &options());
    let id = |i: u32| (1 << 23) + 5 + i;
    // Drawn last, above a vessel with a restricted status.
    assert_eq!(b.ids.last(), Some(&id(0)));
    let from = b.vertex_offsets[2] as usize;
    let vs = &decode(&b)[from..];
    // No triangle, hull, vector or mark: only the symbol, at every scale.
    assert!(vs.iter().all(|v| v.role == Role::Always as u8));
    assert_eq!(count(vs, palette::VECTOR, Role::Always), 0);
    assert_eq!(count(vs, palette::MARK, Role::Always), 0);
    // The circle's stroke (24 corners, two triangles each) and two bars, red over the border.
    assert_eq!(count(vs, palette::UNKNOWN, Role::Always), 24 * 6 + 12);
    assert_eq!(count(vs, palette::OUTLINE, Role::Always), 24 * 6 + 12);
    // As large as the triangle: the circle's radius 10 px (its border 1 px more).
    let reach = vs
        .iter()
        .filter(|v| v.palette == palette::UNKNOWN)
        .fold(0.0f32, |m, v| m.max(v.offset.0.hypot(v.offset.1)));
    assert!((reach - 10.0).abs() < 0.2, "{reach}");
    assert!(b.extents_px[2] < 11.5 && b.hull_reach_m[2] == 0.0);
}

#[test]
fn a_sar_aircraft_is_an_aircraft_along_its_course_with_its_vector() {
    let aircraft = One {
        dims: [f64::NAN; 4],
        speed: 120.0,
        heading: f64::NAN,
        kind: vessel_flags::SAR_AIRCRAFT,
        ..SHIP
    };
    let b = build(&[aircraft], &options());
    let vs = decode(&b);
    assert!(vs.iter().all(|v| v.role == Role::Always as u8));
    // Its vector over its border; fuselage, wings and tail (four triangles each) over theirs.
    assert_eq!(count(&vs, palette::VECTOR, Role::Always), 6);
    assert_eq!(count(&vs, palette::KNOWN, Role::Always), 3 * 12);
    assert_eq!(count(&vs, palette::OUTLINE, Role::Always), 6 + 3 * 12);
    // The nose points along the course (90 degrees: east): the farthest point east is 10 px out.
    let east = vs
        .iter()
        .filter(|v| v.palette == palette::KNOWN)
        .fold(f32::MIN, |m, v| m.max(v.offset.0));
    assert!((east - 10.0).abs() < 0.1, "{east}");
    // Lost: crossed as well.
    let lost = build(
        &[One {
            lost: true,
            ..aircraft
        }],
        &options(),
    );
    assert_eq!(count(&decode(&lost), palette::VECTOR, Role::Always), 0);
    assert_eq!(count(&decode(&lost), palette::UNKNOWN, Role::Always), 12);
}
