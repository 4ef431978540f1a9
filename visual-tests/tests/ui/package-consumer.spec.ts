import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { repoRoot, serveStaticDir } from '../../src/servers';

// Proof that another company site can use the published library: build and pack @company/ui, install
// the tarball into a throwaway Vite app outside the workspace, build that app, serve it and look at it.

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
  'theme.css': '.sister-theme { --co-color-brand-primary: #1d6b3a; }\n',
  'main.ts': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, NewsCard, type NewsCardProps, vars } from '@company/ui';
import '@company/ui/style.css';
import './theme.css';

const news: NewsCardProps = {
  title: '자매회사 소식: 신규 클린룸 준공',
  href: '/news/7',
  date: '2025-03-14T09:30:00+09:00',
};
const tokenName: string = vars.color.brand.primary;

function App() {
  return h(
    'main',
    null,
    h(Button, { id: 'default-button' }, '문의하기'),
    h('div', { className: 'sister-theme' }, h(Button, { id: 'themed-button' }, 'Contact us')),
    h('div', { style: { maxWidth: '360px' } }, h(NewsCard, news)),
    h('p', { id: 'token-name' }, tokenName),
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

    run('pnpm', ['build'], uiDir);
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
    } finally {
      await server.stop();
    }
  });
});
