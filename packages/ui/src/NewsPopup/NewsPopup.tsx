import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { setPopupOpen } from '../internal/openPopups';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { formatDate10 } from './formatDate10';
import * as styles from './NewsPopup.css';

export interface NewsPopupItem {
  id: string | number;
  /** The item's title: text, or a marked-up text such as a FallbackText. */
  title: ReactNode;
  /** The record's created_at; the first 10 characters are shown. */
  createdAt: string;
  /** Where the item links (e.g. the news detail page). */
  href: string;
}

export interface NewsPopupProps {
  /** Text of the title button that opens and closes the popup. */
  title: string;
  items: NewsPopupItem[];
  /** Shown when there are no items. */
  emptyText: string;
  /** 'loading' and 'error' show their text instead of the list. */
  status?: 'ready' | 'loading' | 'error';
  loadingText?: string;
  errorText?: string;
  /** An optional link to all news under the list. */
  moreLink?: { href: string; label: string };
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * 'fixed' floats at the bottom of the window and docks where it is rendered (put it last in the page's main
   * area): when the footer comes into view it stays above it, in a bar's height of its own, and covers nothing.
   * Its closed bar is a band across the window, whose height the dock keeps in the page, like the header's;
   * the scroll-to-top button and the notices stack above it, and the button is hidden while the popup is open.
   * 'inline' lets the caller place it.
   */
  placement?: 'fixed' | 'inline';
  headingLevel?: 2 | 3;
  renderLink?: LinkRenderer;
  className?: string;
}

/**
 * The home page's news popup: an 80 px bar whose title button expands it to 476 px on desktop (a
 * full-width sheet on mobile) and back. Each item shows its title and date and links where the
 * caller says.
 */
export function NewsPopup({
  title,
  items,
  emptyText,
  status = 'ready',
  loadingText,
  errorText,
  moreLink,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  placement = 'fixed',
  headingLevel = 2,
  renderLink = defaultRenderLink,
  className,
}: NewsPopupProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const panelId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  // Open and docked, it asks the other floating controls (the scroll-to-top button) to step aside.
  useEffect(() => {
    if (placement !== 'fixed') return;
    setPopupOpen(panelId, open);
    return () => setPopupOpen(panelId, false);
  }, [placement, panelId, open]);

  const toggle = () => {
    if (controlledOpen === undefined) setUncontrolledOpen(!open);
    onOpenChange?.(!open);
  };

  const message =
    status === 'loading'
      ? loadingText
      : status === 'error'
        ? errorText
        : items.length === 0
          ? emptyText
          : null;

  const popup = (
    <section
      className={clsx(styles.root({ placement }), className)}
      data-state={open ? 'open' : 'closed'}
      data-floating={placement === 'fixed' ? 'news-popup' : undefined}
    >
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {message !== null ? (
          <p className={styles.message} role={status === 'error' ? 'alert' : undefined}>
            {message}
          </p>
        ) : (
          <ul
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none removes the implicit role in Safari
            role="list"
            className={styles.list}
          >
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                {renderLink({
                  href: item.href,
                  className: styles.itemLink,
                  children: (
                    <>
                      <span className={styles.itemTitle}>{item.title}</span>
                      <time className={styles.date} dateTime={formatDate10(item.createdAt)}>
                        {formatDate10(item.createdAt)}
                      </time>
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        )}
        {moreLink
          ? renderLink({ href: moreLink.href, className: styles.more, children: moreLink.label })
          : null}
      </div>
    </section>
  );
  // The dock keeps a bar's height at the end of its container and sticks to the bottom of the window until
  // that place scrolls into view; the open popup grows upwards out of it.
  return placement === 'fixed' ? (
    <div className={styles.dock} data-floating-band="">
      {popup}
    </div>
  ) : (
    popup
  );
}
