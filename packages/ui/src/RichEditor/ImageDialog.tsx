import * as Dialog from '@radix-ui/react-dialog';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './RichEditor.css';

export interface ImageDialogLabels {
  /** The title when an image is added, e.g. 본문에 이미지 넣기. */
  imageDialogTitle: string;
  /** The title when a selected image's description is edited, e.g. 이미지 설명 수정. */
  imageEditTitle: string;
  imageFile: string;
  /** What files are taken, e.g. PNG, JPG, GIF 또는 WebP (최대 10MB). */
  imageFileHint: string;
  imageFileRequired: string;
  /** The description (alternative text) field. */
  imageAlt: string;
  imageAltHint: string;
  imageAltRequired: string;
  imageInsert: string;
  imageSave: string;
  imageCancel: string;
  /** Shown in the dialog when an upload fails and `onUploadError` gives no message of its own. */
  imageUploadFailed: string;
}

interface ImageDialogProps {
  open: boolean;
  /** The selected image's description: the dialog edits it (no file); null adds a new image. */
  currentAlt: string | null;
  labels: ImageDialogLabels;
  accept?: string;
  /** While the chosen file uploads. */
  busy: boolean;
  /** Why the last upload failed: shown in the dialog, which keeps the chosen file and description. */
  error?: string | null;
  /** Adds the image: resolves once it is in the body (the dialog closes), rejects to keep it open. */
  onInsert: (file: File, alt: string) => void;
  /** Saves the selected image's new description. */
  onSaveAlt: (alt: string) => void;
  onClose: () => void;
}

/**
 * The one way to add an image to the body: its file and its description, both required, in one dialog; with an
 * image selected, the same dialog edits its description.
 */
export function ImageDialog({
  open,
  currentAlt,
  labels,
  accept,
  busy,
  error,
  onInsert,
  onSaveAlt,
  onClose,
}: ImageDialogProps) {
  const editing = currentAlt !== null;
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      setFile(null);
      setAlt(currentAlt ?? '');
      setTried(false);
    }
  }, [open, currentAlt]);

  const fileMissing = !editing && !file;
  const altMissing = alt.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fileMissing) {
      fileInput.current?.focus();
      return;
    }
    if (altMissing) {
      altInput.current?.focus();
      return;
    }
    if (editing) onSaveAlt(alt.trim());
    else if (file) onInsert(file, alt.trim());
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>
            {editing ? labels.imageEditTitle : labels.imageDialogTitle}
          </Dialog.Title>
          <form onSubmit={submit} noValidate className={styles.dialogFields} aria-busy={busy || undefined}>
            {!editing && (
              <TextField
                ref={fileInput}
                type="file"
                accept={accept}
                label={labels.imageFile}
                help={labels.imageFileHint}
                required
                disabled={busy}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
                error={tried && fileMissing ? labels.imageFileRequired : undefined}
              />
            )}
            <TextField
              ref={altInput}
              label={labels.imageAlt}
              help={labels.imageAltHint}
              required
              maxLength={300}
              value={alt}
              disabled={busy}
              onChange={(event) => setAlt(event.target.value)}
              error={tried && altMissing ? labels.imageAltRequired : undefined}
            />
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  {labels.imageCancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {editing ? labels.imageSave : labels.imageInsert}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
