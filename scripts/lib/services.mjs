// Which of the services the scale-out tests start for themselves are
// installed (Debian's postgresql with PostGIS, nats-server, nginx). Under
// CI=true a missing one fails the run (.ci/run installs them); elsewhere the
// PostgreSQL run and the cluster test are skipped with a note.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  if (process.env.TRAXIS_PG_BIN) return existsSync(join(process.env.TRAXIS_PG_BIN, 'initdb'));
  if (!existsSync(root)) return false;
  return readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'initdb')) && existsSync(join('/usr/share/postgresql', version, 'extension', 'postgis.control')));
}

/** The missing services, by Debian package; empty when all are there. */
export function missingServices() {
  const missing = [];
  if (!postgresInstalled()) missing.push('postgresql postgresql-15-postgis-3');
  if (!onPath('nats-server') && !process.env.TRAXIS_NATS_SERVER) missing.push('nats-server');
  if (!existsSync(process.env.TRAXIS_NGINX ?? '/usr/sbin/nginx')) missing.push('nginx');
  return missing;
}
