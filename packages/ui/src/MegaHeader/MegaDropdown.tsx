import { Link as NavigationMenuLink } from '@radix-ui/react-navigation-menu';
import type { ReactNode } from 'react';
import { InlineArrow } from '../ArrowLink';
import type { LinkRenderer, LinkRenderProps } from '../Link';
import { listSinglePages } from './dropdownOf';
import * as styles from './MegaHeader.css';
import type { NavDropdown, NavLink } from './navTypes';

interface MegaDropdownProps {
  dropdown: NavDropdown;
  renderLink: LinkRenderer;
  currentPath?: string;
  /** Read by assistive technology after an external link, e.g. "새 창에서 열림". */
  newTabLabel?: string;
}

/**
 * The body of one dropdown: overview link, link groups (single pages as a list of links, never as
 * headings over empty columns), a banner block and external links. Every link is
 * a NavigationMenu link: arrow keys move between them, and following one closes the dropdown.
 */
export function MegaDropdown({ dropdown, renderLink, currentPath, newTabLabel }: MegaDropdownProps) {
  const menuLink = (props: LinkRenderProps): ReactNode => (
    <NavigationMenuLink asChild>{renderLink(props)}</NavigationMenuLink>
  );
  const link = (item: NavLink, className: string) =>
    menuLink({
      href: item.href,
      className,
      'aria-current': item.href === currentPath ? 'page' : undefined,
      children: item.label,
    });

  return (
    <div className={styles.dropdownInner}>
      {dropdown.overview ? (
        <div className={styles.overview}>{link(dropdown.overview, styles.overviewLink)}</div>
      ) : null}
      {dropdown.groups?.length ? (
        <ul className={styles.groups}>
          {listSinglePages(dropdown.groups).map((group) => (
            <li key={group.id} className={styles.group}>
              {group.label && group.href ? (
                link({ id: group.id, label: group.label, href: group.href }, styles.groupHeading)
              ) : group.label ? (
                <span className={styles.groupHeading}>{group.label}</span>
              ) : null}
              {group.links.length ? (
                <ul className={styles.groupLinks}>
                  {group.links.map((item) => (
                    <li key={item.id}>{link(item, styles.groupLink)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dropdown.banner ? (
        <div className={styles.banner}>
          <p className={styles.bannerTitle}>{dropdown.banner.title}</p>
          <ul className={styles.bannerLinks}>
            {dropdown.banner.links.map((item) => (
              <li key={item.id}>{link(item, styles.bannerLink)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {dropdown.externalLinks?.length ? (
        <ul className={styles.externalLinks}>
          {dropdown.externalLinks.map((item) => (
            <li key={item.id}>
              {menuLink({
                href: item.href,
                className: styles.externalLink,
                target: '_blank',
                rel: 'noopener noreferrer',
                children: (
                  <>
                    <span className={styles.externalLabel}>
                      {item.label}
                      <InlineArrow arrow="↗" />
                    </span>
                    {item.description ? (
                      <span className={styles.externalDescription}>{item.description}</span>
                    ) : null}
                    {newTabLabel ? <span className={styles.visuallyHidden}> ({newTabLabel})</span> : null}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
