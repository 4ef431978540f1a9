import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export type NoticeTone = 'success' | 'error' | 'info';

export interface NoticeInput {
  title: ReactNode;
  description?: ReactNode;
  tone: NoticeTone;
}

export interface NoticeEntry extends NoticeInput {
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

// The toasts (Radix Toast) load with the first notice: a page that never notifies never loads them.
const NoticeToasts = lazy(() => import('./NoticeToasts'));

/**
 * Holds the notices and offers `notify` to everything below it. Errors are announced at once (role alert);
 * success and info politely (role status).
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

  const close = useCallback(
    (id: number) =>
      setNotices((current) =>
        current.map((notice) => (notice.id === id ? { ...notice, open: false } : notice)),
      ),
    [],
  );

  return (
    <NoticeContext.Provider value={api}>
      {children}
      {notices.length > 0 && (
        // Toasts whose code cannot load leave the page as it is rather than take it down.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <NoticeToasts
              notices={notices}
              onClose={close}
              regionLabel={regionLabel}
              closeLabel={closeLabel}
              duration={duration}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </NoticeContext.Provider>
  );
}
