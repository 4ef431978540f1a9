import { Button, TextField, useNotice } from '@company/ui';
import { type FormEvent, useId, useState } from 'react';
import type { PagedRows } from '../data/types';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { ContentList } from './ContentList';
import { type EditorLanguage, EditorLanguageTabs } from './EditorLanguageTabs';
import { checkTitledEnglish, checkWholeEnglish } from './englishVersion';
import { errorMessage, textOfHtml } from './html';
import { useSaveRow } from './mutations';
import { RichTextField } from './RichTextField';

export interface BoardRow {
  id: number;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  created_at: string;
  meeting_date?: string | null;
}

export interface BoardLabels {
  title: string;
  content: string;
  meetingDate?: string;
  save: string;
  saving: string;
  required: string;
  saved: string;
  saveFailed: (message: string) => string;
}

interface BoardManagerProps {
  table: 'announcement' | 'shareholders';
  labels: BoardLabels;
  /** Whether the body must have text (announcements) or may stay empty (shareholder notices). */
  contentRequired: boolean;
  list: { data?: PagedRows<BoardRow>; isPending: boolean; isError: boolean };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  viewHref?: (row: BoardRow) => string;
}

/** A notice board editor (announcements, shareholder notices): title, rich body, optional meeting date. */
export function BoardManager({
  table,
  labels,
  contentRequired,
  list,
  page,
  pageSize,
  onPageChange,
  viewHref,
}: BoardManagerProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const save = useSaveRow(table);
  const dateId = useId();
  const [editing, setEditing] = useState<BoardRow | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [meetingDate, setMeetingDate] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [contentEn, setContentEn] = useState('');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);

  const edit = (row: BoardRow | null) => {
    setEditing(row);
    setTitle(row?.title ?? '');
    setContent(row?.content ?? '');
    setMeetingDate(row?.meeting_date ?? '');
    setTitleEn(row?.title_en ?? '');
    setContentEn(row?.content_en ?? '');
    setLanguage('ko');
    setInvalid(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmedTitle = title.trim();
    const hasText = textOfHtml(content) !== '';
    if (!trimmedTitle || (contentRequired && !hasText)) {
      setInvalid('ko');
      setLanguage('ko');
      notify({ title: labels.required, tone: 'error' });
      return;
    }
    const english =
      table === 'announcement'
        ? checkWholeEnglish(titleEn, contentEn)
        : checkTitledEnglish(titleEn, contentEn);
    if (!english.ok) {
      setInvalid('en');
      setLanguage('en');
      notify({ title: t(english.error), tone: 'error' });
      return;
    }
    setInvalid(null);
    const body = hasText || /<img\b/i.test(content) ? content : '';
    try {
      if (table === 'announcement') {
        await save.mutateAsync({
          id: editing?.id,
          values: { title: trimmedTitle, content: body, ...english.values },
        });
      } else {
        await save.mutateAsync({
          id: editing?.id,
          values: {
            title: trimmedTitle,
            content: body,
            meeting_date: meetingDate || null,
            ...english.values,
          },
        });
      }
      notify({ title: labels.saved, tone: 'success' });
      edit(null);
    } catch (error) {
      notify({ title: labels.saveFailed(errorMessage(error)), tone: 'error' });
    }
  };

  return (
    <div className={styles.section}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
        {editing && <p className={styles.subtext}>{t('admin:manage.editing', { title: editing.title })}</p>}
        {labels.meetingDate && (
          <div className={styles.field}>
            <label htmlFor={dateId} className={styles.fieldLabel}>
              {labels.meetingDate}
            </label>
            <input
              id={dateId}
              className={styles.dateInput}
              type="date"
              name="meeting_date"
              value={meetingDate}
              onChange={(event) => setMeetingDate(event.target.value)}
              disabled={save.isPending}
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
                label={labels.title}
                name="title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                disabled={save.isPending}
              />
              <RichTextField
                key={editing?.id ?? 'new'}
                label={labels.content}
                value={content}
                onChange={setContent}
                disabled={save.isPending}
              />
            </>
          }
          english={
            <>
              <TextField
                label={t('admin:languages.field_title_en')}
                name="title_en"
                value={titleEn}
                onChange={(event) => setTitleEn(event.target.value)}
                disabled={save.isPending}
              />
              <RichTextField
                key={`${editing?.id ?? 'new'}-en`}
                label={t('admin:languages.field_content_en')}
                value={contentEn}
                onChange={setContentEn}
                disabled={save.isPending}
              />
            </>
          }
        />
        <div className={styles.actions}>
          {editing && (
            <Button variant="secondary" onClick={() => edit(null)} disabled={save.isPending}>
              {t('admin:manage.cancel_edit')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? labels.saving : labels.save}
          </Button>
        </div>
      </form>
      <ContentList
        table={table}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        loading={list.isPending}
        failed={list.isError}
        viewHref={viewHref}
        onEdit={edit}
        onDeleted={(row) => {
          if (row.id === editing?.id) edit(null);
        }}
      />
    </div>
  );
}
