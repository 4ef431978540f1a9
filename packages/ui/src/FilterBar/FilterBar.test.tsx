import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a search landmark named by its label, holding the filters and the actions', () => {
    render(
      <FilterBar label="문의 검색" actions={<button type="button">CSV 내보내기</button>}>
        <label>
          검색 <input type="search" />
        </label>
      </FilterBar>,
    );
    const region = screen.getByRole('search', { name: '문의 검색' });
    expect(region).toContainElement(screen.getByRole('searchbox', { name: '검색' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'CSV 내보내기' }));
  });
});
