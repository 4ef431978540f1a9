import { describe, expect, it } from 'vitest';
import { defaultSort, listQueryOf, listStateOf, searchedIds } from './listQuery';

describe('the dashboard list in the address', () => {
  it('reads the plain address as the news tab, newest change first', () => {
    expect(listStateOf(new URLSearchParams())).toEqual({
      kind: 'news',
      status: '',
      search: '',
      sort: defaultSort,
      page: 1,
    });
  });

  it('round-trips every part of the state', () => {
    const state = listStateOf(
      new URLSearchParams('kind=shareholders&status=scheduled&q=주총&sort=title&dir=asc&page=3'),
    );
    expect(state).toEqual({
      kind: 'shareholders',
      status: 'scheduled',
      search: '주총',
      sort: { key: 'title', direction: 'ascending' },
      page: 3,
    });
    expect(listStateOf(listQueryOf(state))).toEqual(state);
  });

  it('ignores what it does not know instead of failing', () => {
    expect(listStateOf(new URLSearchParams('kind=pages&status=hidden&sort=password&page=-2'))).toEqual(
      listStateOf(new URLSearchParams()),
    );
    expect(listQueryOf(listStateOf(new URLSearchParams())).toString()).toBe('');
  });
});

describe('the dashboard search', () => {
  it('asks the search function for one kind in both languages, and answers the ids it found', async () => {
    const calls: unknown[] = [];
    const client = {
      rpc: (name: string, args: unknown) => {
        calls.push([name, args]);
        return Promise.resolve({ data: { results: [{ id: 7 }, { id: 3 }] }, error: null });
      },
    } as unknown as Parameters<typeof searchedIds>[0];
    expect(await searchedIds(client, 'announcement', '  드라이룸 ')).toEqual([7, 3]);
    expect(calls).toEqual([
      ['search_content', { query: '드라이룸', lang: 'any', max_results: 50, skip: 0, kind: 'announcement' }],
    ]);
    expect(await searchedIds(client, 'news', '   ')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
