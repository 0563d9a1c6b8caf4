//! Tests of one pair (`cpa.rs`): closed forms, great circles, hulls, bad input.

use super::*;
use crate::geodesy::sphere_distance_m;
use crate::prediction::dead_reckon;

/// Closed forms are checked on the equator, where the local plane is
/// exact to 1e-6 over these distances; `agrees_with_great_circles`
/// checks the plane at the port's latitude.
pub const LAT0: f64 = 0.0;
pub const LON0: f64 = 18.8;

/// A point-sized vessel `east_nm`/`north_nm` from (lat0, lon0), reported now.
pub fn track_at(
    lat0: f64,
    lon0: f64,
    east_nm: f64,
    north_nm: f64,
    sog_kn: f64,
    cog_deg: f64,
) -> Track {
    let lat = lat0 + north_nm * METRES_PER_NM / M_PER_DEG;
    let cos = lat0.to_radians().cos().max(lat.to_radians().cos());
    Track {
        lat_deg: lat,
        lon_deg: wrap_lon_deg(lon0 + east_nm * METRES_PER_NM / (M_PER_DEG * cos)),
        sog_kn,
        cog_deg,
        heading_deg: f64::NAN,
        age_s: 0.0,
        hull: Hull::UNKNOWN,
        stationary: false,
    }
}

pub fn track(east_nm: f64, north_nm: f64, sog_kn: f64, cog_deg: f64) -> Track {
    track_at(LAT0, LON0, east_nm, north_nm, sog_kn, cog_deg)
}

fn close(actual: f64, expected: f64, tolerance: f64) {
    assert!(
        (actual - expected).abs() <= tolerance,
        "{actual} is not {expected} ± {tolerance}"
    );
}

fn enc(a: &Track, b: &Track) -> Encounter {
    encounter(a, b).unwrap()
}

#[test]
fn head_on() {
    // 2 NM apart, closing at 20 kn: they meet after 6 minutes, CPA 0.
    let e = enc(&track(0.0, 0.0, 10.0, 0.0), &track(0.0, 2.0, 10.0, 180.0));
    close(e.cpa_nm, 0.0, 1e-6);
    close(e.tcpa_min, 6.0, 1e-3);
    close(e.range_nm, 2.0, 1e-3);
    // Both at the meeting point, 1 NM north of a.
    let mid = track(0.0, 1.0, 0.0, 0.0);
    close(e.a_at_cpa.lat_deg, mid.lat_deg, 1e-6);
    close(e.b_at_cpa.lon_deg, mid.lon_deg, 1e-6);
}

#[test]
fn crossing() {
    // A north at 12 kn; B 3 NM east and 3 north, west at 12 kn: both reach (0, 3) at 15 min.
    let e = enc(&track(0.0, 0.0, 12.0, 0.0), &track(3.0, 3.0, 12.0, 270.0));
    close(e.cpa_nm, 0.0, 1e-4);
    close(e.tcpa_min, 15.0, 1e-3);
    // B 3 east and 4 north: p = (3, 4), v = (-12, -12) kn: TCPA = 84/288 h, CPA = 12/(12√2).
    let e = enc(&track(0.0, 0.0, 12.0, 0.0), &track(3.0, 4.0, 12.0, 270.0));
    close(e.cpa_nm, 1.0 / 2f64.sqrt(), 1e-4);
    close(e.tcpa_min, 84.0 / 288.0 * 60.0, 1e-3);
}

#[test]
fn agrees_with_great_circles_at_the_port() {
    // Crossing at 54.6 N: the CPA positions dead-reckoned on the sphere
    // (prediction::dead_reckon) are as far apart as the plane says, to 0.5 %.
    let a = track_at(54.6, 18.8, 0.0, 0.0, 12.0, 10.0);
    let b = track_at(54.6, 18.8, 3.0, 4.0, 14.0, 265.0);
    let e = enc(&a, &b);
    let t_s = e.tcpa_min * 60.0;
    let pa = dead_reckon(
        GeoPoint {
            lat_deg: a.lat_deg,
            lon_deg: a.lon_deg,
        },
        12.0,
        10.0,
        t_s,
    )
    .unwrap();
    let pb = dead_reckon(
        GeoPoint {
            lat_deg: b.lat_deg,
            lon_deg: b.lon_deg,
        },
        14.0,
        265.0,
        t_s,
    )
    .unwrap();
    let sphere_nm = sphere_distance_m(pa, pb, EARTH_RADIUS_M).unwrap() / METRES_PER_NM;
    assert!(
        (sphere_nm - e.cpa_nm).abs() < 0.005 * 5.0,
        "{sphere_nm} vs {}",
        e.cpa_nm
    );
    assert!(
        sphere_distance_m(pa, e.a_at_cpa, EARTH_RADIUS_M).unwrap() < 0.005 * 5.0 * METRES_PER_NM
    );
    // The CPA found on the sphere by sampling is no closer.
    let mut best = f64::MAX;
    for k in 0..=2000 {
        let t = f64::from(k) * 0.6;
        let pa = dead_reckon(
            GeoPoint {
                lat_deg: a.lat_deg,
                lon_deg: a.lon_deg,
            },
            12.0,
            10.0,
            t,
        )
        .unwrap();
        let pb = dead_reckon(
            GeoPoint {
                lat_deg: b.lat_deg,
                lon_deg: b.lon_deg,
            },
            14.0,
            265.0,
            t,
        )
        .unwrap();
        best = best.min(sphere_distance_m(pa, pb, EARTH_RADIUS_M).unwrap() / METRES_PER_NM);
    }
    assert!(
        (best - e.cpa_nm).abs() < 0.005 * 5.0,
        "{best} vs {}",
        e.cpa_nm
    );
}

#[test]
fn overtaking() {
    // B 1 NM astern, 0.1 NM to the east, 5 kn faster: passes 0.1 NM abeam after 12 minutes.
    let e = enc(&track(0.0, 0.0, 10.0, 0.0), &track(0.1, -1.0, 15.0, 0.0));
    close(e.cpa_nm, 0.1, 1e-4);
    close(e.tcpa_min, 12.0, 1e-2);
}

#[test]
fn parallel_and_stationary() {
    // Same course and speed: the distance never changes, no time to CPA.
    let e = enc(&track(0.0, 0.0, 10.0, 45.0), &track(0.3, 0.0, 10.0, 45.0));
    close(e.cpa_nm, 0.3, 1e-6);
    assert_eq!(e.tcpa_min, 0.0);
    // B anchored 0.2 NM north of A's track line, 2 NM ahead: A passes it after 12 min at 10 kn.
    let mut anchored = track(2.0, 0.2, 0.3, 200.0);
    anchored.stationary = true;
    let e = enc(&track(0.0, 0.0, 10.0, 90.0), &anchored);
    close(e.cpa_nm, 0.2, 1e-4);
    close(e.tcpa_min, 12.0, 1e-2);
    // Two still vessels: the distance now, TCPA 0.
    let mut other = track(0.0, 0.5, 0.0, 0.0);
    other.stationary = true;
    let e = enc(&anchored, &other);
    assert_eq!(e.tcpa_min, 0.0);
    close(e.cpa_nm, e.range_nm, 1e-12);
}

#[test]
fn diverging_pairs_have_passed() {
    let e = enc(&track(0.0, 0.0, 10.0, 180.0), &track(0.0, 2.0, 10.0, 0.0));
    assert!(e.tcpa_min < 0.0);
    close(e.tcpa_min, -6.0, 1e-3);
}

#[test]
fn antimeridian() {
    // The head-on case across 180°: lon 179.99 E and 179.99 W are 0.02° apart, not 359.98°.
    let a = track_at(10.0, 179.99, 0.0, 0.0, 10.0, 90.0);
    let b = track_at(10.0, -179.99, 0.0, 0.0, 10.0, 270.0);
    let e = enc(&a, &b);
    let here = enc(
        &track_at(10.0, -0.01, 0.0, 0.0, 10.0, 90.0),
        &track_at(10.0, 0.01, 0.0, 0.0, 10.0, 270.0),
    );
    close(e.range_nm, here.range_nm, 1e-9);
    close(e.tcpa_min, here.tcpa_min, 1e-9);
    close(e.cpa_nm, 0.0, 1e-6);
    // They meet on the antimeridian itself.
    close(e.a_at_cpa.lon_deg.abs(), 180.0, 1e-6);
    // One on each side of the line with an offset: the same as anywhere else.
    let a = track_at(-40.0, 179.95, 0.0, 0.0, 12.0, 0.0);
    let b = track_at(-40.0, 179.95, 3.0, 4.0, 12.0, 270.0);
    assert!(b.lon_deg < 0.0);
    close(enc(&a, &b).cpa_nm, 1.0 / 2f64.sqrt(), 2e-3);
}

#[test]
fn reports_are_dead_reckoned_to_the_evaluation_time() {
    // B was reported 3 minutes ago 2 NM north: it has since closed 0.5 NM.
    let mut b = track(0.0, 2.0, 10.0, 180.0);
    b.age_s = 180.0;
    let e = enc(&track(0.0, 0.0, 0.0, 0.0), &b);
    close(e.range_nm, 1.5, 1e-3);
    close(e.tcpa_min, 9.0, 1e-2);
    // Agrees with the core's great-circle dead reckoning.
    let there = dead_reckon(
        GeoPoint {
            lat_deg: b.lat_deg,
            lon_deg: b.lon_deg,
        },
        10.0,
        180.0,
        180.0 + 9.0 * 60.0,
    )
    .unwrap();
    let d = sphere_distance_m(there, e.b_at_cpa, EARTH_RADIUS_M).unwrap();
    assert!(d < 2.0, "{d} m");
}

#[test]
fn hulls_reduce_the_clearance() {
    // Overtaking 0.1 NM (185.2 m) abeam, beams 20 m and 30 m, antennas on the centre line.
    let mut a = track(0.0, 0.0, 10.0, 0.0);
    let mut b = track(0.1, -1.0, 15.0, 0.0);
    a.hull = Hull {
        to_bow_m: 150.0,
        to_stern_m: 50.0,
        to_port_m: 10.0,
        to_starboard_m: 10.0,
    };
    b.hull = Hull {
        to_bow_m: 20.0,
        to_stern_m: 80.0,
        to_port_m: 15.0,
        to_starboard_m: 15.0,
    };
    let e = enc(&a, &b);
    close(e.cpa_nm * METRES_PER_NM, 185.2 - 10.0 - 15.0, 0.1);
    // Head-on 0.05 NM apart laterally: the bows still clear by the lateral gap minus half beams.
    let mut c = track(0.0, 0.0, 10.0, 0.0);
    c.hull = a.hull;
    let mut d = track(0.05, 2.0, 10.0, 180.0);
    d.hull = b.hull;
    let e = enc(&c, &d);
    close(e.cpa_nm * METRES_PER_NM, 92.6 - 25.0, 0.1);
    // Known dimensions but no orientation: a circle to the farthest corner.
    let mut still = track(0.0, 0.3, 0.0, f64::NAN);
    still.hull = a.hull;
    let e = enc(&track(0.0, 0.0, 0.0, 0.0), &still);
    close(
        e.cpa_nm * METRES_PER_NM,
        0.3 * METRES_PER_NM - 150.0f64.hypot(10.0),
        1e-6,
    );
    // Hulls that overlap clear by 0.
    let mut x = track(0.0, 0.0, 5.0, 0.0);
    x.hull = a.hull;
    let mut y = track(0.0, 0.02, 5.0, 180.0);
    y.hull = a.hull;
    assert_eq!(enc(&x, &y).cpa_nm, 0.0);
}

#[test]
fn invalid_input_gives_no_answer() {
    let ok = track(0.0, 0.0, 10.0, 0.0);
    for bad in [
        Track {
            lat_deg: f64::NAN,
            ..ok
        },
        Track {
            lat_deg: 91.0,
            ..ok
        },
        Track {
            lon_deg: f64::INFINITY,
            ..ok
        },
        Track {
            age_s: f64::NAN,
            ..ok
        },
    ] {
        assert!(encounter(&ok, &bad).is_none());
        assert!(encounter(&bad, &ok).is_none());
    }
    // Unknown speed or course: not moving, still answered.
    let e = enc(
        &Track {
            sog_kn: f64::NAN,
            ..ok
        },
        &track(0.0, 1.0, 0.0, 0.0),
    );
    assert_eq!(e.tcpa_min, 0.0);
    // Poles: finite answers.
    let e = enc(
        &track_at(89.9999, 0.0, 0.0, 0.0, 10.0, 0.0),
        &track_at(89.9999, 120.0, 0.0, 0.0, 10.0, 0.0),
    );
    assert!(e.cpa_nm.is_finite() && e.a_at_cpa.lat_deg <= 90.0);
}

#[test]
fn segment_distances() {
    let d = segment_distance((0.0, 0.0), (10.0, 0.0), (5.0, 3.0), (5.0, 8.0));
    close(d, 3.0, 1e-12);
    let d = segment_distance((0.0, 0.0), (10.0, 0.0), (12.0, 0.0), (20.0, 0.0));
    close(d, 2.0, 1e-12);
    let d = segment_distance((0.0, 0.0), (10.0, 10.0), (0.0, 10.0), (10.0, 0.0));
    close(d, 0.0, 1e-12);
    let d = segment_distance((1.0, 1.0), (1.0, 1.0), (4.0, 5.0), (4.0, 5.0));
    close(d, 5.0, 1e-12);
    let d = segment_distance((0.0, 0.0), (0.0, 0.0), (-5.0, 2.0), (5.0, 2.0));
    close(d, 2.0, 1e-12);
    // Parallel overlapping.
    let d = segment_distance((0.0, 0.0), (10.0, 0.0), (5.0, 1.0), (15.0, 1.0));
    close(d, 1.0, 1e-12);
}
