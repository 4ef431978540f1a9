import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkRenderer } from '../Link';
import { MegaHeader, type MegaHeaderProps } from './MegaHeader';
import { koreanMenu, SampleLogo } from './menuSample';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

afterEach(() => {
  scrollWindowTo(0);
  vi.unstubAllGlobals();
});

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const labels = {
  homeLabel: '홈으로',
  navLabel: '주 메뉴',
  menuButtonLabel: '전체 메뉴 열기',
  sideMenuTitle: '전체 메뉴',
  closeMenuLabel: '메뉴 닫기',
  newTabLabel: '새 창에서 열림',
};

function renderHeader(props: Partial<MegaHeaderProps> = {}) {
  return render(<MegaHeader items={koreanMenu} logo={<SampleLogo />} {...labels} {...props} />);
}

// `hidden: true` because an open side menu hides the rest of the page from assistive technology.
const header = () => screen.getByRole('banner', { hidden: true });
const dim = () => screen.getByTestId('mega-header-dim');

// The side menu loads the first time it opens; once loaded, it opens in the same render.
beforeAll(async () => {
  renderHeader({ defaultSideMenuOpen: true });
  await screen.findByRole('dialog');
  cleanup();
});

describe('MegaHeader', () => {
  it('shows the logo linking home and every top item linking to its target', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    const top = ['회사소개', '사업분야', '지속가능경영', '투자정보', '인재채용', '뉴스룸'];
    for (const label of top) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '사업분야' })).toHaveAttribute('href', '/business/Business');
  });

  it('opens a dropdown on hover, dims the page, and closes when the pointer leaves the header', async () => {
    renderHeader();
    expect(dim()).toHaveAttribute('data-visible', 'false');
    fireEvent.pointerEnter(screen.getByRole('link', { name: '사업분야' }), { pointerType: 'mouse' });
    fireEvent.pointerMove(screen.getByRole('link', { name: '사업분야' }), { pointerType: 'mouse' });
    await waitFor(() => expect(screen.getByRole('link', { name: '사업 개요' })).toBeInTheDocument());
    expect(header()).toHaveAttribute('data-dropdown-open', 'true');
    expect(dim()).toHaveAttribute('data-visible', 'true');
    fireEvent.pointerLeave(header(), { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('link', { name: '사업 개요' })).not.toBeInTheDocument());
    expect(dim()).toHaveAttribute('data-visible', 'false');
  });

  it('opens a dropdown from the keyboard with ArrowDown', async () => {
    renderHeader();
    screen.getByRole('link', { name: '지속가능경영' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('link', { name: '환경' })).toHaveAttribute(
      'href',
      '/sustainability/Environment',
    );
    expect(screen.getByRole('link', { name: '지속가능경영' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lays out a dropdown from data: overview, groups and a banner block', () => {
    renderHeader({ defaultOpenItemId: 'business' });
    expect(screen.getByRole('link', { name: '사업 개요' })).toHaveAttribute('href', '/business/Business');
    expect(screen.getByText('브랜드')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slown' })).toHaveAttribute('href', '/business/brands/Slown');
    const banner = screen.getByText('프로젝트').parentElement as HTMLElement;
    const bannerLinks = within(banner)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(bannerLinks).toEqual(['반도체 클린룸', '2차전지 드라이룸', 'GMP 룸']);
  });

  it('opens external banner links in a new tab, safely, and says so', () => {
    renderHeader({ defaultOpenItemId: 'company' });
    const youtube = screen.getByRole('link', { name: /유튜브 채널/ });
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    expect(youtube).toHaveAccessibleName(/새 창에서 열림/);
  });

  it('derives a dropdown from the children when none is described', () => {
    renderHeader({ defaultOpenItemId: 'careers' });
    expect(screen.getByRole('link', { name: '채용 안내' })).toHaveAttribute('href', '/careers/info/Process');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/careers/info/FAQ');
  });

  it('is transparent at the top when asked, until scrolled beyond 50 px or a dropdown opens', async () => {
    renderHeader({ transparentAtTop: true });
    expect(header()).toHaveAttribute('data-transparent', 'true');
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(50);
    expect(header()).toHaveAttribute('data-transparent', 'true');
    scrollWindowTo(51);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    expect(header()).toHaveAttribute('data-transparent', 'false');
    scrollWindowTo(0);
    expect(header()).toHaveAttribute('data-transparent', 'true');
    screen.getByRole('link', { name: '투자정보' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header()).toHaveAttribute('data-transparent', 'false');
  });

  it('is never transparent unless asked', () => {
    renderHeader();
    expect(header()).toHaveAttribute('data-transparent', 'false');
  });

  it('opens the side menu from the hamburger, listing every item with its children', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: '전체 메뉴 열기' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(within(dialog).getByRole('link', { name: '오시는 길' })).toHaveAttribute(
      'href',
      '/company/Location',
    );
    expect(within(dialog).getByRole('link', { name: '채용 절차' })).toHaveAttribute(
      'href',
      '/careers/info/Process',
    );
    expect(within(dialog).getByRole('link', { name: '영상' })).toBeInTheDocument();
  });

  it('closes the side menu with its close button and returns focus to the hamburger', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체 메뉴 열기' })).toHaveFocus();
  });

  it('closes the side menu when any of its links is followed', async () => {
    const renderLink: LinkRenderer = ({ href, children, onClick, ...rest }) => (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    );
    renderHeader({ renderLink });
    await userEvent.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '복리후생' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes every menu when the current path changes', () => {
    const { rerender } = render(
      <MegaHeader
        items={koreanMenu}
        logo={<SampleLogo />}
        {...labels}
        currentPath="/"
        defaultOpenItemId="business"
        defaultSideMenuOpen
      />,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(header()).toHaveAttribute('data-dropdown-open', 'true');
    rerender(<MegaHeader items={koreanMenu} logo={<SampleLogo />} {...labels} currentPath="/ir/Overview" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(header()).toHaveAttribute('data-dropdown-open', 'false');
  });

  it('marks the current page and renders links through the given renderer', () => {
    const renderLink: LinkRenderer = ({ href, children, ...rest }) => (
      <a href={`/ko${href}`} data-router="true" {...rest}>
        {children}
      </a>
    );
    renderHeader({ renderLink, currentPath: '/newsroom/News' });
    const newsroom = screen.getByRole('link', { name: '뉴스룸' });
    expect(newsroom).toHaveAttribute('href', '/ko/newsroom/News');
    expect(newsroom).toHaveAttribute('aria-current', 'page');
  });

  it('renders on the server', () => {
    const html = renderToString(
      <MegaHeader items={koreanMenu} logo={<SampleLogo />} {...labels} transparentAtTop />,
    );
    expect(html).toContain('data-transparent="true"');
    expect(html).toContain('회사소개');
  });
});
