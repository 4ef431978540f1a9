import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figure } from './Figure';

describe('Figure', () => {
  it('shows the image with its alt text and size, captioned', () => {
    render(<Figure src="/a.svg" alt="기류 일러스트" width={800} height={500} caption="공기의 흐름" />);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('공기의 흐름');
    const image = screen.getByRole('img', { name: '기류 일러스트' });
    expect(figure).toContainElement(image);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly above the fold', () => {
    render(<Figure src="/a.svg" alt="지도" width={8} height={5} eager />);
    expect(screen.getByRole('img', { name: '지도' })).toHaveAttribute('loading', 'eager');
  });
});
