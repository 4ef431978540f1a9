import { StatusBadge } from '@company/ui';
import { useT } from '../../i18n/useT';
import { localInputOf, type PublicationColumns, publicationOf } from './publication';

/** A local moment as staff read it: YYYY-MM-DD HH:mm. */
export function shortDateTime(iso: string | null | undefined): string {
  return localInputOf(iso).replace('T', ' ');
}

/** Draft, scheduled (with its moment) or published, in words. */
export function PublicationBadge({ item }: { item: PublicationColumns }) {
  const { t } = useT();
  const publication = publicationOf(item, new Date());
  return (
    <StatusBadge
      status={publication}
      label={t(`admin:publication.${publication}`)}
      detail={publication === 'scheduled' ? shortDateTime(item.published_at) : undefined}
    />
  );
}
