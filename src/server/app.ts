// Builds the Fastify application: request-level checks (validation without
// type coercion of bodies, finite numbers, client errors, redacted logs),
// plugins, the sign-in guard on every route not marked public, the one
// error handler, one route file per API resource, and the web app.
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
import { clientErrorHandler, frameworkErrors } from './http/clientErrors';
import { registerFiniteNumbers } from './http/finiteNumbers';
import { loggerOptions, type LogSettings } from './http/logging';
import { registerRouteCatalogue } from './http/routeCatalogue';
import { registerValidation } from './http/validation';
import { registerSecurityHeaders } from './http/securityHeaders';
import { FileFolder } from './files/uploads';
import { atonRoutes } from './routes/atons';
import { authRoutes } from './routes/auth';
import { blacklistRoutes } from './routes/blacklist';
import { cameraRoutes } from './routes/cameras';
import { cameraStreamRoutes } from './routes/cameraStream';
import { healthRoutes } from './routes/health';
import { FETCHED_CHART_LAYERS } from '../protocol/chart';
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
import { aisSafetyRoutes } from './routes/aisSafety';
import { lightningRoutes } from './routes/lightning';
import { streamRoutes } from './routes/streams';
import { weatherImageRoutes } from './routes/weatherImages';
import { AlertBook } from './alerts/alertBook';
import { AlertService } from './alerts/alertService';
import { ConflictEvaluator } from './alerts/conflictEvaluator';
import { VtsSettingsService } from './alerts/vtsSettings';
import { alertRoutes } from './routes/alerts';
import { localCluster, type Cluster } from './bus/cluster';
import { followCluster } from './bus/sync';
import { HistoryService } from './history/historyService';
import { historyRoutes } from './routes/history';
import { ZoneService } from './zones/zoneService';
import { zoneRoutes } from './routes/zones';

export interface AppContext {
  config: ServerConfig;
  store: Store;
  version: string;
  /** The bus between nodes (default: one node alone). */
  cluster?: Cluster;
  /** The token signing secret (default: the data folder's jwt-secret file). */
  jwtSecret?: Buffer;
}

export async function buildApp(context: AppContext, logger: boolean | LogSettings = true): Promise<FastifyInstance> {
  const { config, store, version } = context;
  const logSettings = logger === true ? { level: process.env.TRAXIS_LOG_LEVEL ?? 'info' } : logger;
  const app = Fastify({
    logger: logSettings ? loggerOptions(logSettings) : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Bad URLs (400), over-long URL parameters (414) and requests Node's
    // parser refuses (431, ...) answer in our {code, message} form too.
    frameworkErrors,
    clientErrorHandler,
    // Starting 20,000 built-in vessels (and joining the bus) may take longer than the default 10 s on a busy machine.
    pluginTimeout: 60_000,
    // Closing ends every connection: camera streams and long polls are hijacked or in flight,
    // and a close that waits for them never ends (clients reconnect to the next server).
    forceCloseConnections: true,
  });
  registerRouteCatalogue(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerValidation(app);
  registerFiniteNumbers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const cluster = context.cluster ?? localCluster((error) => app.log.warn({ err: error }, 'change handler failed'));
  const sessions = await Sessions.open(context.jwtSecret ?? loadJwtSecret(config.dataDir), store.tokens, (ended) =>
    cluster.publish({ kind: 'sessions-ended', sessions: ended }),
  );
  registerGuard(app, sessions, store.users);

  // The history: recorded on one node of a cluster (the one reading the AIS sources), read on every node.
  const history =
    config.historyDays > 0
      ? new HistoryService({
          storage: { dataDir: config.dataDir, databaseUrl: config.databaseUrl, days: config.historyDays },
          log: { error: (message) => app.log.error(message), warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
          isActive: () => cluster.ais?.leading ?? true,
        })
      : null;
  healthRoutes(app, version, config.allowRegistration, () => history?.status ?? { recording: false, error: null });
  authRoutes(app, { users: store.users, sessions, throttle: new LoginThrottle(), allowRegistration: config.allowRegistration });
  const vts = new VtsSettingsService(store.stationSettings);
  preferencesRoutes(app, store.preferences, vts);
  sidingRoutes(app, store.sidings);
  trainRoutes(app, store.trains, store.sidings);
  atonRoutes(app, store.atons);
  cameraRoutes(app, store.cameras, config.cameraAddresses);
  cameraStreamRoutes(app, store.cameras, { mjpegPath: config.cameraMjpegPath, addresses: config.cameraAddresses });
  const maps = new FileFolder(join(config.filesDir, 'maps'));
  const cellReader = new EncReader((reason) => app.log.warn(`S-57 reader worker unavailable (${reason}); reading cells on the main thread`));
  const chartCells = new ChartCellCache(maps.dir, config.chartCacheMb * 1024 * 1024, cellReader);
  app.addHook('onClose', async () => chartCells.close());
  await mapRoutes(app, maps, (name) => {
    chartCells.forget(name);
    // A console switching the new cell on finds its layers ready (nothing is made for a deleted one).
    chartCells.prepare(name, FETCHED_CHART_LAYERS).catch((error: unknown) => app.log.warn({ err: error }, `chart ${name}: layers not prepared`));
    cluster.publish({ kind: 'file', folder: 'maps', name });
  });
  const worldContour = new WorldContour(config.coastlineDir);
  app.addHook('onClose', async () => worldContour.close());
  chartRoutes(app, chartCells, worldContour);
  symbolRoutes(app, new FileFolder(join(config.filesDir, 'symbols')), config.builtInSymbolsDir);

  const vessels = new VesselFeed({
    ais: config.ais,
    simVessels: config.simVessels,
    seed: config.simSeed,
    demo: config.demoData,
    simSpread: config.simSpread,
    bus: cluster.ais,
    onSourceError: (error) => app.log.error({ err: error }, 'AIS source could not start'),
  });
  const feeds = new LiveFeeds(store, { ...DEFAULT_TIMINGS, pingMs: config.wsPingMs }, config.simSeed, vessels);
  // On a cluster one node evaluates the alerts at a time; the others mirror its book (alerts/alertService.ts).
  const alerts = new AlertBook(history ? history.recordingAlerts(store.alerts) : store.alerts);
  const evaluator = new ConflictEvaluator({ onFallback: (reason) => app.log.warn(`conflict worker unavailable (${reason}); evaluating on the main thread`) });
  const zones = new ZoneService(store.zones, (error) => app.log.error({ err: error }, 'zones not read'));
  const alertService = new AlertService({
    tracker: vessels.tracker,
    book: alerts,
    evaluator,
    settings: vts,
    zones,
    cluster,
    enabled: config.alerts,
    pingMs: config.wsPingMs,
    onError: (error) => app.log.error({ err: error }, 'alert evaluation failed'),
  });
  // A blacklisted MMSI leaves the picture at once; its alerts close at the next tick, started now.
  blacklistRoutes(app, store.blacklist, async () => {
    await feeds.refreshBlacklist();
    if (alertService.evaluating) void alertService.monitor.tick();
  });
  vesselRoutes(app, vessels, join(config.filesDir, 'vessel-photos'));
  aisSafetyRoutes(app, vessels);
  await streamRoutes(app, feeds);
  alertRoutes(app, alertService);
  zoneRoutes(app, store.zones, zones);
  historyRoutes(app, history);
  lightningRoutes(app, feeds.lightning);
  weatherImageRoutes(app, feeds.stations);
  followCluster(cluster, { store, sessions, feeds, maps: chartCells, zones, warn: (message) => app.log.warn(message) });
  app.addHook('onReady', async () => {
    await cluster.start();
    await vts.load();
    await zones.load();
    if (history) {
      history.start(vessels.tracker);
      feeds.onPublish(history.listListener);
    }
    await feeds.start((error) => app.log.error({ err: error }, 'live feed task failed'));
    await alertService.start();
  });
  app.addHook('onClose', async () => {
    await alertService.stop();
    await evaluator.close();
    await feeds.stop();
    await history?.close();
  });
  await registerWebApp(app, config.webDir);
  return app;
}
