import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkRow } from './LinkRow';

describe('LinkRow', () => {
  it('puts each link in its own list item', () => {
    render(
      <LinkRow aria-label="더 보기">
        <a href="/a">가</a>
        <a href="/b">나</a>
        {null}
      </LinkRow>,
    );
    const items = within(screen.getByRole('list', { name: '더 보기' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: '나' })).toBeInTheDocument();
  });
});
