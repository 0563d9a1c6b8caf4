//! Feature colours (spec section 5, chart data): colours above 1 are treated
//! as 0-255 and normalised; an invalid hex colour falls back to red.

/// A colour with components in 0..=1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgba {
    pub r: f32,
    pub g: f32,
    pub b: f32,
    pub a: f32,
}

/// The fallback colour for invalid hex strings.
pub const RED: Rgba = Rgba {
    r: 1.0,
    g: 0.0,
    b: 0.0,
    a: 1.0,
};

impl Rgba {
    /// As four bytes (0..=255), for `Uint8Array` colour buffers.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "each channel is clamped to 0..=1 and scaled to 0..=255 before the cast"
    )]
    pub fn to_rgba8(self) -> [u8; 4] {
        let q = |c: f32| (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        [q(self.r), q(self.g), q(self.b), q(self.a)]
    }
}

/// Normalises a colour: if any of r, g, b is above 1 the three are taken as
/// 0-255 and divided by 255 (alpha likewise when above 1); then clamped to
/// 0..=1 (NaN becomes 0).
pub fn normalise_colour(r: f32, g: f32, b: f32, a: f32) -> Rgba {
    let scale = if r > 1.0 || g > 1.0 || b > 1.0 {
        255.0
    } else {
        1.0
    };
    let c = |v: f32, s: f32| {
        if v.is_nan() {
            0.0
        } else {
            (v / s).clamp(0.0, 1.0)
        }
    };
    Rgba {
        r: c(r, scale),
        g: c(g, scale),
        b: c(b, scale),
        a: c(a, if a > 1.0 { 255.0 } else { 1.0 }),
    }
}

/// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); anything
/// else gives [`RED`].
pub fn parse_hex_colour(text: &str) -> Rgba {
    let hex = text.trim();
    let hex = hex.strip_prefix('#').unwrap_or(hex);
    if !hex.is_ascii() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return RED;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or(""), 16).ok();
    let nibble = |i: usize| {
        u8::from_str_radix(hex.get(i..i + 1).unwrap_or(""), 16)
            .ok()
            .map(|v| v * 17)
    };
    let parts = match hex.len() {
        3 => [nibble(0), nibble(1), nibble(2), Some(255)],
        6 => [byte(0), byte(2), byte(4), Some(255)],
        8 => [byte(0), byte(2), byte(4), byte(6)],
        _ => return RED,
    };
    match parts {
        [Some(r), Some(g), Some(b), Some(a)] => Rgba {
            r: f32::from(r) / 255.0,
            g: f32::from(g) / 255.0,
            b: f32::from(b) / 255.0,
            a: f32::from(a) / 255.0,
        },
        _ => RED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_hex_and_falls_back_to_red() {
        assert_eq!(parse_hex_colour("#ff8000").to_rgba8(), [255, 128, 0, 255]);
        assert_eq!(parse_hex_colour("0080FF").to_rgba8(), [0, 128, 255, 255]);
        assert_eq!(parse_hex_colour("#fff").to_rgba8(), [255, 255, 255, 255]);
        assert_eq!(parse_hex_colour("#11223344").to_rgba8(), [17, 34, 51, 68]);
        for bad in ["", "#", "#12", "#gggggg", "#12345", "zielony", "#ffé000"] {
            assert_eq!(parse_hex_colour(bad), RED, "{bad}");
        }
    }

    #[test]
    fn normalises_components_above_one() {
        assert_eq!(
            normalise_colour(255.0, 127.5, 0.0, 1.0),
            Rgba {
                r: 1.0,
                g: 0.5,
                b: 0.0,
                a: 1.0
            }
        );
        // Already 0..1: unchanged.
        let c = normalise_colour(0.2, 0.4, 0.6, 0.8);
        assert_eq!((c.r, c.g, c.b, c.a), (0.2, 0.4, 0.6, 0.8));
        // Alpha above 1 on its own.
        assert_eq!(normalise_colour(0.0, 0.0, 0.0, 255.0).a, 1.0);
        assert_eq!(normalise_colour(f32::NAN, -1.0, 0.5, 1.0).r, 0.0);
    }
}
