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

  it("shows the author's portrait and closes on a signature line", () => {
    const { container } = render(
      <Letter
        greeting="안녕하십니까"
        paragraphs={['첫째']}
        signature="대표이사 한승우"
        portrait={{ image: '/ceo.svg', alt: '대표이사 한승우 초상' }}
      />,
    );
    expect(screen.getByRole('img', { name: '대표이사 한승우 초상' })).toHaveAttribute('src', '/ceo.svg');
    expect(container.querySelector('[data-signature]')).toHaveTextContent('대표이사 한승우');
  });

  it("shows the author's monogram when the portrait has no picture", () => {
    const { container } = render(
      <Letter
        greeting="안녕하십니까"
        paragraphs={['첫째']}
        signature="대표이사 한승우"
        portrait={{ image: null, alt: '' }}
      />,
    );
    expect(container.querySelector('[data-portrait="monogram"]')).toHaveTextContent('한');
  });
});
