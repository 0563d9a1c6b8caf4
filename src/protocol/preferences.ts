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

/**
 * The conflict alerts' settings (the settings' 'Statki' tab).
 * Unlike the rest of the preferences they are the station's, shared by
 * every user: the alerts they produce are one list with one lifecycle.
 * The server always sends them; a PATCH with `vts_settings` changes them
 * for everyone, and the next evaluation uses them.
 */
export interface VtsSettings {
  /** A conflict opens when the CPA is below this, NM. */
  cpa_threshold_nm: number;
  /** ... and the TCPA is between 0 and this, minutes. */
  tcpa_horizon_min: number;
  /** Vessels slower than this (like anchored and moored ones) count as stationary, knots. */
  min_speed_kn: number;
}

export const VTS_LIMITS = {
  cpa_threshold_nm: { min: 0.05, max: 5 },
  tcpa_horizon_min: { min: 1, max: 120 },
  min_speed_kn: { min: 0, max: 10 },
} as const;

export const DEFAULT_VTS_SETTINGS: VtsSettings = { cpa_threshold_nm: 0.5, tcpa_horizon_min: 20, min_speed_kn: 0.5 };

export interface Preferences {
  ui_settings: { theme: Theme };
  /** Layer code to visibility; empty means all layers on. */
  layer_visibility: Record<string, boolean>;
  chart_settings: ChartSettings;
  /** Map file name to visibility. */
  map_visibility: Record<string, boolean>;
  /** The station's conflict settings (shared by every user; always sent by the server). */
  vts_settings?: VtsSettings;
}

/** Any part of the preferences; nested maps are merged key by key. */
export interface PreferencesPatch {
  ui_settings?: Partial<Preferences['ui_settings']>;
  layer_visibility?: Record<string, boolean>;
  chart_settings?: Partial<ChartSettings>;
  map_visibility?: Record<string, boolean>;
  vts_settings?: Partial<VtsSettings>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  ui_settings: { theme: 'day' },
  layer_visibility: {},
  chart_settings: { wheel_sensitivity: 0.3, vector_length: 6, depth_when_white: 3 },
  map_visibility: {},
  vts_settings: DEFAULT_VTS_SETTINGS,
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
