// What the chart reads from the rest of the app, given to it by the shell
// (the chart never imports the live connection's singletons): the live
// store, the vessel worker's built layers and radar echoes, the prediction
// ghost, the lightning strikes, the layer visibility and the preferences.
// The layers read these each frame.
import type { Preferences } from '../../protocol/preferences';
import type { LightningStrikes } from './layers/lightning/strikeFade';
import type { LiveStore } from '../live/liveStore';
import type { PredictionGhost } from '../live/prediction';
import type { VesselWorkerClient } from '../live/vesselWorkerClient';
import type { LiveLayer } from '../store/layers';
import type { AlertFocusGeometry } from './layers/alertFocus/alertSketch';

export interface ChartSources {
  live: LiveStore;
  vesselWorker: Pick<VesselWorkerClient, 'setLayerOptions' | 'takeLayer' | 'uploaded' | 'pendingSinceMs' | 'messageMs' | 'setRadar' | 'takeRadarEchoes'>;
  /** The one predicted ghost (a version counter: the renderer reads it each frame). */
  prediction: Readonly<PredictionGhost>;
  /** Which live layers are shown (the store's proxy, read directly). */
  visibility: Readonly<Record<LiveLayer, boolean>>;
  /** The Blitz poll's lightning strikes (a version counter). */
  lightning: Readonly<LightningStrikes>;
  /** The signed-in user's preferences (the store's proxy, read directly). */
  preferences: { readonly value: Preferences };
  /** The alert picked in the 'Zagrożenia' panel (a version counter). */
  alertFocus: Readonly<{ version: number; geometry: AlertFocusGeometry | null }>;
}
