import type { ContentKind } from '@company/content';
import { Callout } from '@company/ui/sections';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { type EditingPresenceOptions, type PresentEditor, useEditingPresence } from './useEditingPresence';

/** The others' e-mail addresses as one phrase of the language (a, b and c); someone without one is named by `someone`. */
export function presentNames(others: readonly PresentEditor[], language: string, someone: string): string {
  const names = [...new Set(others.map((other) => other.email ?? someone))];
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

interface EditingPresenceNoticeProps extends EditingPresenceOptions {
  kind: ContentKind;
  id: number;
}

/**
 * Above an item's form: who else has the item open (a warning, not a lock; either may save, and the second save
 * of one version meets the conflict panel). Nothing while no one else is there: the page keeps its spacing.
 */
export function EditingPresenceNotice({ kind, id, ...options }: EditingPresenceNoticeProps) {
  const { t } = useT();
  const language = useLanguage();
  const others = useEditingPresence(kind, id, options);
  if (others.length === 0) return null;
  // In the form's column (the admin's form style: its width), a polite announcement as it appears.
  return (
    <div className={styles.form} role="status" data-testid="editing-presence">
      <Callout tone="note">
        {t(others.length > 1 ? 'admin:presence.open_by_several' : 'admin:presence.open_by_one', {
          names: presentNames(others, language, t('admin:presence.someone')),
        })}
      </Callout>
    </div>
  );
}
