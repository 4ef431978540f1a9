import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDisclosureMenu } from './useDisclosureMenu';

/** A bar of three top links, "Alpha" and "Gamma" with a panel of two links each, "Beta" without one. */
function Menu({ defaultOpenId }: { defaultOpenId?: string }) {
  const menu = useDisclosureMenu({ defaultOpenId, openDelay: 80 });
  return (
    <>
      <a href="#before">Before</a>
      <nav aria-label="Main" {...menu.navProps}>
        <ul {...menu.listProps}>
          <li>
            <a href="#alpha" {...menu.triggerProps('alpha')}>
              Alpha
            </a>
          </li>
          <li>
            <a href="#beta">Beta</a>
          </li>
          <li>
            <a href="#gamma" {...menu.triggerProps('gamma')}>
              Gamma
            </a>
          </li>
        </ul>
        <div data-testid="viewport" {...menu.viewportProps}>
          {menu.openId ? (
            <div {...menu.panelProps(menu.openId)}>
              <a href={`#${menu.openId}-1`}>{menu.openId} one</a>
              <a href={`#${menu.openId}-2`}>{menu.openId} two</a>
            </div>
          ) : null}
        </div>
      </nav>
      <button type="button">After</button>
    </>
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const panelLink = (name: string) => screen.queryByRole('link', { name });
const mouse = { pointerType: 'mouse' };

function hover(element: HTMLElement, pointer = mouse) {
  fireEvent.pointerEnter(element, pointer);
  fireEvent.pointerMove(element, pointer);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDisclosureMenu: markup', () => {
  it('links each top link to its panel with aria-expanded, aria-controls and data-state', () => {
    render(<Menu defaultOpenId="alpha" />);
    const alpha = link('Alpha');
    const panel = screen.getByRole('link', { name: 'alpha one' }).parentElement as HTMLElement;
    expect(alpha).toHaveAttribute('aria-expanded', 'true');
    expect(alpha).toHaveAttribute('data-state', 'open');
    expect(alpha).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', alpha.id);
    expect(panel).toHaveAttribute('data-state', 'open');
    const gamma = link('Gamma');
    expect(gamma).toHaveAttribute('aria-expanded', 'false');
    expect(gamma).toHaveAttribute('data-state', 'closed');
    expect(gamma).not.toHaveAttribute('aria-controls');
  });

  it('gives two menus on one page different ids', () => {
    render(
      <>
        <Menu />
        <Menu />
      </>,
    );
    const [first, second] = screen.getAllByRole('link', { name: 'Alpha' });
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('useDisclosureMenu: pointer', () => {
  it('opens on a resting mouse after the delay, not before', () => {
    vi.useFakeTimers();
    render(<Menu />);
    hover(link('Alpha'));
    act(() => vi.advanceTimersByTime(79));
    expect(panelLink('alpha one')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panelLink('alpha one')).toBeInTheDocument();
  });

  it('never opens on a touch pointer', () => {
    vi.useFakeTimers();
    render(<Menu />);
    hover(link('Alpha'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'false');
  });

  it('swaps to another top link at once while one is open', () => {
    vi.useFakeTimers();
    render(<Menu defaultOpenId="alpha" />);
    hover(link('Alpha'));
    fireEvent.pointerLeave(link('Alpha'), mouse);
    hover(link('Gamma'));
    expect(panelLink('gamma one')).toBeInTheDocument();
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the pointer crosses into the panel, and closes after leaving both', () => {
    vi.useFakeTimers();
    render(<Menu />);
    hover(link('Alpha'));
    act(() => vi.advanceTimersByTime(80));
    fireEvent.pointerLeave(link('Alpha'), mouse);
    fireEvent.pointerEnter(screen.getByTestId('viewport'), mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(panelLink('alpha one')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('viewport'), mouse);
    act(() => vi.advanceTimersByTime(149));
    expect(panelLink('alpha one')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panelLink('alpha one')).not.toBeInTheDocument();
  });

  it('closes on a pointer down outside the top links and the panel, not on them', () => {
    render(<Menu defaultOpenId="alpha" />);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'alpha two' }));
    fireEvent.pointerDown(link('Gamma'));
    expect(panelLink('alpha one')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'After' }));
    expect(panelLink('alpha one')).not.toBeInTheDocument();
  });

  it('closes when a link of the panel is followed', async () => {
    render(<Menu defaultOpenId="alpha" />);
    await userEvent.click(screen.getByRole('link', { name: 'alpha two' }));
    expect(panelLink('alpha one')).not.toBeInTheDocument();
    expect(link('Alpha')).toHaveFocus();
  });

  it('toggles on a click of the top link; after closing it that way, resting on it does not reopen it', () => {
    vi.useFakeTimers();
    render(<Menu />);
    fireEvent.click(link('Alpha'));
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(link('Alpha'));
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerMove(link('Alpha'), mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('useDisclosureMenu: keyboard', () => {
  it('opens with ArrowDown and moves focus to the first link of the panel', async () => {
    render(<Menu />);
    link('Gamma').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(link('Gamma')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'gamma one' })).toHaveFocus();
  });

  it('moves along the bar with the arrows, Home and End, without wrapping', async () => {
    render(<Menu />);
    link('Alpha').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(link('Beta')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(link('Gamma')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(link('Gamma')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(link('Beta')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(link('Alpha')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(link('Gamma')).toHaveFocus();
  });

  it('moves between the links of the panel with the arrows', async () => {
    render(<Menu />);
    link('Alpha').focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'alpha two' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'alpha one' })).toHaveFocus();
  });

  it('closes with Escape from the panel and returns focus to its top link', async () => {
    render(<Menu />);
    link('Alpha').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(panelLink('alpha one')).not.toBeInTheDocument();
    expect(link('Alpha')).toHaveFocus();
  });

  it('tabs from an open top link into its panel and back out', async () => {
    render(<Menu defaultOpenId="alpha" />);
    link('Alpha').focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'alpha one' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(link('Alpha')).toHaveFocus();
    expect(link('Alpha')).toHaveAttribute('aria-expanded', 'true');
  });

  it('tabs past the last link of a panel to the next top link and closes the panel', async () => {
    render(<Menu defaultOpenId="alpha" />);
    link('Alpha').focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'alpha two' })).toHaveFocus();
    await userEvent.tab();
    expect(link('Beta')).toHaveFocus();
    expect(panelLink('alpha one')).not.toBeInTheDocument();
  });

  it('tabs past a closed top link to the next one', async () => {
    render(<Menu />);
    link('Alpha').focus();
    await userEvent.tab();
    expect(link('Beta')).toHaveFocus();
  });

  it('closes when focus leaves the navigation', async () => {
    render(<Menu defaultOpenId="gamma" />);
    screen.getByRole('link', { name: 'gamma two' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(panelLink('gamma one')).not.toBeInTheDocument();
  });
});
