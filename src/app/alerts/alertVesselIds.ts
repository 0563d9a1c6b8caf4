// The vessels of the open alerts, for the chart's rings: their ids, as the
// same array while they are the same vessels (in any order), so the rings
// are rebuilt only when the vessels change (not on an alert's new CPA, a
// new order, nor a replayed picture whose alerts concern the same vessels).
import type { Alert } from '../../protocol/alerts';

export function alertVesselIds(alerts: readonly Pick<Alert, 'vessels'>[], last: readonly number[]): readonly number[] {
  const ids = new Set(alerts.flatMap((a) => a.vessels.flatMap((v) => (v.id === null ? [] : [v.id]))));
  const lastIds = new Set(last);
  return ids.size === lastIds.size && [...ids].every((id) => lastIds.has(id)) ? last : [...ids];
}
