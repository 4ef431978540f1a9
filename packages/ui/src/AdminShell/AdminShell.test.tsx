import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './AdminShell';

const navigation = {
  label: '관리 메뉴',
  items: [
    { href: '/admin', label: '대시보드', current: true },
    { href: '/admin/trash', label: '휴지통' },
  ],
};

function renderShell() {
  return render(
    <AdminShell
      logo={<a href="/">회사</a>}
      account="editor@example.com"
      actions={<button type="button">로그아웃</button>}
      publicLink={<a href="/">사이트 보기</a>}
      navigation={navigation}
      menuButtonLabel="메뉴 열기"
      closeMenuLabel="메뉴 닫기"
    >
      <h1>대시보드</h1>
    </AdminShell>,
  );
}

describe('AdminShell', () => {
  it('has a top bar with the logo, the account and the actions, a side navigation and the main area', () => {
    renderShell();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: '회사' })).toBeInTheDocument();
    expect(within(bar).getByText('editor@example.com')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    // The side column is shown from the tablet breakpoint up; jsdom matches no media query, so it counts as hidden.
    const aside = screen.getByRole('complementary', { hidden: true });
    expect(within(aside).getByRole('navigation', { name: '관리 메뉴', hidden: true })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
  });

  it('opens the navigation as a drawer from the menu button and closes it on navigation', async () => {
    renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const drawer = screen.getByRole('dialog', { name: '관리 메뉴' });
    expect(within(drawer).getByText('editor@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '사이트 보기' })).toHaveAttribute('href', '/');
    const trash = within(drawer).getByRole('link', { name: '휴지통' });
    expect(within(drawer).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    trash.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(trash);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer when its link to the public site is followed', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const site = within(screen.getByRole('dialog')).getByRole('link', { name: '사이트 보기' });
    site.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(site);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer from its close button', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
