import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './ProfileCard';

describe('ProfileCard', () => {
  it('is a region named by the office, with the name and each line', () => {
    render(<ProfileCard label="감사" name="박투명" lines={['상근감사', '독립 감사']} headingLevel={2} />);
    const region = screen.getByRole('region', { name: '감사' });
    expect(screen.getByRole('heading', { level: 2, name: '감사' })).toBeInTheDocument();
    expect(region).toHaveTextContent('박투명');
    expect(region).toHaveTextContent('독립 감사');
  });
});
