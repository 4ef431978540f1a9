import * as Toast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import * as styles from './Notice.css';

export type NoticeTone = 'success' | 'error' | 'info';

export interface NoticeInput {
  title: ReactNode;
  description?: ReactNode;
  tone: NoticeTone;
}

interface NoticeEntry extends NoticeInput {
  id: number;
  open: boolean;
}

export interface NoticeApi {
  /** Shows a notice: the accessible replacement for alert(). */
  notify: (notice: NoticeInput) => void;
}

export interface NoticeProviderProps {
  children: ReactNode;
  /** Names the notification region for assistive technology, e.g. 알림 or Notifications. */
  regionLabel: string;
  /** Accessible name of each notice's close button, e.g. 닫기 or Close. */
  closeLabel: string;
  /** How long a notice stays, in ms (5000 by default; errors stay twice as long). */
  duration?: number;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/** The hook that replaces alert(): `const { notify } = useNotice(); notify({ title, tone: 'error' })`. */
export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotice() needs a <NoticeProvider> above it.');
  return api;
}

/**
 * Holds the notices (Radix Toast) and offers `notify` to everything below it. Errors are announced at
 * once (role alert); success and info politely (role status).
 */
export function NoticeProvider({ children, regionLabel, closeLabel, duration = 5000 }: NoticeProviderProps) {
  const [notices, setNotices] = useState<NoticeEntry[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((notice: NoticeInput) => {
    const id = nextId.current++;
    // Closed notices are dropped here rather than on animation end, which never fires under reduced motion.
    setNotices((current) => [...current.filter((entry) => entry.open), { ...notice, id, open: true }]);
  }, []);
  const api = useMemo(() => ({ notify }), [notify]);

  const close = (id: number) =>
    setNotices((current) =>
      current.map((notice) => (notice.id === id ? { ...notice, open: false } : notice)),
    );

  return (
    <NoticeContext.Provider value={api}>
      <Toast.Provider swipeDirection="right" label={regionLabel}>
        {children}
        {notices.map((notice) => (
          <Toast.Root
            key={notice.id}
            open={notice.open}
            onOpenChange={(open) => (open ? undefined : close(notice.id))}
            type={notice.tone === 'error' ? 'foreground' : 'background'}
            duration={notice.tone === 'error' ? duration * 2 : duration}
            className={styles.toast({ tone: notice.tone })}
          >
            <div role={notice.tone === 'error' ? 'alert' : 'status'} className={styles.message}>
              <Toast.Title className={styles.title}>{notice.title}</Toast.Title>
              {notice.description && (
                <Toast.Description className={styles.description}>{notice.description}</Toast.Description>
              )}
            </div>
            <Toast.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={styles.viewport} label={regionLabel} />
      </Toast.Provider>
    </NoticeContext.Provider>
  );
}
