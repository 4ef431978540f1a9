import type { StatusBadgeTone } from '@company/ui';
import type { ReviewStatus } from './queries';

/** The locale key naming each outcome of a review request. */
export const reviewStatusKey = {
  open: 'admin:review.status.open',
  published: 'admin:review.status.published',
  discarded: 'admin:review.status.discarded',
  withdrawn: 'admin:review.status.withdrawn',
} as const satisfies Record<ReviewStatus, string>;

/** The badge tone of each outcome: waiting, done, or set aside. */
export const reviewStatusTone = {
  open: 'progress',
  published: 'done',
  discarded: 'attention',
  withdrawn: 'attention',
} as const satisfies Record<ReviewStatus, StatusBadgeTone>;
