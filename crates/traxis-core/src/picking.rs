//! Picking (spec sections 3 and 4): an object is drawn in an id pass with
//! its id as colour, and the pixel under the cursor is decoded as
//! red + green*256 + blue*65536. Ids therefore fit in 24 bits; 0 is the
//! cleared background (nothing picked). The server's vessel ids and train
//! ids share this space and must never collide (the lookup tries trains
//! first).

use std::collections::HashSet;
use std::fmt;

/// Largest pickable id (2^24 - 1).
pub const MAX_PICK_ID: u32 = (1 << 24) - 1;
/// The background's id: nothing picked.
pub const NO_PICK: u32 = 0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickingError {
    /// An id of 2^24 or more cannot be encoded in RGB bytes.
    IdTooLarge(u32),
    /// Id 0 is the background.
    IdZero,
    /// The same id is used by a train and a vessel (or twice).
    Collision(u32),
}

impl fmt::Display for PickingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::IdTooLarge(id) => write!(f, "pick id {id} does not fit in 24 bits"),
            Self::IdZero => write!(f, "pick id 0 is reserved for the background"),
            Self::Collision(id) => write!(f, "pick id {id} is used more than once"),
        }
    }
}

impl std::error::Error for PickingError {}

/// The id's RGB bytes: red = id & 255, green = (id >> 8) & 255, blue = id >> 16.
pub fn id_to_rgb(id: u32) -> Result<[u8; 3], PickingError> {
    if id > MAX_PICK_ID {
        return Err(PickingError::IdTooLarge(id));
    }
    let [red, green, blue, _] = id.to_le_bytes();
    Ok([red, green, blue])
}

/// Decodes a pixel: red + green*256 + blue*65536.
pub fn rgb_to_id(red: u8, green: u8, blue: u8) -> u32 {
    u32::from(red) + u32::from(green) * 256 + u32::from(blue) * 65536
}

/// Id-pass colours, RGBA bytes per vertex (alpha 255), for a per-vertex id
/// buffer: what the WebGL id pass uploads as a normalised `Uint8Array`.
pub fn pick_colours(ids: &[u32]) -> Result<Vec<u8>, PickingError> {
    let mut out = Vec::with_capacity(ids.len() * 4);
    for &id in ids {
        let [r, g, b] = id_to_rgb(id)?;
        out.extend_from_slice(&[r, g, b, 255]);
    }
    Ok(out)
}

/// Checks that train and vessel ids are pickable: in 1..2^24 and all
/// distinct across both sets.
pub fn validate_pick_ids(train_ids: &[u32], vessel_ids: &[u32]) -> Result<(), PickingError> {
    let mut seen = HashSet::with_capacity(train_ids.len() + vessel_ids.len());
    for &id in train_ids.iter().chain(vessel_ids) {
        if id == NO_PICK {
            return Err(PickingError::IdZero);
        }
        if id > MAX_PICK_ID {
            return Err(PickingError::IdTooLarge(id));
        }
        if !seen.insert(id) {
            return Err(PickingError::Collision(id));
        }
    }
    Ok(())
}

/// What a picked id refers to; trains are looked up first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picked {
    Nothing,
    Train(u32),
    Vessel(u32),
    Other(u32),
}

/// Resolves a picked id: trains first, then vessels.
pub fn resolve_pick(id: u32, train_ids: &[u32], vessel_ids: &[u32]) -> Picked {
    if id == NO_PICK {
        Picked::Nothing
    } else if train_ids.contains(&id) {
        Picked::Train(id)
    } else if vessel_ids.contains(&id) {
        Picked::Vessel(id)
    } else {
        Picked::Other(id)
    }
}

#[cfg(test)]
#[allow(
    clippy::cast_possible_truncation,
    reason = "test inputs from small counters and seeded random numbers"
)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    #[test]
    fn encodes_as_the_spec_says() {
        assert_eq!(id_to_rgb(1).unwrap(), [1, 0, 0]);
        assert_eq!(id_to_rgb(256).unwrap(), [0, 1, 0]);
        assert_eq!(id_to_rgb(65536).unwrap(), [0, 0, 1]);
        assert_eq!(id_to_rgb(MAX_PICK_ID).unwrap(), [255, 255, 255]);
        assert_eq!(id_to_rgb(1 << 24), Err(PickingError::IdTooLarge(1 << 24)));
        assert_eq!(
            rgb_to_id(0x12, 0x34, 0x56),
            0x12 + 0x34 * 256 + 0x56 * 65536
        );
        assert_eq!(pick_colours(&[258]).unwrap(), vec![2, 1, 0, 255]);
    }

    #[test]
    fn property_round_trip() {
        let mut rng = SplitMix64::new(5);
        for _ in 0..10_000 {
            let id = (rng.next_u64() % u64::from(MAX_PICK_ID + 1)) as u32;
            let [r, g, b] = id_to_rgb(id).unwrap();
            assert_eq!(rgb_to_id(r, g, b), id);
        }
    }

    #[test]
    fn ids_must_be_distinct_and_trains_come_first() {
        assert_eq!(validate_pick_ids(&[1, 2], &[3, 4]), Ok(()));
        assert_eq!(
            validate_pick_ids(&[1, 2], &[2]),
            Err(PickingError::Collision(2))
        );
        assert_eq!(validate_pick_ids(&[0], &[]), Err(PickingError::IdZero));
        assert_eq!(
            validate_pick_ids(&[], &[123_456_789]),
            Err(PickingError::IdTooLarge(123_456_789))
        );
        assert_eq!(resolve_pick(2, &[2], &[2]), Picked::Train(2));
        assert_eq!(resolve_pick(3, &[2], &[3]), Picked::Vessel(3));
        assert_eq!(resolve_pick(0, &[0], &[]), Picked::Nothing);
        assert_eq!(resolve_pick(9, &[], &[]), Picked::Other(9));
    }
}
