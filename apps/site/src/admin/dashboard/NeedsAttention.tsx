import { type ContentKind, contentKinds } from '@company/content';
import { type AttentionItem, AttentionList } from '@company/ui';
import { Link } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { kstMoment } from '../time/kst';
import { kindLabelKey } from './kinds';
import { listQueryOf, listStateOf } from './listQuery';
import { firstKindWith, totalOf, useAttentionCounts } from './needsAttention';

type ListStatus = 'draft' | 'scheduled' | '';

/** The dashboard list of a kind, filtered by publication status. */
export function kindListPath(kind: ContentKind, status: ListStatus): string {
  const query = listQueryOf({ ...listStateOf(new URLSearchParams()), kind, status }).toString();
  return query ? `/admin?${query}` : '/admin';
}

/**
 * "What needs me", at the top of /admin: drafts, pending versions, open review requests, scheduled items with their
 * moments, items without an English version and, for admins, new inquiries and failed e-mails; each a count with a
 * link to the list of them.
 */
export function NeedsAttention() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const auth = useAdminAuth();
  const isAdmin = auth.status === 'staff' && auth.role === 'admin';
  const { data, isError } = useAttentionCounts(isAdmin);
  if (isError) return <p className={styles.errorBox}>{t('admin:needs.load_failed')}</p>;
  if (!data) return null;

  const perKindLines = (counts: Record<ContentKind, number>, status: ListStatus) =>
    contentKinds
      .filter((kind) => counts[kind] > 0)
      .map((kind) => (
        <Link key={kind} to={localize(kindListPath(kind, status))}>
          {t('admin:needs.kind_count', { kind: t(kindLabelKey[kind]), count: counts[kind] })}
        </Link>
      ));
  const card = (
    id: string,
    label: string,
    count: number,
    href: string,
    details?: AttentionItem['details'],
  ): AttentionItem => ({
    id,
    label,
    count,
    href: localize(href),
    details,
  });

  const items: AttentionItem[] = [
    card(
      'drafts',
      t('admin:needs.drafts'),
      totalOf(data.drafts),
      kindListPath(firstKindWith(data.drafts), 'draft'),
      perKindLines(data.drafts, 'draft'),
    ),
    card(
      'pending',
      t('admin:needs.pending'),
      totalOf(data.pending),
      kindListPath(firstKindWith(data.pending), ''),
      perKindLines(data.pending, ''),
    ),
    card('reviews', t('admin:needs.reviews'), data.reviews, '/admin/review'),
    card(
      'scheduled',
      t('admin:needs.scheduled'),
      totalOf(data.scheduled),
      kindListPath(firstKindWith(data.scheduled), 'scheduled'),
      data.upcoming.map((item) =>
        t('admin:needs.scheduled_at', { title: item.title, at: kstMoment(item.published_at) }),
      ),
    ),
    card(
      'no-english',
      t('admin:needs.no_english'),
      totalOf(data.noEnglish),
      kindListPath(firstKindWith(data.noEnglish), ''),
      perKindLines(data.noEnglish, ''),
    ),
  ];
  if (data.inquiries !== null) {
    items.push(card('inquiries', t('admin:needs.inquiries'), data.inquiries, '/admin/inquiries?status=new'));
  }
  if (data.outboxFailures !== null) {
    items.push(card('outbox', t('admin:needs.outbox_failures'), data.outboxFailures, '/admin/inquiries'));
  }
  return (
    <section className={styles.section} aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title" className={styles.heading}>
        {t('admin:needs.title')}
      </h2>
      <AttentionList label={t('admin:needs.title')} items={items} renderLink={renderAppLink} />
    </section>
  );
}
