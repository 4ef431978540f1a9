// One Lighthouse run against a browser that is already running, for bench-lighthouse.mjs:
//   node scripts/lighthouse-run.mjs <debugging port> <url> <mobile|desktop> [report directory]
// Prints the run's scores and metrics as one line of JSON. Lighthouse's own work (reading the protocol's
// events, then the trace) runs at a lower priority than the browser, so that on a machine with few cores it
// does not take the CPU from the page it measures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [port, url, preset, reportsDir] = process.argv.slice(2);
if (!port || !url || (preset !== 'mobile' && preset !== 'desktop'))
  throw new Error('usage: lighthouse-run.mjs <port> <url> <mobile|desktop> [report directory]');

// On Linux this lowers the calling thread, the one Lighthouse's JavaScript runs on (and the threads it starts).
setPriority(10);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The gzipped bytes of scripts and stylesheets the first load fetched from the site (the server compresses). */
function initialBytes(lhr, type) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === type && item.url.startsWith(origin))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const flags = { port: Number(port), output: 'json', logLevel: 'error', onlyCategories: categories };
const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
if (reportsDir) {
  mkdirSync(reportsDir, { recursive: true });
  const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${preset}-${Date.now()}.json`;
  writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
}
console.log(
  JSON.stringify({
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: initialBytes(lhr, 'Script'),
    css: initialBytes(lhr, 'Stylesheet'),
  }),
);
