import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { SideNav, type SideNavProps } from '../SideNav';
import * as styles from './AdminShell.css';

export interface AdminShellProps {
  /** The logo, usually a link to the public home. */
  logo: ReactNode;
  /** Who is signed in, e.g. their e-mail address. */
  account?: ReactNode;
  /** Controls at the end of the top bar, e.g. a sign-out button. */
  actions?: ReactNode;
  /**
   * A link to the public site: in the top bar from the tablet width up; on a phone, where the bar has no room
   * for it, under the drawer's navigation.
   */
  publicLink?: ReactNode;
  /** The side navigation: its name, links and link renderer. */
  navigation: Omit<SideNavProps, 'onNavigate'>;
  /** Accessible name of the phone's menu button, e.g. "메뉴 열기". */
  menuButtonLabel: string;
  /** Accessible name of the drawer's close button, e.g. "메뉴 닫기". */
  closeMenuLabel: string;
  /** The id of the main area, the skip link's target. */
  mainId?: string;
  children?: ReactNode;
}

/**
 * The frame of the admin: a compact top bar (logo, who is signed in, actions), a side navigation and the main
 * area. Below the tablet breakpoint the navigation is a drawer (Radix Dialog) opened from the top bar's menu
 * button; following a link closes it.
 */
export function AdminShell({
  logo,
  account,
  actions,
  publicLink,
  navigation,
  menuButtonLabel,
  closeMenuLabel,
  mainId = 'main',
  children,
}: AdminShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className={styles.menuButton} aria-label={menuButtonLabel}>
            <span className={styles.menuIcon} aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
              <div className={styles.drawerTop}>
                <Dialog.Title className={styles.drawerTitle}>{navigation.label}</Dialog.Title>
                <Dialog.Close className={styles.closeButton} aria-label={closeMenuLabel}>
                  <span className={styles.closeIcon} aria-hidden="true" />
                </Dialog.Close>
              </div>
              {account ? <p className={styles.drawerAccount}>{account}</p> : null}
              <SideNav {...navigation} onNavigate={() => setDrawerOpen(false)} />
              {publicLink ? (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a link inside closes the drawer; the link itself is the keyboard's way.
                <div className={styles.drawerPublicLink} onClick={() => setDrawerOpen(false)}>
                  {publicLink}
                </div>
              ) : null}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <div className={styles.logo}>{logo}</div>
        {account ? <p className={styles.account}>{account}</p> : null}
        {actions || publicLink ? (
          <div className={styles.actions}>
            {publicLink ? <div className={styles.barPublicLink}>{publicLink}</div> : null}
            {actions}
          </div>
        ) : null}
      </header>
      <div className={styles.body}>
        <aside className={styles.aside}>
          <SideNav {...navigation} />
        </aside>
        <main id={mainId} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
