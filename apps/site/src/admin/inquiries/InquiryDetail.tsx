import { type InquiryStatus, inquiryStatuses } from '@company/content';
import { Button, DescriptionList, InlineArrow, SelectField, StatusBadge, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { kstMoment } from '../time/kst';
import { categoryLabel, statusLabel, statusTone } from './labels';
import { useInquiry, useSetInquiryStatus } from './queries';
import type { Inquiry, InquiryMail } from './types';

interface InquiryDetailProps {
  id: string;
  /** The inbox list, with the filters it had. */
  backHref: string;
}

/** One inquiry for staff: everything the visitor sent, its status (which they change) and its e-mails. */
export function InquiryDetail({ id, backHref }: InquiryDetailProps) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useInquiry(id);
  return (
    <div className={styles.section}>
      <p>
        <Link to={localize(backHref)}>
          <InlineArrow arrow="←" side="start" />
          {t('inquiry:admin.detail_back')}
        </Link>
      </p>
      {isPending ? (
        <p className={styles.status} role="status">
          {t('admin:guard.checking')}
        </p>
      ) : isError ? (
        <p className={styles.errorBox}>{t('inquiry:admin.load_error')}</p>
      ) : !data.inquiry ? (
        <p className={styles.errorBox}>{t('inquiry:admin.not_found')}</p>
      ) : (
        <InquiryRecord inquiry={data.inquiry} mails={data.mails} />
      )}
    </div>
  );
}

function InquiryRecord({ inquiry, mails }: { inquiry: Inquiry; mails: InquiryMail[] }) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const save = useSetInquiryStatus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: inquiry.id, status });
      notify({
        title: t('inquiry:admin.detail_status_saved', { status: statusLabel(i18n, status) }),
        tone: 'success',
      });
    } catch {
      notify({ title: t('inquiry:admin.save_error'), tone: 'error' });
    }
  };

  return (
    <article className={styles.section} aria-labelledby="inquiry-subject">
      <header className={styles.section} style={{ gap: 'var(--co-space-3)' }}>
        <StatusBadge tone={statusTone[inquiry.status]}>{statusLabel(i18n, inquiry.status)}</StatusBadge>
        <h2 id="inquiry-subject" className={styles.heading}>
          {inquiry.subject}
        </h2>
      </header>
      <DescriptionList
        items={[
          { term: t('inquiry:admin.col_reference'), description: inquiry.reference },
          { term: t('inquiry:admin.col_date'), description: kstMoment(inquiry.created_at) },
          { term: t('inquiry:admin.col_category'), description: categoryLabel(i18n, inquiry.category) },
          { term: t('inquiry:admin.col_company'), description: inquiry.company },
          { term: t('inquiry:admin.col_name'), description: inquiry.name },
          {
            term: t('inquiry:admin.col_email'),
            description: <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>,
          },
          { term: t('inquiry:admin.col_phone'), description: inquiry.phone ?? '-' },
          { term: t('inquiry:admin.col_message'), description: inquiry.message, preformatted: true },
        ]}
      />
      <form onSubmit={onSubmit} className={styles.form} aria-label={t('inquiry:admin.detail_status')}>
        <SelectField
          label={t('inquiry:admin.detail_status')}
          options={inquiryStatuses.map((value) => ({ value, label: statusLabel(i18n, value) }))}
          value={status}
          onChange={(event) => setStatus(event.target.value as InquiryStatus)}
        />
        <div>
          <Button type="submit" disabled={save.isPending || status === inquiry.status}>
            {t('inquiry:admin.detail_status_save')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="inquiry-mail">
        <h3 id="inquiry-mail" className={styles.heading}>
          {t('inquiry:admin.detail_mail')}
        </h3>
        <DescriptionList
          items={mails.map((mail) => ({
            term: t(mail.kind === 'desk' ? 'inquiry:admin.mail_desk' : 'inquiry:admin.mail_acknowledgement'),
            description: mail.sent_at ? (
              <StatusBadge tone="done">{t('inquiry:admin.mail_sent')}</StatusBadge>
            ) : (
              <>
                <StatusBadge tone="progress">
                  {t('inquiry:admin.mail_waiting', { attempts: mail.attempts })}
                </StatusBadge>
                {mail.last_error && <> {t('inquiry:admin.mail_error', { error: mail.last_error })}</>}
              </>
            ),
          }))}
        />
      </section>
    </article>
  );
}
