import type { ContentKind } from '@company/content';
import { Button, RevisionDiff, Stack, useNotice } from '@company/ui';
import { Callout } from '@company/ui/sections';
import { translateKey, useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { kstMoment } from '../../time/kst';
import { useStaffMembers } from '../staffQueries';
import type { ConflictState } from './ItemForm';
import {
  comparedValues,
  type FieldName,
  type FormValues,
  fieldLabelKey,
  kindFields,
  valuesOf,
} from './itemFields';

interface ConflictPanelProps<K extends ContentKind> {
  kind: K;
  conflict: ConflictState<K>;
  current: FormValues;
  /** Keep what I typed, based on their version now (the next save re-applies it on top). */
  onKeepMine: () => void;
  /** Take their version into the form. */
  onTakeTheirs: () => void;
}

/**
 * A stale save, refused by the database: who changed the item and when, what differs between their version and
 * mine, and the choices. Nothing typed is lost: the form keeps it, and it can be copied out.
 */
export function ConflictPanel<K extends ContentKind>({
  kind,
  conflict,
  current,
  onKeepMine,
  onTakeTheirs,
}: ConflictPanelProps<K>) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const members = useStaffMembers();
  const who = (conflict.updatedBy && members.data?.get(conflict.updatedBy)) || t('admin:conflict.someone');
  const at = conflict.updatedAt ? kstMoment(conflict.updatedAt) : '';
  const theirs = conflict.theirs ? valuesOf(kind, conflict.theirs) : null;
  const label = (field: FieldName) => translateKey(i18n, fieldLabelKey(kind, field));
  const merge = conflict.merge;
  // With a merge, only the fields both changed are compared (mine as it will be saved); without, every field.
  const compared = theirs && comparedValues(kind, theirs, current, label, merge?.conflicts);
  const copyMine = async () => {
    const text = (kindFields[kind] as readonly (keyof FormValues)[])
      .map((field) => current[field])
      .filter(Boolean)
      .join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: t('admin:conflict.copied'), tone: 'success' });
    } catch {
      notify({ title: t('admin:conflict.copy_failed'), tone: 'error' });
    }
  };
  return (
    <section aria-label={t('admin:conflict.label')}>
      <Stack gap="section">
        <Callout tone="note">
          {t('admin:conflict.title', { who, at })} {t('admin:conflict.explain')}
          {merge && ` ${t('admin:conflict.both_changed')}`}
          {merge && merge.theirsTaken.length > 0 && (
            <> {t('admin:conflict.taken', { fields: merge.theirsTaken.map(label).join(', ') })}</>
          )}
        </Callout>
        {compared && (
          <RevisionDiff
            beforeLabel={t('admin:conflict.theirs')}
            afterLabel={t('admin:conflict.mine')}
            fields={compared}
            unchangedText={t('admin:history.unchanged')}
          />
        )}
        <div className={styles.actions}>
          <Button onClick={onKeepMine}>{t('admin:conflict.keep_mine')}</Button>
          <Button variant="secondary" onClick={onTakeTheirs} disabled={!theirs}>
            {t('admin:conflict.take_theirs')}
          </Button>
          <Button variant="secondary" onClick={copyMine}>
            {t('admin:conflict.copy')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
