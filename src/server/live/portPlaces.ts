// Where the calm built-in traffic puts its moored and anchored vessels:
// - alongside a quay (berths.ts), parallel to it, port or starboard side
//   to with FENDER_M of fenders, bow to stern along the quay with a gap of
//   MOORING_GAP_M, clear of the quay's ends (a basin's corner) and of every
//   hull already there; a quay takes vessels whose beam fits its water;
// - at anchor inside an anchorage (anchorages.ts), each outside every other
//   one's swing circle (length plus ANCHOR_SCOPE_M of cable round the
//   anchor) and they all lie head to the wind, give or take a little.
// A vessel keeps its place until it leaves (it never does in the demo).
// Busy traffic (the benchmarks' crowds) takes any spot on a quay or in an
// anchorage at random instead (`randomBerth`, `randomAnchor`): hulls may
// overlap there.
import { ANCHORAGES, randomPointIn } from './anchorages';
import { BERTHS, type Berth } from './berths';
import { distanceM, hullCorners, hullReachM, hullsOverlap, offsetM, PlaceIndex, toMetres } from './hulls';
import type { LatLon } from './lanes';
import type { Random } from './random';
import type { SimDimensions } from './vesselTraffic';

/** Fenders between a hull and its quay, metres. */
export const FENDER_M = 3;
/** Gap between the stern of one moored vessel and the bow of the next (range), metres. */
export const MOORING_GAP_M: readonly [number, number] = [12, 40];
/** Anchor cable out beyond the hull's length: the swing circle's radius is the length plus this, metres. */
export const ANCHOR_SCOPE_M = 150;
/** A quay takes a vessel whose beam and fenders are at most this share of the water off it. */
const BEAM_SHARE_OF_WATER = 0.35;
/** Tries for a free spot at anchor before the vessel goes alongside instead. */
const ANCHOR_TRIES = 80;
/** How far the vessels at anchor lie off the wind's direction, degrees either way. */
const WIND_SPREAD_DEG = 20;

export interface Place {
  home: LatLon;
  headingDeg: number;
}

const lengthOf = (d: SimDimensions): number => d.toBowM + d.toSternM;
const beamOf = (d: SimDimensions): number => d.toPortM + d.toStarboardM;

const QUAY_LINES = new Map(
  BERTHS.map((berth) => {
    const [east, north] = toMetres(berth.a, berth.b);
    return [berth, { lengthM: Math.hypot(east, north), courseDeg: ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360 }];
  }),
);

/** A quay's length (m) and the course from a to b (degrees). */
function quayLine(berth: Berth): { lengthM: number; courseDeg: number } {
  const known = QUAY_LINES.get(berth);
  if (known) return known;
  const [east, north] = toMetres(berth.a, berth.b);
  return { lengthM: Math.hypot(east, north), courseDeg: ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360 };
}

/**
 * The place of a vessel alongside `berth` whose stern or bow (whichever
 * end faces a) is `fromM` metres along it: heading a -> b lies port side to
 * (the land is on the left), heading b -> a starboard side to.
 */
export function alongside(berth: Berth, dims: SimDimensions, fromM: number, towardsB: boolean): Place {
  const { lengthM, courseDeg } = quayLine(berth);
  const alongM = fromM + (towardsB ? dims.toSternM : dims.toBowM);
  const offM = FENDER_M + (towardsB ? dims.toPortM : dims.toStarboardM);
  const rad = (courseDeg * Math.PI) / 180;
  const [ux, uy] = [Math.sin(rad), Math.cos(rad)];
  const t = alongM / lengthM;
  const onQuay: LatLon = [berth.a[0] + (berth.b[0] - berth.a[0]) * t, berth.a[1] + (berth.b[1] - berth.a[1]) * t];
  // The water is to the right of a -> b.
  return { home: offsetM(onQuay, uy * offM, -ux * offM), headingDeg: towardsB ? courseDeg : (courseDeg + 180) % 360 };
}

/** Clear of a quay's ends: a hull's side off the quay needs room from the neighbouring quay at a basin's corner, metres. */
const endMarginM = (dims: SimDimensions): number => 15 + 1.5 * (beamOf(dims) + FENDER_M);

/** Whether a quay's water takes a vessel of this beam. */
const fits = (berth: Berth, dims: SimDimensions): boolean => beamOf(dims) + FENDER_M <= BEAM_SHARE_OF_WATER * berth.waterM;

export class PortPlaces {
  /** Metres of each quay taken from its a end (the next vessel's stern or bow goes there). */
  private readonly usedM = BERTHS.map(() => 0);
  private readonly moored = new PlaceIndex<LatLon[]>();
  private readonly anchored = new PlaceIndex<{ at: LatLon; swingM: number }>();
  private maxSwingM = 0;

  /** `windDeg`: where the wind blows from (vessels at anchor head into it). */
  constructor(private readonly windDeg: number) {}

  /** A free place alongside a quay, or null when no quay has room for this vessel. */
  moor(dims: SimDimensions, r: Random): Place | null {
    const length = lengthOf(dims);
    const margin = endMarginM(dims);
    const candidates = BERTHS.map((berth, i) => i).filter((i) => {
      const berth = BERTHS[i] as Berth;
      return fits(berth, dims) && Math.max(this.usedM[i] ?? 0, margin) + length + margin <= quayLine(berth).lengthM;
    });
    while (candidates.length > 0) {
      const pick = r.int(0, candidates.length - 1);
      const i = candidates[pick] ?? 0;
      const berth = BERTHS[i] as Berth;
      const towardsB = r.next() < 0.5;
      for (let from = Math.max(this.usedM[i] ?? 0, margin); from + length + margin <= quayLine(berth).lengthM; from += 20) {
        const place = alongside(berth, dims, from, towardsB);
        const hull = hullCorners(place.home, place.headingDeg, dims);
        if (this.moored.near(place.home, 2 * hullReachM(dims) + 700).some((other) => hullsOverlap(hull, other))) continue;
        this.moored.add(place.home, hull);
        this.usedM[i] = from + length + r.range(...MOORING_GAP_M);
        return place;
      }
      candidates.splice(pick, 1);
    }
    return null;
  }

  /** A free place at anchor (outside every other swing circle), or null after ANCHOR_TRIES tries. */
  anchor(dims: SimDimensions, r: Random): Place | null {
    const swingM = Math.max(lengthOf(dims), hullReachM(dims)) + ANCHOR_SCOPE_M;
    for (let attempt = 0; attempt < ANCHOR_TRIES; attempt += 1) {
      const home = randomPointIn(r.pick(ANCHORAGES), r);
      if (this.anchored.near(home, swingM + this.maxSwingM).some((other) => distanceM(home, other.at) < swingM + other.swingM)) continue;
      this.anchored.add(home, { at: home, swingM });
      this.maxSwingM = Math.max(this.maxSwingM, swingM);
      return { home, headingDeg: (this.windDeg + r.range(-WIND_SPREAD_DEG, WIND_SPREAD_DEG) + 360) % 360 };
    }
    return null;
  }
}

/** Busy traffic: anywhere along a quay whose water takes the vessel (hulls may overlap). */
export function randomBerth(dims: SimDimensions, r: Random): Place {
  const fitting = BERTHS.filter((berth) => fits(berth, dims) && quayLine(berth).lengthM >= lengthOf(dims) + 2 * endMarginM(dims));
  const berth = r.pick(fitting.length > 0 ? fitting : BERTHS);
  const roomM = Math.max(0, quayLine(berth).lengthM - lengthOf(dims) - 2 * endMarginM(dims));
  return alongside(berth, dims, endMarginM(dims) + r.range(0, roomM), r.next() < 0.5);
}

/** Busy traffic: anywhere in an anchorage, any heading. */
export function randomAnchor(r: Random): Place {
  return { home: randomPointIn(r.pick(ANCHORAGES), r), headingDeg: r.range(0, 360) };
}
