import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductIntro } from './ProductIntro';

describe('ProductIntro', () => {
  it('is a region named by the product, with its illustration, subtitle, lead and links', () => {
    render(
      <ProductIntro
        media={<img src="/a.svg" alt="일러스트" />}
        eyebrow="소재"
        title="Durafiltex AD"
        subtitle="흡착형"
        lead="리드"
      >
        <a href="/Qna">문의하기</a>
      </ProductIntro>,
    );
    const region = screen.getByRole('region', { name: 'Durafiltex AD' });
    expect(region).toHaveTextContent('흡착형');
    expect(region).toHaveTextContent('리드');
    expect(screen.getByRole('link', { name: '문의하기' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '일러스트' })).toBeInTheDocument();
  });
});
