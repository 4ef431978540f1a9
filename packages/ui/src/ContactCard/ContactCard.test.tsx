import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from './ContactCard';

describe('ContactCard', () => {
  it('is a region named by its title, and links only the details that have an address', () => {
    render(
      <ContactCard
        title="본사"
        details={[
          { id: 'address', label: '주소', value: '울산 남구' },
          { id: 'phone', label: '전화', value: '052-123-4567', href: 'tel:052-123-4567' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: '본사' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['주소', '전화']);
    expect(screen.getByRole('link', { name: '052-123-4567' })).toHaveAttribute('href', 'tel:052-123-4567');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('ContactCard, wide', () => {
  it('keeps the same terms, values and links in its wide layout', () => {
    render(
      <ContactCard
        layout="wide"
        title="회사"
        details={[{ id: 'email', label: '이메일', value: 'a@example.com', href: 'mailto:a@example.com' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '회사' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a@example.com' })).toHaveAttribute(
      'href',
      'mailto:a@example.com',
    );
  });
});
