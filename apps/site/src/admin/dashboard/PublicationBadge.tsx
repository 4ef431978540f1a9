import { StatusBadge } from '@company/ui';
import { useT } from '../../i18n/useT';
import { kstMoment } from '../time/kst';
import { type PublicationColumns, publicationOf } from './publication';

/** A moment as staff read it, in the site's zone with its label: `2026-11-26 20:44 KST` ('' for none). */
export function shortDateTime(iso: string | null | undefined): string {
  return iso && !Number.isNaN(Date.parse(iso)) ? kstMoment(iso) : '';
}

/** Draft, scheduled (with its moment) or published, in words; as of `at` (a saved version's moment) or now. */
export function PublicationBadge({ item, at }: { item: PublicationColumns; at?: string }) {
  const { t } = useT();
  const publication = publicationOf(item, at ? new Date(at) : new Date());
  return (
    <StatusBadge
      status={publication}
      label={t(`admin:publication.${publication}`)}
      detail={publication === 'scheduled' ? shortDateTime(item.published_at) : undefined}
    />
  );
}
