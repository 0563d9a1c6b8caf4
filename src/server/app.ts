// Builds the Fastify application: plugins, the sign-in guard, the one error
// handler, one route file per API resource, and the web app.
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { registerGuard } from './auth/guard';
import { loadJwtSecret } from './auth/jwt';
import { Sessions } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import type { ServerConfig } from './config';
import type { Store } from './db/store';
import { registerErrorHandling } from './errors';
import { FileFolder } from './files/uploads';
import { atonRoutes } from './routes/atons';
import { authRoutes } from './routes/auth';
import { blacklistRoutes } from './routes/blacklist';
import { cameraRoutes } from './routes/cameras';
import { cameraStreamRoutes } from './routes/cameraStream';
import { healthRoutes } from './routes/health';
import { ChartCellCache } from './chart/cellCache';
import { WorldContour } from './chart/worldContour';
import { chartRoutes } from './routes/chart';
import { mapRoutes } from './routes/maps';
import { preferencesRoutes } from './routes/preferences';
import { sidingRoutes } from './routes/sidings';
import { symbolRoutes } from './routes/symbols';
import { trainRoutes } from './routes/trains';
import { registerWebApp } from './web';
import { EncReader } from './chart/encReader';
import { DEFAULT_TIMINGS, LiveFeeds } from './live/feeds';
import { VesselFeed } from './live/vesselFeed';
import { vesselRoutes } from './routes/vessels';
import { lightningRoutes } from './routes/lightning';
import { streamRoutes } from './routes/streams';
import { weatherImageRoutes } from './routes/weatherImages';
import { AlertBook } from './alerts/alertBook';
import { AlertMonitor } from './alerts/alertMonitor';
import { ConflictEvaluator } from './alerts/conflictEvaluator';
import { VtsSettingsService } from './alerts/vtsSettings';
import { alertRoutes } from './routes/alerts';

export interface AppContext {
  config: ServerConfig;
  store: Store;
  version: string;
}

export async function buildApp({ config, store, version }: AppContext, logger = true): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.TRAXIS_LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Report every invalid field at once (bodies are small: 1 MB limit, bounded
    // strings) and refuse unknown fields instead of dropping them silently.
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
  });
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const sessions = new Sessions(loadJwtSecret(config.dataDir), store.tokens);
  registerGuard(app, sessions, store.users);

  healthRoutes(app, version);
  authRoutes(app, { users: store.users, sessions, throttle: new LoginThrottle(), allowRegistration: config.allowRegistration });
  const vts = new VtsSettingsService(store.stationSettings);
  preferencesRoutes(app, store.preferences, vts);
  sidingRoutes(app, store.sidings);
  trainRoutes(app, store.trains, store.sidings);
  atonRoutes(app, store.atons);
  cameraRoutes(app, store.cameras);
  cameraStreamRoutes(app, store.cameras, { mjpegPath: config.cameraMjpegPath });
  const maps = new FileFolder(join(config.dataDir, 'maps'));
  const cellReader = new EncReader((reason) => app.log.warn(`S-57 reader worker unavailable (${reason}); reading cells on the main thread`));
  const chartCells = new ChartCellCache(maps.dir, config.chartCacheMb * 1024 * 1024, cellReader);
  app.addHook('onClose', async () => chartCells.close());
  await mapRoutes(app, maps, (name) => chartCells.forget(name));
  chartRoutes(app, chartCells, new WorldContour());
  symbolRoutes(app, new FileFolder(join(config.dataDir, 'symbols')), config.builtInSymbolsDir);

  const vessels = new VesselFeed({ ais: config.ais, simVessels: config.simVessels, seed: config.simSeed, demo: config.demoData, simSpread: config.simSpread });
  const feeds = new LiveFeeds(store, { ...DEFAULT_TIMINGS, pingMs: config.wsPingMs }, config.simSeed, vessels);
  const alerts = new AlertBook(store.alerts);
  const evaluator = new ConflictEvaluator({ onFallback: (reason) => app.log.warn(`conflict worker unavailable (${reason}); evaluating on the main thread`) });
  const monitor = new AlertMonitor(vessels.tracker, alerts, evaluator, vts, {
    pingMs: config.wsPingMs,
    onError: (error) => app.log.error({ err: error }, 'alert evaluation failed'),
  });
  // A blacklisted MMSI leaves the picture at once; its alerts close at the next tick, started now.
  blacklistRoutes(app, store.blacklist, () => void feeds.refreshBlacklist().then(() => (config.alerts ? monitor.tick() : undefined)));
  vesselRoutes(app, vessels, join(config.dataDir, 'vessel-photos'));
  await streamRoutes(app, feeds);
  alertRoutes(app, alerts);
  lightningRoutes(app, feeds.lightning);
  weatherImageRoutes(app, feeds.stations);
  app.addHook('onReady', async () => {
    await Promise.all([vts.load(), alerts.start()]);
    await feeds.start();
    if (config.alerts) monitor.start();
  });
  app.addHook('onClose', async () => {
    await monitor.stop();
    await evaluator.close();
    await feeds.stop();
  });
  await registerWebApp(app, config.webDir);
  return app;
}
