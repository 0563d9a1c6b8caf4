// What the chart reads from the rest of the app, each type defined here and
// handed in by the shell through startChart's options (the chart imports
// nothing of the app): the live collections, the vessel layer's builder,
// the predicted ghost, the lightning strikes, the layer visibility, the
// preferences, the zones, the alert in focus and the vessels' past tracks. The layers read these each frame:
// plain objects with version counters (or the store's proxies, read
// directly).
import type { Preferences } from '../../protocol/preferences';
import type { LiveTrain, NavWarning } from '../../protocol/streams';
import type { Zone, ZonePoint } from '../../protocol/zones';
import type { AlertFocusGeometry } from './layers/alertFocus/alertSketch';
import type { TrackSource } from './layers/track/trackSketch';
import type { LightningStrikes } from './layers/lightning/strikeFade';
import type { DrawnVessel } from './layers/vessels/vesselBatch';
import type { VesselHighlights } from './layers/vessels/vesselHighlight';
import type { VesselLayerSource } from './layers/vessels/vesselSource';

/** The live data the layers draw. */
export interface LiveSource {
  /** The watched vessels' records by id (the predicted ghost's vessel). */
  readonly vessels: ReadonlyMap<number, DrawnVessel>;
  /** Vessels in the fleet now. */
  readonly vesselCount: number;
  readonly trains: readonly LiveTrain[];
  readonly warnings: readonly NavWarning[];
  /** Bumped on every change of a collection (the layers rebuild on change). */
  readonly version: Readonly<{ trains: number; warnings: number }>;
}

/** The picked vessel's predicted ghost (one at a time): `version` bumps on every change. */
export interface GhostSource {
  readonly ghost: { vesselId: number; latDeg: number; lonDeg: number; /** Direction the ghost faces, degrees. */ courseDeg: number } | null;
  readonly version: number;
}

export interface ChartSources {
  live: LiveSource;
  /** The vessel layer, built off the main thread. */
  vesselLayer: VesselLayerSource;
  /** The one predicted ghost (a version counter: the renderer reads it each frame). */
  prediction: GhostSource;
  /** Which live layers are shown (the store's proxy, read directly). */
  visibility: Readonly<{ vessels: boolean; trains: boolean }>;
  /** The Blitz poll's lightning strikes (a version counter). */
  lightning: Readonly<LightningStrikes>;
  /** The signed-in user's preferences (the store's proxy, read directly). */
  preferences: { readonly value: Preferences };
  /** The operators' zones from the zones stream, and an outline drawn but not yet saved (a version counter). */
  zones: Readonly<{ version: number; zones: readonly Zone[]; draft: readonly ZonePoint[] | null }>;
  /** Vessels' past tracks: the selected vessel's and every vessel's recent trail (a version counter). */
  tracks: TrackSource;
  /** The alert picked in the 'Zagrożenia' panel (a version counter). */
  alertFocus: Readonly<{ version: number; geometry: AlertFocusGeometry | null }>;
  /** Vessels that stand out: the one whose card is open, those of open alerts (read each frame; a new array when they change). */
  vesselHighlights: Readonly<VesselHighlights>;
}
