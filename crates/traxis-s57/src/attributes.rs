//! Attribute values: raw ATTF/NATF bytes decoded by lexical level (AALL,
//! NALL: ASCII, ISO 8859-1 or UCS-2) into UTF-8 and typed by the catalogue.

use std::borrow::Cow;

use super::attr_list::RawAttr;
use super::catalogue::{self, AttrType};
use super::cursor::{latin1, ucs2};
use super::model::{AttrValue, Attribute};

/// Decodes one raw attribute. An empty value ("value unknown") of a
/// numeric attribute is absent (`None`); empty lists and strings are kept
/// empty, as GDAL gives them.
pub fn decode(raw: &RawAttr<'_>, nall: u8) -> Option<Attribute> {
    let defn = catalogue::attribute(raw.code);
    let kind = defn.map_or(AttrType::FreeText, |d| d.kind);
    let numeric = matches!(
        kind,
        AttrType::Enumerated | AttrType::Integer | AttrType::Float
    );
    if raw.value.is_empty() && numeric {
        return None;
    }
    let text = if raw.national && nall == 2 {
        ucs2(raw.value)
    } else {
        latin1(raw.value)
    };
    let acronym = match defn {
        Some(d) => Cow::Borrowed(d.acronym),
        None => Cow::Owned(format!("ATTL_{}", raw.code)),
    };
    let value = match kind {
        AttrType::Enumerated | AttrType::Integer => AttrValue::Integer(parse_int(&text)),
        AttrType::Float => AttrValue::Float(parse_float(&text)),
        AttrType::List => AttrValue::List(
            text.split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
        ),
        AttrType::CodedString | AttrType::FreeText => AttrValue::Text(text),
    };
    Some(Attribute {
        code: raw.code,
        acronym,
        value,
    })
}

/// Leading integer of a text (C `atoi` semantics: 0 when none).
pub fn parse_int(text: &str) -> i64 {
    let t = text.trim_start();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    let end = digits
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(digits.len());
    digits
        .get(..end)
        .and_then(|d| d.parse::<i64>().ok())
        .map_or(0, |v| sign * v)
}

/// Leading decimal number of a text (C `atof` semantics: 0 when none).
pub fn parse_float(text: &str) -> f64 {
    let t = text.trim();
    if let Ok(v) = t.parse::<f64>() {
        return v;
    }
    // Longest prefix that parses (`get` skips ends inside a character).
    let mut end = t.len();
    while end > 0 {
        if let Some(Ok(v)) = t.get(..end).map(str::parse::<f64>) {
            return v;
        }
        end -= 1;
    }
    0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(code: u16, value: &[u8]) -> RawAttr<'_> {
        RawAttr {
            code,
            national: false,
            value,
        }
    }

    #[test]
    fn types_values_by_catalogue() {
        let colour = decode(&raw(75, b"1,3"), 1).map(|a| a.value);
        assert_eq!(colour, Some(AttrValue::List(vec!["1".into(), "3".into()])));
        let drval = decode(&raw(87, b"73.1"), 1).map(|a| a.value);
        assert_eq!(drval, Some(AttrValue::Float(73.1)));
        let name = decode(&raw(116, b"Gda\xf1sk"), 1).map(|a| a.value);
        assert_eq!(name, Some(AttrValue::Text("Gdañsk".into())));
        assert_eq!(decode(&raw(87, b""), 1), None);
        let empty_text = decode(&raw(116, b""), 1).map(|a| a.value);
        assert_eq!(empty_text, Some(AttrValue::Text(String::new())));
        let empty_list = decode(&raw(75, b""), 1).map(|a| a.value);
        assert_eq!(empty_list, Some(AttrValue::List(Vec::new())));
        let unknown = decode(&raw(60000, b"x"), 1).map(|a| a.acronym);
        assert_eq!(unknown, Some(Cow::Owned("ATTL_60000".into())));
    }

    #[test]
    fn parses_like_c() {
        assert_eq!(parse_int(" 03"), 3);
        assert_eq!(parse_int("-7x"), -7);
        assert_eq!(parse_int("x"), 0);
        assert_eq!(parse_float("2.5m"), 2.5);
        assert_eq!(parse_float(""), 0.0);
    }
}
