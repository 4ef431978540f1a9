import { Button, ConfirmDialog, ImageField, TextField, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { News } from '../data/types';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { type EditorLanguage, EditorLanguageTabs } from './EditorLanguageTabs';
import { checkWholeEnglish } from './englishVersion';
import { errorMessage, textOfHtml } from './html';
import { useSaveRow, useUploadImage } from './mutations';
import { RichTextField } from './RichTextField';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './upload';

interface NewsFormProps {
  /** The post to edit; without it the form creates a new post. */
  news?: News;
  /** Where 취소 goes once confirmed. */
  cancelTo: string;
}

/**
 * The news form of spec section 2: title, thumbnail, a 320 px rich-text body, 취소 (with confirmation) and
 * 수정 완료. Title, thumbnail and body must all be given (the body with tags stripped and trimmed); the title
 * is saved trimmed. A new thumbnail is uploaded first; a successful save goes to the post.
 */
export function NewsForm({ news, cancelTo }: NewsFormProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const save = useSaveRow('news');
  const upload = useUploadImage();
  const [title, setTitle] = useState(news?.title ?? '');
  const [content, setContent] = useState(news?.content ?? '');
  const [titleEn, setTitleEn] = useState(news?.title_en ?? '');
  const [contentEn, setContentEn] = useState(news?.content_en ?? '');
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);
  const [thumbnailFile, setThumbnailFile] = useState<File | null>(null);
  const [thumbnailError, setThumbnailError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const saving = save.isPending || upload.isPending;
  const creating = news === undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
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
    setInvalid(null);
    let thumbnail = news?.thumbnail ?? '';
    if (thumbnailFile) {
      try {
        thumbnail = await upload.mutateAsync(thumbnailFile);
        setThumbnailError(null);
      } catch (error) {
        setThumbnailError(t('admin:news_edit.thumbnail_upload_failed'));
        notify({
          title: t('admin:news_edit.thumbnail_upload_failed'),
          description: errorMessage(error),
          tone: 'error',
        });
        return;
      }
    }
    try {
      const id = await save.mutateAsync({
        id: news?.id,
        values: { title: trimmedTitle, content, thumbnail, ...english.values },
      });
      notify({ title: t('admin:news_edit.saved'), tone: 'success' });
      navigate(localize(`/newsroom/News/${id}`));
    } catch (error) {
      notify({ title: t('admin:news_edit.save_failed', { message: errorMessage(error) }), tone: 'error' });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <ImageField
        label={t('admin:news_edit.field_thumbnail')}
        currentSrc={news?.thumbnail}
        currentLabel={t('admin:news_edit.current_thumbnail')}
        newLabel={t('admin:news_edit.new_thumbnail_preview')}
        help={t('admin:news_edit.thumbnail_help')}
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        typeErrorMessage={t('admin:news_edit.thumbnail_wrong_type')}
        sizeErrorMessage={t('admin:news_edit.thumbnail_too_large')}
        error={thumbnailError}
        onChange={(file) => {
          setThumbnailFile(file);
          setThumbnailError(null);
        }}
        onReject={() => setThumbnailFile(null)}
        name="thumbnail"
        required={creating}
        disabled={saving}
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
              disabled={saving}
            />
            <RichTextField
              label={t('admin:news_edit.field_content')}
              value={content}
              onChange={setContent}
              disabled={saving}
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
              disabled={saving}
            />
            <RichTextField
              label={t('admin:languages.field_content_en')}
              value={contentEn}
              onChange={setContentEn}
              disabled={saving}
            />
          </>
        }
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setConfirmCancel(true)} disabled={saving}>
          {t('admin:news_edit.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving
            ? t('admin:news_edit.saving')
            : creating
              ? t('admin:news_edit.create_submit')
              : t('admin:news_edit.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('admin:news_edit.cancel_confirm')}
        confirmLabel={t('admin:news_edit.cancel_confirm_ok')}
        cancelLabel={t('admin:news_edit.cancel_confirm_back')}
        onConfirm={() => {
          setConfirmCancel(false);
          navigate(localize(cancelTo));
        }}
      />
    </form>
  );
}
