import { TextField, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { type EditorLanguage, EditorLanguageTabs } from '../../EditorLanguageTabs';
import { englishTitle } from '../../englishVersion';
import { parseVideoKey } from '../../videoKey';
import type { StaffRows } from '../types';
import { EditorNotes } from './EditorNotes';
import { PublishControls } from './PublishControls';
import { intentOfSubmit, useItemSave } from './useItemSave';

interface VideoFormProps {
  video?: StaffRows['youtube'];
  onCancel: () => void;
}

/** The video editor: title (Korean, optionally English) and the video's key or YouTube link. */
export function VideoForm({ video, onCancel }: VideoFormProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const { save, pending, isAdmin, locked, scheduleAt, setScheduleAt } = useItemSave('youtube', video);
  const [title, setTitle] = useState(video?.title ?? '');
  const [index, setIndex] = useState(video?.video_id ?? '');
  const [titleEn, setTitleEn] = useState(video?.title_en ?? '');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || locked) return;
    const intent = intentOfSubmit(event);
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
    await save(intent, {
      title: title.trim(),
      video_id: videoId,
      title_en: englishTitle(titleEn),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <EditorNotes isAdmin={isAdmin} item={video} locked={locked} />
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
            disabled={pending || locked}
          />
        }
        english={
          <TextField
            label={t('admin:languages.field_title_en')}
            name="title_en"
            value={titleEn}
            onChange={(event) => setTitleEn(event.target.value)}
            disabled={pending || locked}
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
        disabled={pending || locked}
      />
      <PublishControls
        isAdmin={isAdmin}
        item={video}
        scheduleAt={scheduleAt}
        onScheduleAtChange={setScheduleAt}
        pending={pending}
        locked={locked}
        onCancel={onCancel}
      />
    </form>
  );
}
