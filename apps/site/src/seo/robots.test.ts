// @vitest-environment node
import { fixedRoutes, protectedPages } from '@company/content';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { publicPagePaths } from './sitemap';

const origin = 'https://www.example.com';

function disallowed(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());
}

/** Whether a Disallow rule matches the URL path as crawlers read it: a prefix, `*` matching any run. */
function blocks(rules: string[], path: string): boolean {
  return rules.some((rule) => {
    const pattern = rule.split('*').map((part) => part.replace(/[.?+^$|()[\]{}\\]/g, '\\$&'));
    return new RegExp(`^${pattern.join('.*')}`).test(path);
  });
}

describe('robots.txt', () => {
  const text = robotsTxt(`${origin}/`);
  const rules = disallowed(text);

  it('applies to every robot and allows the public site', () => {
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text).toContain('\nAllow: /\n');
    for (const prefix of ['', '/en', '/ko']) {
      for (const path of [...publicPagePaths(), '/newsroom/News/12', '/ir/Announcement/3']) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        expect(blocks(rules, url), url).toBe(false);
      }
    }
  });

  it.each(['', '/en', '/ko'])('disallows every editor page, news editing and login under "%s"', (prefix) => {
    const editors = protectedPages().map((page) => page.path);
    expect(editors).toEqual(
      expect.arrayContaining([
        '/newsroom/NewsEditor',
        '/newsroom/YoutubeEditor',
        '/ir/AnnouncementEditor',
        '/ir/ShareholdersEditor',
      ]),
    );
    for (const path of [...editors, '/newsroom/News/*/edit', '/login']) {
      expect(rules).toContain(`${prefix}${path}`);
    }
    expect(blocks(rules, `${prefix}/newsroom/News/12/edit`)).toBe(true);
  });

  it('disallows every protected fixed route', () => {
    for (const route of fixedRoutes.filter((r) => r.protected)) {
      expect(rules).toContain(route.path.replace(/:[a-z]+/g, '*'));
    }
  });

  it('names the sitemap by its absolute URL', () => {
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
