//! Bad input never panics and never loops: real cells truncated and with
//! flipped bytes at many offsets, a wrong leader, a non-ENC file, update
//! files out of order or for missing records. Each gives a typed error or a
//! partial result with warnings. Data is read from `../shared/data/enc`;
//! without it the test fails under `CI=true` and is skipped otherwise.

#![allow(
    clippy::panic,
    clippy::disallowed_methods,
    clippy::print_stdout,
    clippy::cast_possible_truncation,
    reason = "a native test file: its helpers panic to fail the test, it says what it skips, it reads the shared data and the CI variable and times cases out on a thread, its inputs are built with plain casts"
)]

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use traxis_s57::{read_cell, Cell, InputFile, S57Error, S57ErrorKind};

fn enc_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/enc")
}

fn load(rel: &str) -> Option<Vec<u8>> {
    let path = enc_dir().join(rel);
    match std::fs::read(&path) {
        Ok(b) => Some(b),
        Err(e) => {
            let msg = format!("ENC test data {} not readable: {e}", path.display());
            assert!(std::env::var("CI").as_deref() != Ok("true"), "{msg}");
            println!("SKIPPED: {msg}");
            None
        }
    }
}

fn read(name: &str, bytes: &[u8], updates: &[(&str, &[u8])]) -> Result<Cell, S57Error> {
    let ups: Vec<InputFile<'_>> = updates
        .iter()
        .map(|&(name, bytes)| InputFile { name, bytes })
        .collect();
    read_cell(InputFile { name, bytes }, &ups)
}

/// Runs `f` on a thread and fails if it does not finish in time (a loop).
fn within(seconds: u64, f: impl FnOnce() + Send + 'static) {
    let (tx, rx) = mpsc::channel();
    let handle = std::thread::spawn(move || {
        f();
        let _ = tx.send(());
    });
    match rx.recv_timeout(Duration::from_secs(seconds)) {
        Ok(()) => assert!(handle.join().is_ok()),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            panic!("the reader panicked: {:?}", handle.join().err())
        }
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("the reader did not finish within {seconds} s")
        }
    }
}

/// A small deterministic generator (xorshift64).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn truncated_cells_give_errors_never_panics() {
    let Some(base) = load("US5AK3MM/US5AK3MM.000") else {
        return;
    };
    within(90, move || {
        let n = base.len();
        let mut offsets: Vec<usize> = (0..400).chain((0..300).map(|i| i * n / 300)).collect();
        offsets.push(n - 1);
        for cut in offsets {
            match read("US5AK3MM.000", &base[..cut], &[]) {
                Ok(cell) => {
                    assert!(cut > 0 && !cell.features.is_empty() || cell.features.is_empty());
                }
                Err(e) => assert!(
                    matches!(
                        e.kind,
                        S57ErrorKind::Truncated | S57ErrorKind::BadLeader | S57ErrorKind::NotEnc
                    ),
                    "cut at {cut}: unexpected {e:?}"
                ),
            }
        }
    });
}

/// The start of every record of an ISO 8211 file (by the leaders' lengths).
fn record_starts(bytes: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut at = 0;
    while let Some(len) = bytes
        .get(at..at + 5)
        .and_then(|l| std::str::from_utf8(l).ok())
        .and_then(|l| l.parse::<usize>().ok())
        .filter(|&len| len >= 24)
    {
        starts.push(at);
        at += len;
    }
    starts
}

#[test]
fn record_lengths_of_00000_read_as_the_directories_say() {
    let Some(base) = load("US4AK3SB/US4AK3SB.000") else {
        return;
    };
    within(90, move || {
        let expected = read("US4AK3SB.000", &base, &[]).expect("the cell reads");
        // Every data record's length replaced by 00000 (ISO 8211's form for
        // records over 99,999 bytes): the same cell.
        let mut zeroed = base.clone();
        let starts = record_starts(&base);
        assert!(starts.len() > 100);
        for &at in &starts[1..] {
            zeroed[at..at + 5].copy_from_slice(b"00000");
        }
        let cell = read("US4AK3SB.000", &zeroed, &[]).expect("the zeroed cell reads");
        assert_eq!(cell.features, expected.features);
        // Cut anywhere, it gives a typed error or a partial cell, never a panic.
        for cut in (0..zeroed.len()).step_by(997) {
            if let Err(e) = read("US4AK3SB.000", &zeroed[..cut], &[]) {
                assert!(!e.to_string().is_empty());
            }
        }
    });
}

#[test]
fn flipped_bytes_never_panic_or_hang() {
    let Some(base) = load("US4AK3SB/US4AK3SB.000") else {
        return;
    };
    let Some(update) = load("US4AK3SB/US4AK3SB.001") else {
        return;
    };
    within(90, move || {
        let mut rng = Rng(0x5eed_cafe_f00d_0001);
        let mut errors = 0;
        for round in 0..600 {
            let mut b = base.clone();
            let mut u = update.clone();
            let flips = 1 + (rng.next() % 4) as usize;
            for _ in 0..flips {
                let target = if round % 5 == 0 { &mut u } else { &mut b };
                let at = (rng.next() as usize) % target.len();
                target[at] ^= 1 << (rng.next() % 8);
            }
            match read("US4AK3SB.000", &b, &[("US4AK3SB.001", &u)]) {
                Ok(cell) => assert!(cell.features.len() < 100_000),
                Err(e) => {
                    assert!(!e.to_string().is_empty());
                    errors += 1;
                }
            }
        }
        println!("flipped-byte rounds with a typed error: {errors}/600");
    });
}

#[test]
fn wrong_leader_and_non_enc_files_are_typed_errors() {
    let Some(base) = load("US5AK3MM/US5AK3MM.000") else {
        return;
    };
    let Some(catalog) = load("US5MD1MC/CATALOG.031") else {
        return;
    };
    let Some(text) = load("PROVENANCE.md") else {
        return;
    };

    let mut wrong = base.clone();
    wrong[6] = b'D'; // DDR leader id must be 'L'
    assert_eq!(
        read("a.000", &wrong, &[]).map(|_| ()).unwrap_err().kind,
        S57ErrorKind::BadLeader
    );
    let mut wrong = base.clone();
    wrong[0..5].copy_from_slice(b"9x9x9");
    assert_eq!(
        read("a.000", &wrong, &[]).map(|_| ()).unwrap_err().kind,
        S57ErrorKind::BadLeader
    );

    let e = read("CATALOG.000", &catalog, &[]).map(|_| ()).unwrap_err();
    assert_eq!(e.kind, S57ErrorKind::NotEnc);
    assert!(e.to_string().starts_with("CATALOG.000"), "{e}");
    assert!(read("PROVENANCE.000", &text, &[]).is_err());
    assert!(read("empty.000", &[], &[]).is_err());
}

#[test]
fn bad_updates_are_warnings_with_a_partial_result() {
    let Some(base) = load("US4AK3SB/US4AK3SB.000") else {
        return;
    };
    let Some(update) = load("US4AK3SB/US4AK3SB.001") else {
        return;
    };
    let Some(other) = load("US5AK3MM/US5AK3MM.000") else {
        return;
    };

    // The same update twice: the second is already contained, skipped.
    let cell = read(
        "US4AK3SB.000",
        &base,
        &[("a.001", &update), ("b.002", &update)],
    )
    .unwrap();
    assert_eq!(cell.updates_applied, 1);
    assert!(cell.warnings.is_empty(), "{:?}", cell.warnings);

    // A gap: update 2 given first (patched), so update 1 is missing.
    let mut second = update.clone();
    let at = second
        .windows(9)
        .position(|w| w == b".001\x1f1\x1f1\x1f")
        .unwrap();
    second[at + 7] = b'2'; // UPDN 1 -> 2
    let cell = read("US4AK3SB.000", &base, &[("a.002", &second)]).unwrap();
    assert_eq!(cell.updates_applied, 0);
    let gap = cell
        .warnings
        .iter()
        .any(|w| w.message.contains("update number 2 where 1"));
    assert!(gap, "{:?}", cell.warnings);

    // An update of another cell (edition patched to match): its records
    // point to records this cell does not have, or at other versions.
    let mut foreign = update.clone();
    let at = foreign
        .windows(9)
        .position(|w| w == b".001\x1f1\x1f1\x1f")
        .unwrap();
    foreign[at + 5] = b'4'; // EDTN 1 -> 4
    let cell = read("US5AK3MM.000", &other, &[("US5AK3MM.001", &foreign)]).unwrap();
    assert_eq!(cell.updates_applied, 1);
    assert!(!cell.warnings.is_empty());
    assert!(!cell.features.is_empty());

    // A base cell given as an update is refused by its update number.
    let cell = read("US4AK3SB.000", &base, &[("x.001", &other)]).unwrap();
    assert_eq!(cell.updates_applied, 0);
    assert!(!cell.warnings.is_empty());
}
