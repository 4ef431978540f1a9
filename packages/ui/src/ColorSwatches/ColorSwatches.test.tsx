import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorSwatches } from './ColorSwatches';

describe('ColorSwatches', () => {
  it('names each colour and shows its hex value', () => {
    render(
      <ColorSwatches
        aria-label="색상"
        colors={[
          { id: 'navy', label: '딥 네이비', hex: '#0B2A4A' },
          { id: 'cyan', label: '에어 시안', hex: '#22C3E6' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: '색상' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual(['딥 네이비#0B2A4A', '에어 시안#22C3E6']);
  });
});
