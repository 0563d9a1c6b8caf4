//! One pair of vessels: closest point of approach (CPA) and time to it
//! (TCPA), closed form, in a local plane.
//!
//! Each vessel's last report is dead-reckoned to the evaluation time
//! (`age_s` seconds of straight sailing at its speed and course). The pair
//! is then solved in an east/north plane in metres centred on the first
//! vessel's reported position (equirectangular on the chart sphere, R =
//! 6378137 m, longitude differences wrapped so pairs across the antimeridian
//! are as close as they really are): with relative position `p` and
//! relative velocity `v`, TCPA = −p·v / |v|² and the centres' CPA is
//! |p + v·TCPA|. With hull dimensions (AIS `to_bow`, `to_stern`, `to_port`,
//! `to_starboard`) and an orientation (heading, else course over ground),
//! each hull is a segment from stern to bow with half the beam around it,
//! and the CPA is the clearance between the two hulls at TCPA; a hull whose
//! orientation is unknown counts as a circle reaching its farthest corner.

use std::f64::consts::PI;

use crate::geo_reference::METRES_PER_NM;
use crate::prediction::M_PER_S_PER_KNOT;
use crate::projection::{GeoPoint, EARTH_RADIUS_M};

/// Metres per degree of latitude on the chart sphere.
pub const M_PER_DEG: f64 = EARTH_RADIUS_M * PI / 180.0;
/// Smallest cosine of latitude used (longitude scales stop growing at the poles).
pub(crate) const MIN_COS_LAT: f64 = 1e-4;
/// Relative speeds below this (m/s, squared) count as no relative motion.
const MIN_REL_SPEED2: f64 = 1e-10;

/// Hull dimensions from the AIS reference point (the antenna), metres; NaN
/// where unknown.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hull {
    pub to_bow_m: f64,
    pub to_stern_m: f64,
    pub to_port_m: f64,
    pub to_starboard_m: f64,
}

impl Hull {
    pub const UNKNOWN: Hull = Hull {
        to_bow_m: f64::NAN,
        to_stern_m: f64::NAN,
        to_port_m: f64::NAN,
        to_starboard_m: f64::NAN,
    };

    /// All four finite, none negative, and a non-zero extent.
    pub fn is_known(&self) -> bool {
        let all = [
            self.to_bow_m,
            self.to_stern_m,
            self.to_port_m,
            self.to_starboard_m,
        ];
        all.iter().all(|d| d.is_finite() && *d >= 0.0) && all.iter().any(|d| *d > 0.0)
    }

    /// Distance from the antenna to the farthest hull corner (0 when unknown).
    pub fn reach_m(&self) -> f64 {
        if !self.is_known() {
            return 0.0;
        }
        self.to_bow_m
            .max(self.to_stern_m)
            .hypot(self.to_port_m.max(self.to_starboard_m))
    }
}

/// One vessel as the conflict engine sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Track {
    pub lat_deg: f64,
    pub lon_deg: f64,
    /// Speed over ground, knots (NaN: unknown, treated as not moving).
    pub sog_kn: f64,
    /// Course over ground, degrees (NaN: unknown, treated as not moving).
    pub cog_deg: f64,
    /// True heading, degrees (NaN: unknown; the course orients the hull).
    pub heading_deg: f64,
    /// Seconds from the last report to the evaluation time (negative counts as 0).
    pub age_s: f64,
    pub hull: Hull,
    /// Anchored, moored or below the minimum speed: treated as still, and a
    /// pair of two such vessels is never a conflict.
    pub stationary: bool,
}

impl Track {
    /// A position on the globe and a finite age; others take no part.
    pub fn is_valid(&self) -> bool {
        self.lat_deg.is_finite()
            && (-90.0..=90.0).contains(&self.lat_deg)
            && self.lon_deg.is_finite()
            && self.age_s.is_finite()
    }

    /// Velocity east and north, m/s; zero when stationary or the motion is unknown.
    pub fn velocity_mps(&self) -> (f64, f64) {
        if self.stationary
            || self.sog_kn.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater)
            || !self.sog_kn.is_finite()
            || !self.cog_deg.is_finite()
        {
            return (0.0, 0.0);
        }
        let speed = self.sog_kn * M_PER_S_PER_KNOT;
        let (sin, cos) = self.cog_deg.to_radians().sin_cos();
        (speed * sin, speed * cos)
    }

    /// Heading, else the course when moving; None when neither is known.
    fn orientation_deg(&self) -> Option<f64> {
        if self.heading_deg.is_finite() {
            Some(self.heading_deg)
        } else if self.cog_deg.is_finite() && self.sog_kn > 0.0 {
            Some(self.cog_deg)
        } else {
            None
        }
    }
}

/// A track with everything per vessel computed once (pair tests need no
/// trigonometry). Motion is kept in degrees per second: the grid sweeps
/// each vessel in degrees, and a pair is solved in degrees scaled to metres
/// by one factor per pair, so both see the same paths.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Prepared {
    pub valid: bool,
    pub stationary: bool,
    pub lat_deg: f64,
    pub lon_deg: f64,
    pub cos_lat: f64,
    /// Motion, degrees of longitude and latitude per second.
    pub rate_lon: f64,
    pub rate_lat: f64,
    /// From the report to the evaluation time, degrees.
    pub off_lon: f64,
    pub off_lat: f64,
    /// Hull segment ends (stern, bow) relative to the antenna, metres east and north.
    pub stern: (f64, f64),
    pub bow: (f64, f64),
    /// Width around the segment: half the beam, or the whole reach when the
    /// orientation is unknown.
    pub radius_m: f64,
    /// Farthest any hull point is from the antenna (segment end plus radius).
    pub extent_m: f64,
}

impl Prepared {
    pub fn new(t: &Track) -> Self {
        if !t.is_valid() {
            return Self::default();
        }
        let (vx, vy) = t.velocity_mps();
        let age = t.age_s.max(0.0);
        let cos_lat = t.lat_deg.to_radians().cos().max(MIN_COS_LAT);
        let rate_lon = vx / (M_PER_DEG * cos_lat);
        let rate_lat = vy / M_PER_DEG;
        let mut p = Prepared {
            valid: true,
            stationary: t.stationary,
            lat_deg: t.lat_deg,
            lon_deg: t.lon_deg,
            cos_lat,
            rate_lon,
            rate_lat,
            off_lon: rate_lon * age,
            off_lat: rate_lat * age,
            stern: (0.0, 0.0),
            bow: (0.0, 0.0),
            radius_m: 0.0,
            extent_m: 0.0,
        };
        if t.hull.is_known() {
            match t.orientation_deg() {
                Some(deg) => {
                    let h = t.hull;
                    let (sin, cos) = deg.to_radians().sin_cos();
                    // Forward (sin, cos); starboard (cos, -sin).
                    let lateral = (h.to_starboard_m - h.to_port_m) / 2.0;
                    let (lx, ly) = (cos * lateral, -sin * lateral);
                    p.bow = (sin * h.to_bow_m + lx, cos * h.to_bow_m + ly);
                    p.stern = (-sin * h.to_stern_m + lx, -cos * h.to_stern_m + ly);
                    p.radius_m = (h.to_port_m + h.to_starboard_m) / 2.0;
                }
                None => p.radius_m = t.hull.reach_m(),
            }
        }
        p.extent_m = p.bow.0.hypot(p.bow.1).max(p.stern.0.hypot(p.stern.1)) + p.radius_m;
        p
    }
}

/// The answer for one pair.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Encounter {
    /// Clearance at the closest point of approach, NM (between the hulls
    /// where known, else between the reported positions).
    pub cpa_nm: f64,
    /// Minutes from the evaluation time to the CPA (negative: passed; 0
    /// when the two do not move relative to each other).
    pub tcpa_min: f64,
    /// Distance between the two (positions dead-reckoned) now, NM.
    pub range_nm: f64,
    /// Where each vessel's reference point is at the CPA.
    pub a_at_cpa: GeoPoint,
    pub b_at_cpa: GeoPoint,
}

/// A pair solved in the plane of `a` (metres relative to a's report).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PairSolution {
    pub tcpa_s: f64,
    pub clearance_m: f64,
    pub range_m: f64,
    pub a_at: (f64, f64),
    pub b_at: (f64, f64),
    /// Metres per degree of longitude in this plane.
    pub kx: f64,
}

/// Longitude difference wrapped to -180..180.
pub(crate) fn wrap_lon_deg(d: f64) -> f64 {
    if (-180.0..180.0).contains(&d) {
        d
    } else if (180.0..540.0).contains(&d) {
        d - 360.0
    } else if (-540.0..-180.0).contains(&d) {
        d + 360.0
    } else {
        (d + 180.0).rem_euclid(360.0) - 180.0
    }
}

/// A pair's relative motion in the plane of `a` (metres, m/s).
struct Relative {
    kx: f64,
    pa: (f64, f64),
    pb: (f64, f64),
    va: (f64, f64),
    vb: (f64, f64),
    tcpa_s: f64,
}

/// The plane is a's reported position, longitude scaled by the larger cosine
/// of the two latitudes (so it never shrinks a distance the grid's
/// per-vessel scale would see).
fn relative(a: &Prepared, b: &Prepared) -> Relative {
    let kx = M_PER_DEG * a.cos_lat.max(b.cos_lat);
    let ky = M_PER_DEG;
    // Positions now (dead-reckoned to the evaluation time).
    let pa = (a.off_lon * kx, a.off_lat * ky);
    let pb = (
        (wrap_lon_deg(b.lon_deg - a.lon_deg) + b.off_lon) * kx,
        (b.lat_deg - a.lat_deg + b.off_lat) * ky,
    );
    let va = (a.rate_lon * kx, a.rate_lat * ky);
    let vb = (b.rate_lon * kx, b.rate_lat * ky);
    let (px, py) = (pb.0 - pa.0, pb.1 - pa.1);
    let (vx, vy) = (vb.0 - va.0, vb.1 - va.1);
    let vv = vx * vx + vy * vy;
    let tcpa_s = if vv > MIN_REL_SPEED2 {
        -(px * vx + py * vy) / vv
    } else {
        0.0
    };
    Relative {
        kx,
        pa,
        pb,
        va,
        vb,
        tcpa_s,
    }
}

/// Whether a pair can open a conflict: TCPA inside (0, horizon) and the
/// reference points at the CPA closer than the threshold plus both hulls'
/// extents (a cheap bound: the hull clearance is never less than that).
pub(crate) fn may_open(a: &Prepared, b: &Prepared, threshold_m: f64, horizon_s: f64) -> bool {
    let r = relative(a, b);
    if !(r.tcpa_s > 0.0 && r.tcpa_s < horizon_s) {
        return false;
    }
    let t = r.tcpa_s;
    let dx = (r.pb.0 + r.vb.0 * t) - (r.pa.0 + r.va.0 * t);
    let dy = (r.pb.1 + r.vb.1 * t) - (r.pa.1 + r.va.1 * t);
    let reach = threshold_m + a.extent_m + b.extent_m;
    dx * dx + dy * dy < reach * reach
}

/// Solves a pair of valid prepared tracks.
pub(crate) fn solve(a: &Prepared, b: &Prepared) -> PairSolution {
    let Relative {
        kx,
        pa,
        pb,
        va,
        vb,
        tcpa_s,
    } = relative(a, b);
    let a_at = (pa.0 + va.0 * tcpa_s, pa.1 + va.1 * tcpa_s);
    let b_at = (pb.0 + vb.0 * tcpa_s, pb.1 + vb.1 * tcpa_s);
    let hulls = segment_distance(
        (a_at.0 + a.stern.0, a_at.1 + a.stern.1),
        (a_at.0 + a.bow.0, a_at.1 + a.bow.1),
        (b_at.0 + b.stern.0, b_at.1 + b.stern.1),
        (b_at.0 + b.bow.0, b_at.1 + b.bow.1),
    );
    PairSolution {
        tcpa_s,
        clearance_m: (hulls - a.radius_m - b.radius_m).max(0.0),
        range_m: (pb.0 - pa.0).hypot(pb.1 - pa.1),
        a_at,
        b_at,
        kx,
    }
}

impl PairSolution {
    /// The geographic answer (a's plane back to degrees).
    pub(crate) fn encounter(&self, a: &Prepared) -> Encounter {
        let geo = |(x, y): (f64, f64)| GeoPoint {
            lat_deg: (a.lat_deg + y / M_PER_DEG).clamp(-90.0, 90.0),
            lon_deg: wrap_lon_deg(a.lon_deg + x / self.kx),
        };
        Encounter {
            cpa_nm: self.clearance_m / METRES_PER_NM,
            tcpa_min: self.tcpa_s / 60.0,
            range_nm: self.range_m / METRES_PER_NM,
            a_at_cpa: geo(self.a_at),
            b_at_cpa: geo(self.b_at),
        }
    }
}

/// CPA and TCPA of two vessels; None when either has no valid position.
pub fn encounter(a: &Track, b: &Track) -> Option<Encounter> {
    let (pa, pb) = (Prepared::new(a), Prepared::new(b));
    (pa.valid && pb.valid).then(|| solve(&pa, &pb).encounter(&pa))
}

/// Shortest distance between segments p0-p1 and q0-q1 (either may be a point).
pub(crate) fn segment_distance(
    p0: (f64, f64),
    p1: (f64, f64),
    q0: (f64, f64),
    q1: (f64, f64),
) -> f64 {
    const EPS: f64 = 1e-12;
    let d1 = (p1.0 - p0.0, p1.1 - p0.1);
    let d2 = (q1.0 - q0.0, q1.1 - q0.1);
    let r = (p0.0 - q0.0, p0.1 - q0.1);
    let a = d1.0 * d1.0 + d1.1 * d1.1;
    let e = d2.0 * d2.0 + d2.1 * d2.1;
    let f = d2.0 * r.0 + d2.1 * r.1;
    let (s, t) = if a <= EPS && e <= EPS {
        (0.0, 0.0)
    } else if a <= EPS {
        (0.0, (f / e).clamp(0.0, 1.0))
    } else {
        let c = d1.0 * r.0 + d1.1 * r.1;
        if e <= EPS {
            ((-c / a).clamp(0.0, 1.0), 0.0)
        } else {
            let b = d1.0 * d2.0 + d1.1 * d2.1;
            let denom = a * e - b * b;
            let mut s = if denom > EPS {
                ((b * f - c * e) / denom).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let mut t = (b * s + f) / e;
            if t < 0.0 {
                t = 0.0;
                s = (-c / a).clamp(0.0, 1.0);
            } else if t > 1.0 {
                t = 1.0;
                s = ((b - c) / a).clamp(0.0, 1.0);
            }
            (s, t)
        }
    };
    let cp = (p0.0 + d1.0 * s, p0.1 + d1.1 * s);
    let cq = (q0.0 + d2.0 * t, q0.1 + d2.1 * t);
    (cp.0 - cq.0).hypot(cp.1 - cq.1)
}

#[cfg(test)]
#[path = "cpa_tests.rs"]
pub(crate) mod tests;
