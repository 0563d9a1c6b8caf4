//! Little-endian binary subfield cursor over one field's bytes (S-57 binary
//! implementation: `b11`, `b12`, `b14`, `b24`, `B(40)`, `A`, `A(n)`, `R(n)`).

use super::iso8211::UT;

/// A failed read: the field ended early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShortField;

pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Self { data, pos: 0 }
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub fn take(&mut self, n: usize) -> Result<&'a [u8], ShortField> {
        let end = self.pos.checked_add(n).ok_or(ShortField)?;
        let out = self.data.get(self.pos..end).ok_or(ShortField)?;
        self.pos = end;
        Ok(out)
    }

    pub fn u8(&mut self) -> Result<u8, ShortField> {
        Ok(self.take(1)?[0])
    }

    pub fn u16(&mut self) -> Result<u16, ShortField> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32(&mut self) -> Result<u32, ShortField> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A variable-length `A` subfield, up to the unit terminator (consumed)
    /// or the end of the field.
    pub fn text(&mut self) -> &'a [u8] {
        let rest = self.data.get(self.pos..).unwrap_or(&[]);
        match rest.iter().position(|&b| b == UT) {
            Some(n) => {
                self.pos += n + 1;
                &rest[..n]
            }
            None => {
                self.pos = self.data.len();
                rest
            }
        }
    }

    /// A variable-length subfield in lexical level 2 (UCS-2 little endian),
    /// up to the two-byte unit terminator `1F 00` (consumed).
    pub fn text_ucs2(&mut self) -> &'a [u8] {
        let rest = self.data.get(self.pos..).unwrap_or(&[]);
        let mut i = 0;
        while i + 1 < rest.len() {
            if rest[i] == UT && rest[i + 1] == 0 {
                self.pos += i + 2;
                return &rest[..i];
            }
            i += 2;
        }
        self.pos = self.data.len();
        rest
    }

    /// A fixed-width `A(n)` subfield, lossy as text.
    pub fn fixed_text(&mut self, n: usize) -> Result<String, ShortField> {
        Ok(latin1(self.take(n)?))
    }
}

/// ISO 8859-1 (lexical level 0 and 1) to UTF-8.
pub fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// UCS-2 little endian (lexical level 2) to UTF-8; unpaired surrogates become U+FFFD.
pub fn ucs2(bytes: &[u8]) -> String {
    let units = bytes
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]));
    char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_little_endian_and_text() {
        let mut c = Cursor::new(&[1, 2, 0, 3, 0, 0, 0, b'A', b'B', UT, b'C']);
        assert_eq!(c.u8(), Ok(1));
        assert_eq!(c.u16(), Ok(2));
        assert_eq!(c.u32(), Ok(3));
        assert_eq!(c.text(), b"AB");
        assert_eq!(c.text(), b"C");
        assert_eq!(c.u8(), Err(ShortField));
    }

    #[test]
    fn decodes_lexical_levels() {
        assert_eq!(latin1(&[0x4c, 0xf3, 0x64, 0xba]), "Lódº");
        assert_eq!(ucs2(&[0x41, 0, 0x42, 0x01]), "Ał");
        let mut c = Cursor::new(&[0x41, 0, UT, 0, 9]);
        assert_eq!(c.text_ucs2(), &[0x41, 0]);
        assert_eq!(c.u8(), Ok(9));
    }
}
