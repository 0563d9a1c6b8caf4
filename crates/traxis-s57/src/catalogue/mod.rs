//! The S-57 object and attribute catalogue: object class codes to acronyms
//! (42 -> `DEPARE`) and attribute codes to acronyms and value types.

mod attributes;
mod objects;

use std::sync::OnceLock;

/// The value type of an attribute (S-57 Appendix A, chapter 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttrType {
    /// `E`: enumerated (one integer code).
    Enumerated,
    /// `L`: list of enumerated codes, comma separated.
    List,
    /// `F`: floating point.
    Float,
    /// `I`: integer.
    Integer,
    /// `A`: coded string.
    CodedString,
    /// `S`: free text.
    FreeText,
}

/// One catalogue attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttrDefn {
    pub code: u16,
    pub acronym: &'static str,
    pub kind: AttrType,
}

struct Tables {
    objects: Vec<(u16, &'static str)>,
    attributes: Vec<AttrDefn>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let objects = objects::OBJECT_CLASSES
            .split(';')
            .filter_map(|e| {
                let (code, acronym) = e.trim().split_once(' ')?;
                Some((code.parse().ok()?, acronym))
            })
            .collect();
        let attributes = attributes::ATTRIBUTES
            .split(';')
            .filter_map(|e| {
                let mut parts = e.split_whitespace();
                let code = parts.next()?.parse().ok()?;
                let acronym = parts.next()?;
                let kind = match parts.next()? {
                    "E" => AttrType::Enumerated,
                    "L" => AttrType::List,
                    "F" => AttrType::Float,
                    "I" => AttrType::Integer,
                    "A" => AttrType::CodedString,
                    _ => AttrType::FreeText,
                };
                Some(AttrDefn {
                    code,
                    acronym,
                    kind,
                })
            })
            .collect();
        Tables {
            objects,
            attributes,
        }
    })
}

/// The acronym of an object class code, e.g. 42 -> `DEPARE`.
pub fn object_acronym(code: u16) -> Option<&'static str> {
    let t = &tables().objects;
    t.binary_search_by_key(&code, |e| e.0).ok().map(|i| t[i].1)
}

/// The catalogue entry of an attribute code, e.g. 87 -> `DRVAL1`, float.
pub fn attribute(code: u16) -> Option<AttrDefn> {
    let t = &tables().attributes;
    t.binary_search_by_key(&code, |e| e.code).ok().map(|i| t[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_common_codes() {
        assert_eq!(object_acronym(42), Some("DEPARE"));
        assert_eq!(object_acronym(129), Some("SOUNDG"));
        assert_eq!(object_acronym(302), Some("M_COVR"));
        assert_eq!(object_acronym(9999), None);
        let colour = attribute(75).map(|a| (a.acronym, a.kind));
        assert_eq!(colour, Some(("COLOUR", AttrType::List)));
        assert_eq!(attribute(87).map(|a| a.kind), Some(AttrType::Float));
        assert_eq!(attribute(116).map(|a| a.acronym), Some("OBJNAM"));
        assert!(tables().objects.len() > 250 && tables().attributes.len() > 450);
    }
}
