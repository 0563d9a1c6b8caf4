// AIS safety-related messages (docs/ais.md): GET /api/ais/safety-messages/
// lists the messages 12 and 14 heard, newest first (sender, destination,
// text, times, repeat count), blacklist applied; signed in, like every route.
import type { FastifyInstance } from 'fastify';
import { SAFETY_MESSAGES_PATH, type SafetyMessage } from '../../protocol/aisSafety';
import type { VesselFeed } from '../live/vesselFeed';

const mmsi = { type: 'string', pattern: '^\\d{9}$' } as const;
const time = { type: 'string', format: 'date-time' } as const;

export const safetyMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'mmsi', 'sender_name', 'sender_kind', 'addressed', 'destination_mmsi', 'text', 'received_at', 'last_received_at', 'count'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    mmsi,
    sender_name: { type: ['string', 'null'] },
    sender_kind: { type: 'string', enum: ['vessel', 'sart', 'mob', 'epirb', 'sar_aircraft'] },
    addressed: { type: 'boolean' },
    destination_mmsi: { anyOf: [mmsi, { type: 'null' }] },
    text: { type: 'string' },
    received_at: time,
    last_received_at: time,
    count: { type: 'integer', minimum: 1 },
  },
} as const;

export function aisSafetyRoutes(app: FastifyInstance, feed: VesselFeed): void {
  app.get<{ Reply: SafetyMessage[] }>(
    SAFETY_MESSAGES_PATH,
    { schema: { response: { 200: { type: 'array', items: safetyMessageSchema } } } },
    async () => feed.safetyMessages(),
  );
}
