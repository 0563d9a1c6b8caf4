// Entry point: `npm start` runs this after building. Reads the settings,
// opens the database, makes sure the admin exists, serves, and prints the
// URL and how to sign in.
import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ensureAdmin, type AdminSignIn } from './auth/admin';
import { ConfigError, readConfig } from './config';
import { DB_FILE_NAME, openDatabase } from './db/database';
import { UserRepository } from './db/users';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

function signInText(signIn: AdminSignIn): string {
  switch (signIn.kind) {
    case 'generated':
      return `Sign in as '${signIn.username}' with password: ${signIn.password}\n  (generated on first start; only its hash is stored and it is not shown again)`;
    case 'from-env':
      return `Sign in as '${signIn.username}' with the password from TRAXIS_ADMIN_PASSWORD`;
    case 'existing':
      return `Sign in as '${signIn.username}' with the password printed on first start\n  (lost it? restart with TRAXIS_ADMIN_PASSWORD=... to set a new one)`;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.dataDir);
  const signIn = await ensureAdmin(new UserRepository(db), config.adminUser, config.adminPassword);
  const app = await buildApp({ config, db, version: packageVersion() });
  const close = async (): Promise<void> => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    [
      '',
      `TRAXIS is running: http://localhost:${port}/`,
      signInText(signIn),
      `Data: ${config.dataDir}/${DB_FILE_NAME}`,
      'Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(message);
  process.exit(1);
});
