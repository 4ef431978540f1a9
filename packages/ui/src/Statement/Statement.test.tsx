import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Statement } from './Statement';

describe('Statement', () => {
  it('is a region named by its large h2, with its eyebrow and lead', () => {
    render(<Statement eyebrow="회사개요" title="깨끗한 공기" lead="두 축의 사업" />);
    const region = screen.getByRole('region', { name: '깨끗한 공기' });
    expect(region).toHaveTextContent('회사개요');
    expect(screen.getByText('두 축의 사업')).toBeInTheDocument();
  });

  it('shows the title alone when there is no lead', () => {
    render(<Statement title="연혁" />);
    expect(screen.getByRole('region', { name: '연혁' }).textContent).toBe('연혁');
  });
});
