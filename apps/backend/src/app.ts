import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { authRoutes } from './auth/routes';
import type { ServerConfig } from './config';
import { restRoutes } from './rest/routes';
import { securityHeaders } from './security';
import type { Services } from './services';
import { storageRoutes } from './storage/routes';

const API_CORS = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'apikey',
    'authorization',
    'x-client-info',
    'content-type',
    'accept',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
    'x-supabase-api-version',
    'x-upsert',
    'cache-control',
    'x-metadata',
    'x-retry-count',
    'traceparent',
    'tracestate',
    'baggage',
  ],
  exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'x-sb-error-code', 'Content-Length', 'ETag'],
  maxAge: 86400,
});

/** The HTTP app: the Supabase-compatible API and the built site with an index.html fallback. */
export function createApp(config: ServerConfig, services: Services): Hono {
  const app = new Hono();
  const indexPath = join(config.siteDir, 'index.html');
  const externalOrigins = config.publicSupabaseUrl ? [new URL(config.publicSupabaseUrl).origin] : [];

  app.use(securityHeaders(externalOrigins));
  app.use(compress());
  app.onError((error, c) => {
    console.error(error);
    return c.json({ code: 'internal_error', message: 'Internal server error' }, 500);
  });

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: config.publicSupabaseUrl ?? new URL(c.req.url).origin,
      supabaseAnonKey: config.publicSupabaseAnonKey ?? services.anonKey,
    });
  });

  for (const prefix of ['/rest/v1', '/auth/v1', '/storage/v1']) app.use(`${prefix}/*`, API_CORS);
  app.route('/rest/v1', restRoutes(services));
  app.route('/auth/v1', authRoutes({ ...services, ...authLimits(config) }));
  app.route('/storage/v1', storageRoutes(services));

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

function authLimits(config: ServerConfig) {
  return {
    allowSignup: config.allowSignup,
    failuresPerEmail: config.authFailuresPerEmail,
    failuresPerAddress: config.authFailuresPerAddress,
  };
}
