import { Button, DropZone, type ImageSize, readImageSize, Stack, TextField, useNotice } from '@company/ui';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { errorMessage } from '../../html';
import { useUploadImage } from '../../mutations';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../upload';
import { useObjectUrl } from './useObjectUrl';

interface BodyImageInserterProps {
  /** Puts the uploaded image, with its alternative text and its pixel size when known, into the body. */
  onInsert: (image: { src: string; alt: string } & Partial<ImageSize>) => void;
  disabled?: boolean;
}

/**
 * Adds an image to a body: dropped, pasted or chosen, checked as the bucket checks (type and size), described
 * by its alternative text (required), then uploaded and inserted.
 */
export function BodyImageInserter({ onInsert, disabled }: BodyImageInserterProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string>();
  const previewUrl = useObjectUrl(file);

  const insert = async () => {
    if (!file) return;
    if (!alt.trim()) {
      setAltError(t('admin:body_image.alt_required'));
      return;
    }
    try {
      const [src, size] = await Promise.all([upload.mutateAsync(file), readImageSize(file)]);
      onInsert({ src, alt: alt.trim(), ...size });
      setFile(null);
      setAlt('');
      setAltError(undefined);
    } catch (error) {
      notify({
        title: t('admin:news_edit.image_upload_failed'),
        description: errorMessage(error),
        tone: 'error',
      });
    }
  };

  return (
    <Stack gap="section">
      <DropZone
        label={t('admin:body_image.label')}
        hint={t('admin:body_image.hint')}
        accept={IMAGE_TYPES}
        maxBytes={IMAGE_MAX_BYTES}
        onFile={setFile}
        onReject={() => setFile(null)}
        messages={{
          wrongType: t('admin:news_edit.image_wrong_type'),
          tooLarge: t('admin:news_edit.image_too_large'),
        }}
        previewUrl={previewUrl}
        previewAlt={alt.trim() || t('admin:body_image.preview_alt')}
        disabled={disabled || upload.isPending}
        busy={upload.isPending}
      />
      {file && (
        <Stack gap="section">
          <TextField
            label={t('admin:body_image.alt')}
            help={t('admin:body_image.alt_help')}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(undefined);
            }}
            error={altError}
            required
            disabled={disabled || upload.isPending}
          />
          <Button variant="secondary" onClick={insert} disabled={disabled || upload.isPending}>
            {upload.isPending ? t('admin:body_image.inserting') : t('admin:body_image.insert')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
