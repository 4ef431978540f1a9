import { BackLink, EmptyState, Skeleton } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useMarkNotFound } from '../../ssr/pageStatus';

/**
 * The no-data view of a detail page: exactly the given message, and the way back to the list. The server
 * answers such a page with 404.
 */
export function DetailEmpty({
  message,
  backHref,
  backLabel,
}: {
  message: string;
  backHref: string;
  backLabel: string;
}) {
  useMarkNotFound();
  return (
    <EmptyState
      message={message}
      action={
        <BackLink href={backHref} renderLink={renderAppLink}>
          {backLabel}
        </BackLink>
      }
    />
  );
}

/** What a detail page shows while its post loads. */
export function DetailLoading({ label }: { label: string }) {
  return <Skeleton label={label} variant="article" lines={6} />;
}
