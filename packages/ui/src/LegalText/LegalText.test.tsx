import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText } from './LegalText';

describe('LegalText', () => {
  it('links each contents entry to its article, a region named by its heading', () => {
    render(
      <LegalText
        idPrefix="privacy"
        effectiveDate="시행일 2025-01-01"
        intro="소개"
        tocTitle="목차"
        articles={[
          { id: 'purpose', title: '제1조 (목적)', paragraphs: ['목적 문단'] },
          { id: 'items', title: '제2조 (항목)', paragraphs: ['항목 문단', '보관 문단'] },
        ]}
      />,
    );
    const toc = screen.getByRole('navigation', { name: '목차' });
    const link = within(toc).getByRole('link', { name: '제2조 (항목)' });
    const article = screen.getByRole('region', { name: '제2조 (항목)' });
    expect(link).toHaveAttribute('href', `#${article.id}`);
    expect(article).toHaveTextContent('보관 문단');
    expect(screen.getByText('시행일 2025-01-01')).toBeInTheDocument();
  });
});
