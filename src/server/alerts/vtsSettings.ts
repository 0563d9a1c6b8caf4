// The station's conflict settings (threshold, horizon, minimum speed):
// stored as one station-wide document, read over the defaults, served and
// changed through the preferences (`vts_settings`), used by every
// evaluation from the next one on.
import { DEFAULT_VTS_SETTINGS, VTS_LIMITS, type VtsSettings } from '../../protocol/preferences';
import type { StationSettingsStore } from '../db/stationSettings';

const KEY = 'vts_settings';

/** A stored document over the defaults; values of the wrong type or out of limits are ignored. */
export function vtsWithDefaults(stored: unknown): VtsSettings {
  const doc = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const pick = (key: keyof VtsSettings): number => {
    const value = doc[key];
    const { min, max } = VTS_LIMITS[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : DEFAULT_VTS_SETTINGS[key];
  };
  return { cpa_threshold_nm: pick('cpa_threshold_nm'), tcpa_horizon_min: pick('tcpa_horizon_min'), min_speed_kn: pick('min_speed_kn') };
}

export class VtsSettingsService {
  private current: VtsSettings = { ...DEFAULT_VTS_SETTINGS };

  constructor(private readonly store: StationSettingsStore) {}

  async load(): Promise<VtsSettings> {
    this.current = vtsWithDefaults(await this.store.get(KEY));
    return this.get();
  }

  get(): VtsSettings {
    return { ...this.current };
  }

  /** Merges a change (already validated by the route's schema) and stores it. */
  async update(patch: Partial<VtsSettings>, userId: number | null): Promise<VtsSettings> {
    this.current = vtsWithDefaults({ ...this.current, ...patch });
    await this.store.set(KEY, this.current, userId);
    return this.get();
  }
}
