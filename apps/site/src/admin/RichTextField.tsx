import { RichEditor, type RichEditorHandle, Stack, useNotice } from '@company/ui';
import { useId, useRef } from 'react';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { BodyImageInserter } from './dashboard/editor/BodyImageInserter';
import { errorMessage } from './html';
import { useUploadImage } from './mutations';
import { IMAGE_ACCEPT, ImageRejectedError } from './upload';
import { useEditorLabels } from './useEditorLabels';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}

/**
 * A labelled rich-text editor (320 px high) whose images upload to `news-images`; under it, the drop zone that
 * adds an image with its alternative text.
 */
export function RichTextField({ label, value, onChange, disabled }: RichTextFieldProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const labelId = useId();
  const labels = useEditorLabels(label);
  const upload = useUploadImage();
  const editorRef = useRef<RichEditorHandle>(null);
  const onUploadError = (error: unknown) => {
    const description =
      error instanceof ImageRejectedError
        ? t(error.reason === 'type' ? 'admin:news_edit.image_wrong_type' : 'admin:news_edit.image_too_large')
        : errorMessage(error);
    notify({ title: t('admin:news_edit.image_upload_failed'), description, tone: 'error' });
  };
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      <Stack gap="section">
        <RichEditor
          ref={editorRef}
          className={styles.editor}
          value={value}
          onChange={onChange}
          labels={labels}
          aria-labelledby={labelId}
          imageAccept={IMAGE_ACCEPT}
          onUploadImage={(file) => upload.mutateAsync(file)}
          onUploadError={onUploadError}
          disabled={disabled}
        />
        <BodyImageInserter disabled={disabled} onInsert={(image) => editorRef.current?.insertImage(image)} />
      </Stack>
    </div>
  );
}
