import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { useScrolledPast } from '../ScrollToTopButton';
import { DropdownViewport } from './DropdownViewport';
import { dropdownOf, isWithin } from './dropdownOf';
import { MegaDropdown } from './MegaDropdown';
import * as styles from './MegaHeader.css';
import type { NavItem } from './navTypes';
import { useDisclosureMenu } from './useDisclosureMenu';
import { withLinkProps } from './withLinkProps';

// The side menu (a Radix dialog) loads the first time it opens: most visitors never open it.
const SideMenu = lazy(() => import('../SideMenu/SideMenu').then((module) => ({ default: module.SideMenu })));

export interface MegaHeaderProps {
  /** The menu tree: top items, each with its children or an explicit dropdown layout. */
  items: NavItem[];
  /** The logo (an SVG or image); it links home. */
  logo: ReactNode;
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
  renderLink?: LinkRenderer;
  /** Opens this top item's dropdown at first (for documentation and tests). */
  defaultOpenItemId?: string;
  /** Opens the side menu at first (for documentation and tests). */
  defaultSideMenuOpen?: boolean;
  className?: string;
}

/**
 * The site header: logo, a mega-menu driven by the menu tree (a disclosure navigation, see
 * `useDisclosureMenu`), page dimming while a dropdown is open, a transparent-at-top and a scrolled state, and a hamburger opening the side menu.
 */
export function MegaHeader({
  items,
  logo,
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
  renderLink = defaultRenderLink,
  defaultOpenItemId,
  defaultSideMenuOpen = false,
  className,
}: MegaHeaderProps) {
  const menu = useDisclosureMenu({ defaultOpenId: defaultOpenItemId, openDelay: 80 });
  const closeDropdown = menu.close;
  const [sideMenuOpen, setSideMenuOpen] = useState(defaultSideMenuOpen);
  // Once opened, the menu stays mounted so that it can animate closed.
  const [sideMenuUsed, setSideMenuUsed] = useState(defaultSideMenuOpen);
  useEffect(() => {
    if (sideMenuOpen) setSideMenuUsed(true);
  }, [sideMenuOpen]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(scrollThreshold);
  const dropdownOpen = menu.openId !== '';
  const transparent = transparentAtTop && !scrolled && !dropdownOpen;

  // A new route closes every menu; the first render keeps whatever was asked for.
  const previousPath = useRef(currentPath);
  useEffect(() => {
    if (previousPath.current === currentPath) return;
    previousPath.current = currentPath;
    closeDropdown();
    setSideMenuOpen(false);
  }, [currentPath, closeDropdown]);

  const renderPanel = (itemId: string) => {
    const item = items.find((candidate) => candidate.id === itemId);
    const dropdown = item && dropdownOf(item);
    if (!dropdown) return null;
    return (
      <div className={styles.content} {...menu.panelProps(itemId)}>
        <MegaDropdown
          dropdown={dropdown}
          renderLink={renderLink}
          currentPath={currentPath}
          newTabLabel={newTabLabel}
        />
      </div>
    );
  };

  return (
    <>
      <header
        className={[styles.header, className].filter(Boolean).join(' ')}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-transparent={transparent ? 'true' : 'false'}
        data-dropdown-open={dropdownOpen ? 'true' : 'false'}
        onPointerLeave={closeDropdown}
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
          <nav className={styles.nav} aria-label={navLabel} {...menu.navProps}>
            <ul className={styles.topList} {...menu.listProps}>
              {items.map((item) => {
                const hasDropdown = dropdownOf(item) !== undefined;
                const expanded = hasDropdown && menu.openId === item.id;
                const topLink = renderLink({
                  href: item.href,
                  className: styles.topLink,
                  'aria-current': item.href === currentPath ? 'page' : undefined,
                  children: item.label,
                });
                return (
                  <li key={item.id} className={styles.topItem} data-active={isWithin(item, currentPath)}>
                    {hasDropdown ? withLinkProps(topLink, menu.triggerProps(item.id)) : topLink}
                    {/* Reads the panel, which sits in the viewport below the bar, right after its top link. */}
                    {expanded ? <span aria-owns={menu.panelId(item.id)} /> : null}
                  </li>
                );
              })}
            </ul>
            <DropdownViewport openId={menu.openId} renderPanel={renderPanel} {...menu.viewportProps} />
          </nav>
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
                closeDropdown();
                setSideMenuOpen(true);
              }}
            >
              <span className={styles.menuIcon} aria-hidden="true" />
            </button>
          </div>
        </div>
      </header>
      <div
        className={styles.dim}
        data-visible={dropdownOpen ? 'true' : 'false'}
        data-testid="mega-header-dim"
        aria-hidden="true"
        onPointerDown={closeDropdown}
      />
      {(sideMenuOpen || sideMenuUsed) && (
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
            logo={logo}
            returnFocusRef={menuButtonRef}
          />
        </Suspense>
      )}
    </>
  );
}
