import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkRenderer } from '../Link';
import { koreanFacts, koreanLinks } from './footerSample';
import { SiteFooter } from './SiteFooter';

const props = {
  links: koreanLinks,
  linksLabel: '푸터 메뉴',
  facts: koreanFacts,
  copyright: '© 2025 Company',
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SiteFooter', () => {
  it('lists the footer links in order in a named navigation', () => {
    render(<SiteFooter {...props} />);
    const nav = screen.getByRole('navigation', { name: '푸터 메뉴' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/Privacy', '/LegalNotice', '/Qna', '/Sitemap']);
  });

  it('shows each company fact with its label, phone and e-mail as links', () => {
    render(<SiteFooter {...props} />);
    expect(screen.getByText('대표전화').nextElementSibling).toHaveTextContent('052-000-0000');
    expect(screen.getByRole('link', { name: '052-000-0000' })).toHaveAttribute('href', 'tel:0520000000');
    expect(screen.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    );
    for (const label of ['팩스', '평일', '점심시간', '대표자', '주소']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('© 2025 Company')).toBeInTheDocument();
  });

  it('leaves out the facts it is not given', () => {
    render(<SiteFooter {...props} facts={{ phone: koreanFacts.phone }} />);
    expect(screen.queryByText('팩스')).not.toBeInTheDocument();
  });

  it('renders links through the given renderer', () => {
    const renderLink: LinkRenderer = ({ href, children, className }) => (
      <a href={`/ko${href}`} className={className} data-router="yes">
        {children}
      </a>
    );
    render(<SiteFooter {...props} renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: '사이트맵' })).toHaveAttribute('href', '/ko/Sitemap');
  });

  it('shows the scroll-to-top button once scrolled down, when labelled', () => {
    render(<SiteFooter {...props} scrollToTopLabel="맨 위로" />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeInTheDocument();
  });

  it('docks the scroll-to-top button just before the footer, never inside it over its lines', () => {
    render(<SiteFooter {...props} scrollToTopLabel="맨 위로" />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
      fireEvent.scroll(window);
    });
    const button = screen.getByRole('button', { name: '맨 위로' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toContainElement(button);
    expect(button.parentElement?.nextElementSibling).toBe(footer);
  });

  it('renders on the server', () => {
    expect(renderToString(<SiteFooter {...props} scrollToTopLabel="맨 위로" />)).toContain(
      '개인정보처리방침',
    );
  });
});
