import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INQUIRY_RETENTION_YEARS } from '@company/content';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { DataDirInUse, type DataDirLock, lockDataDir } from './data-dir/lock';
import { createPrivately, makeDataDirPrivate } from './data-dir/private-files';
import { startInquiryMailer } from './inquiries/mailer';
import { startInquiryRetention } from './inquiries/retention';
import { removeServerFile, writeServerFile } from './server-file';
import { startServices } from './services';

const log = (line: string): void => console.log(line);

// The site's server build renders pages with React: its production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';

const config = readConfig();
createPrivately();
const corrected = makeDataDirPrivate(config.dataDir);
if (corrected > 0) log(`Made ${corrected} files and folders of the data folder private to this user.`);
// PGlite's files admit one process; PostgreSQL guards its own (DATA_DIR then holds files only).
let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = await lockDataDir(config.dataDir, 'the server');
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const services = await startServices(config, log).catch(async (error: unknown) => {
  await lock?.release();
  throw error;
});
// PGlite's file layer sets the modes of a few files itself (the relation cache's pg_internal.init, 0644)
// as it opens: they are made private again once it has. The 0700 folder keeps others out meanwhile.
makeDataDirPrivate(config.dataDir);
const mailer = config.smtpUrl
  ? startInquiryMailer(services.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      pollMs: config.mailPollMs,
      retryBaseSeconds: config.mailRetrySeconds,
      retryMaxSeconds: 3600,
      log,
      siteUrl: config.siteUrl,
    })
  : undefined;
const retention = startInquiryRetention(services.db, INQUIRY_RETENTION_YEARS, log);
const app = getRequestListener(createApp(config, services).fetch, { hostname: config.host });
const server = createServer(app);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  writeServerFile(config.dataDir, config.host, port);
  log(
    `Listening on http://${config.host}:${port} (${services.db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  );
});

let stopping = false;
/** Stops taking requests, lets the ones in flight finish, closes the database cleanly, then lets go of the folder. */
function shutdown(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  const finish = (): void => {
    removeServerFile(config.dataDir);
    Promise.all([mailer?.stop(), retention.stop(), services.stopLive()])
      .then(() => services.db.close())
      .then(() => {
        makeDataDirPrivate(config.dataDir);
        return lock?.release();
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(exitCode));
  };
  server.close(finish);
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  force.unref();
}
process.on('SIGTERM', () => shutdown());
process.on('SIGINT', () => shutdown());
lock?.onLost(() => {
  console.error(`The lock on ${config.dataDir} was lost (its flock process ended): stopping.`);
  shutdown(1);
});
