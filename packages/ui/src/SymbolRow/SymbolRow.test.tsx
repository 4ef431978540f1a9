import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '../Logo';
import { SymbolRow } from './SymbolRow';

describe('SymbolRow', () => {
  it('shows the symbol with its alt text beside the explanation', () => {
    render(
      <SymbolRow src="/mark.svg" alt="회사 심볼" width={64} height={64}>
        <p>공기의 흐름</p>
      </SymbolRow>,
    );
    expect(screen.getByRole('img', { name: '회사 심볼' })).toHaveAttribute('width', '64');
    expect(screen.getByText('공기의 흐름')).toBeInTheDocument();
  });

  it('shows a symbol given as an element', () => {
    render(
      <SymbolRow symbol={<Logo label="회사 심볼" size="xl" />}>
        <p>공기의 흐름</p>
      </SymbolRow>,
    );
    expect(screen.getByRole('img', { name: '회사 심볼' }).querySelectorAll('path')).toHaveLength(4);
  });
});
