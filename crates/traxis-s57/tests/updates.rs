//! Update sequencing on a real cell (US4MD81M with `.001`–`.003`): updates
//! apply strictly in order; out of order, twice, for another cell or as a
//! base cell they are refused with a typed reason and change nothing. Data:
//! `../shared/data/enc` (fails without it when `CI=true`, skipped otherwise).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::disallowed_methods,
    clippy::print_stdout,
    clippy::cast_possible_truncation,
    reason = "a native test file: its helpers panic to fail the test, it says what it skips, it reads the shared data and the CI variable, its inputs are built with plain casts"
)]

use std::path::Path;

use traxis_s57::layers::stream_layer_buffers;
use traxis_s57::update_sequence::{FileIdentity, UpdateRefusal};
use traxis_s57::{decode_cell, InputFile, S57ErrorKind};

fn load(cell: &str, ext: &str) -> Option<Vec<u8>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/enc")
        .join(cell)
        .join(format!("{cell}.{ext}"));
    match std::fs::read(&path) {
        Ok(bytes) => Some(bytes),
        Err(e) => {
            let message = format!("ENC test data {} not readable: {e}", path.display());
            assert!(std::env::var("CI").as_deref() != Ok("true"), "{message}");
            println!("SKIPPED: {message}");
            None
        }
    }
}

fn refusal(e: &traxis_s57::S57Error) -> Option<&UpdateRefusal> {
    match &e.kind {
        S57ErrorKind::UpdateRefused(r) => Some(r.as_ref()),
        _ => None,
    }
}

#[test]
fn updates_apply_in_sequence_and_out_of_order_ones_are_refused() {
    let files: Option<Vec<Vec<u8>>> = ["000", "001", "002", "003"]
        .iter()
        .map(|ext| load("US4MD81M", ext))
        .collect();
    let Some(files) = files else { return };
    let Some(other) = load("US4AK3SB", "001") else {
        return;
    };
    let name = |n: usize| format!("US4MD81M.{n:03}");
    let input = |n: usize| (name(n), files[n].as_slice());

    let identity = FileIdentity::read("US4MD81M.002", &files[2]).unwrap();
    assert_eq!(
        (identity.cell.as_str(), identity.edition, identity.update),
        ("US4MD81M", 31, 2)
    );
    let base_identity = FileIdentity::read("US4MD81M.000", &files[0]).unwrap();
    assert_eq!(base_identity.update, 0);

    let base = InputFile {
        name: "US4MD81M.000",
        bytes: &files[0],
    };
    let mut cell = decode_cell(base, &[]).unwrap();
    let untouched = stream_layer_buffers(&cell).0;

    // .003 before .001: refused, nothing changes.
    let (n3, b3) = input(3);
    let e = cell
        .apply_update(InputFile {
            name: &n3,
            bytes: b3,
        })
        .unwrap_err();
    assert_eq!(
        refusal(&e),
        Some(&UpdateRefusal::OutOfOrder {
            expected: 1,
            found: 3
        })
    );
    assert!(e.to_string().contains("US4MD81M.003"), "{e}");
    assert_eq!(cell.updates_applied(), 0);
    assert_eq!(stream_layer_buffers(&cell).0, untouched);

    // Another cell's update, and a base cell given as an update.
    let e = cell
        .apply_update(InputFile {
            name: "US4MD81M.001",
            bytes: &other,
        })
        .unwrap_err();
    assert_eq!(refusal(&e).map(UpdateRefusal::code), Some("other-cell"));
    let e = cell.apply_update(base).unwrap_err();
    assert_eq!(refusal(&e), Some(&UpdateRefusal::NotAnUpdate));
    // A file named as another update than its DSID says.
    let e = cell
        .apply_update(InputFile {
            name: "US4MD81M.002",
            bytes: &files[1],
        })
        .unwrap_err();
    assert_eq!(refusal(&e).map(UpdateRefusal::code), Some("name-mismatch"));

    // In order: all three, the same cell as the lenient reader gives.
    for n in 1..=3 {
        let (file, bytes) = input(n);
        assert_eq!(
            cell.apply_update(InputFile { name: &file, bytes }).unwrap(),
            n as u32
        );
    }
    assert_eq!(cell.state().update, 3);
    // .002 again: already applied.
    let (n2, b2) = input(2);
    let e = cell
        .apply_update(InputFile {
            name: &n2,
            bytes: b2,
        })
        .unwrap_err();
    assert_eq!(
        refusal(&e),
        Some(&UpdateRefusal::AlreadyApplied {
            update: 2,
            applied: 3
        })
    );
    let updates: Vec<InputFile<'_>> = (1..=3)
        .map(|n| InputFile {
            name: "US4MD81M.00x",
            bytes: &files[n],
        })
        .collect();
    let lenient = decode_cell(base, &updates).unwrap();
    assert_eq!(
        stream_layer_buffers(&cell).0,
        stream_layer_buffers(&lenient).0
    );
}

#[test]
fn an_update_is_checked_against_the_base_and_the_stored_updates_by_their_dsids() {
    use traxis_s57::update_sequence::{check_update, UpdateCheckError};
    let files: Option<Vec<Vec<u8>>> = ["000", "001", "002", "003"]
        .iter()
        .map(|ext| load("US4MD81M", ext))
        .collect();
    let Some(files) = files else { return };
    let file = |n: usize| InputFile {
        name: match n {
            0 => "US4MD81M.000",
            1 => "US4MD81M.001",
            2 => "US4MD81M.002",
            _ => "US4MD81M.003",
        },
        bytes: &files[n],
    };
    assert_eq!(check_update(file(0), &[], file(1)).map(|s| s.update), Ok(1));
    assert_eq!(
        check_update(file(0), &[file(1), file(2)], file(3)).map(|s| s.update),
        Ok(3)
    );
    assert_eq!(
        check_update(file(0), &[file(1)], file(3)),
        Err(UpdateCheckError::Refused(UpdateRefusal::OutOfOrder {
            expected: 2,
            found: 3
        }))
    );
    assert_eq!(
        check_update(file(0), &[file(1), file(2)], file(2)),
        Err(UpdateCheckError::Refused(UpdateRefusal::AlreadyApplied {
            update: 2,
            applied: 2
        }))
    );
    let broken = InputFile {
        name: "US4MD81M.001",
        bytes: &files[1][..10],
    };
    assert!(matches!(
        check_update(file(0), &[], broken),
        Err(UpdateCheckError::Unreadable(_))
    ));
}
