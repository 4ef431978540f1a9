import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the given HTML as document structure', () => {
    render(<RichText html='<h2>증설</h2><p>새 라인 <a href="/b">소재</a></p><ul><li>하나</li></ul>' />);
    expect(screen.getByRole('heading', { level: 2, name: '증설' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '소재' })).toHaveAttribute('href', '/b');
    expect(screen.getByRole('listitem')).toHaveTextContent('하나');
  });
});
