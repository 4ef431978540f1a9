// Lighthouse benchmark of the built site: run `pnpm build` first (this script builds nothing).
// Starts apps/backend as `pnpm start` does (throwaway DATA_DIR, free loopback port), runs Lighthouse in
// Chromium LIGHTHOUSE_RUNS times (default 5) per page, language and preset, one run at a time, in rounds
// over all of them, and prints the medians. Every run is a first visit: Lighthouse resets storage and cache
// before it loads the page.
// Each run is a fresh browser and a Lighthouse process of its own (lighthouse-run.mjs), which runs at a
// lower priority than the browser.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(
    `LIGHTHOUSE_RUNS: "${process.env.LIGHTHOUSE_RUNS}" is not a whole number of runs (1 or more)`,
  );
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Optional directory that receives every run's full Lighthouse report (JSON), for a closer look. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/** The measured pages by name, each with its Korean path (the news detail's item comes from the backend). */
const pageTable = [
  ['home', () => '/'],
  ['company intro', () => '/company/intro/Intro'],
  ['DurafiltexC', () => '/business/materials/DurafiltexC'],
  ['news list', () => '/newsroom/News'],
  ['news detail', (newsId) => `/newsroom/News/${newsId}`],
];
/** Optional comma-separated page names to measure only those (e.g. `home,news list`). */
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const unknownPages = onlyPages?.filter((name) => !pageTable.some(([known]) => known === name)) ?? [];
if (unknownPages.length > 0)
  throw new Error(
    `LIGHTHOUSE_PAGES: unknown page(s) ${unknownPages.map((name) => `"${name}"`).join(', ')}; the pages are ${pageTable.map(([name]) => `"${name}"`).join(', ')}`,
  );
/** Optional comma-separated presets to run (`mobile`, `desktop`); both by default. */
const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',').map((name) => name.trim());
for (const preset of presets)
  if (preset !== 'mobile' && preset !== 'desktop')
    throw new Error(`LIGHTHOUSE_PRESETS: unknown preset "${preset}" (mobile or desktop)`);

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The backend's `pnpm start`: its build step, then the Node arguments of the compiled server. */
function backendStart(backendDir) {
  const { start } = JSON.parse(readFileSync(join(backendDir, 'package.json'), 'utf8')).scripts;
  const [build, run] = start.split(' && ').map((command) => command.split(' ').slice(1));
  return { build, run };
}

async function startBackend() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  let logs = '';
  const backendDir = join(repoRoot, 'apps/backend');
  const { build, run } = backendStart(backendDir);
  const built = spawnSync(process.execPath, build, { cwd: backendDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the backend failed.');
  const child = spawn(process.execPath, run, {
    cwd: backendDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-only-password-never-used',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    logs += chunk;
  });
  child.stderr.on('data', (chunk) => {
    logs += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      const finish = () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      const signal = (name) => {
        try {
          process.kill(child.pid, name);
        } catch {
          // already gone
        }
      };
      const force = setTimeout(() => signal('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        finish();
      });
      signal('SIGTERM');
    });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited early:\n${logs}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  await stop();
  throw new Error(`The backend did not answer within 180 s:\n${logs}`);
}

/** The id of the oldest seeded news item, read through the public REST API like the site does. */
async function firstNewsId(url) {
  const config = await (await fetch(`${url}/config.json`)).json();
  const response = await fetch(`${url}/rest/v1/news?select=id&order=id.asc&limit=1`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
  });
  const [row] = await response.json();
  if (!row) throw new Error('No seeded news item to measure.');
  return row.id;
}

function pages(newsId) {
  const chosen = onlyPages ? pageTable.filter(([name]) => onlyPages.includes(name)) : pageTable;
  return ['ko', 'en'].flatMap((language) =>
    chosen.map(([name, pathOf]) => {
      const path = pathOf(newsId);
      return {
        name: `${name} (${language})`,
        path: language === 'ko' ? path : `/en${path === '/' ? '' : path}`,
        language,
      };
    }),
  );
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is tried again. */
async function measure(url, preset, language, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, preset, language);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying ${url} (${preset}): ${error.message}`);
    }
  }
}

/**
 * chrome-launcher's flags, with the address bar's popup switched off as well: headless Chromium builds it for
 * its window as two WebUI pages in a renderer of their own, which start while the page loads. The features go
 * into chrome-launcher's one `--disable-features` switch, since Chromium honours only the last one.
 */
function chromeFlags(language) {
  const popup = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${popup.join(',')}` : flag,
  );
  return [
    ...defaults,
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--lang=${language === 'ko' ? 'ko-KR' : 'en-US'}`,
    `--accept-lang=${language === 'ko' ? 'ko-KR,ko' : 'en-US,en'}`,
  ];
}

const runner = join(repoRoot, 'scripts/lighthouse-run.mjs');

// The browser speaks the page's language, as a visitor of that page does: a first visit to `/` by an
// English-speaking browser goes to /en.
async function measureOnce(url, preset, language) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: chromeFlags(language),
  });
  try {
    const args = [runner, String(chrome.port), url, preset, ...(reportsDir ? [reportsDir] : [])];
    const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 }).catch(
      (error) => {
        // The runner's own error, not the whole stack it printed.
        const reason = /^\w*Error: .*$/m.exec(error.stderr ?? '')?.[0] ?? error.message;
        throw new Error(reason);
      },
    );
    return JSON.parse(stdout);
  } finally {
    chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const columns = [
  ['page', 24, (r) => r.page],
  ['preset', 8, (r) => r.preset],
  ['perf', 5, (r) => r.performance.toFixed(0)],
  ['a11y', 5, (r) => r.accessibility.toFixed(0)],
  ['bp', 4, (r) => r.bestPractices.toFixed(0)],
  ['seo', 4, (r) => r.seo.toFixed(0)],
  ['LCP s', 6, (r) => (r.lcp / 1000).toFixed(2)],
  ['TBT ms', 7, (r) => r.tbt.toFixed(0)],
  ['CLS', 6, (r) => r.cls.toFixed(3)],
  ['JS KB', 6, (r) => (r.js / 1024).toFixed(1)],
  ['CSS KB', 6, (r) => (r.css / 1024).toFixed(1)],
];
const row = (cells) => `| ${cells.join(' | ')} |`;

/**
 * Visitors' devices all have a Korean font. A machine without one draws Hangul in no font at all until
 * Pretendard arrives, so the Korean pages' first layout searches the system for every Hangul run and their
 * text moves when Pretendard swaps in: figures no visitor sees. Say so rather than measure that silently.
 */
function warnWithoutKoreanFont() {
  const listing = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  if (listing.error || listing.status !== 0) return;
  if (listing.stdout.trim() === '')
    console.warn(
      'No Korean system font here (fc-list :lang=ko is empty): the Korean pages measure a first paint no ' +
        "visitor's device has, and their text shifts when Pretendard arrives. On Debian: apt-get install " +
        'fonts-nanum (the browser tests assume it too).\n',
    );
}

warnWithoutKoreanFont();
const server = await startBackend();
const stopOnSignal = () => server.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  const newsId = await firstNewsId(server.url);
  console.log(`Lighthouse ${runs} run(s) per page and preset against ${server.url}, medians:\n`);
  console.log(row(columns.map(([title, width]) => title.padEnd(width))));
  console.log(row(columns.map(([, width]) => '-'.repeat(width))));
  const measured = pages(newsId);
  const targets = measured.flatMap((page) => presets.map((preset) => ({ ...page, preset, samples: [] })));
  // Visitors meet a running server whose page cache holds the page; the first render after start
  // (loading the renderer, cold code) is not what a page load costs.
  for (const page of measured) await (await fetch(`${server.url}${page.path}`)).text();
  // The runs go round the pages (every page's first run, then every page's second, ...), so that a slow spell
  // of the machine falls on all pages alike instead of on the ones measured during it.
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets)
      target.samples.push(await measure(`${server.url}${target.path}`, target.preset, target.language));
    console.error(`  round ${run + 1} of ${runs} done`);
  }
  for (const { name, preset, samples } of targets) {
    const summary = { page: name, preset };
    for (const key of Object.keys(samples[0])) summary[key] = median(samples.map((sample) => sample[key]));
    console.log(row(columns.map(([, width, cell]) => cell(summary).padEnd(width))));
  }
} finally {
  await server.stop();
}
