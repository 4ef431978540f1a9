import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkRenderer } from '../Link';
import { PageHero } from './PageHero';

const breadcrumbs = [
  { label: '홈', href: '/' },
  { label: '회사소개', href: '/company' },
  { label: '연혁', href: '/company/intro/History' },
];

describe('PageHero', () => {
  it('shows the title as the page heading and the description', () => {
    render(<PageHero title="연혁" description="성장의 발자취" />);
    expect(screen.getByRole('heading', { level: 1, name: '연혁' })).toBeInTheDocument();
    expect(screen.getByText('성장의 발자취')).toBeInTheDocument();
  });

  it('shows breadcrumbs in a named navigation, the last one the current page', () => {
    render(<PageHero title="연혁" breadcrumbs={breadcrumbs} breadcrumbLabel="현재 위치" />);
    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/company',
      '/company/intro/History',
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('renders links through the given renderer', () => {
    const renderLink: LinkRenderer = ({ href, children, ...rest }) => (
      <a href={`#router${href}`} {...rest}>
        {children}
      </a>
    );
    render(
      <PageHero title="CI" breadcrumbs={breadcrumbs} breadcrumbLabel="Breadcrumb" renderLink={renderLink} />,
    );
    expect(screen.getByRole('link', { name: '회사소개' })).toHaveAttribute('href', '#router/company');
  });

  it('shows no breadcrumb navigation without breadcrumbs', () => {
    render(<PageHero title="연혁" breadcrumbLabel="현재 위치" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders on the server, with its background image', () => {
    const html = renderToString(
      <PageHero title="연혁" backgroundImage="/hero.svg" breadcrumbs={breadcrumbs} />,
    );
    expect(html).toContain('url(&quot;/hero.svg&quot;)');
  });

  it('marks whether it has a background image, which the scrim over the image follows', () => {
    const { container, rerender } = render(<PageHero title="연혁" backgroundImage="/hero-ir.svg" />);
    const header = container.querySelector('header');
    expect(header).toHaveAttribute('data-has-image', 'true');
    expect(header?.style.backgroundImage).toBe('url("/hero-ir.svg")');
    rerender(<PageHero title="연혁" />);
    expect(container.querySelector('header')).toHaveAttribute('data-has-image', 'false');
    expect(container.querySelector('header')?.style.backgroundImage).toBe('');
  });

  it('names its background for Element Timing when asked, and only then', () => {
    const { container, rerender } = render(
      <PageHero title="연혁" backgroundImage="/hero.svg" elementTiming="page-hero" />,
    );
    expect(container.querySelector('header')).toHaveAttribute('elementtiming', 'page-hero');
    rerender(<PageHero title="연혁" backgroundImage="/hero.svg" />);
    expect(container.querySelector('header')).not.toHaveAttribute('elementtiming');
  });
});
