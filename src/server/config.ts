// Server settings, read once from the environment. Every setting is listed
// in README.md ("Settings").
import { resolve } from 'node:path';
import { readAisConfig, type AisSourceConfig } from './ais/sources';
import { ConfigError } from './configError';
import type { CameraAddressRule } from './media/cameraAddress';

export interface ServerConfig {
  /** TCP port (PORT, default 8080; 0 picks a free port). */
  port: number;
  /** Interface to listen on (TRAXIS_HOST, default 0.0.0.0: reachable from the operators' network). */
  host: string;
  /** Folder for the SQLite file and uploaded files (TRAXIS_DATA_DIR, default ./data). */
  dataDir: string;
  /** Admin user name (TRAXIS_ADMIN_USER, default admin). */
  adminUser: string;
  /** Admin password (TRAXIS_ADMIN_PASSWORD); generated on first start when unset. */
  adminPassword: string | undefined;
  /** Folder with the built web app (TRAXIS_WEB_DIR, default ./dist/web). */
  webDir: string;
  /** Self-registration allowed (TRAXIS_ALLOW_REGISTRATION=1; default off). */
  allowRegistration: boolean;
  /** Folder of the built-in chart symbols (TRAXIS_SYMBOLS_DIR, default ./public/symbols). */
  builtInSymbolsDir: string;
  /** Seed demo sidings, trains, atons and cameras on first start (TRAXIS_DEMO_DATA, default 1). */
  demoData: boolean;
  /** Seed of the built-in simulators (TRAXIS_SIM_SEED, default 1). */
  simSeed: number;
  /** Built-in vessels when no AIS source is set (TRAXIS_SIM_VESSELS, default 200, at most 20000). */
  simVessels: number;
  /** Built-in vessels per bay-sized region (TRAXIS_SIM_SPREAD, default 0: the whole fleet in Gdańsk Bay). */
  simSpread: number;
  /** Real AIS sources (TRAXIS_AIS_TCP, TRAXIS_AIS_UDP_PORT, TRAXIS_AIS_REPLAY, TRAXIS_AIS_REPLAY_SPEED). */
  ais: AisSourceConfig;
  /** Interval of the streams' text 'ping' (TRAXIS_WS_PING_MS, default 30000). */
  wsPingMs: number;
  /** Path of the MJPEG stream on real cameras (TRAXIS_CAMERA_MJPEG_PATH, default /mjpg/video.mjpg). */
  cameraMjpegPath: string;
  /** Which addresses real cameras may have (TRAXIS_CAMERA_ALLOW_PRIVATE=1 allows private networks; see media/cameraAddress.ts). */
  cameraAddresses: CameraAddressRule;
  /** Trust X-Forwarded-* headers from a reverse proxy (TRAXIS_TRUST_PROXY=1; default off). */
  trustProxy: boolean;
  /** Memory bound of the chart engine's read cache in MB (TRAXIS_CHART_CACHE_MB, default 256). */
  chartCacheMb: number;
  /** The coastline store of the world contour views (TRAXIS_COASTLINE_DIR, default ./.cache/coastline, linked by the build). */
  coastlineDir: string;
  /** Folder of the uploaded map and symbol files and the vessel photos, shared by every node (TRAXIS_FILES_DIR, default the data folder). */
  filesDir: string;
  /** PostgreSQL instead of the embedded SQLite file (TRAXIS_DATABASE_URL=postgres://…; unset: SQLite). */
  databaseUrl: string | null;
  /** Connections in the PostgreSQL pool (TRAXIS_DATABASE_POOL, default 10). */
  databasePool: number;
  /** NATS server(s) of the bus between nodes (TRAXIS_NATS_URL=nats://…, comma-separated; unset: one node, no bus). */
  natsUrl: string | null;
  /** Conflict and AIS integrity alerts evaluated (TRAXIS_ALERTS, default 1; 0 switches the evaluation off). */
  alerts: boolean;
  /** Whole days of history kept before today's (TRAXIS_HISTORY_DAYS, default 30, at most 3650; 0 switches the history off). */
  historyDays: number;
}

const flag = (raw: string | undefined): boolean => raw === '1' || raw?.toLowerCase() === 'true';

export { ConfigError };

function parseInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) throw new ConfigError(`${name} must be an integer ${min}..${max}, got '${raw}'`);
  return value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port > 65535) {
    throw new ConfigError(`PORT must be an integer 0..65535, got '${raw}'`);
  }
  return port;
}

/** TRAXIS_DATABASE_URL: a postgres:// or postgresql:// URL, or null for the embedded SQLite file. */
function parseDatabaseUrl(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError(`TRAXIS_DATABASE_URL must be a postgres:// URL, got '${url.replace(/\/\/[^@/]*@/, '//…@')}'`);
  return url;
}

/** TRAXIS_NATS_URL: one or more nats:// URLs separated by commas, or null for no bus. */
function parseNatsUrl(raw: string | undefined, databaseUrl: string | null): string | null {
  const urls = raw?.trim();
  if (!urls) return null;
  for (const url of urls.split(',')) {
    if (!/^(nats|tls):\/\/[^\s,]+$/.test(url.trim())) throw new ConfigError(`TRAXIS_NATS_URL must be nats://host:port (several separated by commas), got '${url.trim()}'`);
  }
  // Nodes on a bus share one database; SQLite is one node's own file.
  if (databaseUrl === null) throw new ConfigError('TRAXIS_NATS_URL needs TRAXIS_DATABASE_URL: the nodes on one bus must share one PostgreSQL database');
  return urls;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const adminUser = (env.TRAXIS_ADMIN_USER ?? 'admin').trim();
  if (adminUser === '') throw new ConfigError('TRAXIS_ADMIN_USER must not be empty');
  const adminPassword = env.TRAXIS_ADMIN_PASSWORD === '' ? undefined : env.TRAXIS_ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 6) {
    throw new ConfigError('TRAXIS_ADMIN_PASSWORD must have at least 6 characters');
  }
  const dataDir = resolve(env.TRAXIS_DATA_DIR || './data');
  const databaseUrl = parseDatabaseUrl(env.TRAXIS_DATABASE_URL);
  return {
    port: parsePort(env.PORT),
    host: env.TRAXIS_HOST || '0.0.0.0',
    dataDir,
    adminUser,
    adminPassword,
    webDir: resolve(env.TRAXIS_WEB_DIR || './dist/web'),
    allowRegistration: flag(env.TRAXIS_ALLOW_REGISTRATION),
    builtInSymbolsDir: resolve(env.TRAXIS_SYMBOLS_DIR || './public/symbols'),
    trustProxy: flag(env.TRAXIS_TRUST_PROXY),
    cameraMjpegPath: env.TRAXIS_CAMERA_MJPEG_PATH?.startsWith('/') ? env.TRAXIS_CAMERA_MJPEG_PATH : '/mjpg/video.mjpg',
    // Loopback is never allowed from the environment; only tests allow it, for a fake camera on 127.0.0.1.
    cameraAddresses: { allowPrivate: flag(env.TRAXIS_CAMERA_ALLOW_PRIVATE), allowLoopback: false },
    demoData: env.TRAXIS_DEMO_DATA === undefined || env.TRAXIS_DEMO_DATA === '' ? true : flag(env.TRAXIS_DEMO_DATA),
    simSeed: parseInteger('TRAXIS_SIM_SEED', env.TRAXIS_SIM_SEED, 1, 0, 2 ** 31 - 1),
    simVessels: parseInteger('TRAXIS_SIM_VESSELS', env.TRAXIS_SIM_VESSELS, 200, 0, 20_000),
    simSpread: parseInteger('TRAXIS_SIM_SPREAD', env.TRAXIS_SIM_SPREAD, 0, 0, 20_000),
    ais: readAisConfig(env),
    wsPingMs: parseInteger('TRAXIS_WS_PING_MS', env.TRAXIS_WS_PING_MS, 30_000, 50, 3_600_000),
    chartCacheMb: parseInteger('TRAXIS_CHART_CACHE_MB', env.TRAXIS_CHART_CACHE_MB, 256, 1, 65_536),
    coastlineDir: resolve(env.TRAXIS_COASTLINE_DIR || './.cache/coastline'),
    filesDir: env.TRAXIS_FILES_DIR ? resolve(env.TRAXIS_FILES_DIR) : dataDir,
    databaseUrl,
    databasePool: parseInteger('TRAXIS_DATABASE_POOL', env.TRAXIS_DATABASE_POOL, 10, 1, 1000),
    natsUrl: parseNatsUrl(env.TRAXIS_NATS_URL, databaseUrl),
    alerts: env.TRAXIS_ALERTS === undefined || env.TRAXIS_ALERTS === '' ? true : flag(env.TRAXIS_ALERTS),
    historyDays: parseInteger('TRAXIS_HISTORY_DAYS', env.TRAXIS_HISTORY_DAYS, 30, 0, 3650),
  };
}
