// VTS alerts (src/protocol/alerts.ts): the list (filtered by kind, zone and
// priority; by priority, then newest first), one alert with its audit
// trail, acknowledge, snooze (forwarded to the evaluating node on a
// cluster), the Jammer panel's proposals, and the alerts stream (signed in
// like the spec's streams; registered after the WebSocket plugin).
import type { FastifyInstance } from 'fastify';
import {
  ALERT_KINDS,
  ALERT_PRIORITIES,
  ALERT_PROPOSALS_PATH,
  ALERTS_PATH,
  ALERTS_STREAM,
  MAX_ALERTS_LIMIT,
  type Alert,
  type AlertDetailResponse,
  type AlertKind,
  type AlertPriority,
  type AlertsResponse,
  type Proposal,
  type ProposalsResponse,
} from '../../protocol/alerts';
import type { OperatorResult } from '../alerts/alertBook';
import type { AlertService } from '../alerts/alertService';
import { signedInUser } from '../auth/guard';
import { HttpError } from '../errors';
import { idParams } from './schemas';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    state: { enum: ['open', 'closed', 'all'], default: 'open' },
    kind: { enum: ALERT_KINDS },
    zone: { type: 'integer', minimum: 1 },
    priority: { enum: ALERT_PRIORITIES },
    limit: { type: 'integer', minimum: 1, maximum: MAX_ALERTS_LIMIT, default: 200 },
  },
} as const;

/** One proposal per MMSI with open integrity alerts, newest first. */
export function proposals(alerts: readonly Alert[]): Proposal[] {
  const byMmsi = new Map<string, Proposal>();
  for (const alert of alerts) {
    const vessel = alert.vessels[0];
    if (alert.kind !== 'integrity' || !vessel || !alert.integrity) continue;
    const p = byMmsi.get(vessel.mmsi) ?? { mmsi: vessel.mmsi, name: vessel.name, vessel_id: vessel.id, rules: [], reasons: [], alert_ids: [], since: alert.opened_at };
    p.rules.push(alert.integrity.rule);
    p.reasons.push(alert.reason);
    p.alert_ids.push(alert.id);
    if (alert.opened_at < p.since) p.since = alert.opened_at;
    byMmsi.set(vessel.mmsi, p);
  }
  return [...byMmsi.values()].sort((a, b) => (a.since < b.since ? 1 : a.since > b.since ? -1 : 0));
}

export function alertRoutes(app: FastifyInstance, alerts: AlertService): void {
  const { book } = alerts;
  const detail = async (id: number): Promise<AlertDetailResponse> => {
    const found = await book.detail(id);
    if (!found) throw new HttpError(404, `Nie ma alarmu ${id}`);
    return found;
  };
  const answer = async (id: number, result: OperatorResult): Promise<AlertDetailResponse> => {
    if ('error' in result) {
      if (result.error === 'closed') throw new HttpError(409, `Alarm ${id} jest już zamknięty`);
      if (result.error === 'not_snoozable') throw new HttpError(409, `Alarmu o niebezpieczeństwie nie można wyciszyć (alarm ${id})`);
      throw new HttpError(404, `Nie ma alarmu ${id}`);
    }
    // The alert as the evaluating node left it (this node's mirror may not have heard yet), its trail from the store.
    return { alert: result.alert, events: (await detail(id)).events };
  };

  app.get<{ Querystring: { state: 'open' | 'closed' | 'all'; kind?: AlertKind; zone?: number; priority?: AlertPriority; limit: number } }>(
    ALERTS_PATH,
    { schema: { querystring: listQuery } },
    async (request): Promise<AlertsResponse> => ({
      alerts: await book.list(request.query.state, request.query.kind, request.query.limit, { zoneId: request.query.zone, priority: request.query.priority }),
      limit_reached: book.limitReached,
      evaluation: book.lastEvaluation,
    }),
  );

  app.get(ALERT_PROPOSALS_PATH, async (): Promise<ProposalsResponse> => ({ proposals: proposals(book.openAlerts('integrity')) }));

  app.get<{ Params: { id: number } }>(`${ALERTS_PATH}:id/`, { schema: { params: idParams } }, (request) => detail(request.params.id));

  app.post<{ Params: { id: number } }>(`${ALERTS_PATH}:id/acknowledge/`, { schema: { params: idParams } }, async (request) => {
    const user = signedInUser(request);
    return answer(request.params.id, await alerts.acknowledge(request.params.id, { id: user.id, username: user.username }));
  });

  app.post<{ Params: { id: number } }>(`${ALERTS_PATH}:id/snooze/`, { schema: { params: idParams } }, async (request) => {
    const user = signedInUser(request);
    return answer(request.params.id, await alerts.snooze(request.params.id, { id: user.id, username: user.username }));
  });

  app.get(ALERTS_STREAM.path, { websocket: true }, (socket) => {
    book.channel.add(socket as never);
  });
}
