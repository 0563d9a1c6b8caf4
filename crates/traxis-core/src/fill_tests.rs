//! Unit and property tests of the fill tessellator (`fill.rs`).

#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "test inputs from small counters and seeded random numbers"
)]

use super::*;
use crate::rng::SplitMix64;

fn square_with_hole() -> (Vec<f64>, Vec<u32>) {
    let coords = vec![
        0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, // outer
        2.0, 2.0, 2.0, 4.0, 4.0, 4.0, 4.0, 2.0, // hole
    ];
    (coords, vec![4])
}

#[test]
fn fewer_than_three_points_give_no_triangles() {
    for engine in [FillEngine::Auto, FillEngine::Lyon, FillEngine::Earcut] {
        let mut t = FillTessellatorCore::new(engine);
        assert!(t.tessellate(&[], &[]).unwrap().indices.is_empty());
        assert!(t
            .tessellate(&[0.0, 0.0, 1.0, 1.0], &[])
            .unwrap()
            .indices
            .is_empty());
    }
}

#[test]
fn square_with_hole_covers_its_area() {
    let (coords, holes) = square_with_hole();
    for engine in [FillEngine::Lyon, FillEngine::Earcut] {
        let mesh = FillTessellatorCore::new(engine)
            .tessellate(&coords, &holes)
            .unwrap();
        assert_eq!(mesh.indices.len() % 3, 0);
        assert!((mesh.triangle_area() - 96.0).abs() < 1e-9, "{engine:?}");
        assert_eq!(mesh.vertex_count(), 8, "no extra vertices: {engine:?}");
    }
}

#[test]
fn far_from_origin_keeps_precision() {
    // Projected metres near the start position: sub-metre detail.
    let (x, y) = (2_063_863.25, 7_271_177.5);
    let coords = [x, y, x + 0.5, y, x + 0.5, y + 0.25, x, y + 0.25];
    let mesh = tessellate_polygon(&coords, &[]).unwrap();
    assert!((mesh.triangle_area() - 0.125).abs() < 1e-9);
}

#[test]
fn self_intersection_adds_vertices() {
    // A bow tie: two triangles meeting at (5, 5).
    let coords = [0.0, 0.0, 10.0, 10.0, 10.0, 0.0, 0.0, 10.0];
    let mesh = FillTessellatorCore::new(FillEngine::Lyon)
        .tessellate(&coords, &[])
        .unwrap();
    assert!((mesh.triangle_area() - 50.0).abs() < 1e-6);
    assert!(mesh.vertex_count() >= 5);
    // The default engine (earcut for hole-free polygons) covers it too.
    let mesh = tessellate_polygon(&coords, &[]).unwrap();
    assert!((mesh.triangle_area() - 50.0).abs() < 1e-6);
}

#[test]
fn rejects_bad_input() {
    assert_eq!(
        tessellate_polygon(&[0.0, 1.0, 2.0], &[]),
        Err(FillError::OddCoordinateCount(3))
    );
    assert_eq!(
        tessellate_polygon(&[0.0, f64::NAN, 1.0, 0.0, 1.0, 1.0], &[]),
        Err(FillError::NotFinite)
    );
    assert_eq!(
        tessellate_polygon(&[0.0, 0.0, 1.0, 0.0, 1.0, 1.0], &[7]),
        Err(FillError::BadHoleIndex(7))
    );
}

#[test]
fn appends_with_offsets() {
    let (coords, holes) = square_with_hole();
    let mut t = FillTessellatorCore::default();
    let mut mesh = FillMesh::default();
    t.tessellate_into(&coords, &holes, &mut mesh).unwrap();
    let first = mesh.indices.len();
    t.tessellate_into(&coords, &holes, &mut mesh).unwrap();
    assert_eq!(mesh.vertex_count(), 16);
    assert!(mesh.indices[first..].iter().all(|&i| (8..16).contains(&i)));
    assert!((mesh.triangle_area() - 192.0).abs() < 1e-9);
}

/// Property: random star-shaped polygons (simple by construction) are
/// covered exactly, by both engines.
#[test]
fn property_star_polygons_cover_their_area() {
    let mut rng = SplitMix64::new(7);
    for case in 0..200 {
        let n = 3 + (rng.next_u64() % 60) as usize;
        let (cx, cy) = (rng.range(-1e6, 1e6), rng.range(-1e6, 1e6));
        let mut coords = Vec::with_capacity(2 * n);
        for i in 0..n {
            let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.8)) / n as f64;
            let r = rng.range(10.0, 1000.0);
            coords.push((cx + r * a.cos()).round());
            coords.push((cy + r * a.sin()).round());
        }
        let area = ring_area(&coords).abs();
        for engine in [FillEngine::Lyon, FillEngine::Earcut] {
            let mesh = FillTessellatorCore::new(engine)
                .tessellate(&coords, &[])
                .unwrap();
            let dev = (mesh.triangle_area() - area).abs() / area.max(1e-12);
            assert!(dev < 1e-9, "case {case} {engine:?}: deviation {dev}");
        }
    }
}

/// Property: a random star-shaped outer ring with up to 30 disjoint
/// square holes (on a grid inside its inner radius) is covered exactly:
/// outer area minus holes, by every engine (from `LYON_MIN_HOLES` holes on
/// the default engine takes its lyon branch).
#[test]
fn property_polygons_with_holes_cover_their_area() {
    let mut rng = SplitMix64::new(19);
    for case in 0..100 {
        let n = 8 + (rng.next_u64() % 40) as usize;
        let (cx, cy) = (rng.range(-1e5, 1e5).round(), rng.range(-1e5, 1e5).round());
        let mut coords = Vec::new();
        for i in 0..n {
            let a = std::f64::consts::TAU * (i as f64 + rng.range(0.0, 0.8)) / n as f64;
            let r = rng.range(600.0, 1000.0);
            coords.push((cx + r * a.cos()).round());
            coords.push((cy + r * a.sin()).round());
        }
        let mut holes = Vec::new();
        let count = (rng.next_u64() % 31) as usize;
        // A 6 x 6 grid of 60 m cells inside radius 424 m (< 600 m).
        for k in 0..count {
            let (gx, gy) = ((k % 6) as f64, (k / 6) as f64);
            let (x, y) = (cx - 300.0 + 100.0 * gx, cy - 300.0 + 100.0 * gy);
            let side = rng.range(10.0, 60.0).round();
            holes.push((coords.len() / 2) as u32);
            coords.extend_from_slice(&[x, y, x, y + side, x + side, y + side, x + side, y]);
        }
        let area = polygon_area(&coords, &holes);
        for engine in [FillEngine::Auto, FillEngine::Lyon, FillEngine::Earcut] {
            let mesh = FillTessellatorCore::new(engine)
                .tessellate(&coords, &holes)
                .unwrap();
            let dev = (mesh.triangle_area() - area).abs() / area;
            assert!(
                dev < 1e-9,
                "case {case} {engine:?}: {count} holes, deviation {dev}"
            );
        }
    }
}

/// Property: random, mostly self-intersecting polygons with holes never
/// panic lyon (it always runs with intersection handling) and give
/// indices within the vertices, by every engine.
#[test]
fn property_crossing_polygons_do_not_panic() {
    let mut rng = SplitMix64::new(23);
    for case in 0..300 {
        let n = 3 + (rng.next_u64() % 40) as usize;
        let mut coords: Vec<f64> = (0..2 * n)
            .map(|_| rng.range(-100.0, 100.0).round())
            .collect();
        let mut holes = Vec::new();
        for _ in 0..rng.next_u64() % 4 {
            holes.push((coords.len() / 2) as u32);
            coords.extend((0..8).map(|_| rng.range(-50.0, 50.0).round()));
        }
        for engine in [FillEngine::Auto, FillEngine::Lyon, FillEngine::Earcut] {
            let mesh = FillTessellatorCore::new(engine)
                .tessellate(&coords, &holes)
                .unwrap_or_else(|e| panic!("case {case} {engine:?}: {e}"));
            let count = mesh.vertex_count() as u32;
            assert!(
                mesh.indices.iter().all(|&i| i < count),
                "case {case} {engine:?}"
            );
        }
    }
}

/// Property: large crossing polygons through lyon (the lyon engine, and the
/// default one, which takes lyon from `LYON_MIN_HOLES` holes on), many crossing at shared and
/// near-shared points (coordinates snapped to a coarse grid, so edges meet
/// at vertices, overlap and touch), never panic: in WASM a panic is a trap.
#[test]
fn property_large_crossing_polygons_never_panic_lyon() {
    let mut rng = SplitMix64::new(0x0019_cafe);
    for case in 0..18 {
        let n = 500 + (rng.next_u64() % 100) as usize;
        let grid = [1.0, 10.0, 1000.0][case % 3];
        let mut coords: Vec<f64> = (0..2 * n)
            .map(|_| (rng.range(-1000.0, 1000.0) / grid).round() * grid)
            .collect();
        let mut holes = Vec::new();
        for _ in 0..(rng.next_u64() % 14) {
            holes.push((coords.len() / 2) as u32);
            coords.extend((0..10).map(|_| (rng.range(-800.0, 800.0) / grid).round() * grid));
        }
        let engine = if case % 2 == 0 {
            FillEngine::Lyon
        } else {
            FillEngine::Auto
        };
        let outcome = std::panic::catch_unwind(|| {
            FillTessellatorCore::new(engine).tessellate(&coords, &holes)
        });
        let mesh = outcome
            .unwrap_or_else(|_| panic!("case {case}: the tessellator panicked"))
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        let count = mesh.vertex_count() as u32;
        assert!(mesh.indices.iter().all(|&i| i < count), "case {case}");
    }
}
