import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCategories } from './ContactCategories';

describe('ContactCategories', () => {
  it('shows each desk with its heading, text and linked channels', () => {
    render(
      <ContactCategories
        aria-label="문의 분야"
        categories={[
          {
            id: 'sales',
            title: '영업 문의',
            description: '시공 상담',
            channels: [
              { id: 'email', label: '이메일', value: 'sales@example.com', href: 'mailto:sales@example.com' },
              { id: 'phone', label: '전화', value: '052-1', href: 'tel:052-1' },
            ],
          },
        ]}
      />,
    );
    const card = within(screen.getByRole('list', { name: '문의 분야' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: '영업 문의' })).toBeInTheDocument();
    expect(card).toHaveTextContent('01');
    expect(within(card).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(within(card).getByRole('link', { name: '052-1' })).toHaveAttribute('href', 'tel:052-1');
  });
});
