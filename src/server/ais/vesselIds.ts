// Pickable ids for AIS objects (vessels and AIS atons): integers in
// [VESSEL_ID_MIN, VESSEL_ID_LIMIT), disjoint from train ids. An MMSI's id is
// a hash of the MMSI; on a collision the next free id (wrapping inside the
// range) is taken, so the first MMSI to arrive keeps its hashed id. Released
// ids are remembered (least recently released forgotten first, bounded), so a
// vessel that expires and returns gets the same id again.
import { VESSEL_ID_LIMIT, VESSEL_ID_MIN } from '../../protocol/vessels';

const RANGE = VESSEL_ID_LIMIT - VESSEL_ID_MIN;

/** A fixed 32-bit integer mix (MurmurHash3's finaliser) of the MMSI. */
export function hashMmsi(mmsi: number): number {
  let h = mmsi >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The id an MMSI gets when its slot is free. */
export const preferredId = (mmsi: number): number => VESSEL_ID_MIN + (hashMmsi(mmsi) % RANGE);

export class VesselIdAllocator {
  private readonly idByMmsi = new Map<number, number>();
  private readonly mmsiById = new Map<number, number>();
  /** Released MMSIs, oldest first; their ids stay reserved until forgotten. */
  private readonly released = new Map<number, true>();

  /** @param maxReleased how many released MMSI -> id assignments to remember (default 100,000). */
  constructor(private readonly maxReleased = 100_000) {}

  /** The id of an MMSI, allocating one when it has none. */
  idFor(mmsi: number): number {
    const known = this.idByMmsi.get(mmsi);
    if (known !== undefined) {
      this.released.delete(mmsi);
      return known;
    }
    if (this.mmsiById.size >= RANGE) this.forgetOldestReleased();
    let id = preferredId(mmsi);
    while (this.mmsiById.has(id)) id = id + 1 >= VESSEL_ID_LIMIT ? VESSEL_ID_MIN : id + 1;
    this.idByMmsi.set(mmsi, id);
    this.mmsiById.set(id, mmsi);
    return id;
  }

  /** The id held for an MMSI (live or remembered), without allocating. */
  peek(mmsi: number): number | undefined {
    return this.idByMmsi.get(mmsi);
  }

  /** The MMSI no longer has a live object; its id stays reserved for a while. */
  release(mmsi: number): void {
    if (!this.idByMmsi.has(mmsi)) return;
    this.released.delete(mmsi);
    this.released.set(mmsi, true);
    while (this.released.size > this.maxReleased) this.forgetOldestReleased();
  }

  /** Assignments held (live and remembered). */
  get size(): number {
    return this.idByMmsi.size;
  }

  private forgetOldestReleased(): void {
    const oldest = this.released.keys().next();
    if (oldest.done) return;
    const id = this.idByMmsi.get(oldest.value);
    this.released.delete(oldest.value);
    this.idByMmsi.delete(oldest.value);
    if (id !== undefined) this.mmsiById.delete(id);
  }
}
