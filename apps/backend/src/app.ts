import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { authRoutes } from './auth/routes';
import type { ServerConfig } from './config';
import { apiCors, CORS_RESPONSE_HEADERS } from './cors';
import { setFixedHeaders, whenAcceptingEncoding } from './http-headers';
import { restRoutes } from './rest/routes';
import { SearchGuard } from './rest/search-guard';
import { securityHeaders, securityHeaderValues } from './security';
import type { Services } from './services';
import { searchPageLimit } from './site/search-page-limit';
import { siteOrigin } from './site/site-origin';
import { SitePages } from './site/site-pages';
import { storageRoutes } from './storage/routes';

/** The HTTP app: the Supabase-compatible API and the built site with an index.html fallback. */
export function createApp(config: ServerConfig, services: Services): Hono {
  const app = new Hono();
  const indexPath = join(config.siteDir, 'index.html');
  const externalOrigins = config.publicSupabaseUrl ? [new URL(config.publicSupabaseUrl).origin] : [];

  const security = securityHeaderValues(externalOrigins);
  setFixedHeaders(security, CORS_RESPONSE_HEADERS);
  app.use(securityHeaders(security));
  app.use(whenAcceptingEncoding(compress()));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ code: 'internal_error', message: 'Internal server error' }, 500);
  });

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: config.publicSupabaseUrl ?? siteOrigin(c, config),
      supabaseAnonKey: config.publicSupabaseAnonKey ?? services.anonKey,
      // Test-only (PRESENCE_BEAT_MS): named only when set; the site beats every 15 s otherwise.
      ...(config.presenceBeatMs === undefined ? {} : { presenceBeatMs: config.presenceBeatMs }),
    });
  });

  for (const prefix of ['/rest/v1', '/auth/v1', '/storage/v1']) app.use(`${prefix}/*`, apiCors());
  const pages = new SitePages(config, services.rendererKey);
  const search = new SearchGuard({
    perClient: config.searchPerClient,
    windowSeconds: config.searchWindowSeconds,
    cacheSeconds: config.searchCacheSeconds,
    cacheEntries: config.searchCacheEntries,
  });
  // Server-rendered pages and kept search answers are renewed whenever content changes: a write here or
  // through another instance, or a scheduled item's moment.
  services.content.subscribe(() => {
    pages.invalidateContent();
    search.invalidate();
  });
  // A write that changed what visitors see (a published item; never a draft or an inquiry) renews the
  // pages before it is answered; the database's notification of it comes too, but may come after.
  app.route(
    '/rest/v1',
    restRoutes(
      {
        ...services,
        trustProxy: config.trustProxy,
        allowRegex: config.allowRegex,
        maxRows: config.restMaxRows,
        search,
      },
      () => services.content.changed(),
    ),
  );
  app.route(
    '/auth/v1',
    authRoutes({ ...services, ...authLimits(config), onUserChanged: (id) => services.roles.forget(id) }),
  );
  app.route(
    '/storage/v1',
    storageRoutes({ ...services, trustProxy: config.trustProxy, images: config.images }),
  );

  // Build files that are not the site's (Vite's manifest under `.vite/`, any other dot-file) are never served.
  app.use('*', async (c, next) =>
    /\/\.(?!well-known\/)/.test(c.req.path) ? c.text('Not found', 404) : next(),
  );

  // Hashed assets never change: cached for a year, and sent as the build's brotli or gzip copy when the
  // browser accepts it (files without one are compressed as they are sent).
  app.use(
    '/assets/*',
    serveStatic({
      root: config.siteDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // An asset the build does not have is missing, not a page: a short 404, never the site's index.html.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.on(['GET', 'HEAD'], ['/search', '/en/search'], searchPageLimit(search, config.trustProxy));
  app.on(['GET', 'HEAD'], '*', async (c, next) => (await pages.answer(c)) ?? next());
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
    backoffSeconds: config.authBackoffSeconds,
    backoffMaxSeconds: config.authBackoffMaxSeconds,
    failuresPerAddress: config.authFailuresPerAddress,
    failuresBeforeDelay: config.authFailuresBeforeDelay,
    refreshReuseIntervalSeconds: config.authRefreshReuseIntervalSeconds,
    trustProxy: config.trustProxy,
  };
}
