import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { INQUIRY_RETENTION_YEARS } from '@company/content';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { startInquiryMailer } from './inquiries/mailer';
import { startInquiryRetention } from './inquiries/retention';
import { withRestReadFastPath } from './rest/fast-read';
import { removeServerFile, writeServerFile } from './server-file';
import { startServices } from './services';
import { withAssetFastPath } from './site/asset-fast-path';

const log = (line: string): void => console.log(line);

// The site's server build renders pages with React: its production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const services = await startServices(config, log);
const mailer = config.smtpUrl
  ? startInquiryMailer(services.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      pollMs: config.mailPollMs,
      retryBaseSeconds: config.mailRetrySeconds,
      retryMaxSeconds: 3600,
      log,
    })
  : undefined;
const retention = startInquiryRetention(services.db, INQUIRY_RETENTION_YEARS, log);
const app = getRequestListener(createApp(config, services).fetch, { hostname: config.host });
const server = createServer(
  withAssetFastPath(join(config.siteDir, 'assets'), withRestReadFastPath(services, app)),
);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  writeServerFile(config.dataDir, config.host, port);
  log(
    `Listening on http://${config.host}:${port} (${services.db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  );
});

let stopping = false;
/** Stops taking requests, lets the ones in flight finish, then closes the database cleanly. */
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  const finish = (): void => {
    removeServerFile(config.dataDir);
    Promise.all([mailer?.stop(), retention.stop(), services.stopLive()])
      .then(() => services.db.close())
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  server.close(finish);
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  force.unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
