import type { ReactNode } from 'react';
import * as styles from './StatusBadge.css';

export type StatusBadgeTone = 'attention' | 'progress' | 'done';

/** Where a piece of content stands: a draft, published at a moment still ahead, or public. */
export type PublicationStatus = 'draft' | 'scheduled' | 'published';

export interface ToneStatusBadgeProps {
  /** `attention` (new, waiting), `progress` (being handled), `done`. */
  tone: StatusBadgeTone;
  /** The status in words: colour is never the only sign. */
  children: ReactNode;
  status?: never;
}

export interface PublicationStatusBadgeProps {
  /** The publication status; it picks the tone (draft: neutral, scheduled: brand, published: success). */
  status: PublicationStatus;
  /** The status in words, e.g. 임시저장 / 예약 / 게시됨. */
  label: string;
  /** Shown after the label, e.g. the scheduled moment `2026-12-01 09:00`. */
  detail?: string;
  tone?: never;
}

export type StatusBadgeProps = ToneStatusBadgeProps | PublicationStatusBadgeProps;

const publicationTone: Record<PublicationStatus, StatusBadgeTone> = {
  draft: 'progress',
  scheduled: 'attention',
  published: 'done',
};

/**
 * A short status label with a tone: either a tone and words of the caller's choice (신규 / 처리 중 / 완료),
 * or a publication status with its label and an optional detail such as the scheduled date.
 */
export function StatusBadge(props: StatusBadgeProps) {
  if (props.status !== undefined) {
    const { status, label, detail } = props;
    const tone = publicationTone[status];
    return (
      <span className={styles.tone[tone]} data-tone={tone} data-status={status}>
        <span className={styles.dot} data-shape={status} aria-hidden="true" />
        {label}
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    );
  }
  const { tone, children } = props;
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
