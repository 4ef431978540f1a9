import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SitemapTree } from './SitemapTree';

const sections = [
  {
    id: 'company',
    label: '회사소개',
    href: '/company',
    children: [
      {
        id: 'intro',
        label: '회사개요',
        href: '/company/intro',
        children: [{ id: 'vision', label: '비전', href: '/company/intro/Vision', children: [] }],
      },
    ],
  },
];

describe('SitemapTree', () => {
  it('heads each section with its link and nests the pages under their group', () => {
    render(<SitemapTree sections={sections} />);
    const heading = screen.getByRole('heading', { level: 2, name: '회사소개' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/company');
    const group = screen.getByRole('link', { name: '회사개요' }).closest('li') as HTMLElement;
    expect(within(group).getByRole('link', { name: '비전' })).toHaveAttribute(
      'href',
      '/company/intro/Vision',
    );
  });

  it('renders its links through the given renderer', () => {
    render(
      <SitemapTree
        sections={sections}
        renderLink={({ children, ...link }) => (
          <a {...link} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '비전' })).toHaveAttribute('data-router', 'yes');
  });
});
