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

export interface AppContext {
  config: ServerConfig;
  store: Store;
  version: string;
}

export async function buildApp({ config, store, version }: AppContext, logger: boolean | LogSettings = true): Promise<FastifyInstance> {
  const logSettings = logger === true ? { level: process.env.TRAXIS_LOG_LEVEL ?? 'info' } : logger;
  const app = Fastify({
    logger: logSettings ? loggerOptions(logSettings) : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Bad URLs (400), over-long URL parameters (414) and requests Node's
    // parser refuses (431, ...) answer in our {code, message} form too.
    frameworkErrors,
    clientErrorHandler,
  });
  registerRouteCatalogue(app);
  registerErrorHandling(app);
  registerValidation(app);
  registerFiniteNumbers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const sessions = await Sessions.open(loadJwtSecret(config.dataDir), store.tokens);
  registerGuard(app, sessions, store.users);

  healthRoutes(app, version, config.allowRegistration);
  authRoutes(app, { users: store.users, sessions, throttle: new LoginThrottle(), allowRegistration: config.allowRegistration });
  preferencesRoutes(app, store.preferences);
  sidingRoutes(app, store.sidings);
  trainRoutes(app, store.trains, store.sidings);
  atonRoutes(app, store.atons);
  cameraRoutes(app, store.cameras, config.cameraAddresses);
  cameraStreamRoutes(app, store.cameras, { mjpegPath: config.cameraMjpegPath, addresses: config.cameraAddresses });
  const maps = new FileFolder(join(config.dataDir, 'maps'));
  const cellReader = new EncReader((reason) => app.log.warn(`S-57 reader worker unavailable (${reason}); reading cells on the main thread`));
  const chartCells = new ChartCellCache(maps.dir, config.chartCacheMb * 1024 * 1024, cellReader);
  app.addHook('onClose', async () => chartCells.close());
  await mapRoutes(app, maps, (name) => chartCells.forget(name));
  const worldContour = new WorldContour(config.coastlineDir);
  app.addHook('onClose', async () => worldContour.close());
  chartRoutes(app, chartCells, worldContour);
  symbolRoutes(app, new FileFolder(join(config.dataDir, 'symbols')), config.builtInSymbolsDir);

  const vessels = new VesselFeed({ ais: config.ais, simVessels: config.simVessels, seed: config.simSeed });
  const feeds = new LiveFeeds(store, { ...DEFAULT_TIMINGS, pingMs: config.wsPingMs }, config.simSeed, vessels);
  blacklistRoutes(app, store.blacklist, () => void feeds.refreshBlacklist());
  vesselRoutes(app, vessels, join(config.dataDir, 'vessel-photos'));
  await streamRoutes(app, feeds);
  lightningRoutes(app, feeds.lightning);
  weatherImageRoutes(app, feeds.stations);
  app.addHook('onReady', async () => feeds.start());
  app.addHook('onClose', async () => feeds.stop());
  await registerWebApp(app, config.webDir);
  return app;
}
