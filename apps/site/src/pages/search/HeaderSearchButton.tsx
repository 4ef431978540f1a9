import { isSearchShortcut, SearchTrigger } from '@company/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';

const HeaderSearch = lazy(() =>
  import('./HeaderSearch').then((module) => ({ default: module.HeaderSearch })),
);

/** After the first paint, once the browser is idle: the dialog is not part of any page's first load. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/**
 * The header's search button. Every page shows it at once, as a link to the results page (which works
 * before any script); the dialog's code comes when the browser is idle, or at once when the button or a
 * shortcut (`/`, Ctrl+K) asks for it first, and then opens. When that code cannot load (a lost connection, a
 * deployment that removed it), the button stays the link and the page goes on.
 */
export function HeaderSearchButton() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const [wanted, setWanted] = useState<'button' | 'dialog' | 'open dialog' | 'link only'>('button');
  // Until the dialog is mounted (its own listener then takes the shortcuts), a shortcut asks for it open.
  const [dialogReady, setDialogReady] = useState(false);

  useEffect(() => {
    if (wanted !== 'button') return;
    return whenIdle(() => setWanted((now) => (now === 'button' ? 'dialog' : now)));
  }, [wanted]);

  useEffect(() => {
    if (dialogReady || wanted === 'link only') return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted('open dialog');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogReady, wanted]);

  const label = t('common:site_search.trigger');
  const href = localize('/search');
  if (wanted === 'link only') return <SearchTrigger label={label} href={href} shortcuts={false} />;
  const button = <SearchTrigger label={label} href={href} onOpen={() => setWanted('open dialog')} />;
  if (wanted === 'button') return button;
  return (
    <ErrorBoundary fallback={button} onError={() => setWanted('link only')}>
      <Suspense fallback={button}>
        <HeaderSearch defaultOpen={wanted === 'open dialog'} onReady={() => setDialogReady(true)} />
      </Suspense>
    </ErrorBoundary>
  );
}
