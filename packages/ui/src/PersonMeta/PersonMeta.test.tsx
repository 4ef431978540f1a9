import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonMeta } from './PersonMeta';

describe('PersonMeta', () => {
  it('shows the role and a hidden monogram of the name’s first letter', () => {
    render(<PersonMeta name="김청정" jobTitle="대표이사" />);
    expect(screen.getByText('대표이사')).toBeInTheDocument();
    expect(screen.getByText('김')).toHaveAttribute('aria-hidden', 'true');
  });
});
