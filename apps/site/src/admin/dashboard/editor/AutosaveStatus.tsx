import { Note } from '@company/ui';
import { translateKey, useT } from '../../../i18n/useT';
import type { AutosaveState } from '../../autosave/useAutosave';
import { adminErrorMessageKey } from '../../errors/adminErrors';

const pad = (value: number) => String(value).padStart(2, '0');

/** The autosave's state beside the save buttons (announced politely): 저장 중..., 저장됨 HH:mm, or kept on this device. */
export function AutosaveStatus({ state, dirty }: { state: AutosaveState; dirty: boolean }) {
  const { t, i18n } = useT();
  let text = '';
  if (state.status === 'saving') text = t('admin:autosave.saving');
  else if (state.status === 'saved' && !dirty)
    text = t('admin:autosave.saved', { time: `${pad(state.at.getHours())}:${pad(state.at.getMinutes())}` });
  else if (state.status === 'failed' && dirty) text = translateKey(i18n, adminErrorMessageKey(state.error));
  else if (dirty) text = t('admin:autosave.local');
  return <Note aria-live="polite">{text}</Note>;
}
