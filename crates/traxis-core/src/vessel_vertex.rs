//! The vessel layer's vertex format and how its pieces are written: one
//! interleaved buffer of 20 bytes per vertex, ready for one `bufferData`.
//!
//! | bytes | field | meaning |
//! |---|---|---|
//! | 0..8 | anchor, f32 x, y | origin-relative Mercator metres |
//! | 8..12 | offset, i16 x, y | pixels (x right, y up) in 1/16 px |
//! | 12 | paint, u8 | palette entry (bits 0-2), [`Role`] (bits 3-4), [`flags`] (bits 5-6), pickable (bit 7) |
//! | 13..16 | pick, u8 x 3 | the vessel's id colour |
//! | 16..20 | switch, f32 | pixels per Mercator metre from which the hull shows (role Triangle / Hull) |
//!
//! The colours are palette entries, resolved by the shader from the
//! theme's palette (no rebuild when the theme changes); which symbol of a
//! vessel shows (triangle or hull) is decided by the shader from the scale
//! (no rebuild on zoom).

use crate::cast::vertex_f32;

/// Bytes per vertex.
pub const VERTEX_BYTES: usize = 20;
/// Where the role, the flags and the pickable bit lie in the paint byte.
pub const ROLE_SHIFT: u8 = 3;
pub const FLAGS_SHIFT: u8 = 5;
pub const PICKABLE_BIT: u8 = 0x80;
/// Pixel offsets are stored as whole 1/16 pixels (range +-2048 px).
pub const OFFSET_UNITS_PER_PX: f64 = 16.0;

/// Which of a vessel's two symbols a vertex belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Role {
    /// Drawn at every scale (vectors, marks, the lost-target cross).
    Always = 0,
    /// Drawn while the hull would be shorter than the triangle on screen.
    Triangle = 1,
    /// Drawn from the scale where the hull is as long as the triangle.
    Hull = 2,
}

/// Which of a vessel's two symbols a layer carries, and the switch its
/// vertices get.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Symbols {
    pub triangle: bool,
    pub hull: bool,
    pub switch: f32,
}

impl Symbols {
    /// For a vessel whose hull shows from `switch` on (pixels per Mercator
    /// metre; `f32::MAX`: never), in a layer drawn at `scales` (lowest,
    /// highest): both, the shader choosing, when the switch lies within
    /// them; else only the one shown at all of them, at every scale (if
    /// the view goes past the scales before the next build, the vessel
    /// keeps its symbol rather than vanishing).
    pub fn at(switch: f32, (lowest, highest): (f64, f64)) -> Self {
        let s = f64::from(switch);
        if s <= lowest {
            Self {
                triangle: false,
                hull: true,
                switch: 0.0,
            }
        } else if s > highest {
            Self {
                triangle: true,
                hull: false,
                switch: f32::MAX,
            }
        } else {
            Self {
                triangle: true,
                hull: true,
                switch,
            }
        }
    }
}

/// Vertex flags (two bits of the paint byte).
pub mod flags {
    /// The offsets shrink with the stationary symbols at small scales.
    pub const SHRINK: u8 = 1;
    /// Hidden while the stationary symbols are shrunk (their heading line and mark).
    pub const HIDE_SHRUNK: u8 = 2;
}

/// The vessel palette's entries (the shader's `u_palette`, one colour per
/// entry and theme: src/app/chart/layers/vessels/vesselColours.ts).
pub mod palette {
    /// Dimensions known: the green of the initialized vessel.
    pub const KNOWN: u8 = 0;
    /// Dimensions missing: the red 'not initialized' triangle.
    pub const UNKNOWN: u8 = 1;
    /// Motion vectors.
    pub const VECTOR: u8 = 2;
    /// Nav-status marks.
    pub const MARK: u8 = 3;
    /// The thin border under symbols and lines (keeps overlapping ones apart).
    pub const OUTLINE: u8 = 4;
    /// The halo under the nav-status marks.
    pub const MARK_HALO: u8 = 5;
    /// The ring of the selected vessel (drawn by the console's ring program).
    pub const SELECTED: u8 = 6;
    /// The ring of a vessel of an open alert (likewise).
    pub const ALERT: u8 = 7;
}

/// How the vertices being written are painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paint {
    pub palette: u8,
    pub role: Role,
    pub flags: u8,
}

/// A point of a shape: an anchor (origin-relative Mercator metres) and a
/// pixel offset from it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub anchor: (f64, f64),
    pub offset_px: (f64, f64),
}

#[allow(
    clippy::cast_possible_truncation,
    reason = "clamped to the i16 range and rounded before the cast"
)]
fn offset_units(px: f64) -> i16 {
    let v = (px * OFFSET_UNITS_PER_PX).round();
    if v.is_nan() {
        0
    } else {
        v.clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16
    }
}

/// Appends vertices to an interleaved buffer.
pub struct VertexWriter<'a> {
    pub bytes: &'a mut Vec<u8>,
    pub paint: Paint,
    /// The vessel's id colour; alpha 0: not pickable.
    pub pick: [u8; 4],
    /// The switch field of the vertices written.
    pub switch: f32,
}

impl VertexWriter<'_> {
    pub fn vertex(&mut self, p: Point) {
        let b = &mut *self.bytes;
        b.extend_from_slice(&vertex_f32(p.anchor.0).to_le_bytes());
        b.extend_from_slice(&vertex_f32(p.anchor.1).to_le_bytes());
        b.extend_from_slice(&offset_units(p.offset_px.0).to_le_bytes());
        b.extend_from_slice(&offset_units(p.offset_px.1).to_le_bytes());
        let pickable = if self.pick[3] == 0 { 0 } else { PICKABLE_BIT };
        b.extend_from_slice(&[
            (self.paint.palette & 7)
                | ((self.paint.role as u8) << ROLE_SHIFT)
                | ((self.paint.flags & 3) << FLAGS_SHIFT)
                | pickable,
            self.pick[0],
            self.pick[1],
            self.pick[2],
        ]);
        b.extend_from_slice(&self.switch.to_le_bytes());
    }

    /// A convex ring of points as a triangle fan.
    pub fn fan(&mut self, ring: &[Point]) {
        for i in 1..ring.len().saturating_sub(1) {
            for p in [ring[0], ring[i], ring[i + 1]] {
                self.vertex(p);
            }
        }
    }

    /// The band between two rings of the same length (outer and inner
    /// edge of a stroke around a closed ring).
    pub fn band(&mut self, outer: &[Point], inner: &[Point]) {
        let n = outer.len().min(inner.len());
        for i in 0..n {
            let j = (i + 1) % n;
            for p in [outer[i], inner[i], outer[j], outer[j], inner[i], inner[j]] {
                self.vertex(p);
            }
        }
    }

    /// A straight line from `a` to `b`, `width_px` wide: its end points are
    /// anchors plus offsets, and the line's direction is taken on screen
    /// from `dir` (a unit vector, x east, y north), which the caller knows
    /// (the anchors of a line in pixels coincide).
    pub fn line(&mut self, a: Point, b: Point, dir: (f64, f64), width_px: f64) {
        let h = width_px / 2.0;
        let (nx, ny) = (-dir.1 * h, dir.0 * h);
        let side = |p: Point, k: f64| Point {
            anchor: p.anchor,
            offset_px: (p.offset_px.0 + nx * k, p.offset_px.1 + ny * k),
        };
        for p in [
            side(a, 1.0),
            side(a, -1.0),
            side(b, 1.0),
            side(b, 1.0),
            side(a, -1.0),
            side(b, -1.0),
        ] {
            self.vertex(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vertex_is_20_bytes_in_the_documented_order() {
        let mut bytes = Vec::new();
        let mut w = VertexWriter {
            bytes: &mut bytes,
            paint: Paint {
                palette: palette::UNKNOWN,
                role: Role::Hull,
                flags: flags::SHRINK,
            },
            pick: [5, 0, 128, 255],
            switch: 0.25,
        };
        w.vertex(Point {
            anchor: (1.5, -2.0),
            offset_px: (10.0, -0.5),
        });
        assert_eq!(bytes.len(), VERTEX_BYTES);
        assert_eq!(
            f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]),
            1.5
        );
        assert_eq!(
            f32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]),
            -2.0
        );
        assert_eq!(i16::from_le_bytes([bytes[8], bytes[9]]), 160);
        assert_eq!(i16::from_le_bytes([bytes[10], bytes[11]]), -8);
        // Palette 1, role 2, flag 1, pickable; then the id colour.
        assert_eq!(&bytes[12..16], &[1 | 2 << 3 | 1 << 5 | 0x80, 5, 0, 128]);
        assert_eq!(
            f32::from_le_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]),
            0.25
        );
        let mut more = Vec::new();
        let mut w = VertexWriter {
            bytes: &mut more,
            paint: Paint {
                palette: palette::ALERT,
                role: Role::Triangle,
                flags: flags::HIDE_SHRUNK,
            },
            pick: [5, 0, 128, 0],
            switch: 0.0,
        };
        w.vertex(Point {
            anchor: (0.0, 0.0),
            offset_px: (0.0, 0.0),
        });
        // Not pickable: bit 7 clear.
        assert_eq!(more[12], 7 | 1 << 3 | 2 << 5);
        assert_eq!(offset_units(1e9), i16::MAX);
        assert_eq!(offset_units(f64::NAN), 0);
    }

    #[test]
    fn a_layer_carries_only_the_symbol_its_scales_can_show() {
        let scales = (0.01, 0.04);
        let both = Symbols::at(0.02, scales);
        assert_eq!((both.triangle, both.hull, both.switch), (true, true, 0.02));
        let edge_high = Symbols::at(0.04, scales);
        assert!(edge_high.triangle && edge_high.hull);
        let hull = Symbols::at(0.01, scales);
        assert_eq!((hull.triangle, hull.hull, hull.switch), (false, true, 0.0));
        let triangle = Symbols::at(0.05, scales);
        assert_eq!(
            (triangle.triangle, triangle.hull, triangle.switch),
            (true, false, f32::MAX)
        );
        let no_hull = Symbols::at(f32::MAX, scales);
        assert_eq!((no_hull.triangle, no_hull.hull), (true, false));
        let all = Symbols::at(1e-6, crate::vessel_layer::ALL_SCALES);
        assert!(all.triangle && all.hull && all.switch == 1e-6);
    }
}
