// Per-user preferences (spec sections 3 and 7, "Preferences").

export const PREFERENCES_PATH = '/api/settings/preferences/';
export const MAP_VISIBILITY_PATH = '/api/settings/map-visibility/';
export const WHEEL_SENSITIVITY_PATH = '/api/settings/wheel-sensitivity/';
export const VECTOR_LENGTH_PATH = '/api/settings/vector-length/';

export const THEMES = ['day', 'dusk', 'night'] as const;
export type Theme = (typeof THEMES)[number];

export const WHEEL_SENSITIVITY_MIN = 0.01;
export const WHEEL_SENSITIVITY_MAX = 1;
export const VECTOR_LENGTH_MIN_MIN = 1;
export const VECTOR_LENGTH_MAX_MIN = 60;

export interface ChartSettings {
  wheel_sensitivity: number;
  /** Motion vector length in minutes (1-60). */
  vector_length: number;
  /** Depth in metres from which depth areas are drawn white (> 0). */
  depth_when_white: number;
}

export interface Preferences {
  ui_settings: { theme: Theme };
  /** Layer code to visibility; empty means all layers on. */
  layer_visibility: Record<string, boolean>;
  chart_settings: ChartSettings;
  /** Map file name to visibility. */
  map_visibility: Record<string, boolean>;
}

/** Any part of the preferences; nested maps are merged key by key. */
export interface PreferencesPatch {
  ui_settings?: Partial<Preferences['ui_settings']>;
  layer_visibility?: Record<string, boolean>;
  chart_settings?: Partial<ChartSettings>;
  map_visibility?: Record<string, boolean>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  ui_settings: { theme: 'day' },
  layer_visibility: {},
  chart_settings: { wheel_sensitivity: 0.3, vector_length: 6, depth_when_white: 3 },
  map_visibility: {},
};

export interface MapVisibilityRequest {
  map_name: string;
  visible: boolean;
}
export interface WheelSensitivityRequest {
  sensitivity: number;
}
export interface VectorLengthRequest {
  length: number;
}
