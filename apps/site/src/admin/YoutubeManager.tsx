import { Button, TextField, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useVideoPage } from '../data/hooks';
import type { Video } from '../data/types';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { ContentList } from './ContentList';
import { type EditorLanguage, EditorLanguageTabs } from './EditorLanguageTabs';
import { englishTitle } from './englishVersion';
import { errorMessage } from './html';
import { useSaveRow } from './mutations';
import { parseVideoKey } from './videoKey';

const PAGE_SIZE = 10;

/** /newsroom/YoutubeEditor: title and index (the video key, or a YouTube link); create, edit, delete. */
export function YoutubeManager() {
  const { t } = useT();
  const { notify } = useNotice();
  const save = useSaveRow('youtube');
  const [page, setPage] = useState(1);
  const list = useVideoPage(page, PAGE_SIZE);
  const [editing, setEditing] = useState<Video | null>(null);
  const [title, setTitle] = useState('');
  const [index, setIndex] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);

  const edit = (video: Video | null) => {
    setEditing(video);
    setTitle(video?.title ?? '');
    setIndex(video?.video_id ?? '');
    setTitleEn(video?.title_en ?? '');
    setLanguage('ko');
    setInvalid(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!title.trim() || !index.trim()) {
      setInvalid(title.trim() ? null : 'ko');
      if (!title.trim()) setLanguage('ko');
      notify({ title: t('admin:youtube_editor.required'), tone: 'error' });
      return;
    }
    setInvalid(null);
    const videoId = parseVideoKey(index);
    if (!videoId) {
      notify({ title: t('admin:youtube_editor.invalid_key'), tone: 'error' });
      return;
    }
    try {
      await save.mutateAsync({
        id: editing?.id,
        values: { title: title.trim(), video_id: videoId, title_en: englishTitle(titleEn) },
      });
      notify({ title: t('admin:youtube_editor.saved'), tone: 'success' });
      edit(null);
    } catch (error) {
      notify({
        title: t('admin:youtube_editor.save_failed', { message: errorMessage(error) }),
        tone: 'error',
      });
    }
  };

  return (
    <div className={styles.section}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
        {editing && <p className={styles.subtext}>{t('admin:manage.editing', { title: editing.title })}</p>}
        <EditorLanguageTabs
          value={language}
          onValueChange={setLanguage}
          invalid={invalid}
          korean={
            <TextField
              label={t('admin:youtube_editor.field_title')}
              placeholder={t('admin:youtube_editor.field_title_placeholder')}
              name="title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
            />
          }
          english={
            <TextField
              label={t('admin:languages.field_title_en')}
              name="title_en"
              value={titleEn}
              onChange={(event) => setTitleEn(event.target.value)}
            />
          }
        />
        <TextField
          label={t('admin:youtube_editor.field_index')}
          placeholder={t('admin:youtube_editor.field_index_placeholder')}
          name="index"
          value={index}
          onChange={(event) => setIndex(event.target.value)}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.actions}>
          {editing && (
            <Button variant="secondary" onClick={() => edit(null)} disabled={save.isPending}>
              {t('admin:manage.cancel_edit')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin:youtube_editor.saving') : t('admin:youtube_editor.save')}
          </Button>
        </div>
      </form>
      <ContentList
        table="youtube"
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isPending}
        failed={list.isError}
        viewHref={(row) => `/newsroom/Youtube/${row.id}`}
        onEdit={edit}
        onDeleted={(row) => {
          if (row.id === editing?.id) edit(null);
        }}
      />
    </div>
  );
}
