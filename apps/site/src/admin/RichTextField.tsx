import { RequiredMark, RichEditor } from '@company/ui';
import { useId } from 'react';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { errorMessage } from './html';
import { useUploadImage } from './mutations';
import { IMAGE_ACCEPT, ImageRejectedError } from './upload';
import { useEditorLabels } from './useEditorLabels';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Marks the field as needed (an asterisk; the editing area is `aria-required`). */
  required?: boolean;
  /** The field's error, under it; marks the editing area invalid. */
  error?: string;
  /** The editing area's id, so that an error summary can move the focus to it. */
  id?: string;
}

/**
 * A labelled rich-text editor (320 px high) whose images upload to `news-images`: the toolbar's image button
 * asks for the image and its description in one dialog (and edits a selected image's description).
 */
export function RichTextField({ label, value, onChange, disabled, required, error, id }: RichTextFieldProps) {
  const { t } = useT();
  const labelId = useId();
  const labels = useEditorLabels(label);
  const upload = useUploadImage();
  // The image dialog shows it (the specification's alert 이미지 업로드 실패, then why), and keeps the chosen file
  // and description.
  const onUploadError = (failure: unknown) =>
    `${t('admin:news_edit.image_upload_failed')}: ${
      failure instanceof ImageRejectedError
        ? t(
            failure.reason === 'type'
              ? 'admin:news_edit.image_wrong_type'
              : failure.reason === 'content'
                ? 'admin:news_edit.image_not_image'
                : 'admin:news_edit.image_too_large',
          )
        : errorMessage(failure)
    }`;
  return (
    <div className={styles.field} id={id}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
        {required && <RequiredMark />}
      </span>
      <RichEditor
        className={styles.editor}
        value={value}
        onChange={onChange}
        labels={labels}
        aria-labelledby={labelId}
        error={error}
        required={required}
        imageAccept={IMAGE_ACCEPT}
        onUploadImage={(file) => upload.mutateAsync(file)}
        onUploadError={onUploadError}
        disabled={disabled}
      />
    </div>
  );
}
