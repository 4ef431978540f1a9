import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Portrait } from './Portrait';

describe('Portrait', () => {
  it('shows the picture with its alt text', () => {
    render(<Portrait name="한승우" image="/portrait.svg" alt="대표이사 초상" />);
    expect(screen.getByRole('img', { name: '대표이사 초상' })).toHaveAttribute('src', '/portrait.svg');
  });

  it('shows a monogram of the name without a picture, hidden from assistive technology', () => {
    const { container } = render(<Portrait name="Seungwoo Han" />);
    expect(screen.queryByRole('img')).toBeNull();
    const monogram = container.querySelector('[data-portrait="monogram"]');
    expect(monogram).toHaveTextContent('S');
    expect(monogram).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the monogram when the picture cannot load', () => {
    const { container } = render(<Portrait name="한승우" image="/missing.svg" alt="초상" />);
    fireEvent.error(screen.getByRole('img', { name: '초상' }));
    expect(container.querySelector('[data-portrait="monogram"]')).toHaveTextContent('한');
  });

  it('renders on the server', () => {
    expect(renderToString(<Portrait name="한승우" image="/p.svg" />)).toContain('/p.svg');
  });
});
