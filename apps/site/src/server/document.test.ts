// @vitest-environment node
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages, namespaces } from '@company/content';
import { describe, expect, it } from 'vitest';
import type { SsrState } from '../ssr/state';
import {
  headScriptTags,
  INTRO_GATE_MODULE,
  type Manifest,
  pageAssetTags,
  renderDocument,
  translationModule,
} from './document';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_react.js'],
    dynamicImports: ['src/pages/company/IntroPage.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/company/IntroPage.tsx': {
    file: 'assets/IntroPage.js',
    imports: ['_react.js', '_sections.js'],
    css: ['assets/intro.css'],
  },
  '_sections.js': { file: 'assets/sections.js', css: ['assets/sections.css'] },
  [translationModule('ko', 'common')]: { file: 'assets/ko-common.js' },
  [translationModule('ko', 'company')]: { file: 'assets/ko-company.js' },
  [translationModule('ko', 'careers')]: { file: 'assets/ko-careers.js' },
  [translationModule('en', 'common')]: { file: 'assets/en-common.js' },
};

const template =
  '<!doctype html><html lang="ko"><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';

const styles = {
  'assets/index.css': ':root{--a:1}',
  'assets/intro.css': '.intro{color:red}',
  'assets/sections.css': '.section{margin:0}',
};

describe('pageAssetTags', () => {
  it('preloads the page module and its imports that the entry does not bring, once each, as plain head tags', () => {
    const tags = pageAssetTags(manifest, ['src/pages/company/IntroPage.tsx']);
    const preloads = [...tags.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(tags).toMatch(/(<link rel="modulepreload"[^>]*>)+$/);
    expect(tags).not.toContain('<template');
    expect(preloads.sort()).toEqual(['assets/IntroPage.js', 'assets/sections.js']);
  });

  it('inlines the styles it knows, before the preloads, and marks them as present with a disabled link', () => {
    const tags = pageAssetTags(manifest, ['src/pages/company/IntroPage.tsx'], styles);
    expect(tags).toContain(
      '<style>.intro{color:red}</style><link rel="stylesheet" crossorigin href="/assets/intro.css" disabled>',
    );
    expect(tags).toContain('<style>.section{margin:0}</style>');
    expect(tags.indexOf('<style>')).toBeLessThan(tags.indexOf('modulepreload'));
  });

  it('links a style sheet whose text it does not know', () => {
    const tags = pageAssetTags(manifest, ['src/pages/company/IntroPage.tsx'], {});
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/intro.css">');
    expect(tags).not.toContain('<style>');
  });
});

describe('renderDocument', () => {
  const state: SsrState = {
    language: 'ko',
    path: '/company/intro/Intro',
    queries: { mutations: [], queries: [] },
    liveData: true,
  };

  it('puts content with dollar signs in as it is, never read as a replacement pattern', () => {
    const title = "Cost $$100 $' tail $` head $& $1";
    const html = renderDocument(template, manifest, {
      language: 'ko',
      head: `<title>${title}</title>`,
      html: `<h1>${title}</h1>`,
      state,
    });
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<div id="root" data-hydrating><h1>${title}</h1></div>`);
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it('inlines the entry style sheet of the template and the page styles, with no blocking link left', () => {
    const html = renderDocument(
      template,
      manifest,
      {
        language: 'en',
        head: '<title>Intro</title>',
        html: '<h1>Intro</h1>',
        state,
        pageModule: 'src/pages/company/IntroPage.tsx',
      },
      styles,
    );
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<style>:root{--a:1}</style>');
    expect(html).toContain('<style>.intro{color:red}</style>');
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(
      true,
    );
    expect(html).toContain('<div id="root" data-hydrating><h1>Intro</h1></div>');
  });

  it('links the font style sheet at the end of the body, never inlined, held until the application turns it on (or at once without script)', () => {
    const withFonts: Manifest = {
      ...manifest,
      '../../packages/tokens/src/fonts.css': { file: 'assets/fonts-1a2b.css', isEntry: true },
    };
    const html = renderDocument(
      template,
      withFonts,
      { language: 'ko', head: '', html: '<h1>회사 소개</h1>', state },
      { ...styles, 'assets/fonts-1a2b.css': '@font-face{font-family:Pretendard}' },
    );
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/fonts-1a2b\.css" media="print" data-font-faces><noscript><link rel="stylesheet" href="\/assets\/fonts-1a2b\.css"><\/noscript><\/body><\/html>$/,
    );
    expect(html).not.toContain('@font-face');
    expect(html.indexOf('fonts-1a2b.css')).toBeGreaterThan(html.indexOf('id="root"'));
  });

  it('preloads the modules of the namespaces the page shows, in its language, and carries no texts', () => {
    const html = renderDocument(template, manifest, {
      language: 'ko',
      head: '',
      html: '<h1>회사 소개</h1>',
      state,
      pageModule: 'src/pages/company/IntroPage.tsx',
      namespaces: ['common', 'company'],
    });
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toContain('assets/ko-common.js');
    expect(preloads).toContain('assets/ko-company.js');
    expect(preloads).not.toContain('assets/ko-careers.js');
    expect(preloads).not.toContain('assets/en-common.js');
    const json = html.match(/<script id="site-state" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(Object.keys(JSON.parse(json ?? '{}')).sort()).toEqual(['language', 'liveData', 'path', 'queries']);
  });
});

describe('translationModule', () => {
  it('names a module that exists, relative to the site (the root the build names its modules from)', () => {
    const siteRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    for (const language of languages)
      for (const namespace of namespaces)
        expect(existsSync(resolve(siteRoot, translationModule(language, namespace))), namespace).toBe(true);
  });
});

describe('head scripts (the home page’s intro gate)', () => {
  const withGate: Manifest = {
    ...manifest,
    [INTRO_GATE_MODULE]: { file: 'assets/introGate.js', isEntry: true },
  };
  const withCharset = template.replace('<head>', '<head><meta charset="UTF-8" /><meta name="viewport">');
  const state: SsrState = {
    language: 'ko',
    path: '/',
    queries: { mutations: [], queries: [] },
    liveData: true,
  };
  const parts = { language: 'ko', head: '', html: '<h1>홈</h1>', state };

  it('runs first in <head>, right after the character set: classic, neither async nor deferred nor a module', () => {
    const html = renderDocument(withCharset, withGate, { ...parts, headScripts: [INTRO_GATE_MODULE] });
    expect(html).toContain('<head><meta charset="UTF-8" /><script src="/assets/introGate.js"></script><meta');
    expect(html.match(/<script[^>]*introGate[^>]*>/g)).toEqual(['<script src="/assets/introGate.js">']);
  });

  it('goes at the end of <head> in a template without a character set, and only into pages that ask for it', () => {
    const html = renderDocument(template, withGate, { ...parts, headScripts: [INTRO_GATE_MODULE] });
    const tag = '<script src="/assets/introGate.js"></script>';
    expect(html.indexOf(tag)).toBe(html.indexOf('</head>') - tag.length);
    expect(renderDocument(withCharset, withGate, parts)).not.toContain('introGate');
  });

  it('names the gate’s module as the build does', () => {
    const siteRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    expect(existsSync(resolve(siteRoot, INTRO_GATE_MODULE))).toBe(true);
  });

  it('leaves out a script the build does not have', () => {
    expect(headScriptTags(manifest, [INTRO_GATE_MODULE])).toBe('');
  });
});
