//! Tests of the engine (`engine.rs`): the grid against brute force on random
//! fleets (property test), reviews, stationary vessels, bad input.

use super::*;
use crate::conflict::cpa::tests::{track, track_at};
use crate::conflict::cpa::Hull;
use crate::rng::SplitMix64;

fn settings() -> ConflictSettings {
    ConflictSettings::new(0.5, 20.0).unwrap()
}

fn pairs(engine: &ConflictEngine) -> Vec<(u32, u32)> {
    let mut p: Vec<_> = engine.opened().iter().map(|o| (o.a, o.b)).collect();
    p.sort_unstable();
    p
}

/// A random fleet: `n` vessels in a box of `size_nm` around (lat, lon).
fn fleet(rng: &mut SplitMix64, n: usize, lat: f64, lon: f64, size_nm: f64) -> Vec<Track> {
    (0..n)
        .map(|_| {
            let mut t = track_at(
                lat,
                lon,
                rng.range(-size_nm, size_nm),
                rng.range(-size_nm, size_nm),
                rng.range(0.0, 25.0),
                rng.range(0.0, 360.0),
            );
            let roll = rng.next_f64();
            t.stationary = roll < 0.25;
            if rng.next_f64() < 0.6 {
                t.hull = Hull {
                    to_bow_m: rng.range(5.0, 250.0),
                    to_stern_m: rng.range(5.0, 100.0),
                    to_port_m: rng.range(1.0, 20.0),
                    to_starboard_m: rng.range(1.0, 20.0),
                };
            }
            if rng.next_f64() < 0.5 {
                t.heading_deg = (t.cog_deg + rng.range(-20.0, 20.0)).rem_euclid(360.0);
            }
            if rng.next_f64() < 0.3 {
                t.sog_kn = rng.range(0.0, 0.6);
            }
            t.age_s = rng.range(0.0, 120.0);
            if roll > 0.98 {
                t.lat_deg = f64::NAN;
            }
            t
        })
        .collect()
}

fn same_as_brute_force(tracks: &[Track], s: &ConflictSettings) -> usize {
    same_with_cells(tracks, s, None)
}

fn same_with_cells(tracks: &[Track], s: &ConflictSettings, cell_m: Option<f64>) -> usize {
    let mut grid = ConflictEngine::new();
    grid.grid.fixed_cell_m = cell_m;
    let mut brute = ConflictEngine::new();
    grid.evaluate(tracks, &[], s).unwrap();
    brute.evaluate_brute_force(tracks, &[], s).unwrap();
    assert_eq!(pairs(&grid), pairs(&brute));
    let mut a = grid.opened().to_vec();
    let mut b = brute.opened().to_vec();
    a.sort_by_key(|o| (o.a, o.b));
    b.sort_by_key(|o| (o.a, o.b));
    assert_eq!(a, b);
    grid.opened().len()
}

#[test]
fn the_grid_finds_exactly_the_brute_force_pairs_on_random_fleets() {
    let mut rng = SplitMix64::new(21);
    let mut found = 0;
    for round in 0..60 {
        let n = 20 + (rng.next_u64() % 400) as usize;
        let (lat, lon, size) = match round % 6 {
            0 => (54.6, 18.8, 3.0),
            1 => (54.6, 18.8, 20.0),
            // Across the antimeridian.
            2 => (rng.range(-60.0, 60.0), 179.9 + rng.range(0.0, 0.2), 8.0),
            // Near a pole: longitudes crowd.
            3 => (rng.range(80.0, 89.9), rng.range(-180.0, 180.0), 10.0),
            // Spread over an ocean.
            4 => (rng.range(-50.0, 50.0), rng.range(-180.0, 180.0), 600.0),
            _ => (rng.range(-70.0, 70.0), rng.range(-180.0, 180.0), 1.0),
        };
        let tracks = fleet(&mut rng, n, lat, lon, size);
        let s = ConflictSettings::new(rng.range(0.1, 2.0), rng.range(1.0, 60.0)).unwrap();
        found += same_as_brute_force(&tracks, &s);
    }
    // Dense rounds do conflict: the comparison is not of empty sets.
    assert!(found > 100, "{found}");
    // Pairs that pass within a hair of the threshold, at random places relative to the cells.
    let mut tight = 0;
    for round in 0..40 {
        let s = ConflictSettings::new(rng.range(0.1, 1.0), rng.range(5.0, 30.0)).unwrap();
        let lat = if round % 2 == 0 {
            54.6
        } else {
            rng.range(-75.0, 75.0)
        };
        let lon = rng.range(-180.0, 180.0);
        let mut tracks = Vec::new();
        for _ in 0..150 {
            let (x, y) = (rng.range(-30.0, 30.0), rng.range(-30.0, 30.0));
            let course = rng.range(0.0, 360.0);
            let speed = rng.range(2.0, 25.0);
            let ahead = rng.range(0.2, 0.9) * speed * s.horizon_min / 60.0;
            let aside = s.threshold_nm * rng.range(0.98, 1.02);
            let (sin, cos) = course.to_radians().sin_cos();
            tracks.push(track_at(lat, lon, x, y, speed, course));
            let (bx, by) = (x + sin * ahead + cos * aside, y + cos * ahead - sin * aside);
            tracks.push(track_at(lat, lon, bx, by, speed, (course + 180.0) % 360.0));
        }
        tight += same_as_brute_force(&tracks, &s);
    }
    assert!(tight > 500, "{tight}");
    // The same with cells much smaller than the threshold: the
    // rasterisation is tight, so a path widened too little would miss pairs here.
    let mut tight = 0;
    for _ in 0..20 {
        let s = ConflictSettings::new(rng.range(0.1, 0.3), rng.range(3.0, 6.0)).unwrap();
        let (lat, lon) = (rng.range(-75.0, 75.0), rng.range(-180.0, 180.0));
        let mut tracks = Vec::new();
        for _ in 0..100 {
            let (x, y) = (rng.range(-1.0, 1.0), rng.range(-1.0, 1.0));
            let course = rng.range(0.0, 360.0);
            let speed = rng.range(2.0, 10.0);
            let ahead = rng.range(0.2, 0.9) * speed * s.horizon_min / 60.0;
            let aside = s.threshold_nm * rng.range(0.98, 1.02);
            let (sin, cos) = course.to_radians().sin_cos();
            tracks.push(track_at(lat, lon, x, y, speed, course));
            let (bx, by) = (x + sin * ahead + cos * aside, y + cos * ahead - sin * aside);
            tracks.push(track_at(lat, lon, bx, by, speed, (course + 180.0) % 360.0));
        }
        tight += same_with_cells(&tracks, &s, Some(25.0));
    }
    assert!(tight > 300, "{tight}");
    // A fleet spread around the whole globe (wrapping grid).
    let mut tracks = Vec::new();
    for k in 0..720 {
        let lat = rng.range(-60.0, 60.0);
        let mut t = fleet(&mut rng, 1, lat, f64::from(k) * 0.5 - 180.0, 5.0);
        tracks.append(&mut t);
    }
    tracks.extend(fleet(&mut rng, 200, 0.0, 180.0, 5.0));
    same_as_brute_force(&tracks, &ConflictSettings::new(1.0, 60.0).unwrap());
}

#[test]
fn the_grid_tests_a_small_share_of_the_pairs() {
    let mut rng = SplitMix64::new(7);
    let tracks = fleet(&mut rng, 3000, 54.6, 18.8, 30.0);
    let mut engine = ConflictEngine::new();
    engine.evaluate(&tracks, &[], &settings()).unwrap();
    let all = 3000 * 2999 / 2;
    assert!(
        engine.tested_pairs() * 10 < all,
        "{} of {all}",
        engine.tested_pairs()
    );
    assert!(engine.grid_cells() > 1);
}

#[test]
fn open_pairs_are_reviewed_and_not_reopened() {
    let s = settings();
    let tracks = [
        track(0.0, 0.0, 10.0, 0.0),
        track(0.0, 2.0, 10.0, 180.0),
        // Passed: diverging.
        track(5.0, 0.0, 10.0, 180.0),
        track(5.0, 1.0, 10.0, 0.0),
        // Clear: parallel 1 NM apart, converging slowly (CPA 0.9 NM).
        track(10.0, 0.0, 10.0, 0.0),
        track(10.9, -1.0, 12.0, 0.0),
    ];
    let mut engine = ConflictEngine::new();
    engine.evaluate(&tracks, &[], &s).unwrap();
    assert_eq!(pairs(&engine), vec![(0, 1)]);
    engine
        .evaluate(&tracks, &[(1, 0), (2, 3), (4, 5)], &s)
        .unwrap();
    assert!(engine.opened().is_empty());
    let verdicts: Vec<_> = engine
        .reviewed()
        .iter()
        .map(|r| (r.a, r.b, r.review))
        .collect();
    assert_eq!(
        verdicts,
        vec![
            (1, 0, Review::Hold),
            (2, 3, Review::Passed),
            (4, 5, Review::Clear)
        ]
    );
    assert!(engine.reviewed()[0].encounter.is_some());
    // Reviewing only: the same verdicts, nothing searched.
    engine.review_only(&tracks, &[(1, 0), (2, 3)], &s).unwrap();
    assert!(engine.opened().is_empty() && engine.tested_pairs() == 0);
    assert_eq!(engine.reviewed()[1].review, Review::Passed);
    // Both stationary now, and an invalid vessel.
    let mut still = tracks;
    still[0].stationary = true;
    still[1].stationary = true;
    still[2].lat_deg = f64::NAN;
    engine.evaluate(&still, &[(0, 1), (2, 3)], &s).unwrap();
    let verdicts: Vec<_> = engine.reviewed().iter().map(|r| r.review).collect();
    assert_eq!(verdicts, vec![Review::Stationary, Review::Invalid]);
    // Bad input is refused, not a panic.
    assert_eq!(
        engine.evaluate(&tracks, &[(0, 9)], &s),
        Err(ConflictError::OpenPair(0, 9))
    );
    assert_eq!(
        engine.evaluate(&tracks, &[(2, 2)], &s),
        Err(ConflictError::OpenPair(2, 2))
    );
    let bad = ConflictSettings {
        threshold_nm: -1.0,
        horizon_min: 20.0,
    };
    assert_eq!(
        engine.evaluate(&tracks, &[], &bad),
        Err(ConflictError::Threshold(-1.0))
    );
    assert!(ConflictSettings::new(0.5, f64::NAN).is_err());
    engine.evaluate(&[], &[], &s).unwrap();
    assert!(engine.opened().is_empty());
}

#[test]
fn stationary_vessels_only_when_the_other_heads_into_them() {
    let s = settings();
    let mut anchored = track(2.0, 0.0, 0.2, 0.0);
    anchored.stationary = true;
    let mut moored = track(2.0, 0.1, 0.0, 0.0);
    moored.stationary = true;
    // Heading into them (east along the line), one passing 0.3 NM clear
    // (a conflict between moving vessels, not with a lying one) and one 1 NM clear.
    let tracks = [
        anchored,
        moored,
        track(0.0, 0.05, 10.0, 90.0),
        track(0.0, -0.3, 10.0, 90.0),
        track(0.0, -1.0, 10.0, 90.0),
    ];
    let mut engine = ConflictEngine::new();
    engine.evaluate(&tracks, &[], &s).unwrap();
    assert_eq!(pairs(&engine), vec![(0, 2), (1, 2)]);
    let moving = [track(2.0, 0.0, 10.0, 270.0), track(0.0, -0.3, 10.0, 90.0)];
    engine.evaluate(&moving, &[], &s).unwrap();
    assert_eq!(pairs(&engine), vec![(0, 1)]);
}
