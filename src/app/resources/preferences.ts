// Preferences (spec section 7): read, patch, and the three single-setting calls.
import {
  MAP_VISIBILITY_PATH,
  PREFERENCES_PATH,
  VECTOR_LENGTH_PATH,
  WHEEL_SENSITIVITY_PATH,
  type Preferences,
  type PreferencesPatch,
} from '../../protocol/preferences';
import type { Api, CallOptions } from './crud';

export function preferencesClient(api: Api) {
  return {
    get: (options: CallOptions = {}) => api<Partial<Preferences>>(PREFERENCES_PATH, { signal: options.signal }),
    patch: (patch: PreferencesPatch) => api<Preferences>(PREFERENCES_PATH, { method: 'PATCH', body: patch as Record<string, unknown> }),
    mapVisibility: (mapName: string, visible: boolean) => api<unknown>(MAP_VISIBILITY_PATH, { method: 'POST', body: { map_name: mapName, visible } }),
    wheelSensitivity: (sensitivity: number) => api<unknown>(WHEEL_SENSITIVITY_PATH, { method: 'POST', body: { sensitivity } }),
    vectorLength: (length: number) => api<unknown>(VECTOR_LENGTH_PATH, { method: 'POST', body: { length } }),
  };
}
export type PreferencesClient = ReturnType<typeof preferencesClient>;
