// AIS source settings (README.md, "Settings") and the factory that builds
// the configured sources around one line sink (normally AisPipeline.push).
import { ConfigError } from '../configError';
import type { LineSink } from './lineSplitter';
import { ReplayAisSource } from './replaySource';
import { TcpAisSource, type TcpSourceStatus } from './tcpSource';
import { UdpAisSource } from './udpSource';

export interface AisSourceConfig {
  /** TRAXIS_AIS_TCP: host:port of an NMEA feed to connect to ([v6 address]:port also accepted). */
  tcp: { host: string; port: number } | null;
  /** TRAXIS_AIS_UDP_PORT: UDP port to listen on for NMEA datagrams. */
  udpPort: number | null;
  /** TRAXIS_AIS_REPLAY: NMEA log file to replay; TRAXIS_AIS_REPLAY_SPEED: speed-up factor (default 1). */
  replay: { path: string; speed: number } | null;
}

function parsePortValue(name: string, raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new ConfigError(`${name} must have a port 1..65535, got '${raw}'`);
  return port;
}

export function readAisConfig(env: NodeJS.ProcessEnv = process.env): AisSourceConfig {
  let tcp: AisSourceConfig['tcp'] = null;
  const tcpRaw = env.TRAXIS_AIS_TCP?.trim();
  if (tcpRaw) {
    const m = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/.exec(tcpRaw);
    if (!m) throw new ConfigError(`TRAXIS_AIS_TCP must be host:port, got '${tcpRaw}'`);
    tcp = { host: m[1] ?? m[2] ?? '', port: parsePortValue('TRAXIS_AIS_TCP', m[3] ?? '') };
  }
  const udpRaw = env.TRAXIS_AIS_UDP_PORT?.trim();
  const udpPort = udpRaw ? parsePortValue('TRAXIS_AIS_UDP_PORT', udpRaw) : null;
  let replay: AisSourceConfig['replay'] = null;
  const replayPath = env.TRAXIS_AIS_REPLAY?.trim();
  const speedRaw = env.TRAXIS_AIS_REPLAY_SPEED?.trim();
  const speed = speedRaw ? Number(speedRaw) : 1;
  if (!Number.isFinite(speed) || speed <= 0) throw new ConfigError(`TRAXIS_AIS_REPLAY_SPEED must be a positive number, got '${speedRaw ?? ''}'`);
  if (replayPath) replay = { path: replayPath, speed };
  return { tcp, udpPort, replay };
}

/** True when any real AIS source is configured (otherwise the server runs its built-in simulator). */
export const hasAisSource = (config: AisSourceConfig): boolean => config.tcp !== null || config.udpPort !== null || config.replay !== null;

export interface AisSources {
  tcp: TcpAisSource | null;
  udp: UdpAisSource | null;
  replay: ReplayAisSource | null;
  /** Starts every source; rejects when the UDP port cannot be bound. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface AisSourceEvents {
  onTcpStatus?: (status: TcpSourceStatus) => void;
  onError?: (source: 'udp' | 'replay', error: Error) => void;
}

/** Builds the configured sources, each feeding `onLine`. */
export function createAisSources(config: AisSourceConfig, onLine: LineSink, events: AisSourceEvents = {}): AisSources {
  const tcp = config.tcp ? new TcpAisSource({ ...config.tcp, onLine, ...(events.onTcpStatus ? { onStatus: events.onTcpStatus } : {}) }) : null;
  const udp = config.udpPort !== null ? new UdpAisSource({ port: config.udpPort, onLine, onError: (e) => events.onError?.('udp', e) }) : null;
  const replay = config.replay
    ? new ReplayAisSource({ ...config.replay, onLine, onError: (e) => events.onError?.('replay', e) })
    : null;
  return {
    tcp,
    udp,
    replay,
    async start() {
      tcp?.start();
      replay?.start();
      await udp?.start();
    },
    async stop() {
      tcp?.stop();
      await Promise.all([udp?.stop(), replay?.stop()]);
    },
  };
}
