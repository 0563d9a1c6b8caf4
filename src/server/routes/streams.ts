// The five live streams (spec section 7, "Live streams") as WebSocket
// routes. The guard has already required a signed-in user (the login
// cookie: browsers cannot set headers on a WebSocket) and a same-origin
// Origin when the browser sends one.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { STREAMS, type StreamName } from '../../protocol/streams';
import type { LiveFeeds } from '../live/feeds';

export async function streamRoutes(app: FastifyInstance, feeds: LiveFeeds): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  for (const name of Object.keys(STREAMS) as StreamName[]) {
    app.get(STREAMS[name].path, { websocket: true }, (socket) => {
      feeds.channels[name].add(socket as never);
    });
  }
}
