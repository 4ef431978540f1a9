import { DropZone, TextField, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { type EditorLanguage, EditorLanguageTabs } from '../../EditorLanguageTabs';
import { checkWholeEnglish } from '../../englishVersion';
import { errorMessage, textOfHtml } from '../../html';
import { useUploadImage } from '../../mutations';
import { RichTextField } from '../../RichTextField';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../upload';
import type { StaffRows } from '../types';
import { imagesMissingAlt } from './bodyImages';
import { EditorNotes } from './EditorNotes';
import { EnglishFields } from './EnglishFields';
import { PublishControls } from './PublishControls';
import { intentOfSubmit, useItemSave } from './useItemSave';
import { useObjectUrl } from './useObjectUrl';

interface NewsFormProps {
  /** The post to edit; without it the form creates one. */
  news?: StaffRows['news'];
  onCancel: () => void;
}

/**
 * The news editor: thumbnail (a drop zone), title and a 320 px rich body in Korean, optionally the English
 * version. Title, thumbnail and body must all be given (the body with tags stripped and trimmed), and every
 * body image needs alternative text. A new thumbnail is uploaded first.
 */
export function NewsForm({ news, onCancel }: NewsFormProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const upload = useUploadImage();
  const { save, pending, isAdmin, locked, scheduleAt, setScheduleAt } = useItemSave('news', news);
  const [title, setTitle] = useState(news?.title ?? '');
  const [content, setContent] = useState(news?.content ?? '');
  const [titleEn, setTitleEn] = useState(news?.title_en ?? '');
  const [contentEn, setContentEn] = useState(news?.content_en ?? '');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);
  const [thumbnailFile, setThumbnailFile] = useState<File | null>(null);
  const newThumbnail = useObjectUrl(thumbnailFile);
  const saving = pending || upload.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || locked) return;
    const intent = intentOfSubmit(event);
    const trimmedTitle = title.trim();
    if (!trimmedTitle || !(thumbnailFile || news?.thumbnail) || !textOfHtml(content)) {
      const koreanMissing = !trimmedTitle || !textOfHtml(content);
      setInvalid(koreanMissing ? 'ko' : null);
      if (koreanMissing) setLanguage('ko');
      notify({ title: t('admin:news_edit.required'), tone: 'error' });
      return;
    }
    const english = checkWholeEnglish(titleEn, contentEn);
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
    let thumbnail = news?.thumbnail ?? '';
    if (thumbnailFile) {
      try {
        thumbnail = await upload.mutateAsync(thumbnailFile);
      } catch (error) {
        notify({
          title: t('admin:news_edit.thumbnail_upload_failed'),
          description: errorMessage(error),
          tone: 'error',
        });
        return;
      }
    }
    await save(intent, { title: trimmedTitle, content, thumbnail, ...english.values });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <EditorNotes isAdmin={isAdmin} item={news} locked={locked} />
      <DropZone
        label={t('admin:news_edit.field_thumbnail')}
        hint={t('admin:news_edit.thumbnail_help')}
        accept={IMAGE_TYPES}
        maxBytes={IMAGE_MAX_BYTES}
        onFile={setThumbnailFile}
        onReject={() => setThumbnailFile(null)}
        messages={{
          wrongType: t('admin:news_edit.thumbnail_wrong_type'),
          tooLarge: t('admin:news_edit.thumbnail_too_large'),
        }}
        previewUrl={newThumbnail ?? news?.thumbnail}
        previewAlt={t(
          newThumbnail ? 'admin:news_edit.new_thumbnail_preview' : 'admin:news_edit.current_thumbnail',
        )}
        disabled={saving || locked}
        busy={upload.isPending}
      />
      <EditorLanguageTabs
        value={language}
        onValueChange={setLanguage}
        invalid={invalid}
        korean={
          <>
            <TextField
              label={t('admin:news_edit.field_title')}
              placeholder={t('admin:news_edit.field_title_placeholder')}
              name="title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              disabled={saving || locked}
            />
            <RichTextField
              label={t('admin:news_edit.field_content')}
              value={content}
              onChange={setContent}
              disabled={saving || locked}
            />
          </>
        }
        english={
          <EnglishFields
            title={titleEn}
            onTitleChange={setTitleEn}
            content={contentEn}
            onContentChange={setContentEn}
            disabled={saving || locked}
          />
        }
      />
      <PublishControls
        isAdmin={isAdmin}
        item={news}
        scheduleAt={scheduleAt}
        onScheduleAtChange={setScheduleAt}
        pending={saving}
        locked={locked}
        onCancel={onCancel}
      />
    </form>
  );
}
