#!/usr/bin/env node
/**
 * Prints the IR downloads to PDF with headless Chromium into apps/site/public/media/ir (each at most
 * 60 KB). Chromium prints; qpdf repacks the file losslessly (object streams, maximum compression). Needs
 * Chromium, qpdf and a Korean font (Debian: chromium, qpdf, fonts-nanum).
 * Usage: node scripts/media/ir-pdfs.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { factSheetEn, factSheetKo, performanceReport } from './ir/documents.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'apps/site/public/media/ir');
const chromium = process.env.CHROMIUM ?? 'chromium';
const MAX_BYTES = 60 * 1024;

const documents = {
  '2025-q1-performance-report.pdf': performanceReport('2025-q1'),
  '2025-q2-performance-report.pdf': performanceReport('2025-q2'),
  '2025-fact-sheet-ko.pdf': factSheetKo(),
  '2025-fact-sheet-en.pdf': factSheetEn(),
};

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'ir-'));
for (const [name, html] of Object.entries(documents)) {
  const htmlPath = join(work, name.replace('.pdf', '.html'));
  writeFileSync(htmlPath, html);
  const printedPath = join(work, name);
  const pdfPath = join(outDir, name);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${join(work, 'profile')}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${printedPath}`,
      `file://${htmlPath}`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync('qpdf', [
    ...['--object-streams=generate', '--compression-level=9', '--recompress-flate'],
    printedPath,
    pdfPath,
  ]);
  const size = statSync(pdfPath).size;
  if (size > MAX_BYTES) throw new Error(`${name} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${name}\t${(size / 1024).toFixed(1)} KB`);
}
rmSync(work, { recursive: true });
