import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const server = serve({ fetch: createApp(config).fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`Listening on http://${config.host}:${info.port}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
