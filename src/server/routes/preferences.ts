// Per-user preferences (spec section 7, "Preferences"): GET and PATCH (deep
// merge of the nested maps) and three POST shortcuts.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PREFERENCES,
  MAP_VISIBILITY_PATH,
  PREFERENCES_PATH,
  THEMES,
  VECTOR_LENGTH_MAX_MIN,
  VECTOR_LENGTH_MIN_MIN,
  VECTOR_LENGTH_PATH,
  VTS_LIMITS,
  WHEEL_SENSITIVITY_MAX,
  WHEEL_SENSITIVITY_MIN,
  WHEEL_SENSITIVITY_PATH,
  type MapVisibilityRequest,
  type Preferences,
  type PreferencesPatch,
  type VectorLengthRequest,
  type WheelSensitivityRequest,
} from '../../protocol/preferences';
import type { VtsSettingsService } from '../alerts/vtsSettings';
import { signedInUser } from '../auth/guard';
import type { PreferencesStore } from '../db/preferences';
import { objectSchema } from './schemas';

const wheelSensitivity = { type: 'number', minimum: WHEEL_SENSITIVITY_MIN, maximum: WHEEL_SENSITIVITY_MAX } as const;
const vectorLength = { type: 'integer', minimum: VECTOR_LENGTH_MIN_MIN, maximum: VECTOR_LENGTH_MAX_MIN } as const;
const visibilityMap = {
  type: 'object',
  maxProperties: 1000,
  propertyNames: { maxLength: 255 },
  additionalProperties: { type: 'boolean' },
} as const;

const preferencesSchema = objectSchema({
  ui_settings: objectSchema({ theme: { enum: THEMES } }),
  layer_visibility: visibilityMap,
  chart_settings: objectSchema({
    wheel_sensitivity: wheelSensitivity,
    vector_length: vectorLength,
    depth_when_white: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
  }),
  map_visibility: visibilityMap,
  vts_settings: objectSchema({
    cpa_threshold_nm: { type: 'number', minimum: VTS_LIMITS.cpa_threshold_nm.min, maximum: VTS_LIMITS.cpa_threshold_nm.max },
    tcpa_horizon_min: { type: 'number', minimum: VTS_LIMITS.tcpa_horizon_min.min, maximum: VTS_LIMITS.tcpa_horizon_min.max },
    min_speed_kn: { type: 'number', minimum: VTS_LIMITS.min_speed_kn.min, maximum: VTS_LIMITS.min_speed_kn.max },
  }),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored document read over the defaults; values of the wrong type are ignored. */
export function withDefaults(stored: unknown): Preferences {
  const doc = isRecord(stored) ? stored : {};
  const section = (key: string): Record<string, unknown> => (isRecord(doc[key]) ? doc[key] : {});
  const booleans = (map: Record<string, unknown>): Record<string, boolean> =>
    Object.fromEntries(Object.entries(map).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const theme = section('ui_settings').theme;
  const chart = section('chart_settings');
  const defaults = DEFAULT_PREFERENCES.chart_settings;
  return {
    ui_settings: { theme: THEMES.find((t) => t === theme) ?? DEFAULT_PREFERENCES.ui_settings.theme },
    layer_visibility: booleans(section('layer_visibility')),
    chart_settings: {
      wheel_sensitivity: number(chart.wheel_sensitivity, defaults.wheel_sensitivity),
      vector_length: number(chart.vector_length, defaults.vector_length),
      depth_when_white: number(chart.depth_when_white, defaults.depth_when_white),
    },
    map_visibility: booleans(section('map_visibility')),
  };
}

/** Deep-merges a patch of the user's own preferences: each nested map is merged key by key. */
export function mergePreferences(current: Preferences, patch: Omit<PreferencesPatch, 'vts_settings'>): Preferences {
  return {
    ui_settings: { ...current.ui_settings, ...patch.ui_settings },
    layer_visibility: { ...current.layer_visibility, ...patch.layer_visibility },
    chart_settings: { ...current.chart_settings, ...patch.chart_settings },
    map_visibility: { ...current.map_visibility, ...patch.map_visibility },
  };
}

/**
 * `vts` holds the station's conflict settings: sent with every user's
 * preferences and changed for everyone by a PATCH with `vts_settings` (they
 * are not stored in the user's own document).
 */
export function preferencesRoutes(app: FastifyInstance, store: PreferencesStore, vts: VtsSettingsService): void {
  const patch = async (userId: number, change: PreferencesPatch): Promise<Preferences> => {
    const { vts_settings: vtsChange, ...own } = change;
    const vtsSettings = vtsChange ? await vts.update(vtsChange, userId) : vts.get();
    const stored = await store.update(userId, (doc) => mergePreferences(withDefaults(doc), own));
    return { ...stored, vts_settings: vtsSettings };
  };

  app.get(PREFERENCES_PATH, { schema: { response: { 200: preferencesSchema } } }, async (request) => ({
    ...withDefaults(await store.get(signedInUser(request).id)),
    vts_settings: vts.get(),
  }));

  app.patch<{ Body: PreferencesPatch }>(
    PREFERENCES_PATH,
    { schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => patch(signedInUser(request).id, request.body),
  );

  app.post<{ Body: MapVisibilityRequest }>(
    MAP_VISIBILITY_PATH,
    {
      schema: {
        body: objectSchema({ map_name: { type: 'string', minLength: 1, maxLength: 255 }, visible: { type: 'boolean' } }, [
          'map_name',
          'visible',
        ]),
        response: { 200: preferencesSchema },
      },
    },
    async (request) => patch(signedInUser(request).id, { map_visibility: { [request.body.map_name]: request.body.visible } }),
  );

  app.post<{ Body: WheelSensitivityRequest }>(
    WHEEL_SENSITIVITY_PATH,
    { schema: { body: objectSchema({ sensitivity: wheelSensitivity }, ['sensitivity']), response: { 200: preferencesSchema } } },
    async (request) => patch(signedInUser(request).id, { chart_settings: { wheel_sensitivity: request.body.sensitivity } }),
  );

  app.post<{ Body: VectorLengthRequest }>(
    VECTOR_LENGTH_PATH,
    { schema: { body: objectSchema({ length: vectorLength }, ['length']), response: { 200: preferencesSchema } } },
    async (request) => patch(signedInUser(request).id, { chart_settings: { vector_length: request.body.length } }),
  );
}
