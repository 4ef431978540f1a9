import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProseRow } from './ProseRow';

describe('ProseRow', () => {
  it('is a region named by its heading, numbered, with its paragraphs', () => {
    render(<ProseRow index={2} title="무엇을 하는가" paragraphs={['클린룸', '필터 소재']} />);
    const region = screen.getByRole('region', { name: '무엇을 하는가' });
    expect(region).toHaveTextContent('02');
    expect(screen.getByText('필터 소재')).toBeInTheDocument();
  });
});
