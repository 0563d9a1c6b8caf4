//! Tests of the per-layer buffers (`super`).
use super::*;
use crate::fill::FillTessellatorCore;

const ORIGIN: MercatorPoint = MercatorPoint { x_m: 0.0, y_m: 0.0 };

fn two_squares() -> (Vec<f64>, Vec<u32>, Vec<u32>) {
    let coords = vec![
        0.0, 0.0, 4.0, 0.0, 4.0, 4.0, 0.0, 4.0, // square
        1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 1.0, // its hole
        10.0, 0.0, 12.0, 0.0, 12.0, 2.0, 10.0, 2.0, // second square
    ];
    (coords, vec![0, 4, 8, 12], vec![0, 2, 3])
}

#[test]
fn fill_layer_is_one_buffer_set() {
    let (coords, rings, features) = two_squares();
    let input = FeatureInput {
        coords: &coords,
        ring_offsets: &rings,
        feature_ring_offsets: &features,
        colours_rgba: &[255.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0],
        feature_ids: &[7, 300],
    };
    let mut t = FillTessellatorCore::default();
    let l = build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t).unwrap();
    assert_eq!(l.vertex_count(), 12);
    assert_eq!(l.colours.len(), 48);
    assert_eq!(&l.colours[0..4], &[255, 0, 0, 255]);
    assert_eq!(&l.colours[44..48], &[0, 0, 255, 255]);
    assert_eq!(&l.pick_colours[44..48], &[44, 1, 0, 255]);
    assert_eq!(l.feature_ranges.len(), 4);
    assert_eq!(l.feature_ranges[0], 0);
    assert_eq!(l.feature_ranges[2], l.feature_ranges[1]);
    assert_eq!(l.feature_ranges[3], 6, "a square is two triangles");
    let area: f64 = l
        .indices
        .chunks_exact(3)
        .map(|t| {
            let p = |i: u32| {
                (
                    f64::from(l.positions[2 * i as usize]),
                    f64::from(l.positions[2 * i as usize + 1]),
                )
            };
            let (a, b, c) = (p(t[0]), p(t[1]), p(t[2]));
            ((b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1)).abs() / 2.0
        })
        .sum();
    assert!((area - 19.0).abs() < 1e-9);
    assert!(l.extrusions.is_empty());
}

#[test]
fn reused_buffers_give_the_same_layer() {
    let (coords, rings, features) = two_squares();
    let input = FeatureInput {
        coords: &coords,
        ring_offsets: &rings,
        feature_ring_offsets: &features,
        colours_rgba: &[1.0; 8],
        feature_ids: &[1, 2],
    };
    let mut t = FillTessellatorCore::default();
    let fresh = build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t).unwrap();
    let (mut scratch, mut out) = (FillScratch::default(), LayerBuffers::default());
    for _ in 0..2 {
        build_fill_layer_into(
            &input,
            CoordSpace::Metres,
            ORIGIN,
            &mut t,
            &mut scratch,
            &mut out,
        )
        .unwrap();
        assert_eq!(out, fresh);
    }
    let small = FeatureInput {
        coords: &coords[16..],
        ring_offsets: &[0, 4],
        feature_ring_offsets: &[0, 1],
        colours_rgba: &[1.0; 4],
        feature_ids: &[3],
    };
    build_fill_layer_into(
        &small,
        CoordSpace::Metres,
        ORIGIN,
        &mut t,
        &mut scratch,
        &mut out,
    )
    .unwrap();
    assert_eq!(
        out,
        build_fill_layer(&small, CoordSpace::Metres, ORIGIN, &mut t).unwrap()
    );
    assert_eq!(out.vertex_count(), 4);
}

#[test]
fn lon_lat_input_is_projected_and_bad_features_skipped() {
    let coords = [
        18.0,
        54.0,
        18.01,
        54.0,
        18.01,
        54.01,
        0.0,
        f64::NAN,
        1.0,
        0.0,
        1.0,
        1.0,
    ];
    let input = FeatureInput {
        coords: &coords,
        ring_offsets: &[0, 3, 6],
        feature_ring_offsets: &[0, 1, 2],
        colours_rgba: &[0.0; 8],
        feature_ids: &[1, 2],
    };
    let origin = crate::projection::project(crate::projection::GeoPoint {
        lat_deg: 54.0,
        lon_deg: 18.0,
    })
    .unwrap();
    let mut t = FillTessellatorCore::default();
    let l = build_fill_layer(&input, CoordSpace::LonLatDeg, origin, &mut t).unwrap();
    assert_eq!(l.skipped_features, vec![1]);
    assert_eq!(l.indices.len(), 3);
    assert_eq!(&l.positions[0..2], &[0.0, 0.0]);
    assert!(
        (l.positions[2] - 1113.195).abs() < 0.01,
        "{}",
        l.positions[2]
    );
}

#[test]
fn rejects_inconsistent_input() {
    let (coords, rings, features) = two_squares();
    let mut input = FeatureInput {
        coords: &coords,
        ring_offsets: &rings,
        feature_ring_offsets: &features,
        colours_rgba: &[0.0; 4],
        feature_ids: &[1, 2],
    };
    let mut t = FillTessellatorCore::default();
    assert!(matches!(
        build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t),
        Err(LayerError::WrongLength {
            what: "colours",
            ..
        })
    ));
    input.colours_rgba = &[0.0; 8];
    input.feature_ids = &[1, 1 << 24];
    assert_eq!(
        build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t),
        Err(LayerError::Picking(PickingError::IdTooLarge(1 << 24)))
    );
    input.feature_ids = &[1, 2];
    input.ring_offsets = &[0, 4, 8, 99];
    assert_eq!(
        build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t),
        Err(LayerError::BadOffsets("ring offsets"))
    );
    input.ring_offsets = &[];
    assert!(build_fill_layer(&input, CoordSpace::Metres, ORIGIN, &mut t).is_err());
}
