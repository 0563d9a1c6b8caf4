// The app modules the scenes use that live outside the chart's own layers
// and are expected to move (the vessel worker's builds, the tools' seam and
// registry): imported here only, so a move touches this file alone.
export { buildRadarEchoes, type RadarView } from '../../../../src/app/chart/live/radarEchoes';
export { NO_COAST } from '../../../../src/app/chart/live/radarLand';
export { buildPackedVesselLayer } from '../../../../src/app/chart/live/vesselLayerBuild';
export type { PackedVesselLayer } from '../../../../src/app/chart/live/vesselWorkerProtocol';
export type { ChartPointer, ChartTool } from '../../../../src/app/tools/chartTool';
export { TOOL_FACTORIES, TOOL_NAMES } from '../../../../src/app/tools/registry';
