import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeSection, Lines, MoreLink } from './HomeSection';

describe('HomeSection', () => {
  it('is a region named by its h2, the eyebrow hidden, with its lead, aside and body', () => {
    render(
      <HomeSection
        id="home-news"
        eyebrow="NEWSROOM"
        title="새 소식"
        description="최근 소식"
        aside={<MoreLink href="/news">전체 보기</MoreLink>}
      >
        <p>카드</p>
      </HomeSection>,
    );
    const region = screen.getByRole('region', { name: '새 소식' });
    expect(region).toHaveTextContent('최근 소식');
    expect(region).toHaveTextContent('카드');
    expect(screen.getByText('NEWSROOM')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/news');
  });

  it('keeps a title’s own line break', () => {
    render(<Lines>{'깨끗한 공기,\n정밀한 산업'}</Lines>);
    expect(screen.getByText(/깨끗한 공기/).textContent).toBe('깨끗한 공기,\n정밀한 산업');
  });
});
