import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleLayout, BackLink } from './ArticleLayout';

describe('ArticleLayout', () => {
  it('shows the date as time, the title as h2, the body, the navigation and the way back', () => {
    render(
      <ArticleLayout
        date="2025-03-14"
        title="클린룸 수주"
        back={{ href: '/newsroom/News', label: '목록' }}
        navigation={<nav aria-label="이전글과 다음글" />}
        actions={<button type="button">수정</button>}
      >
        <p>본문</p>
      </ArticleLayout>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('본문');
    expect(screen.getByText('2025-03-14')).toHaveAttribute('datetime', '2025-03-14');
    expect(screen.getByRole('heading', { level: 2, name: '클린룸 수주' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '이전글과 다음글' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/newsroom/News');
    expect(screen.getByRole('button', { name: '수정' })).toBeInTheDocument();
  });

  it('offers the back link on its own (for an empty detail page)', () => {
    render(<BackLink href="/ir/Announcement">목록</BackLink>);
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/ir/Announcement');
  });
});
