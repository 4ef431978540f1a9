import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { repoRoot, serveStaticDir } from '../../src/servers';

// Proof that another company site can use the published library: pack @company/ui as pnpm build made it, install
// the tarball into a throwaway Vite app outside the workspace, build that app, serve it and look at it. Its
// page takes the primitives and patterns from `@company/ui` and the page bands from `@company/ui/sections`.

const uiDir = join(repoRoot, 'packages/ui');
const tscBin = join(repoRoot, 'node_modules/.bin/tsc');

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1', npm_config_audit: 'false', npm_config_fund: 'false' },
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
}

const appFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'sister-site', private: true, type: 'module' }, null, 2),
  'index.html': `<!doctype html>
<html lang="ko">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Sister site</title></head>
  <body><div id="root"></div><script type="module" src="/main.ts"></script></body>
</html>
`,
  // A sister company's own theme: it fills the stable token names with its own values.
  'theme.css': `.sister-theme {
  --co-color-brand-primary: #1d6b3a;
  --co-color-brand-deep: #0e2f1c;
  --co-color-brand-accent: #7cc242;
}
`,
  'main.ts': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Grid,
  NewsCard,
  type NewsCardProps,
  Timeline,
  vars,
} from '@company/ui';
import { FactBand, FeatureGrid, PageHero, Section, Statement } from '@company/ui/sections';
import '@company/ui/style.css';
import './theme.css';

const news: NewsCardProps = {
  title: '자매회사 소식: 신규 클린룸 준공',
  href: '/news/7',
  date: '2025-03-14T09:30:00+09:00',
};
const tokenName: string = vars.color.brand.primary;

interface Spec {
  id: string;
  item: string;
  ours: string;
  theirs: string;
}
const specs: Spec[] = [
  { id: 'life', item: '수명', ours: '36개월', theirs: '12개월' },
  { id: 'loss', item: '압력 손실', ours: '90 Pa', theirs: '130 Pa' },
];
const specColumns: DataTableColumn<Spec>[] = [
  { id: 'item', header: '항목', cell: (row) => row.item, rowHeader: true },
  { id: 'ours', header: '자매 필터', cell: (row) => row.ours },
  { id: 'theirs', header: '일반 필터', cell: (row) => row.theirs },
];

/** A whole content page of the sister site, composed from the library only, under its own theme. */
function ContentPage() {
  return h(
    'div',
    { className: 'sister-theme', id: 'content-page' },
    h(PageHero, {
      title: '필터 사업',
      description: '자매회사의 필터 사업을 소개합니다.',
      breadcrumbs: [
        { label: '홈', href: '/' },
        { label: '필터 사업', href: '/filters' },
      ],
      breadcrumbLabel: '현재 위치',
    }),
    h(Statement, { eyebrow: '사업', title: '더 오래가는 필터', lead: '같은 풍량에서 더 적은 에너지로.' }),
    h(
      Section,
      { title: '특장점' },
      h(FeatureGrid, {
        columns: 2,
        numbered: true,
        items: [
          { id: 'life', title: '긴 수명', description: '교체 주기가 세 배 깁니다.' },
          { id: 'energy', title: '낮은 저항', description: '팬 전력을 아낍니다.' },
        ],
      }),
    ),
    h(
      Section,
      { title: '비교' },
      h(DataTable<Spec>, {
        columns: specColumns,
        rows: specs,
        getRowKey: (row) => row.id,
        caption: '자매 필터와 일반 필터 비교',
        mobileLayout: 'scroll',
      }),
    ),
    h(FactBand, { title: '숫자로 보는 필터', facts: [{ id: 'plants', label: '공급 공장', value: '40곳' }] }),
    h(
      Section,
      { title: '연혁' },
      h(Timeline, {
        label: '필터 사업 연혁',
        years: [
          { year: 2024, events: [{ id: 'launch', date: '05', text: '필터 출시' }] },
          { year: 2023, events: [{ id: 'lab', date: '03', text: '연구소 설립' }] },
        ],
      }),
    ),
  );
}

function App() {
  return h(
    'main',
    null,
    h(Button, { id: 'default-button' }, '문의하기'),
    h('div', { className: 'sister-theme' }, h(Button, { id: 'themed-button' }, 'Contact us')),
    h('div', { style: { maxWidth: '360px' } }, h(NewsCard, news)),
    h('p', { id: 'token-name' }, tokenName),
    h(
      Grid,
      { as: 'ul', 'aria-label': '필터 종류', columns: { tablet: 2 }, gap: 4 },
      h(Card, { as: 'li', key: 'pre' }, '프리 필터'),
      h(Card, { as: 'li', key: 'hepa', tone: 'inverse' }, '헤파 필터'),
    ),
    h(ContentPage),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(App));
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['main.ts', 'env.d.ts'],
    },
    null,
    2,
  ),
  'env.d.ts': "declare module '*.css';\n",
};

test.describe('@company/ui as an installed package', () => {
  test.setTimeout(600_000);

  let appDir = '';
  let packDir = '';
  test.afterAll(() => {
    for (const dir of [appDir, packDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('installs from the tarball, type-checks, builds and renders with the token styles', {
    tag: DESKTOP_ONLY,
  }, async ({ page }) => {
    // One run is enough.
    packDir = mkdtempSync(join(tmpdir(), 'ui-pack-'));
    appDir = mkdtempSync(join(tmpdir(), 'ui-consumer-'));

    // The package `pnpm build` made before the browser tests (building it again here cost a minute of CPU).
    expect(existsSync(join(uiDir, 'dist/index.js')), 'packages/ui is built: run pnpm build').toBe(true);
    // `tsc -b` (pnpm typecheck) writes its own declarations into the same folder, still naming the workspace's
    // token package; the package build inlines those types. Run after a typecheck, the build must come again.
    expect(
      readFileSync(join(uiDir, 'dist/types/src/index.d.ts'), 'utf8'),
      "packages/ui/dist/types holds the typecheck's declarations: run pnpm build after pnpm typecheck",
    ).not.toContain("'@company/tokens");
    run('pnpm', ['pack', '--pack-destination', packDir], uiDir);
    const tarball = readdirSync(packDir).find((name) => name.endsWith('.tgz'));
    expect(tarball, 'pnpm pack wrote a tarball').toBeTruthy();

    for (const [name, text] of Object.entries(appFiles)) writeFileSync(join(appDir, name), text);
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        join(packDir, tarball ?? ''),
        'react@19.3.1',
        'react-dom@19.3.1',
        '@types/react@19.3.0',
        '@types/react-dom@19.3.0',
        'vite@8.3.8',
      ],
      appDir,
    );

    // The exports map's types resolve (including the token contract) for a strict TypeScript consumer.
    run(tscBin, ['-p', 'tsconfig.json'], appDir);
    run(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], appDir);

    const server = await serveStaticDir(join(appDir, 'dist'));
    try {
      await page.goto(server.url);
      const button = page.locator('#default-button');
      await expect(button).toHaveText('문의하기');
      await expect(page.getByRole('link', { name: '자매회사 소식: 신규 클린룸 준공' })).toHaveAttribute(
        'href',
        '/news/7',
      );
      await expect(page.getByText('2025-03-14', { exact: true })).toBeVisible();
      await expect(page.locator('#token-name')).toHaveText('var(--co-color-brand-primary)');

      // The default theme from the package's CSS, and the sister site's override of the same token name.
      await expect(button).toHaveCSS('background-color', 'rgb(20, 86, 216)');
      await expect(page.locator('#themed-button')).toHaveCSS('background-color', 'rgb(29, 107, 58)');
      const rootToken = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--co-color-brand-primary').trim(),
      );
      expect(rootToken).toBe('#1456d8');

      // The layout layer: a Grid of Cards, its columns, gap and list reset and the cards' frames from the tokens.
      const grid = page.getByRole('list', { name: '필터 종류' });
      await expect(grid).toHaveCSS('display', 'grid');
      await expect(grid).toHaveCSS('list-style-type', 'none');
      await expect(grid).toHaveCSS('column-gap', '16px');
      await expect(grid).toHaveCSS('grid-template-columns', /^\S+px \S+px$/);
      const card = grid.getByRole('listitem').filter({ hasText: '헤파 필터' });
      await expect(card).toHaveCSS('padding-top', '32px');
      await expect(card).toHaveCSS('background-color', 'rgb(10, 31, 68)');

      // A whole content page built from the package: hero, statement, sections, a comparison table, a timeline.
      const content = page.locator('#content-page');
      await expect(content.getByRole('heading', { level: 1, name: '필터 사업' })).toBeVisible();
      await expect(content.getByRole('navigation', { name: '현재 위치' })).toBeVisible();
      await expect(content.getByRole('region', { name: '더 오래가는 필터' })).toBeVisible();
      await expect(content.getByRole('heading', { level: 3, name: '낮은 저항' })).toBeVisible();
      const table = content.getByRole('table', { name: '자매 필터와 일반 필터 비교' });
      await expect(table.getByRole('rowheader', { name: '압력 손실' })).toBeVisible();
      await expect(table.getByRole('cell', { name: '90 Pa' })).toBeVisible();
      const timeline = content.getByRole('list', { name: '필터 사업 연혁' });
      await expect(timeline.getByRole('heading', { name: '2023' })).toBeVisible();
      await expect(timeline).toContainText('연구소 설립');
      // The sister theme's deep brand colour reaches the statement's heading and the fact band's figures.
      await expect(content.getByRole('heading', { level: 2, name: '더 오래가는 필터' })).toHaveCSS(
        'color',
        'rgb(14, 47, 28)',
      );
      await expect(content.getByText('40곳')).toHaveCSS('color', 'rgb(14, 47, 28)');
      await expect(content).toHaveScreenshot('sister-content-page.png');
    } finally {
      await server.stop();
    }
  });
});
