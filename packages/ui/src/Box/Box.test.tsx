import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for, with its attributes and a class per layout prop', () => {
    render(
      <Box as="section" aria-label="수치" display="flex" gap={4} className="extra">
        내용
      </Box>,
    );
    const box = screen.getByRole('region', { name: '수치' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveClass('extra');
    // display and gap each add a class; the layout props never reach the element as attributes.
    expect(box.classList.length).toBe(3);
    expect(box).not.toHaveAttribute('display');
    expect(box).not.toHaveAttribute('gap');
  });

  it('gives a responsive prop a class per breakpoint', () => {
    render(<Box data-testid="box" gap={{ mobile: 4, desktop: 8 }} />);
    expect(screen.getByTestId('box').classList.length).toBe(2);
  });

  it('resets a list it renders as, and only a list', () => {
    const { rerender } = render(<Box as="ul" data-testid="box" />);
    const listClasses = screen.getByTestId('box').className;
    rerender(<Box as="div" data-testid="box" />);
    expect(screen.getByTestId('box')).not.toHaveAttribute('class');
    expect(listClasses).not.toBe('');
  });
});
