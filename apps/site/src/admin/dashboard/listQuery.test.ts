import { describe, expect, it } from 'vitest';
import { defaultSort, listQueryOf, listStateOf } from './listQuery';

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
