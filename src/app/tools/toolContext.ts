// What the app's chart tools get when switched on: the chart's tool context
// (its handle, the layer context for the overlay) and what they read of the
// app besides, bound by the registry (chartToolFactories): the vessel
// worker (the radar's echoes) and the preferences (the drawing's tone).
import type { Preferences } from '../../protocol/preferences';
import type { ChartTool, ToolContext } from '../chart/input/chartTool';
import type { VesselWorkerClient } from '../live/vesselWorkerClient';

export interface ToolSources {
  /** The radar asks the vessel worker for its echoes. */
  readonly vesselWorker: Pick<VesselWorkerClient, 'setRadar' | 'takeRadarEchoes'>;
  /** The signed-in user's preferences (the store's proxy, read directly). */
  readonly preferences: { readonly value: Preferences };
}

export interface AppToolContext extends ToolContext {
  readonly sources: ToolSources;
}

export type AppToolFactory = (ctx: AppToolContext) => ChartTool;
