import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Letter } from './Letter';

describe('Letter', () => {
  it('shows the greeting, the paragraphs in order, then the signature', () => {
    const { container } = render(
      <Letter greeting="안녕하십니까" paragraphs={['첫째', '둘째']} signature="대표이사" />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '안녕하십니까',
      '첫째',
      '둘째',
      '대표이사',
    ]);
    expect(screen.getByText('대표이사')).toBeInTheDocument();
  });
});
