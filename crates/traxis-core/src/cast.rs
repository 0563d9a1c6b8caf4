//! The two narrowing casts the design makes, each written once with its
//! reason, so that clippy's cast lints keep guarding every other cast.
//!
//! - [`vertex_f32`]: geometry is computed in f64 and leaves in the f32 of
//!   GPU vertex buffers (WebGL draws f32); lyon also tessellates in f32.
//!   Positions are relative to a nearby origin (metres or pixels), so f32's
//!   24-bit mantissa keeps them far finer than a pixel.
//! - [`index_u32`]: lengths and indices become the u32 of index buffers,
//!   offsets and ids (WebGL's `UNSIGNED_INT`). On wasm32 `usize` is 32 bits,
//!   so nothing is lost there; natively the buffers stay far below 2^32
//!   elements because they must fit wasm32's memory.

/// An f64 coordinate (or distance) as a vertex buffer's f32.
#[inline]
#[must_use]
#[allow(
    clippy::cast_possible_truncation,
    reason = "vertex buffers are f32 by design; origin-relative values keep their precision"
)]
pub fn vertex_f32(value: f64) -> f32 {
    value as f32
}

/// A length or index as an index buffer's, offset's or id's u32.
#[inline]
#[must_use]
#[allow(
    clippy::cast_possible_truncation,
    reason = "u32 indices by design; lossless on wasm32, where usize is 32 bits"
)]
pub fn index_u32(n: usize) -> u32 {
    n as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn casts_keep_values_in_range() {
        assert_eq!(vertex_f32(1.5), 1.5f32);
        assert_eq!(vertex_f32(-1234.25), -1234.25f32);
        assert_eq!(index_u32(0), 0);
        assert_eq!(index_u32(4_000_000_000), 4_000_000_000);
    }
}
