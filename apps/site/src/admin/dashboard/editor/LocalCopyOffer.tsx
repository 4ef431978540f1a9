import type { ContentKind } from '@company/content';
import { Button, RevisionDiff, Stack } from '@company/ui';
import { Callout } from '@company/ui/sections';
import { translateKey, useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import type { LocalCopy } from '../../autosave/localCopy';
import { kstMoment } from '../../time/kst';
import { comparedValues, type FormValues, fieldLabelKey } from './itemFields';

interface LocalCopyOfferProps {
  kind: ContentKind;
  copy: LocalCopy<FormValues>;
  current: FormValues;
  onRestore: () => void;
  onDiscard: () => void;
}

/** A newer copy of this item kept on this device (typed, never saved): what differs, restore or discard it. */
export function LocalCopyOffer({ kind, copy, current, onRestore, onDiscard }: LocalCopyOfferProps) {
  const { t, i18n } = useT();
  const at = kstMoment(copy.savedAt);
  const fields = comparedValues(kind, current, copy.values, (field) =>
    translateKey(i18n, fieldLabelKey(kind, field)),
  );
  return (
    <section aria-label={t('admin:autosave.offer_label')}>
      <Stack gap="section">
        <Callout tone="note">{t('admin:autosave.offer', { at })}</Callout>
        <RevisionDiff
          beforeLabel={t('admin:autosave.server')}
          afterLabel={t('admin:autosave.device')}
          fields={fields}
          unchangedText={t('admin:history.unchanged')}
        />
        <div className={styles.actions}>
          <Button onClick={onRestore}>{t('admin:autosave.restore')}</Button>
          <Button variant="secondary" onClick={onDiscard}>
            {t('admin:autosave.discard')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
