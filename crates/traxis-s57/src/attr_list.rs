//! Compact storage of a record's raw attributes (ATTF, NATF, ATTV): one
//! byte buffer per record instead of one allocation per attribute, which
//! keeps a decoded cell small. Entry layout: code (u16 LE), national flag
//! (u8), value length (u16 LE), value bytes (in the file's lexical level).

/// One raw attribute, borrowed from an [`AttrList`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawAttr<'a> {
    pub code: u16,
    /// NATF value (national lexical level) rather than ATTF/ATTV.
    pub national: bool,
    pub value: &'a [u8],
}

/// ATVL meaning "delete this attribute" in an update.
const DEL: &[u8] = &[0x7f];

/// A record's raw attributes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AttrList(Vec<u8>);

impl AttrList {
    /// Appends an attribute (values longer than 65535 bytes are cut).
    pub fn push(&mut self, a: RawAttr<'_>) {
        let value = &a.value[..a.value.len().min(usize::from(u16::MAX))];
        self.0.extend_from_slice(&a.code.to_le_bytes());
        self.0.push(u8::from(a.national));
        let len = u16::try_from(value.len()).unwrap_or(u16::MAX);
        self.0.extend_from_slice(&len.to_le_bytes());
        self.0.extend_from_slice(value);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The attributes in order.
    pub fn iter(&self) -> impl Iterator<Item = RawAttr<'_>> {
        let mut rest: &[u8] = &self.0;
        std::iter::from_fn(move || {
            let (head, tail) = rest.split_at_checked(5)?;
            let len = usize::from(u16::from_le_bytes([head[3], head[4]]));
            let (value, tail) = tail.split_at_checked(len)?;
            rest = tail;
            Some(RawAttr {
                code: u16::from_le_bytes([head[0], head[1]]),
                national: head[2] != 0,
                value,
            })
        })
    }

    /// Applies an update's attributes of one kind (ATTF or NATF): each
    /// replaces the value with the same code, is added, or — for the value
    /// DEL (0x7F) — removes it.
    pub fn merge(&mut self, updates: &AttrList, national: bool) {
        let mut entries: Vec<RawAttr<'_>> = self.iter().collect();
        for u in updates.iter().filter(|u| u.national == national) {
            let pos = entries
                .iter()
                .position(|t| t.code == u.code && t.national == national);
            match (pos, u.value == DEL) {
                (Some(i), true) => {
                    entries.remove(i);
                }
                (Some(i), false) => entries[i].value = u.value,
                (None, false) => entries.push(u),
                (None, true) => {}
            }
        }
        let mut out = AttrList(Vec::with_capacity(self.0.len()));
        for e in entries {
            out.push(e);
        }
        *self = out;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(code: u16, value: &[u8]) -> RawAttr<'_> {
        RawAttr {
            code,
            national: false,
            value,
        }
    }

    fn list(items: &[RawAttr<'_>]) -> AttrList {
        let mut l = AttrList::default();
        for &i in items {
            l.push(i);
        }
        l
    }

    #[test]
    fn stores_and_iterates() {
        let l = list(&[a(1, b"x"), a(2, b""), a(3, b"abc")]);
        let got: Vec<_> = l.iter().collect();
        assert_eq!(got, vec![a(1, b"x"), a(2, b""), a(3, b"abc")]);
    }

    #[test]
    fn merges_updates() {
        let mut t = list(&[a(1, b"x"), a(2, b"y")]);
        t.merge(&list(&[a(1, DEL), a(2, b"z"), a(3, b"w")]), false);
        assert_eq!(t, list(&[a(2, b"z"), a(3, b"w")]));
    }
}
