#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "test inputs from small counters and seeded random numbers"
)]

use super::MonotoneSweep;
use crate::fill_area::{polygon_area, ring_area, triangle_area};
use crate::rng::SplitMix64;

fn at(coords: &[f64], i: u32) -> (f64, f64) {
    (coords[2 * i as usize], coords[2 * i as usize + 1])
}

/// Even-odd point in polygon over every ring.
fn inside(coords: &[f64], holes: &[u32], p: (f64, f64)) -> bool {
    let n = coords.len() as u32 / 2;
    let mut starts = vec![0];
    starts.extend_from_slice(holes);
    starts.push(n);
    let mut odd = false;
    for w in starts.windows(2) {
        let (s, e) = (w[0], w[1]);
        for i in s..e {
            let j = if i + 1 == e { s } else { i + 1 };
            let (a, b) = (at(coords, i), at(coords, j));
            if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) * (b.0 - a.0) / (b.1 - a.1) {
                odd = !odd;
            }
        }
    }
    odd
}

/// Runs the sweep; when it succeeds, checks that its triangles cover the
/// polygon's area exactly and that each lies inside the polygon.
fn sweep(coords: &[f64], holes: &[u32]) -> Option<Vec<u32>> {
    sweep_covering(coords, holes, polygon_area(coords, holes))
}

fn sweep_covering(coords: &[f64], holes: &[u32], area: f64) -> Option<Vec<u32>> {
    let mut out = vec![7, 7, 7];
    if !MonotoneSweep::default().triangulate(coords, holes, 0, &mut out) {
        assert_eq!(out, vec![7, 7, 7], "output restored after giving up");
        return None;
    }
    let tris = out.split_off(3);
    let covered: f64 = tris
        .chunks_exact(3)
        .map(|t| triangle_area(at(coords, t[0]), at(coords, t[1]), at(coords, t[2])))
        .sum();
    assert!(
        (covered - area).abs() <= 1e-9 * area.max(1e-12),
        "covered {covered}, polygon {area}"
    );
    for t in tris.chunks_exact(3) {
        let (a, b, c) = (at(coords, t[0]), at(coords, t[1]), at(coords, t[2]));
        if triangle_area(a, b, c) > 1e-9 * area {
            let centroid = ((a.0 + b.0 + c.0) / 3.0, (a.1 + b.1 + c.1) / 3.0);
            assert!(inside(coords, holes, centroid), "triangle {t:?} outside");
        }
    }
    Some(tris)
}

#[test]
fn square_and_square_with_hole() {
    let square = [0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0];
    assert_eq!(sweep(&square, &[]).map(|t| t.len()), Some(6));
    let mut with_hole = square.to_vec();
    with_hole.extend_from_slice(&[3.0, 3.0, 3.0, 6.0, 6.0, 6.0, 6.0, 3.0]);
    assert_eq!(sweep(&with_hole, &[4]).map(|t| t.len()), Some(24));
}

#[test]
fn repeated_and_closing_points_are_skipped() {
    let ring = [
        0.0, 0.0, 10.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, 0.0, 0.0,
    ];
    assert_eq!(sweep(&ring, &[]).map(|t| t.len()), Some(6));
}

/// A comb with teeth up and down: split and merge vertices, horizontal
/// edges, collinear points.
#[test]
fn combs_with_splits_and_merges() {
    let mut ring = vec![0.0, 0.0];
    for k in 0..20 {
        let x = f64::from(k) * 4.0;
        ring.extend_from_slice(&[x + 2.0, 0.0, x + 2.0, 8.0, x + 3.0, 8.0, x + 3.0, 0.0]);
    }
    ring.extend_from_slice(&[80.0, 0.0, 80.0, 20.0]);
    for k in (0..20).rev() {
        let x = f64::from(k) * 4.0;
        ring.extend_from_slice(&[x + 3.0, 20.0, x + 3.0, 12.0, x + 2.0, 12.0, x + 2.0, 20.0]);
    }
    ring.extend_from_slice(&[0.0, 20.0]);
    assert!(sweep(&ring, &[]).is_some());
}

/// Star-shaped rings (simple by construction) with disjoint star holes.
#[test]
fn property_random_stars_with_holes() {
    let mut rng = SplitMix64::new(11);
    for case in 0..300 {
        let mut coords = Vec::new();
        let star = |coords: &mut Vec<f64>,
                    rng: &mut SplitMix64,
                    c: (f64, f64),
                    r: (f64, f64),
                    n: usize| {
            for i in 0..n {
                let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.9)) / n as f64;
                let radius = rng.range(r.0, r.1);
                coords.push((c.0 + radius * a.cos()).round());
                coords.push((c.1 + radius * a.sin()).round());
            }
        };
        let n = 12 + (rng.next_u64() % 400) as usize;
        star(&mut coords, &mut rng, (0.0, 0.0), (5_000.0, 10_000.0), n);
        let mut holes = Vec::new();
        for h in 0..(rng.next_u64() % 6) {
            let angle = h as f64 * 1.0;
            holes.push((coords.len() / 2) as u32);
            let m = 3 + (rng.next_u64() % 30) as usize;
            star(
                &mut coords,
                &mut rng,
                (3_000.0 * angle.cos(), 3_000.0 * angle.sin()),
                (100.0, 600.0),
                m,
            );
        }
        if case % 2 == 1 {
            coords
                .iter_mut()
                .skip(1)
                .step_by(2)
                .for_each(|y| *y = (*y / 50.0).round() * 50.0);
        }
        // Rounded y (odd cases) can make rings touch: then giving up is right.
        let result = sweep(&coords, &holes);
        if case % 2 == 0 {
            assert!(
                result.is_some(),
                "case {case} gave up n {n} holes {holes:?} {coords:?}"
            );
        }
    }
}

#[test]
fn crossing_rings_are_given_up() {
    let bowtie = [0.0, 0.0, 10.0, 10.0, 10.0, 0.0, 0.0, 10.0];
    assert!(sweep(&bowtie, &[]).is_none());
    // A hole crossing the outer ring.
    let crossing = [
        0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, 5.0, 5.0, 15.0, 5.0, 15.0, 6.0, 5.0, 6.0,
    ];
    assert!(sweep(&crossing, &[4]).is_none());
}

#[test]
fn touching_rings_are_given_up() {
    // A hole sharing a vertex with the outer ring.
    let shared = [
        0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, 0.0, 0.0, 3.0, 6.0, 6.0, 3.0,
    ];
    assert!(sweep(&shared, &[4]).is_none());
    // A vertex on another edge (T junction) and a spike back along an edge.
    let t_junction = [
        0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, 5.0, 0.0, 4.0, 3.0, 6.0, 3.0,
    ];
    assert!(sweep(&t_junction, &[4]).is_none());
    let spike = [
        0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 10.0, 5.0, 10.0, 12.0, 0.0, 10.0,
    ];
    assert!(sweep(&spike, &[]).is_none());
}

/// Random rings with crossings never panic: the sweep gives up, or what it
/// returns covers the polygon.
#[test]
fn property_random_rings_never_panic() {
    let mut rng = SplitMix64::new(5);
    for _ in 0..2_000 {
        let n = 3 + (rng.next_u64() % 40) as usize;
        let coords: Vec<f64> = (0..2 * n).map(|_| (rng.range(0.0, 20.0)).round()).collect();
        let holes = if n > 8 && rng.next_u64() % 2 == 0 {
            vec![(n / 2) as u32]
        } else {
            vec![]
        };
        let _ = sweep_covering(&coords, &holes, even_odd_area(&coords, &holes));
    }
}

/// Area under the even-odd rule of an outer ring and at most one hole that
/// do not cross: the hole may lie inside, around or beside the outer ring.
fn even_odd_area(coords: &[f64], holes: &[u32]) -> f64 {
    let Some(&h) = holes.first() else {
        return polygon_area(coords, holes);
    };
    let (outer, hole) = coords.split_at(2 * h as usize);
    let (a, b) = (ring_area(outer).abs(), ring_area(hole).abs());
    if inside(outer, &[], (hole[0], hole[1])) || inside(hole, &[], (outer[0], outer[1])) {
        (a - b).abs()
    } else {
        a + b
    }
}

#[test]
fn bad_input_gives_up() {
    assert!(sweep(&[0.0, 0.0, 1.0, 1.0], &[]).is_none());
    assert!(sweep(&[0.0, 0.0, 1.0, 0.0, 1.0, 1.0], &[5]).is_none());
    let mut out = Vec::new();
    assert!(!MonotoneSweep::default().triangulate(
        &[0.0, 0.0, 1.0, 0.0, 1.0, 1.0],
        &[2, 1],
        0,
        &mut out
    ));
}
