import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BulletList } from './BulletList';

describe('BulletList', () => {
  it('lists every point in order', () => {
    render(<BulletList items={['하나', '둘', '셋']} aria-label="원칙" />);
    const list = screen.getByRole('list', { name: '원칙' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['하나', '둘', '셋']);
    expect(list.children).toHaveLength(3);
  });
});
