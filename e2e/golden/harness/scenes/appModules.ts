// The app modules the scenes use besides the chart's own: the vessel
// worker's builds (src/app/live/worker/) and the app's tools (their
// registry and sources), imported here only, so a move touches this file alone.
export { buildRadarEchoes, type RadarView } from '../../../../src/app/live/worker/radarEchoes';
export { NO_COAST } from '../../../../src/app/live/worker/radarLand';
export { buildPackedVesselLayer } from '../../../../src/app/live/worker/vesselLayerBuild';
export { TOOL_FACTORIES, TOOL_NAMES } from '../../../../src/app/tools/registry';
export type { ToolSources } from '../../../../src/app/tools/toolContext';
