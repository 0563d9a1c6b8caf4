// Go-to (spec section 4, "Navigation to a vessel"): the chart's animated pan
// (20 steps of 5 ms) to the vessel, then zoom until the displayed range is
// at most 1.5 NM; then the vessel is picked as a click on it would ('object-
// picked': its card opens, its prediction starts), unless it is the picked
// one already (a second pick would stop its prediction).
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartHandle } from '../../chart/chartHandle';
import { emitObjectPicked } from '../../chart/chartEvents';
import { selection } from '../../store/selection';

/** The display range the go-to ends at, at most (NM). */
export const GO_TO_MAX_RANGE_NM = 1.5;

export async function goToVessel(chart: ChartHandle, vesselId: number, position: GeoPoint): Promise<void> {
  await chart.flyTo(position, { maxRangeNm: GO_TO_MAX_RANGE_NM });
  if (selection.vesselId !== vesselId) emitObjectPicked(vesselId);
}
