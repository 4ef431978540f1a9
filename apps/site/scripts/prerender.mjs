// Writes the static HTML of every public page after `vite build` and `vite build --ssr` (see package.json).
// SITE_URL names the public origin for canonical URLs. With PRERENDER_SUPABASE_URL and
// PRERENDER_SUPABASE_ANON_KEY (or the VITE_ pair a static build bakes in), lists and details are rendered
// with the backend's content, and every news, video and announcement detail is written too.
// PRERENDER_CLIENT_DIR writes into another copy of the client build (default: dist).
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = await import(new URL('../dist-server/entry.js', import.meta.url).href);

const supabaseUrl = process.env.PRERENDER_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
const supabaseAnonKey = process.env.PRERENDER_SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY;
const backend = supabaseUrl && supabaseAnonKey ? { supabaseUrl, supabaseAnonKey } : undefined;
const origin = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const started = performance.now();
if (backend) site.setBackendConfig(backend);
const { pages } = await site.prerenderSite({
  clientDir: process.env.PRERENDER_CLIENT_DIR ?? `${root}dist`,
  serverDir: `${root}dist-server`,
  origin,
  backend,
  detailPaths: backend ? site.detailPaths(await site.listDetailIds()) : [],
});
console.log(
  `prerendered ${pages} pages${backend ? ' with content' : ''} in ${Math.round(performance.now() - started)} ms`,
);
