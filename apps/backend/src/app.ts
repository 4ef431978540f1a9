import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from './config';

/** The HTTP app: the built site with an index.html fallback for app routes. */
export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  const indexPath = join(config.siteDir, 'index.html');

  app.use(compress());
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.use(
    '/assets/*',
    serveStatic({
      root: config.siteDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: config.siteDir }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The site is not built yet: run `pnpm build:site` first.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
