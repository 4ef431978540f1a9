import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchSiteRoute, routeObjectsFor, siteRouteTable } from './routes';

describe('the route table', () => {
  it('shows home at /, /en and /ko, in the language of the prefix', () => {
    expect(matchSiteRoute('/')).toMatchObject({ pageKey: 'home', language: 'ko' });
    expect(matchSiteRoute('/en')).toMatchObject({ pageKey: 'home', language: 'en' });
    expect(matchSiteRoute('/ko')).toMatchObject({ pageKey: 'home', language: 'ko' });
  });

  it('shows a menu page and a fixed route under every prefix', () => {
    expect(matchSiteRoute('/company/intro/Intro')).toMatchObject({ pageKey: 'company_intro_intro' });
    expect(matchSiteRoute('/en/company/intro/Intro')).toMatchObject({
      pageKey: 'company_intro_intro',
      language: 'en',
    });
    expect(matchSiteRoute('/newsroom/News/12')).toMatchObject({ pageKey: 'news_detail' });
    expect(matchSiteRoute('/en/newsroom/News/12/edit')).toMatchObject({
      pageKey: 'news_edit',
      language: 'en',
    });
  });

  it("sends a section's own path to its default page, keeping the language prefix", () => {
    const korean = matchSiteRoute('/company');
    const english = matchSiteRoute('/en/company');
    expect(korean).toHaveProperty('redirectTo');
    expect(english).toEqual({
      path: '/en/company',
      redirectTo: `/en${'redirectTo' in korean ? korean.redirectTo : ''}`,
    });
  });

  it('shows the not-found page for any other path', () => {
    expect(matchSiteRoute('/no/such/page')).toEqual({ path: '*', pageKey: 'not_found' });
    expect(matchSiteRoute('/en/company/intro/Intro/extra')).toMatchObject({ pageKey: 'not_found' });
  });
});

describe('matching a path', () => {
  it('answers every path of the table, in any case and with a trailing slash, as React Router ranks it', () => {
    const table: RouteObject[] = siteRouteTable.map((route) => ({ path: route.path }));
    const ranked = (pathname: string) => {
      const matched = matchRoutes(table, pathname)?.at(-1)?.route;
      return matched ? siteRouteTable[table.indexOf(matched)] : undefined;
    };
    const paths = siteRouteTable
      .map((route) => route.path.replace(/:[^/]+/g, '7').replace(/^\*$/, '/no/such/page'))
      .flatMap((path) => [path, `${path}/`, path.toLowerCase(), path.toUpperCase()]);
    for (const path of paths) expect(matchSiteRoute(path), path).toBe(ranked(path));
  });
});

describe('reading a path as React Router does', () => {
  const table: RouteObject[] = siteRouteTable.map((route) => ({ path: route.path }));
  const rankedByReactRouter = (pathname: string) => {
    const matched = matchRoutes(table, pathname)?.at(-1)?.route;
    return matched ? siteRouteTable[table.indexOf(matched)] : undefined;
  };

  it('decodes percent-encoded segments and ignores repeated trailing slashes', () => {
    for (const path of [
      '//',
      '/en//',
      '/%63ompany/intro/Intro',
      '/newsroom/News/%37',
      '/en/newsroom/%4Eews',
    ]) {
      expect(matchSiteRoute(path), path).toBe(rankedByReactRouter(path));
    }
    expect(matchSiteRoute('/%63ompany/intro/Intro')).toMatchObject({ pageKey: 'company_intro_intro' });
  });
});

describe('the route objects of a route', () => {
  it('are the route inside the layout, made once', () => {
    const route = matchSiteRoute('/newsroom/News/7');
    const objects = routeObjectsFor(route);
    expect(routeObjectsFor(route)).toBe(objects);
    expect(objects).toHaveLength(1);
    expect(objects[0]?.path).toBeUndefined();
    expect(objects[0]?.children?.map((child) => child.path)).toEqual([route.path]);
  });
});
