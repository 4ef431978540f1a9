import { EmptyState, Skeleton } from '@company/ui';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import * as styles from './detail.css';

/** The no-data view of a detail page: exactly the given message, and the way back to the list. */
export function DetailEmpty({
  message,
  backHref,
  backLabel,
}: {
  message: string;
  backHref: string;
  backLabel: string;
}) {
  const localize = useLocalizedPath();
  return (
    <EmptyState
      message={message}
      action={
        <Link to={localize(backHref)} className={styles.backLink}>
          {backLabel}
        </Link>
      }
    />
  );
}

/** What a detail page shows while its post loads. */
export function DetailLoading({ label }: { label: string }) {
  return <Skeleton label={label} variant="article" lines={6} />;
}
