//! ISO/IEC 8211 reader: the data descriptive record (DDR) and the data
//! records (DR) of an exchange file, as borrowed field slices. Every length
//! and offset is checked against the input, so bad input gives a typed error
//! and every loop advances by at least one leader.

use super::error::{at, S57Error, S57ErrorKind};

/// Field terminator.
pub const FT: u8 = 0x1e;
/// Unit (subfield) terminator.
pub const UT: u8 = 0x1f;
const LEADER_LEN: usize = 24;

/// A 4-character field tag.
pub type Tag = [u8; 4];

/// The fields of a record: (tag, data without the field terminator).
type Fields<'a> = Vec<(Tag, &'a [u8])>;

/// One field definition of the DDR.
#[derive(Debug, Clone)]
pub struct FieldDefn {
    pub tag: Tag,
    pub name: String,
    /// Subfield labels (`RCNM!RCID!…`), as written.
    pub labels: String,
    /// Format controls (`(b11,b14,…)`), as written.
    pub formats: String,
}

/// One data record: its index in the file and its fields (tag, data without
/// the field terminator).
#[derive(Debug)]
pub struct Record<'a> {
    pub index: usize,
    pub fields: Fields<'a>,
}

impl<'a> Record<'a> {
    /// The first field with this tag.
    pub fn field(&self, tag: &Tag) -> Option<&'a [u8]> {
        self.fields.iter().find(|(t, _)| t == tag).map(|(_, d)| *d)
    }
}

/// Reads the records of one ISO 8211 file.
pub struct Reader<'a> {
    file: &'a str,
    data: &'a [u8],
    pos: usize,
    index: usize,
    pub ddr: Vec<FieldDefn>,
}

struct Leader {
    leader_id: u8,
    field_control_len: usize,
}

fn digits(bytes: &[u8]) -> Option<usize> {
    let mut value = 0usize;
    for &b in bytes {
        if b == b' ' && value == 0 {
            continue;
        }
        if !b.is_ascii_digit() {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(usize::from(b - b'0'))?;
    }
    Some(value)
}

impl<'a> Reader<'a> {
    /// Opens a file: parses the leader and directory of the DDR.
    pub fn new(file: &'a str, data: &'a [u8]) -> Result<Self, S57Error> {
        let mut reader = Self {
            file,
            data,
            pos: 0,
            index: 0,
            ddr: Vec::new(),
        };
        let (leader, fields) = reader.read_raw(None)?;
        if leader.leader_id != b'L' {
            return Err(reader.error(
                None,
                S57ErrorKind::BadLeader,
                "the first record is not an ISO 8211 data descriptive record (leader id is not 'L')",
            ));
        }
        for (tag, body) in fields {
            reader
                .ddr
                .push(parse_defn(tag, body, leader.field_control_len));
        }
        Ok(reader)
    }

    fn error(&self, record: Option<usize>, kind: S57ErrorKind, message: &str) -> S57Error {
        S57Error::new(kind, at(self.file, record, None), message)
    }

    /// Whether the DDR defines this field tag.
    pub fn defines(&self, tag: &Tag) -> bool {
        self.ddr.iter().any(|d| &d.tag == tag)
    }

    /// The next data record, `None` at the end of the file.
    pub fn next_record(&mut self) -> Option<Result<Record<'a>, S57Error>> {
        // Trailing padding (spaces, NULs, a DOS end-of-file byte) ends the file.
        if self.data[self.pos.min(self.data.len())..]
            .iter()
            .all(|&b| b == 0 || b == b' ' || b == 0x1a || b == b'\n' || b == b'\r')
        {
            return None;
        }
        let index = self.index;
        let result = self.read_raw(Some(index)).and_then(|(leader, fields)| {
            if leader.leader_id != b'D' && leader.leader_id != b'R' {
                return Err(self.error(
                    Some(index),
                    S57ErrorKind::BadLeader,
                    "data record leader id is neither 'D' nor 'R'",
                ));
            }
            Ok(Record { index, fields })
        });
        self.index += 1;
        if result.is_err() {
            // Stop after the first broken record: the next leader position is unknown.
            self.pos = self.data.len();
        }
        Some(result)
    }

    /// The length of a record whose leader says 00000: the end of the
    /// field that ends last, by the directory.
    fn length_from_directory(
        &self,
        record: Option<usize>,
        dir: &[u8],
        entry: usize,
        size_len: usize,
        base: usize,
    ) -> Result<usize, S57Error> {
        let bad_dir = || self.error(record, S57ErrorKind::BadDirectory, "bad directory entry");
        let mut end = 0usize;
        for e in dir.chunks_exact(entry) {
            let len = digits(&e[4..4 + size_len]).ok_or_else(bad_dir)?;
            let pos = digits(&e[4 + size_len..]).ok_or_else(bad_dir)?;
            end = end.max(pos.checked_add(len).ok_or_else(bad_dir)?);
        }
        if end == 0 {
            return Err(self.error(
                record,
                S57ErrorKind::BadLeader,
                "record length 00000 and no fields in the directory",
            ));
        }
        base.checked_add(end).ok_or_else(bad_dir)
    }

    fn read_raw(&mut self, record: Option<usize>) -> Result<(Leader, Fields<'a>), S57Error> {
        let data = self.data;
        let start = self.pos;
        let rest = data.get(start..).unwrap_or(&[]);
        if rest.len() < LEADER_LEN {
            return Err(self.error(
                record,
                S57ErrorKind::Truncated,
                "file ends inside a record leader",
            ));
        }
        let l = &rest[..LEADER_LEN];
        let bad = |m: &str| self.error(record, S57ErrorKind::BadLeader, m);
        let record_len = digits(&l[0..5]).ok_or_else(|| bad("record length is not a number"))?;
        let base = digits(&l[12..17]).ok_or_else(|| bad("field area address is not a number"))?;
        let size_len =
            digits(&l[20..21]).ok_or_else(|| bad("bad entry map (size of field length)"))?;
        let size_pos =
            digits(&l[21..22]).ok_or_else(|| bad("bad entry map (size of field position)"))?;
        let size_tag =
            digits(&l[23..24]).ok_or_else(|| bad("bad entry map (size of field tag)"))?;
        let field_control_len = digits(&l[10..12]).unwrap_or(0);
        if size_tag != 4 || size_len == 0 || size_pos == 0 {
            return Err(bad("unsupported entry map (S-57 uses 4-character tags)"));
        }
        if base <= LEADER_LEN || (record_len != 0 && (record_len < LEADER_LEN || base > record_len))
        {
            return Err(bad("record length or field area address out of range"));
        }
        let entry = size_tag + size_len + size_pos;
        if base > rest.len() {
            return Err(self.error(
                record,
                S57ErrorKind::Truncated,
                "file ends inside a record directory",
            ));
        }
        let dir = &rest[LEADER_LEN..base - 1];
        if rest[base - 1] != FT || dir.len() % entry != 0 {
            return Err(self.error(
                record,
                S57ErrorKind::BadDirectory,
                "directory is not terminated",
            ));
        }
        // ISO 8211 lets a record longer than 99,999 bytes carry 00000 as its
        // length: it then ends where its last field does (as GDAL reads it).
        let record_len = if record_len == 0 {
            self.length_from_directory(record, dir, entry, size_len, base)?
        } else {
            record_len
        };
        if record_len > rest.len() {
            return Err(self.error(record, S57ErrorKind::Truncated, "file ends inside a record"));
        }
        let rec = &rest[..record_len];
        let area = &rec[base..];
        let mut fields = Vec::with_capacity(dir.len() / entry);
        for e in dir.chunks_exact(entry) {
            let tag: Tag = [e[0], e[1], e[2], e[3]];
            let bad_dir = || self.error(record, S57ErrorKind::BadDirectory, "bad directory entry");
            let len = digits(&e[4..4 + size_len]).ok_or_else(bad_dir)?;
            let pos = digits(&e[4 + size_len..]).ok_or_else(bad_dir)?;
            let end = pos.checked_add(len).ok_or_else(bad_dir)?;
            let body = area.get(pos..end).ok_or_else(|| {
                self.error(
                    record,
                    S57ErrorKind::BadDirectory,
                    "directory entry points past the record",
                )
            })?;
            let body = match body.split_last() {
                Some((&FT, head)) => head,
                _ => body,
            };
            fields.push((tag, body));
        }
        self.pos = start + record_len;
        let leader = Leader {
            leader_id: l[6],
            field_control_len,
        };
        Ok((leader, fields))
    }
}

fn parse_defn(tag: Tag, body: &[u8], control_len: usize) -> FieldDefn {
    let text = body.get(control_len..).unwrap_or(&[]);
    let mut parts = text.split(|&b| b == UT);
    let mut next = || String::from_utf8_lossy(parts.next().unwrap_or(&[])).into_owned();
    let name = next();
    let labels = next();
    let formats = next();
    FieldDefn {
        tag,
        name,
        labels,
        formats,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_short_and_bad_leaders() {
        assert!(Reader::new("x", b"").is_err());
        assert!(Reader::new("x", b"hello world this is not 8211 at all").is_err());
        let mut leader = b"000301LE1 0900026 ! 3404".to_vec();
        leader.extend_from_slice(b"\x1e\x1e\x1e\x1e");
        assert!(Reader::new("x", &leader).is_err());
    }

    /// A record: leader (length as given, or computed), directory with
    /// `size`-digit entries, fields.
    fn record(
        id: u8,
        length: Option<&str>,
        size: usize,
        fields: &[(&[u8; 4], Vec<u8>)],
    ) -> Vec<u8> {
        let mut dir = Vec::new();
        let mut area = Vec::new();
        for (tag, data) in fields {
            dir.extend_from_slice(*tag);
            dir.extend_from_slice(format!("{:0size$}{:0size$}", data.len(), area.len()).as_bytes());
            area.extend_from_slice(data);
        }
        dir.push(FT);
        let base = 24 + dir.len();
        let total = format!("{:05}", base + area.len());
        let (control, level) = if id == b'L' {
            ("09", b'3')
        } else {
            ("  ", b' ')
        };
        let mut out = format!(
            "{}{}{}E1 {control}{base:05} ! {size}{size}04",
            length.unwrap_or(&total),
            level as char,
            id as char
        )
        .into_bytes();
        out.extend_from_slice(&dir);
        out.extend_from_slice(&area);
        out
    }

    #[test]
    fn a_record_of_length_00000_ends_where_its_directory_says() {
        let ddr = record(b'L', None, 4, &[(b"0001", b"0000;&   \x1e".to_vec())]);
        let mut long = vec![7u8; 150_000];
        long.push(FT);
        let mut file = ddr.clone();
        file.extend(record(
            b'D',
            Some("00000"),
            6,
            &[(b"0001", b"\x01\x00\x1e".to_vec()), (b"SG2D", long)],
        ));
        file.extend(record(
            b'D',
            None,
            4,
            &[(b"0001", b"\x02\x00\x1e".to_vec())],
        ));
        let mut reader = Reader::new("x", &file).unwrap_or_else(|e| panic!("{e}"));
        let first = reader.next_record().and_then(Result::ok).map(|r| r.fields);
        let sg2d = first
            .as_ref()
            .and_then(|f| f.iter().find(|(t, _)| t == b"SG2D"));
        assert_eq!(sg2d.map(|(_, d)| d.len()), Some(150_000));
        // The next record starts right after it.
        let second = reader
            .next_record()
            .and_then(Result::ok)
            .map(|r| r.fields.len());
        assert_eq!(second, Some(1));
        assert!(reader.next_record().is_none());

        // Cut inside the long field: a typed error, not a panic.
        let cut = &file[..ddr.len() + 60_000];
        let mut reader = Reader::new("x", cut).unwrap_or_else(|e| panic!("{e}"));
        let err = reader.next_record().and_then(Result::err).map(|e| e.kind);
        assert_eq!(err, Some(S57ErrorKind::Truncated));
        // 00000 without fields says nothing about the length.
        let mut empty = ddr;
        empty.extend(record(b'D', Some("00000"), 6, &[]));
        let mut reader = Reader::new("x", &empty).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(reader.next_record(), Some(Err(_))));
    }

    #[test]
    fn digits_parse() {
        assert_eq!(digits(b"00123"), Some(123));
        assert_eq!(digits(b" 12"), Some(12));
        assert_eq!(digits(b"1x"), None);
    }
}
