import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FallbackText } from './FallbackText';

describe('FallbackText', () => {
  it('marks the text with its language and adds the note in the page language', () => {
    render(
      <a href="/en/newsroom/News/4">
        <FallbackText lang="ko" note="Korean only">
          국제 산업전 참가
        </FallbackText>
      </a>,
    );
    expect(screen.getByText('국제 산업전 참가')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Korean only').closest('[lang]')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName('국제 산업전 참가 Korean only');
  });

  it('may come without a note', () => {
    render(<FallbackText lang="ko">제목</FallbackText>);
    expect(screen.getByText('제목')).toHaveAttribute('lang', 'ko');
    expect(screen.queryByText('Korean only')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <FallbackText lang="ko" note="Korean only">
        제목
      </FallbackText>,
    );
    expect(html).toContain('lang="ko"');
    expect(html).toContain('Korean only');
  });
});
