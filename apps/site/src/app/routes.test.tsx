// @vitest-environment node
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE_ID, pageKeyOf, siteRoutes } from './routes';

/** The deepest route React Router matches for a path. */
function routeOf(pathname: string) {
  return matchRoutes(siteRoutes, pathname)?.at(-1)?.route;
}

describe('the routes', () => {
  it('show home at /, /en and /ko, in the language of the prefix', () => {
    expect(pageKeyOf('/')).toBe('home');
    expect(routeOf('/en')?.id).toBe('en:home:/en');
    expect(routeOf('/ko')?.id).toBe('ko:home:/ko');
  });

  it('show a menu page and a fixed route under every prefix', () => {
    expect(pageKeyOf('/company/intro/Intro')).toBe('company_intro_intro');
    expect(routeOf('/en/company/intro/Intro')?.id).toBe('en:company_intro_intro:/en/company/intro/Intro');
    expect(pageKeyOf('/newsroom/News/12')).toBe('news_detail');
    expect(routeOf('/en/newsroom/News/12/edit')?.id).toMatch(/^en:news_edit:/);
  });

  it("send a section's own path to its default page, keeping the language prefix", async () => {
    const korean = routeOf('/company');
    const english = routeOf('/en/company');
    expect(pageKeyOf('/company')).toBeUndefined();
    const load = async (route: typeof korean) => {
      if (typeof route?.loader !== 'function') throw new Error('A redirect route has a loader.');
      const answer = (await route.loader({} as never)) as Response;
      return answer.headers.get('Location');
    };
    const target = await load(korean);
    expect(target).toMatch(/^\/company\//);
    expect(await load(english)).toBe(`/en${target}`);
  });

  it('show the not-found page for any other path', () => {
    expect(routeOf('/no/such/page')?.id).toBe(NOT_FOUND_ROUTE_ID);
    expect(pageKeyOf('/en/company/intro/Intro/extra')).toBe('not_found');
  });

  it('give every route its own id, the same on the server and in the browser', () => {
    const ids: string[] = [];
    const collect = (routes: typeof siteRoutes) => {
      for (const route of routes) {
        if (route.id) ids.push(route.id);
        if (route.children) collect(route.children);
      }
    };
    collect(siteRoutes);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(150);
  });
});
