//! One evaluation of a fleet: the open conflicts reviewed (hold or close,
//! with the reason), and the new ones found through the swept-segment grid.
//! The engine keeps its buffers from one evaluation to the next, so a
//! server evaluating every few seconds does not allocate in the steady
//! state. `evaluate_brute_force` tests every pair instead of the grid's
//! candidates: the reference for tests and benchmarks.

use std::collections::HashSet;

use super::cpa::{may_open, solve, Encounter, Prepared, Track};
use super::grid::SweptGrid;
use super::hysteresis::{opens, review, Review};
use super::{ConflictError, ConflictSettings};
use crate::cast::index_u32;
use crate::geo_reference::METRES_PER_NM;

/// A new conflict: vessels `a` < `b` (indices into the evaluated tracks).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Opened {
    pub a: u32,
    pub b: u32,
    pub encounter: Encounter,
}

/// An open conflict reviewed, in the order the open pairs were given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reviewed {
    pub a: u32,
    pub b: u32,
    pub review: Review,
    /// None when a vessel has no valid position.
    pub encounter: Option<Encounter>,
}

#[derive(Debug, Default)]
pub struct ConflictEngine {
    prepared: Vec<Prepared>,
    grid: SweptGrid,
    open: HashSet<u64>,
    opened: Vec<Opened>,
    reviewed: Vec<Reviewed>,
    tested: usize,
}

fn pair_key(a: u32, b: u32) -> u64 {
    (u64::from(a.min(b)) << 32) | u64::from(a.max(b))
}

impl ConflictEngine {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reviews the `open` pairs and finds the new conflicts among `tracks`
    /// through the grid.
    pub fn evaluate(
        &mut self,
        tracks: &[Track],
        open: &[(u32, u32)],
        settings: &ConflictSettings,
    ) -> Result<(), ConflictError> {
        self.start(tracks, open, settings)?;
        let threshold_m = settings.threshold_nm * METRES_PER_NM;
        self.grid
            .build(&self.prepared, threshold_m, settings.horizon_min * 60.0);
        let (prepared, found, open, tested) = (
            &self.prepared,
            &mut self.opened,
            &self.open,
            &mut self.tested,
        );
        self.grid
            .for_each_candidate(|a, b| test_pair(prepared, open, settings, a, b, found, tested));
        Ok(())
    }

    /// Only reviews the open pairs (no search for new conflicts): the cheap
    /// evaluation of a server that has no room for new alerts.
    pub fn review_only(
        &mut self,
        tracks: &[Track],
        open: &[(u32, u32)],
        settings: &ConflictSettings,
    ) -> Result<(), ConflictError> {
        self.start(tracks, open, settings)
    }

    /// The same answer by testing every pair (O(n²)).
    pub fn evaluate_brute_force(
        &mut self,
        tracks: &[Track],
        open: &[(u32, u32)],
        settings: &ConflictSettings,
    ) -> Result<(), ConflictError> {
        self.start(tracks, open, settings)?;
        let n = index_u32(self.prepared.len());
        for a in 0..n {
            for b in a + 1..n {
                test_pair(
                    &self.prepared,
                    &self.open,
                    settings,
                    a,
                    b,
                    &mut self.opened,
                    &mut self.tested,
                );
            }
        }
        Ok(())
    }

    /// New conflicts of the last evaluation (a < b).
    pub fn opened(&self) -> &[Opened] {
        &self.opened
    }

    /// The open pairs of the last evaluation, reviewed.
    pub fn reviewed(&self) -> &[Reviewed] {
        &self.reviewed
    }

    /// Pairs solved exactly in the last evaluation (the grid's candidates).
    pub fn tested_pairs(&self) -> usize {
        self.tested
    }

    /// Grid cells of the last evaluation.
    pub fn grid_cells(&self) -> usize {
        self.grid.cell_count()
    }

    /// Prepares the tracks and reviews the open pairs.
    fn start(
        &mut self,
        tracks: &[Track],
        open: &[(u32, u32)],
        settings: &ConflictSettings,
    ) -> Result<(), ConflictError> {
        ConflictSettings::new(settings.threshold_nm, settings.horizon_min)?;
        if u32::try_from(tracks.len()).is_err() {
            return Err(ConflictError::TooManyVessels(tracks.len()));
        }
        self.opened.clear();
        self.reviewed.clear();
        self.open.clear();
        self.tested = 0;
        self.prepared.clear();
        self.prepared.extend(tracks.iter().map(Prepared::new));
        for &(a, b) in open {
            let (Some(pa), Some(pb)) =
                (self.prepared.get(a as usize), self.prepared.get(b as usize))
            else {
                return Err(ConflictError::OpenPair(a, b));
            };
            if a == b {
                return Err(ConflictError::OpenPair(a, b));
            }
            let encounter = (pa.valid && pb.valid).then(|| solve(pa, pb).encounter(pa));
            let verdict = review(
                encounter.as_ref(),
                u8::from(pa.stationary) + u8::from(pb.stationary),
                settings,
            );
            self.reviewed.push(Reviewed {
                a,
                b,
                review: verdict,
                encounter,
            });
            self.open.insert(pair_key(a, b));
        }
        Ok(())
    }
}

/// Solves one candidate pair; records it when it opens a new conflict.
fn test_pair(
    prepared: &[Prepared],
    open: &HashSet<u64>,
    settings: &ConflictSettings,
    a: u32,
    b: u32,
    found: &mut Vec<Opened>,
    tested: &mut usize,
) {
    let (Some(pa), Some(pb)) = (prepared.get(a as usize), prepared.get(b as usize)) else {
        return;
    };
    if !pa.valid || !pb.valid || (pa.stationary && pb.stationary) {
        return;
    }
    *tested += 1;
    let one_stationary = pa.stationary || pb.stationary;
    let threshold_m = settings.threshold_for(one_stationary) * METRES_PER_NM;
    if !may_open(pa, pb, threshold_m, settings.horizon_min * 60.0) {
        return;
    }
    let s = solve(pa, pb);
    // Cheap checks in the plane before converting anything.
    let tcpa_min = s.tcpa_s / 60.0;
    if !(s.clearance_m < settings.threshold_for(one_stationary) * METRES_PER_NM
        && tcpa_min > 0.0
        && tcpa_min < settings.horizon_min)
    {
        return;
    }
    if !open.is_empty() && open.contains(&pair_key(a, b)) {
        return;
    }
    let encounter = s.encounter(pa);
    if opens(&encounter, one_stationary, settings) {
        found.push(Opened { a, b, encounter });
    }
}

#[cfg(test)]
#[path = "engine_tests.rs"]
mod tests;
