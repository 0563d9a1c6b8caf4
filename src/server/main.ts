// Entry point: `npm start` runs this after building. Reads the settings,
// starts the server, and prints the URL and how to sign in.
import { type AdminSignIn } from './auth/admin';
import { ConfigError, readConfig } from './config';
import { startServer } from './server';

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
  const server = await startServer(config);
  let closing = false;
  const close = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  console.log(
    [
      '',
      `TRAXIS is running: http://localhost:${server.port}/`,
      signInText(server.signIn),
      `Data: ${server.location}`,
      ...(config.natsUrl ? [`Bus: ${config.natsUrl} (node ${server.nodeId})`] : []),
      'Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(message);
  process.exit(1);
});
