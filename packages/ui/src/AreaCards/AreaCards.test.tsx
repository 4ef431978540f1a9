import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaCards } from './AreaCards';

describe('AreaCards', () => {
  it('shows each area with its heading and a named list of links', () => {
    render(
      <AreaCards
        areas={[
          {
            id: 'enc',
            title: 'E&C',
            description: '클린룸 시공',
            linksLabel: '프로젝트',
            links: [{ href: '/p/semi', label: '반도체' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'E&C' })).toBeInTheDocument();
    const links = screen.getByRole('list', { name: '프로젝트' });
    expect(within(links).getByRole('link', { name: '반도체' })).toHaveAttribute('href', '/p/semi');
  });
});
