import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';

const items = [
  { id: 'design', title: '설계', description: '공조 설계', extra: <a href="/design">자세히</a> },
  { id: 'build', title: '시공', description: '일괄 시공' },
];

describe('FeatureGrid', () => {
  it('lists titled items with their text and extra content', () => {
    render(<FeatureGrid items={items} aria-label="단계" />);
    const entries = within(screen.getByRole('list', { name: '단계' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(
      within(entries[0] as HTMLElement).getByRole('heading', { level: 3, name: '설계' }),
    ).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByRole('link', { name: '자세히' })).toHaveAttribute(
      'href',
      '/design',
    );
    expect(entries[1]).toHaveTextContent('일괄 시공');
  });

  it('numbers the items when asked and uses the requested heading level', () => {
    render(<FeatureGrid items={items} numbered headingLevel={4} />);
    expect(screen.getByText('01')).toBeInTheDocument();
    expect(screen.getByText('02')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '시공' })).toBeInTheDocument();
  });

  it('shows no numbers by default', () => {
    render(<FeatureGrid items={items} />);
    expect(screen.queryByText('01')).toBeNull();
  });
});
