import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkRenderer, LinkRenderProps } from '../Link';
import { MegaHeader, type MegaHeaderProps } from './MegaHeader';
import { koreanLabels, koreanMenu, SampleLogo } from './menuSample';
import type { NavItem } from './navTypes';

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

const labels = koreanLabels;

/** The sample menu with a last top item that has no dropdown: a plain link in the bar. */
const menuWithPlainLink: NavItem[] = [...koreanMenu, { id: 'contact', label: '문의', href: '/contact' }];

function renderHeader(props: Partial<MegaHeaderProps> = {}) {
  return render(<MegaHeader items={koreanMenu} logo={<SampleLogo />} {...labels} {...props} />);
}

// `hidden: true` because an open side menu hides the rest of the page from assistive technology.
const header = () => screen.getByRole('banner', { hidden: true });
const dim = () => screen.getByTestId('mega-header-dim');
const nav = () => screen.getByRole('navigation', { name: '주 메뉴' });
const topLink = (name: string) => within(nav()).getByRole('link', { name });

/**
 * A link that behaves as a router's: it calls the onClick it is given, then, unless that prevented it,
 * navigates in the page (preventing the browser's page load) — here, records where it went.
 */
function RouterLink({
  href,
  children,
  onClick,
  followed,
  ...rest
}: LinkRenderProps & { followed: string[] }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    followed.push(href);
  };
  return (
    <a href={href} {...rest} onClick={follow}>
      {children}
    </a>
  );
}

function routerLinks() {
  const followed: string[] = [];
  const renderLink: LinkRenderer = (props) => <RouterLink {...props} followed={followed} />;
  return { renderLink, followed };
}

// The side menu loads the first time it opens; once loaded, it opens in the same render.
beforeAll(async () => {
  renderHeader({ defaultSideMenuOpen: true });
  await screen.findByRole('dialog');
  cleanup();
});

describe('MegaHeader', () => {
  it('shows the logo linking home and every top item as a link to its path; those with a dropdown tell whether it is open', () => {
    renderHeader({ items: menuWithPlainLink });
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    const top = {
      회사소개: '/company/intro/Intro',
      사업분야: '/business/Business',
      지속가능경영: '/sustainability/Overview',
      투자정보: '/ir/Overview',
      인재채용: '/careers/Jobs',
      뉴스룸: '/newsroom/News',
    };
    for (const [label, href] of Object.entries(top)) {
      expect(topLink(label)).toHaveAttribute('href', href);
      expect(topLink(label)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(topLink('문의')).toHaveAttribute('href', '/contact');
    expect(topLink('문의')).not.toHaveAttribute('aria-expanded');
    expect(within(nav()).queryAllByRole('button')).toEqual([]);
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

  it('lists single pages as links under one another, never as headings over empty columns', () => {
    renderHeader({ defaultOpenItemId: 'careers' });
    const content = screen.getByRole('link', { name: '직무 소개' }).closest('ul') as HTMLElement;
    // 직무 소개 and 복리후생 have no pages under them: two links of one list.
    expect(
      within(content)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['직무 소개', '복리후생']);
    // 채용 안내 has pages under it: a column with its heading link over them.
    const column = screen.getByRole('link', { name: '채용 안내' }).parentElement as HTMLElement;
    expect(
      within(column)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['채용 안내', '채용 절차', 'FAQ']);
  });

  it('shows a dropdown of single pages only as one list of links', () => {
    renderHeader({ defaultOpenItemId: 'ir' });
    const list = screen.getByRole('link', { name: 'IR 개요' }).closest('ul') as HTMLElement;
    // A list of links within one column of the dropdown, not the row of columns itself.
    expect(list.parentElement?.tagName).toBe('LI');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['IR 개요', '공시정보', '전자공고', '주주총회']);
  });

  describe('pointer (hover intent)', () => {
    it('opens on hover over a top item, stays open while the pointer moves into the dropdown, closes after it leaves', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.hover(topLink('사업분야'));
      const overview = await screen.findByRole('link', { name: '사업 개요' });
      expect(topLink('사업분야')).toHaveAttribute('aria-expanded', 'true');
      // Leaving the top item for the dropdown below it: the close timer is cancelled on entering it.
      await user.hover(overview);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(screen.getByRole('link', { name: '사업 개요' })).toBeInTheDocument();
      await user.unhover(overview);
      await waitFor(() => expect(screen.queryByRole('link', { name: '사업 개요' })).not.toBeInTheDocument());
      expect(topLink('사업분야')).toHaveAttribute('aria-expanded', 'false');
    });

    it('moves along the bar from one dropdown to the next', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.hover(topLink('사업분야'));
      await screen.findByRole('link', { name: '사업 개요' });
      await user.hover(topLink('회사소개'));
      expect(await screen.findByRole('link', { name: /유튜브 채널/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '사업 개요' })).not.toBeInTheDocument();
    });

    it('follows a hovered top item on a click and closes its dropdown, which opens again on the next hover', async () => {
      const user = userEvent.setup();
      const { renderLink, followed } = routerLinks();
      renderHeader({ renderLink });
      await user.hover(topLink('사업분야'));
      await screen.findByRole('link', { name: '사업 개요' });
      await user.click(topLink('사업분야'));
      expect(followed).toEqual(['/business/Business']);
      expect(topLink('사업분야')).toHaveAttribute('aria-expanded', 'false');
      expect(dim()).toHaveAttribute('data-visible', 'false');
      await user.unhover(topLink('사업분야'));
      await user.hover(topLink('사업분야'));
      expect(await screen.findByRole('link', { name: '사업 개요' })).toBeInTheDocument();
    });

    it('follows a top item clicked before its dropdown opened; resting there opens nothing afterwards', async () => {
      const user = userEvent.setup();
      const { renderLink, followed } = routerLinks();
      renderHeader({ renderLink });
      await user.click(topLink('투자정보'));
      expect(followed).toEqual(['/ir/Overview']);
      // Longer than the hover's open delay.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(topLink('투자정보')).toHaveAttribute('aria-expanded', 'false');
      expect(dim()).toHaveAttribute('data-visible', 'false');
    });

    it('dims the page while a dropdown is open, and a pointer down on the dim closes it', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(dim()).toHaveAttribute('data-visible', 'false');
      await user.hover(topLink('투자정보'));
      await screen.findByRole('link', { name: '전자공고' });
      expect(header()).toHaveAttribute('data-dropdown-open', 'true');
      expect(dim()).toHaveAttribute('data-visible', 'true');
      // Radix listens for a pointer down outside a moment after the dropdown opens.
      await new Promise((resolve) => setTimeout(resolve, 10));
      await user.pointer({ keys: '[MouseLeft]', target: dim() });
      await waitFor(() => expect(dim()).toHaveAttribute('data-visible', 'false'));
      expect(screen.queryByRole('link', { name: '전자공고' })).not.toBeInTheDocument();
    });
  });

  describe('keyboard (NavigationMenu)', () => {
    it('moves between the top items with the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      renderHeader({ items: menuWithPlainLink });
      await user.tab();
      expect(screen.getByRole('link', { name: '홈으로' })).toHaveFocus();
      await user.tab();
      expect(topLink('회사소개')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(topLink('사업분야')).toHaveFocus());
      await user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(topLink('회사소개')).toHaveFocus());
      await user.keyboard('{End}');
      await waitFor(() => expect(topLink('문의')).toHaveFocus());
      await user.keyboard('{Home}');
      await waitFor(() => expect(topLink('회사소개')).toHaveFocus());
      // Arrows move focus only: no dropdown opened on the way.
      expect(header()).toHaveAttribute('data-dropdown-open', 'false');
    });

    it('follows a top item with Enter, opening nothing and closing a dropdown left open', async () => {
      const user = userEvent.setup();
      const { renderLink, followed } = routerLinks();
      renderHeader({ renderLink });
      await user.hover(topLink('뉴스룸'));
      await screen.findByRole('link', { name: '뉴스' });
      topLink('지속가능경영').focus();
      await user.keyboard('{Enter}');
      expect(followed).toEqual(['/sustainability/Overview']);
      expect(topLink('지속가능경영')).toHaveAttribute('aria-expanded', 'false');
      expect(topLink('뉴스룸')).toHaveAttribute('aria-expanded', 'false');
      expect(dim()).toHaveAttribute('data-visible', 'false');
    });

    it('hides nothing focusable from assistive technology while a dropdown is open', async () => {
      const user = userEvent.setup();
      renderHeader();
      topLink('사업분야').focus();
      await user.keyboard(' ');
      await screen.findByRole('link', { name: '사업 개요' });
      const hiddenFocusable = nav().querySelectorAll(
        '[aria-hidden="true"][tabindex="0"], [aria-hidden="true"] a',
      );
      expect(hiddenFocusable).toHaveLength(0);
    });

    it('opens a dropdown with Space and moves to its first link, without scrolling the page', async () => {
      renderHeader();
      topLink('투자정보').focus();
      // fireEvent tells whether the key kept its default action (a scroll of the page).
      expect(fireEvent.keyDown(topLink('투자정보'), { key: ' ', code: 'Space' })).toBe(false);
      await waitFor(() => expect(screen.getByRole('link', { name: 'IR 개요' })).toHaveFocus());
      expect(topLink('투자정보')).toHaveAttribute('aria-expanded', 'true');
      expect(dim()).toHaveAttribute('data-visible', 'true');
    });

    it('moves into a dropdown the pointer opened with Space, leaving it open', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.hover(topLink('뉴스룸'));
      await screen.findByRole('link', { name: '뉴스' });
      topLink('뉴스룸').focus();
      await user.keyboard(' ');
      await waitFor(() => expect(screen.getByRole('link', { name: '뉴스' })).toHaveFocus());
      expect(topLink('뉴스룸')).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens a dropdown with ArrowDown and moves into it; arrows then move between its links', async () => {
      const user = userEvent.setup();
      renderHeader();
      topLink('지속가능경영').focus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: '개요' })).toHaveFocus());
      expect(topLink('지속가능경영')).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: '환경' })).toHaveFocus());
      await user.keyboard('{ArrowUp}');
      await waitFor(() => expect(screen.getByRole('link', { name: '개요' })).toHaveFocus());
    });

    it('closes with Escape and returns focus to the top item', async () => {
      const user = userEvent.setup();
      renderHeader();
      topLink('지속가능경영').focus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: '개요' })).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('link', { name: '개요' })).not.toBeInTheDocument();
      expect(topLink('지속가능경영')).toHaveFocus();
      expect(topLink('지속가능경영')).toHaveAttribute('aria-expanded', 'false');
      expect(dim()).toHaveAttribute('data-visible', 'false');
    });

    it('tabs through the closed top items, through an open dropdown and out of the navigation, which closes it', async () => {
      const user = userEvent.setup();
      renderHeader();
      topLink('인재채용').focus();
      await user.tab();
      expect(topLink('뉴스룸')).toHaveFocus();
      expect(header()).toHaveAttribute('data-dropdown-open', 'false');
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: '뉴스' })).toHaveFocus());
      await user.tab();
      expect(screen.getByRole('link', { name: '영상' })).toHaveFocus();
      // Past the last link of the last dropdown: out of the navigation, to the hamburger.
      await user.tab();
      expect(screen.getByRole('button', { name: '전체 메뉴 열기' })).toHaveFocus();
      await waitFor(() => expect(topLink('뉴스룸')).toHaveAttribute('aria-expanded', 'false'));
      expect(screen.queryByRole('link', { name: '영상' })).not.toBeInTheDocument();
    });

    it('closes when one of its links is followed, returning focus to the top item', async () => {
      const user = userEvent.setup();
      const renderLink: LinkRenderer = ({ href, children, ...rest }) => (
        <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
      renderHeader({ renderLink });
      topLink('투자정보').focus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'IR 개요' })).toHaveFocus());
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('link', { name: 'IR 개요' })).not.toBeInTheDocument();
      expect(topLink('투자정보')).toHaveFocus();
    });
  });

  it('is transparent at the top when asked, until scrolled beyond 50 px or a dropdown opens', async () => {
    const user = userEvent.setup();
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
    topLink('투자정보').focus();
    await user.keyboard(' ');
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

  it('shows what it is given under the side menu links', async () => {
    renderHeader({ sideMenuFooter: <a href="/admin">콘텐츠 관리</a> });
    expect(screen.queryByRole('link', { name: '콘텐츠 관리' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(within(dialog).getByRole('link', { name: '콘텐츠 관리' })).toHaveAttribute('href', '/admin');
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
    renderHeader({
      items: menuWithPlainLink,
      renderLink,
      currentPath: '/newsroom/News',
      defaultOpenItemId: 'newsroom',
    });
    const news = screen.getByRole('link', { name: '뉴스' });
    expect(news).toHaveAttribute('href', '/ko/newsroom/News');
    expect(news).toHaveAttribute('aria-current', 'page');
    expect(topLink('뉴스룸').closest('li')).toHaveAttribute('data-active', 'true');
    expect(topLink('뉴스룸')).toHaveAttribute('href', '/ko/newsroom/News');
    expect(topLink('뉴스룸')).toHaveAttribute('aria-current', 'page');
    expect(topLink('투자정보')).toHaveAttribute('href', '/ko/ir/Overview');
    expect(topLink('투자정보')).not.toHaveAttribute('aria-current');
    expect(topLink('문의')).toHaveAttribute('href', '/ko/contact');
  });

  it('renders on the server', () => {
    const html = renderToString(
      <MegaHeader items={koreanMenu} logo={<SampleLogo />} {...labels} transparentAtTop />,
    );
    expect(html).toContain('data-transparent="true"');
    expect(html).toContain('회사소개');
  });
});
