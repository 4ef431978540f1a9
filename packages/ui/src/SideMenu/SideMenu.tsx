import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import type { NavItem } from '../MegaHeader';
import * as styles from './SideMenu.css';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu tree; every item is listed with its children. */
  items: NavItem[];
  /** Dialog title, e.g. "전체 메뉴": its accessible name, visually hidden. */
  title: string;
  /** Accessible name of the close button, e.g. "메뉴 닫기". */
  closeLabel: string;
  /** Accessible name of the navigation inside, e.g. "전체 메뉴". */
  navLabel: string;
  currentPath?: string;
  renderLink?: LinkRenderer;
  /** Optional logo linking home, at the start of the bar: the reversed lockup (the menu is dark). */
  logo?: ReactNode;
  homeHref?: string;
  homeLabel?: string;
  /** Extra content under the links, e.g. a language switcher. */
  footer?: ReactNode;
  /** Where focus goes back on close, usually the button that opened the menu. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** A full-screen menu (Radix Dialog) listing the whole menu tree; any link or the close button closes it. */
export function SideMenu({
  open,
  onOpenChange,
  items,
  title,
  closeLabel,
  navLabel,
  currentPath,
  renderLink = defaultRenderLink,
  logo,
  homeHref = '/',
  homeLabel,
  footer,
  returnFocusRef,
}: SideMenuProps) {
  const close = () => onOpenChange(false);
  const link = (item: NavItem, className: string) =>
    renderLink({
      href: item.href,
      className,
      onClick: close,
      'aria-current': item.href === currentPath ? 'page' : undefined,
      children: item.label,
    });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger only; the opener here is a plain button.
            if (returnFocusRef?.current) {
              event.preventDefault();
              returnFocusRef.current.focus();
            }
          }}
        >
          <div className={styles.top}>
            {logo
              ? renderLink({
                  href: homeHref,
                  className: styles.logo,
                  onClick: close,
                  'aria-label': homeLabel,
                  children: logo,
                })
              : null}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span className={styles.closeIcon} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={navLabel} className={styles.nav}>
            <ul className={styles.sections}>
              {items.map((item) => (
                <li key={item.id} className={styles.section}>
                  {link(item, styles.sectionLink)}
                  {item.children?.length ? (
                    <ul className={styles.children}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          {link(child, styles.childLink)}
                          {child.children?.length ? (
                            <ul className={styles.grandchildren}>
                              {child.children.map((grandchild) => (
                                <li key={grandchild.id}>{link(grandchild, styles.grandchildLink)}</li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
