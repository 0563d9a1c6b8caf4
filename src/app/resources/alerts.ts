// VTS alerts (src/protocol/alerts.ts): the list with the last
// evaluation's figures, acknowledge, snooze (60 minutes for that pair or
// MMSI and rule), and the Jammer panel's proposals.
import {
  ALERT_PROPOSALS_PATH,
  ALERTS_PATH,
  alertAcknowledgePath,
  alertSnoozePath,
  type AlertDetailResponse,
  type AlertKind,
  type AlertsResponse,
  type ProposalsResponse,
} from '../../protocol/alerts';
import type { Api, CallOptions } from './crud';

export interface AlertListQuery {
  state?: 'open' | 'closed' | 'all';
  kind?: AlertKind;
  limit?: number;
}

export function alertsClient(api: Api) {
  return {
    list: (query: AlertListQuery = {}, options: CallOptions = {}) => api<AlertsResponse>(ALERTS_PATH, { query: { ...query }, signal: options.signal }),
    acknowledge: async (id: number) => (await api<AlertDetailResponse>(alertAcknowledgePath(id), { method: 'POST' })).alert,
    snooze: async (id: number) => (await api<AlertDetailResponse>(alertSnoozePath(id), { method: 'POST' })).alert,
    proposals: async (options: CallOptions = {}) => (await api<ProposalsResponse>(ALERT_PROPOSALS_PATH, { signal: options.signal })).proposals,
  };
}
export type AlertsClient = ReturnType<typeof alertsClient>;
