import { clsx } from 'clsx';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { acceptsFile } from '../internal/acceptsFile';
import * as styles from './ImageField.css';

export const DEFAULT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** 10 MB, the spec's thumbnail limit. */
export const DEFAULT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageFieldRejection = 'type' | 'size';

export interface ImageFieldProps {
  /** The field's label, e.g. 썸네일. */
  label: ReactNode;
  /** The image already saved, if any. */
  currentSrc?: string | null;
  /** Caption of the saved image, e.g. 현재 썸네일. */
  currentLabel: ReactNode;
  /** Caption of the chosen file's preview, e.g. 새 썸네일 미리보기. */
  newLabel: ReactNode;
  /** Alt text of the preview images; empty by default because the caption labels them. */
  previewAlt?: string;
  /** e.g. PNG, JPG, GIF 또는 WebP (최대 10MB). */
  help?: ReactNode;
  /** Accepted types (MIME types, `image/*` or extensions). Default: PNG, JPEG, GIF, WebP. */
  accept?: string;
  /** Largest accepted file in bytes (default 10 MB). */
  maxBytes?: number;
  /** Shown when a file of another type is picked. */
  typeErrorMessage: ReactNode;
  /** Shown when a file over `maxBytes` is picked. */
  sizeErrorMessage: ReactNode;
  /** Called with an accepted file only (type and size checked). */
  onChange: (file: File) => void;
  /** Called when a picked file is refused, with the reason. */
  onReject?: (reason: ImageFieldRejection, file: File) => void;
  /** An error from outside (e.g. the upload failed); shown like a refusal. */
  error?: ReactNode;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * An image picker with the saved image and a preview of the new one. A picked file is checked for type
 * and size before the caller sees it; a refused file is not passed on and the reason is shown.
 */
export function ImageField({
  label,
  currentSrc,
  currentLabel,
  newLabel,
  previewAlt = '',
  help,
  accept = DEFAULT_IMAGE_ACCEPT,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
  typeErrorMessage,
  sizeErrorMessage,
  onChange,
  onReject,
  error,
  name,
  id,
  required,
  disabled,
}: ImageFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const [file, setFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<ImageFieldRejection | null>(null);
  const previewUrl = usePreviewUrl(file);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const reason: ImageFieldRejection | null = !acceptsFile(picked, accept)
      ? 'type'
      : picked.size > maxBytes
        ? 'size'
        : null;
    setRejection(reason);
    if (reason) {
      event.target.value = '';
      onReject?.(reason, picked);
      return;
    }
    setFile(picked);
    onChange(picked);
  };

  const shownError =
    rejection === 'type' ? typeErrorMessage : rejection === 'size' ? sizeErrorMessage : error;
  const describedBy = clsx(help ? helpId : null, shownError ? errorId : null) || undefined;

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {(currentSrc || previewUrl) && (
        <div className={styles.previews}>
          {currentSrc && !previewUrl && (
            <figure className={styles.figure} aria-labelledby={`${inputId}-current`}>
              <figcaption id={`${inputId}-current`} className={styles.caption}>
                {currentLabel}
              </figcaption>
              <img className={styles.image} src={currentSrc} alt={previewAlt} />
            </figure>
          )}
          {previewUrl && (
            <figure className={styles.figure} aria-labelledby={`${inputId}-new`}>
              <figcaption id={`${inputId}-new`} className={styles.caption}>
                {newLabel}
              </figcaption>
              <img className={styles.image} src={previewUrl} alt={previewAlt} />
            </figure>
          )}
        </div>
      )}
      <input
        id={inputId}
        name={name}
        type="file"
        accept={accept}
        required={required}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        onChange={handleChange}
      />
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {shownError && (
        <p id={errorId} role="alert" className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
