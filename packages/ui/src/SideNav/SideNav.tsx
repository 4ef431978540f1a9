import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './SideNav.css';

export interface SideNavItem {
  href: string;
  label: string;
  /** A number beside the label (e.g. waiting requests); left out when undefined. */
  count?: number;
  /** The item of the page being shown: marked and announced with aria-current="page". */
  current?: boolean;
}

export interface SideNavProps {
  /** Accessible name of the navigation, e.g. "관리 메뉴". */
  label: string;
  items: SideNavItem[];
  renderLink?: LinkRenderer;
  /** Called when a link is followed (a drawer closes on it). */
  onNavigate?: () => void;
}

/** A vertical list of links with an optional count badge and the current item marked. */
export function SideNav({ label, items, renderLink = defaultRenderLink, onNavigate }: SideNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: styles.link,
              onClick: onNavigate,
              'aria-current': item.current ? 'page' : undefined,
              children: (
                <>
                  <span className={styles.label}>{item.label}</span>
                  {item.count === undefined ? null : (
                    <>
                      {' '}
                      <span className={styles.count}>{item.count}</span>
                    </>
                  )}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
