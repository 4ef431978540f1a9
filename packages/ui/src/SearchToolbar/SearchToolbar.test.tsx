import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchToolbar } from './SearchToolbar';

describe('SearchToolbar', () => {
  it('shows the search field and announces the count as a status', () => {
    render(<SearchToolbar search={<input aria-label="질문 검색" />} status="총 12건" />);
    expect(screen.getByRole('textbox', { name: '질문 검색' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('총 12건');
  });
});
