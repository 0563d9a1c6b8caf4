//! Display scale and the choice of chart data per scale: the usage band
//! (S-57 navigational purpose, DSID INTU 1..6) that suits a display range
//! (the ECDIS "best cell per scale" rule), the scale-minimum (SCAMIN) test,
//! and the coastline's level of detail for a range.
//!
//! The displayed range spans half the canvas height (see the chart). The
//! display scale 1:N follows from the ground metres per screen metre, with
//! the OGC standard rendering pixel of 0.28 mm when the screen's own pitch
//! is unknown:
//!
//! ```text
//! N = range_nm * 1852 / (half_height_px * 0.00028)
//! ```
//!
//! Usage bands and the display scales they are compiled for (IHO S-57
//! navigational purpose, the ranges ECDIS and chart catalogues use):
//!
//! | band | purpose  | display scale 1:N      |
//! |------|----------|------------------------|
//! | 1    | overview | N >= 1 500 000         |
//! | 2    | general  | 350 000 <= N < 1 500 000 |
//! | 3    | coastal  | 90 000 <= N < 350 000  |
//! | 4    | approach | 22 000 <= N < 90 000   |
//! | 5    | harbour  | 4 000 <= N < 22 000    |
//! | 6    | berthing | N < 4 000              |

use std::fmt;

/// Metres per nautical mile.
pub const METRES_PER_NM: f64 = 1852.0;
/// The OGC standard rendering pixel (0.28 mm), in metres.
pub const STANDARD_PIXEL_M: f64 = 0.000_28;
/// Lowest and highest usage band.
pub const MIN_USAGE_BAND: u8 = 1;
pub const MAX_USAGE_BAND: u8 = 6;
/// Lower display-scale denominators of bands 1..5 (band 6 is everything below band 5's).
const BAND_MIN_DENOMINATOR: [f64; 5] = [1_500_000.0, 350_000.0, 90_000.0, 22_000.0, 4_000.0];

/// Coastline levels of detail: tiles of the Web Mercator grid, 2^level a
/// side, each simplified to one pixel of a tile drawn `TILE_EXTENT_PX` wide.
pub const COASTLINE_MAX_LEVEL: u8 = 10;
pub const COASTLINE_TILE_EXTENT_PX: f64 = 512.0;
/// The canvas half height the coastline level assumes (a 1024-pixel-high view).
pub const COASTLINE_REFERENCE_HALF_HEIGHT_PX: f64 = 512.0;
/// Equatorial circumference of the spherical Mercator (R = 6378137 m).
pub const MERCATOR_CIRCUMFERENCE_M: f64 = 2.0 * std::f64::consts::PI * 6_378_137.0;

/// Why a scale computation was refused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ChartScaleError {
    BadRange(f64),
    BadHeight(f64),
    BadLatitude(f64),
}

impl fmt::Display for ChartScaleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadRange(v) => write!(
                f,
                "display range must be a positive finite number of NM, got {v}"
            ),
            Self::BadHeight(v) => write!(
                f,
                "canvas half height must be a positive finite number of pixels, got {v}"
            ),
            Self::BadLatitude(v) => write!(f, "latitude must be within -90..90 degrees, got {v}"),
        }
    }
}

impl std::error::Error for ChartScaleError {}

fn check_range(range_nm: f64) -> Result<(), ChartScaleError> {
    if range_nm.is_finite() && range_nm > 0.0 {
        Ok(())
    } else {
        Err(ChartScaleError::BadRange(range_nm))
    }
}

/// The display scale denominator N (1:N) of a range over a half height.
pub fn display_scale_denominator(
    range_nm: f64,
    half_height_px: f64,
) -> Result<f64, ChartScaleError> {
    check_range(range_nm)?;
    if !(half_height_px.is_finite() && half_height_px > 0.0) {
        return Err(ChartScaleError::BadHeight(half_height_px));
    }
    Ok(range_nm * METRES_PER_NM / (half_height_px * STANDARD_PIXEL_M))
}

/// The usage band compiled for a display scale 1:N (see the table above).
pub fn usage_band_for_scale(scale_denominator: f64) -> u8 {
    let coarser_bands = BAND_MIN_DENOMINATOR
        .iter()
        .take_while(|min| scale_denominator < **min)
        .count();
    // At most 5 bands are passed: the sum stays within 1..=6.
    #[allow(
        clippy::cast_possible_truncation,
        reason = "a count of at most BAND_MIN_DENOMINATOR.len() (5) bands"
    )]
    let coarser_bands = coarser_bands as u8;
    MIN_USAGE_BAND + coarser_bands
}

/// The usage band compiled for a display range over a canvas half height.
pub fn ideal_usage_band(range_nm: f64, half_height_px: f64) -> Result<u8, ChartScaleError> {
    Ok(usage_band_for_scale(display_scale_denominator(
        range_nm,
        half_height_px,
    )?))
}

/// How well a cell of `band` suits a display whose ideal band is `ideal`:
/// higher wins. The ideal band first, then the less detailed bands
/// (overscale: shown enlarged) from the nearest down, then the more
/// detailed bands (underscale) from the nearest up, so an area that only a
/// detailed cell covers is never left blank. Bands outside 1..6 rank 0.
pub fn band_preference(band: u8, ideal: u8) -> u8 {
    if !(MIN_USAGE_BAND..=MAX_USAGE_BAND).contains(&band) {
        return 0;
    }
    if band <= ideal {
        // ideal -> 12, ideal - 1 -> 11, ..., 1 -> 13 - ideal (>= 7).
        12 - (ideal - band)
    } else {
        // ideal + 1 -> 6, ideal + 2 -> 5, ... (>= 1).
        7 - (band - ideal)
    }
}

/// The ECDIS rule for one area: of the usage bands of the cells that cover
/// it, the one to draw at this display range (None when no band is given).
pub fn best_usage_band(
    available: &[u8],
    range_nm: f64,
    half_height_px: f64,
) -> Result<Option<u8>, ChartScaleError> {
    let ideal = ideal_usage_band(range_nm, half_height_px)?;
    Ok(available
        .iter()
        .copied()
        .filter(|band| band_preference(*band, ideal) > 0)
        .max_by_key(|band| band_preference(*band, ideal)))
}

/// S-52 scale minimum: a feature with SCAMIN s is drawn while the display
/// scale is s or larger (N <= s). Features without SCAMIN (0, NaN) always are.
pub fn scamin_visible(scamin: f64, scale_denominator: f64) -> bool {
    !(scamin.is_finite() && scamin > 0.0) || scale_denominator <= scamin
}

/// The coastline level of detail for a display range at a latitude: the
/// coarsest level whose tolerance (a tile over `TILE_EXTENT_PX` pixels) is at
/// most one pixel of the reference view, clamped to `0..=COASTLINE_MAX_LEVEL`.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "the level is clamped to 0..=COASTLINE_MAX_LEVEL before the cast"
)]
pub fn coastline_level(range_nm: f64, lat_deg: f64) -> Result<u8, ChartScaleError> {
    check_range(range_nm)?;
    if !(lat_deg.is_finite() && (-90.0..=90.0).contains(&lat_deg)) {
        return Err(ChartScaleError::BadLatitude(lat_deg));
    }
    let pixel_m = range_nm * METRES_PER_NM / COASTLINE_REFERENCE_HALF_HEIGHT_PX;
    // Ground width of the whole Mercator world at this latitude, in tile pixels at level 0.
    let world_m = MERCATOR_CIRCUMFERENCE_M * lat_deg.to_radians().cos().max(1e-6);
    let level = (world_m / (COASTLINE_TILE_EXTENT_PX * pixel_m))
        .log2()
        .ceil();
    Ok(level.clamp(0.0, f64::from(COASTLINE_MAX_LEVEL)) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    #[test]
    fn scale_of_the_start_view() -> Result<(), ChartScaleError> {
        // 24 NM over 512 px: 44448 m over 0.14336 m of screen.
        let n = display_scale_denominator(24.0, 512.0)?;
        assert!((n - 310_044.6).abs() < 1.0, "{n}");
        assert_eq!(usage_band_for_scale(n), 3);
        Ok(())
    }

    #[test]
    fn band_edges() {
        assert_eq!(usage_band_for_scale(3_000_000.0), 1);
        assert_eq!(usage_band_for_scale(1_500_000.0), 1);
        assert_eq!(usage_band_for_scale(1_499_999.0), 2);
        assert_eq!(usage_band_for_scale(350_000.0), 2);
        assert_eq!(usage_band_for_scale(349_999.0), 3);
        assert_eq!(usage_band_for_scale(90_000.0), 3);
        assert_eq!(usage_band_for_scale(89_999.0), 4);
        assert_eq!(usage_band_for_scale(22_000.0), 4);
        assert_eq!(usage_band_for_scale(21_999.0), 5);
        assert_eq!(usage_band_for_scale(4_000.0), 5);
        assert_eq!(usage_band_for_scale(3_999.0), 6);
        assert_eq!(usage_band_for_scale(0.0), 6);
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(
            display_scale_denominator(0.0, 512.0),
            Err(ChartScaleError::BadRange(0.0))
        );
        assert!(display_scale_denominator(f64::NAN, 512.0).is_err());
        assert_eq!(
            display_scale_denominator(1.0, -1.0),
            Err(ChartScaleError::BadHeight(-1.0))
        );
        assert!(coastline_level(5.0, 91.0).is_err());
        assert!(coastline_level(f64::INFINITY, 0.0).is_err());
    }

    #[test]
    fn best_band_follows_the_range() -> Result<(), ChartScaleError> {
        // US4MD81M (band 4) and US5MD1MC (band 5) over one area.
        let both = [4, 5];
        // 2 NM over 512 px is about 1:25 800 (approach): the approach cell.
        assert_eq!(best_usage_band(&both, 2.0, 512.0)?, Some(4));
        // 1 NM (about 1:12 900, harbour): the harbour cell.
        assert_eq!(best_usage_band(&both, 1.0, 512.0)?, Some(5));
        // 0.1 NM (berthing): no berthing cell, so the harbour cell overscaled.
        assert_eq!(best_usage_band(&both, 0.1, 512.0)?, Some(5));
        // 200 NM (general): both too detailed; the nearest, band 4, rather than nothing.
        assert_eq!(best_usage_band(&both, 200.0, 512.0)?, Some(4));
        // An overview cell wins when zoomed out.
        assert_eq!(best_usage_band(&[1, 4, 5], 200.0, 512.0)?, Some(1));
        assert_eq!(best_usage_band(&[], 5.0, 512.0)?, None);
        assert_eq!(best_usage_band(&[0, 7], 5.0, 512.0)?, None);
        Ok(())
    }

    #[test]
    fn scamin_hides_features_when_zoomed_out() {
        assert!(scamin_visible(22_000.0, 21_999.0));
        assert!(scamin_visible(22_000.0, 22_000.0));
        assert!(!scamin_visible(22_000.0, 22_001.0));
        assert!(scamin_visible(0.0, 1e9));
        assert!(scamin_visible(f64::NAN, 1e9));
    }

    #[test]
    fn coastline_levels() -> Result<(), ChartScaleError> {
        // The start view (24 NM at 54.53 N): level 10, tiles of about 23 km.
        assert_eq!(coastline_level(24.0, 54.53)?, 10);
        assert_eq!(coastline_level(200.0, 54.53)?, 6);
        assert_eq!(coastline_level(2.0, 54.53)?, 10);
        assert_eq!(coastline_level(50.0, 54.53)?, 8);
        assert_eq!(coastline_level(10_000.0, 0.0)?, 2);
        assert_eq!(coastline_level(100_000.0, 0.0)?, 0);
        assert_eq!(coastline_level(5.0, 90.0)?, 0);
        Ok(())
    }

    #[test]
    fn preference_is_a_total_order_with_the_ideal_first() {
        for ideal in 1u8..=6 {
            for a in 1u8..=6 {
                assert!(band_preference(ideal, ideal) >= band_preference(a, ideal));
                for b in 1u8..=6 {
                    if a != b {
                        assert_ne!(band_preference(a, ideal), band_preference(b, ideal));
                    }
                    // Any band at most the ideal beats any band above it.
                    if a <= ideal && b > ideal {
                        assert!(band_preference(a, ideal) > band_preference(b, ideal));
                    }
                }
            }
        }
    }

    #[test]
    fn smaller_ranges_never_choose_coarser_levels() -> Result<(), ChartScaleError> {
        let mut rng = SplitMix64::new(18);
        for _ in 0..10_000 {
            let range = rng.range(0.01, 20_000.0);
            let lat = rng.range(-85.0, 85.0);
            assert!(
                coastline_level(range * 2.0, lat)? <= coastline_level(range, lat)?,
                "{range} {lat}"
            );
            let n = display_scale_denominator(range, 512.0)?;
            assert!(usage_band_for_scale(n * 2.0) <= usage_band_for_scale(n));
        }
        Ok(())
    }
}
