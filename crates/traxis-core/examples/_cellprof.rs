// TEMP (not committed): native profile of the fill layer over a cell.
use traxis_core::fill::{FillEngine, FillTessellatorCore};
use traxis_core::layer::{build_fill_layer_into, CoordSpace, FeatureInput, FillScratch, LayerBuffers};
use traxis_core::projection::MercatorPoint;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let cell = args.get(1).cloned().unwrap_or("US4MD81M".into());
    let reps: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5);
    let engine = match args.get(3).map(|s| s.as_str()) { Some("lyon") => FillEngine::Lyon, Some("earcut") => FillEngine::Earcut, _ => FillEngine::Auto };
    let text = std::fs::read_to_string(format!("/work/tess19/.cache/enc-polygons/{cell}.json")).unwrap();
    let polys: Vec<Vec<Vec<[f64; 2]>>> = serde_json::from_str(&text).unwrap();
    let r = 6378137.0f64; let rad = std::f64::consts::PI / 180.0;
    let f = polys[0][0][0];
    let pr = |p: [f64; 2]| (r * p[0] * rad, r * (std::f64::consts::PI / 4.0 + p[1] * rad / 2.0).tan().ln());
    let (x0, y0) = pr(f);
    let mut coords = vec![]; let mut rings = vec![0u32]; let mut feats = vec![0u32];
    for poly in &polys { for ring in poly { for &p in ring { let (x, y) = pr(p); coords.push(x - x0); coords.push(y - y0); } rings.push((coords.len() / 2) as u32); } feats.push((rings.len() - 1) as u32); }
    let colors = vec![0.5f32; 4 * polys.len()];
    let ids: Vec<u32> = (1..=polys.len() as u32).collect();
    let input = FeatureInput { coords: &coords, ring_offsets: &rings, feature_ring_offsets: &feats, colors_rgba: &colors, feature_ids: &ids };
    let mut tess = FillTessellatorCore::new(engine);
    let mut scratch = FillScratch::default();
    let mut out = LayerBuffers::default();
    let t = std::time::Instant::now();
    let mut sink = 0;
    for _ in 0..reps { build_fill_layer_into(&input, CoordSpace::Metres, MercatorPoint { x_m: 0.0, y_m: 0.0 }, &mut tess, &mut scratch, &mut out).unwrap(); sink += out.indices.len(); }
    eprintln!("{cell} {:?} per rep {:.2} ms sink {sink}", engine, t.elapsed().as_secs_f64() * 1000.0 / reps as f64);
}
