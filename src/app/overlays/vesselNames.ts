// Names and MMSIs of vessels for the pick list. The fleet lives in the
// vessel worker; the main thread knows only the watched vessel's record,
// so the others are read from the vessels list (GET /api/vessels/, the
// vessels panel's poll), at most once per VESSEL_NAMES_TTL_MS and only when
// a pick list names a vessel it does not know.
import type { Vessel } from '../../protocol/vessels';

/** The vessels panel polls the list this often (spec section 9): names older than this are read again. */
export const VESSEL_NAMES_TTL_MS = 20_000;

type Named = { name: string; mmsi: string };

export class VesselNames {
  private byId = new Map<number, Named>();
  private loadedAtMs = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<readonly Vessel[]>,
    private readonly now: () => number = Date.now,
  ) {}

  known(id: number): Named | undefined {
    return this.byId.get(id);
  }

  /** Reads the list when one of `ids` is not known and the last read is older than the TTL; resolves when done (failures leave the names unknown). */
  ensure(ids: readonly number[]): Promise<void> {
    if (ids.every((id) => this.byId.has(id)) || this.now() - this.loadedAtMs < VESSEL_NAMES_TTL_MS) return Promise.resolve();
    this.loading ??= this.load()
      .then((vessels) => {
        this.byId = new Map(vessels.map((v) => [v.id, { name: v.name, mmsi: v.mmsi }]));
        this.loadedAtMs = this.now();
      })
      .catch((error: unknown) => console.warn('Vessel names for the pick list not loaded', error))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
