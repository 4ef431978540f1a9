import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemList, ItemListRow } from './ItemList';

describe('ItemList', () => {
  it('lists each item with its date, title and actions', () => {
    render(
      <ItemList aria-label="게시물">
        <ItemListRow date="2025-03-14" title="클린룸 수주" actions={<button type="button">삭제</button>} />
        <ItemListRow date="2025-02-20" title="인증 획득" />
      </ItemList>,
    );
    const rows = within(screen.getByRole('list', { name: '게시물' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2025-03-14');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('인증 획득');
  });
});
