// The one list worker of the vessels panel, started when the panel first
// opens and kept for the session (the panel clears it when it closes).
import { VesselListClient, type VesselListPort } from './vesselListClient';

let client: VesselListClient | null = null;

export function vesselListClient(): VesselListClient {
  client ??= new VesselListClient(new Worker(new URL('./vesselListWorker.ts', import.meta.url), { type: 'module' }) as unknown as VesselListPort);
  return client;
}
