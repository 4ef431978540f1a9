import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it('shows the code, the h1, the explanation, the logo and the way home', () => {
    render(
      <NotFoundView
        renderLogo={(className) => <img className={className} src="/logo.svg" alt="로고" />}
        code="404"
        title="페이지를 찾을 수 없습니다"
        description="주소를 확인하세요"
        home={{ href: '/', label: '홈으로' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '로고' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('offers the site search under the way home when given one', () => {
    render(
      <NotFoundView
        code="404"
        title="페이지를 찾을 수 없습니다"
        description="주소를 확인하세요"
        home={{ href: '/', label: '홈으로' }}
        search={{ href: '/search', label: '사이트 검색하기' }}
      />,
    );
    expect(screen.getByRole('link', { name: '사이트 검색하기' })).toHaveAttribute('href', '/search');
  });
});
