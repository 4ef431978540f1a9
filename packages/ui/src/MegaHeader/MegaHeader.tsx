import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { useScrolledPast } from '../ScrollToTopButton';
import { dropdownOf, isWithin } from './dropdownOf';
import { MegaDropdown } from './MegaDropdown';
import * as styles from './MegaHeader.css';
import type { NavItem } from './navTypes';

// The side menu (a Radix dialog) loads the first time it opens: most visitors never open it.
const SideMenu = lazy(() => import('../SideMenu/SideMenu').then((module) => ({ default: module.SideMenu })));

export interface MegaHeaderProps {
  /** The menu tree: top items, each with its children or an explicit dropdown layout. */
  items: NavItem[];
  /** The logo (an SVG or image); it links home. */
  logo: ReactNode;
  /** The logo on the side menu's dark ground (the reversed lockup); `logo` without it. */
  sideMenuLogo?: ReactNode;
  /**
   * Accessible name of the home link. Start it with any text the logo shows (WCAG 2.5.3), e.g.
   * "CLEAN TECH 홈".
   */
  homeLabel: string;
  homeHref?: string;
  /** Accessible name of the main navigation, e.g. "주 메뉴". */
  navLabel: string;
  /** Accessible name of the hamburger button, e.g. "전체 메뉴 열기". */
  menuButtonLabel: string;
  /** Title of the side menu dialog, e.g. "전체 메뉴". */
  sideMenuTitle: string;
  /** Accessible name of the side menu's close button, e.g. "메뉴 닫기". */
  closeMenuLabel: string;
  /** Read after external links, e.g. "새 창에서 열림". */
  newTabLabel?: string;
  /** The current route; a change closes every menu, and its section is marked current. */
  currentPath?: string;
  /** Transparent over the page while scrolled at most `scrollThreshold` px and no dropdown is open. */
  transparentAtTop?: boolean;
  /** Scroll distance in px beyond which the header takes its scrolled state. */
  scrollThreshold?: number;
  /** Controls at the end of the bar, such as a LanguageSwitcher. */
  actions?: ReactNode;
  /** Extra content under the side menu's links, e.g. a signed-in editor's way to their dashboard on a phone. */
  sideMenuFooter?: ReactNode;
  renderLink?: LinkRenderer;
  /** Opens this top item's dropdown at first (for documentation and tests). */
  defaultOpenItemId?: string;
  /** Opens the side menu at first (for documentation and tests). */
  defaultSideMenuOpen?: boolean;
  className?: string;
}

/** Moves focus to the first link of the dropdown a trigger controls, once it is in the viewport. */
function focusFirstLinkOf(trigger: HTMLElement) {
  setTimeout(() => {
    const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    content?.querySelector<HTMLElement>('a[href]')?.focus();
  });
}

/**
 * The site header: logo, a mega-menu driven by the menu tree (Radix NavigationMenu: its keyboard
 * model, hover intent and viewport; every top item is a link to its path), page dimming while a dropdown is open, a transparent-at-top and a
 * scrolled state, and a hamburger opening the side menu.
 */
export function MegaHeader({
  items,
  logo,
  sideMenuLogo,
  homeLabel,
  homeHref = '/',
  navLabel,
  menuButtonLabel,
  sideMenuTitle,
  closeMenuLabel,
  newTabLabel,
  currentPath,
  transparentAtTop = false,
  scrollThreshold = 50,
  actions,
  sideMenuFooter,
  renderLink = defaultRenderLink,
  defaultOpenItemId,
  defaultSideMenuOpen = false,
  className,
}: MegaHeaderProps) {
  // The item whose dropdown is open, or ''.
  const [openId, setOpenId] = useState(defaultOpenItemId ?? '');
  const [sideMenuOpen, setSideMenuOpen] = useState(defaultSideMenuOpen);
  // Once opened, the menu stays mounted so that it can animate closed.
  const [sideMenuUsed, setSideMenuUsed] = useState(defaultSideMenuOpen);
  useEffect(() => {
    if (sideMenuOpen) setSideMenuUsed(true);
  }, [sideMenuOpen]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const scrolled = useScrolledPast(scrollThreshold);
  const dropdownOpen = openId !== '';
  const transparent = transparentAtTop && !scrolled && !dropdownOpen;

  // A new route closes every menu; the first render keeps whatever was asked for.
  const previousPath = useRef(currentPath);
  useEffect(() => {
    if (previousPath.current === currentPath) return;
    previousPath.current = currentPath;
    setOpenId('');
    setSideMenuOpen(false);
  }, [currentPath]);

  // Radix renders a focus proxy after the open trigger: a focusable span marked aria-hidden, which only
  // passes Tab on into the dropdown. axe reports it as "aria-hidden element must not be focusable"
  // (radix-ui/primitives#3085, open in 1.4.1); focus never rests on it, so it need not be hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the proxy is rendered anew for each open item.
  useLayoutEffect(() => {
    const proxies = navRef.current?.querySelectorAll(
      '[aria-expanded="true"] + [aria-hidden="true"][tabindex="0"]',
    );
    for (const proxy of proxies ?? []) proxy.removeAttribute('aria-hidden');
  }, [openId]);

  // A top item is a link: Enter follows it, as any link. Space and ArrowDown open its dropdown and move
  // into it, as in a disclosure navigation (Radix would open with Space on a button only, and ArrowDown on
  // a closed trigger would move to the next one). On an open item ArrowDown is Radix's own entry key.
  const openWithKeyboard = (itemId: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const opens = event.key === ' ' || (event.key === 'ArrowDown' && openId !== itemId);
    if (!opens) return;
    // Also keeps Space from scrolling the page.
    event.preventDefault();
    setOpenId(itemId);
    focusFirstLinkOf(event.currentTarget);
  };

  // A click (or Enter) on a top item follows its link and closes its dropdown, which then stays shut while
  // the pointer rests there: the hover that led to the click must not open it on the new page. Radix would
  // also toggle the dropdown, as on a trigger's click; a router's link prevents the click's default only
  // after calling the onClick it is given (which holds Radix's handler), and preventing it sooner would
  // cancel the navigation. So Radix's requests to open the followed item are dropped until the pointer
  // enters or leaves it again.
  const followedItemId = useRef('');
  const followTopLink = (itemId: string) => () => {
    followedItemId.current = itemId;
    setOpenId('');
  };
  const forgetFollowedItem = () => {
    followedItemId.current = '';
  };
  const changeOpenItem = (itemId: string) => {
    if (itemId !== '' && itemId === followedItemId.current) return;
    setOpenId(itemId);
  };

  const renderTopLink = (item: NavItem) =>
    renderLink({
      href: item.href,
      className: styles.topLink,
      'aria-current': item.href === currentPath ? 'page' : undefined,
      children: item.label,
    });

  return (
    <>
      <header
        className={clsx(styles.header, className)}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-transparent={transparent ? 'true' : 'false'}
        data-dropdown-open={dropdownOpen ? 'true' : 'false'}
      >
        <div className={styles.bar}>
          <div className={styles.logo}>
            {renderLink({
              href: homeHref,
              className: styles.logoLink,
              'aria-label': homeLabel,
              children: logo,
            })}
          </div>
          <NavigationMenu.Root
            ref={navRef}
            className={styles.nav}
            aria-label={navLabel}
            value={openId}
            onValueChange={changeOpenItem}
          >
            <NavigationMenu.List className={styles.topList}>
              {items.map((item) => {
                const dropdown = dropdownOf(item);
                return (
                  <NavigationMenu.Item
                    key={item.id}
                    value={item.id}
                    className={styles.topItem}
                    data-active={isWithin(item, currentPath)}
                  >
                    {dropdown ? (
                      <>
                        <NavigationMenu.Trigger
                          asChild
                          onKeyDown={openWithKeyboard(item.id)}
                          onClick={followTopLink(item.id)}
                          onPointerEnter={forgetFollowedItem}
                          onPointerLeave={forgetFollowedItem}
                        >
                          {renderTopLink(item)}
                        </NavigationMenu.Trigger>
                        <NavigationMenu.Content className={styles.content}>
                          <MegaDropdown
                            dropdown={dropdown}
                            renderLink={renderLink}
                            currentPath={currentPath}
                            newTabLabel={newTabLabel}
                          />
                        </NavigationMenu.Content>
                      </>
                    ) : (
                      <NavigationMenu.Link asChild>{renderTopLink(item)}</NavigationMenu.Link>
                    )}
                  </NavigationMenu.Item>
                );
              })}
            </NavigationMenu.List>
            <div className={styles.viewportPosition}>
              <NavigationMenu.Viewport className={styles.viewport} />
            </div>
          </NavigationMenu.Root>
          <div className={styles.actions}>
            {actions}
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-label={menuButtonLabel}
              aria-haspopup="dialog"
              aria-expanded={sideMenuOpen}
              onClick={() => {
                setOpenId('');
                setSideMenuOpen(true);
              }}
            >
              <span className={styles.menuIcon} aria-hidden="true" />
            </button>
          </div>
        </div>
      </header>
      {/* A pointer down on the dim is outside the dropdown: Radix closes it. */}
      <div
        className={styles.dim}
        data-visible={dropdownOpen ? 'true' : 'false'}
        data-testid="mega-header-dim"
        aria-hidden="true"
      />
      {(sideMenuOpen || sideMenuUsed) && (
        // A menu whose code cannot load (a lost connection, a deployment that removed it) stays closed; the
        // page goes on.
        <ErrorBoundary fallback={null} onError={() => setSideMenuOpen(false)}>
          <Suspense fallback={null}>
            <SideMenu
              open={sideMenuOpen}
              onOpenChange={setSideMenuOpen}
              items={items}
              title={sideMenuTitle}
              closeLabel={closeMenuLabel}
              navLabel={navLabel}
              currentPath={currentPath}
              renderLink={renderLink}
              homeHref={homeHref}
              homeLabel={homeLabel}
              logo={sideMenuLogo ?? logo}
              returnFocusRef={menuButtonRef}
              footer={sideMenuFooter}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
