import { TextField, useNotice } from '@company/ui';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { type EditorLanguage, EditorLanguageTabs } from '../../EditorLanguageTabs';
import { checkTitledEnglish, checkWholeEnglish } from '../../englishVersion';
import { textOfHtml } from '../../html';
import { RichTextField } from '../../RichTextField';
import type { StaffRows } from '../types';
import { imagesMissingAlt } from './bodyImages';
import { EditorNotes } from './EditorNotes';
import { EnglishFields } from './EnglishFields';
import { PublishControls } from './PublishControls';
import { intentOfSubmit, useItemSave } from './useItemSave';

type BoardProps =
  | { kind: 'announcement'; item?: StaffRows['announcement']; onCancel: () => void }
  | { kind: 'shareholders'; item?: StaffRows['shareholders']; onCancel: () => void };

/**
 * A notice board's editor (e-notices, shareholder notices): title, rich body (required for e-notices), the
 * meeting date of a shareholder notice, and the optional English version.
 */
export function BoardForm(props: BoardProps) {
  const { kind, item, onCancel } = props;
  const { t } = useT();
  const { notify } = useNotice();
  const { save, pending, isAdmin, locked, scheduleAt, setScheduleAt } = useItemSave(kind, item);
  const dateId = useId();
  const labels = kind === 'announcement' ? 'admin:announcement_editor' : 'admin:shareholders_editor';
  const [title, setTitle] = useState(item?.title ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [meetingDate, setMeetingDate] = useState(
    props.kind === 'shareholders' ? (props.item?.meeting_date ?? '') : '',
  );
  const [titleEn, setTitleEn] = useState(item?.title_en ?? '');
  const [contentEn, setContentEn] = useState(item?.content_en ?? '');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || locked) return;
    const intent = intentOfSubmit(event);
    const trimmedTitle = title.trim();
    const hasText = textOfHtml(content) !== '';
    if (!trimmedTitle || (kind === 'announcement' && !hasText)) {
      setInvalid('ko');
      setLanguage('ko');
      notify({ title: t(`${labels}.required` as const), tone: 'error' });
      return;
    }
    const english =
      kind === 'announcement'
        ? checkWholeEnglish(titleEn, contentEn)
        : checkTitledEnglish(titleEn, contentEn);
    if (!english.ok) {
      setInvalid('en');
      setLanguage('en');
      notify({ title: t(english.error), tone: 'error' });
      return;
    }
    if (imagesMissingAlt(content) + imagesMissingAlt(contentEn) > 0) {
      notify({ title: t('admin:body_image.missing_alt'), tone: 'error' });
      return;
    }
    setInvalid(null);
    const body = hasText || /<img\b/i.test(content) ? content : '';
    if (kind === 'announcement') {
      await save(intent, { title: trimmedTitle, content: body, ...english.values });
    } else {
      await save(intent, {
        title: trimmedTitle,
        content: body,
        meeting_date: meetingDate || null,
        ...english.values,
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <EditorNotes isAdmin={isAdmin} item={item} locked={locked} />
      {kind === 'shareholders' && (
        <div className={styles.field}>
          <label htmlFor={dateId} className={styles.fieldLabel}>
            {t('admin:shareholders_editor.field_meeting_date')}
          </label>
          <input
            id={dateId}
            className={styles.dateInput}
            type="date"
            name="meeting_date"
            value={meetingDate}
            onChange={(event) => setMeetingDate(event.target.value)}
            disabled={pending || locked}
          />
        </div>
      )}
      <EditorLanguageTabs
        value={language}
        onValueChange={setLanguage}
        invalid={invalid}
        korean={
          <>
            <TextField
              label={t(`${labels}.field_title` as const)}
              name="title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              disabled={pending || locked}
            />
            <RichTextField
              label={t(`${labels}.field_content` as const)}
              value={content}
              onChange={setContent}
              disabled={pending || locked}
            />
          </>
        }
        english={
          <EnglishFields
            title={titleEn}
            onTitleChange={setTitleEn}
            content={contentEn}
            onContentChange={setContentEn}
            disabled={pending || locked}
          />
        }
      />
      <PublishControls
        isAdmin={isAdmin}
        item={item}
        scheduleAt={scheduleAt}
        onScheduleAtChange={setScheduleAt}
        pending={pending}
        locked={locked}
        onCancel={onCancel}
      />
    </form>
  );
}
