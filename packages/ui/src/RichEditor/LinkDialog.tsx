import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { normalizeLinkHref } from './linkHref';
import * as styles from './RichEditor.css';

export interface LinkDialogLabels {
  linkDialogTitle: string;
  linkUrl: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  /** Shown when the address is refused (only http, https, mailto, tel and sms are kept). */
  linkInvalid: string;
}

interface LinkDialogProps {
  open: boolean;
  /** The link under the selection, to edit or remove. */
  currentHref: string | null;
  labels: LinkDialogLabels;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** A small dialog for the link address: no window.prompt, and refused protocols say why. */
export function LinkDialog({ open, currentHref, labels, onApply, onRemove, onClose }: LinkDialogProps) {
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(currentHref ?? '');
      setRefused(false);
    }
  }, [open, currentHref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeLinkHref(draft);
    if (!href) {
      setRefused(true);
      return;
    }
    onApply(href);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{labels.linkDialogTitle}</Dialog.Title>
          <form onSubmit={submit} noValidate>
            <TextField
              label={labels.linkUrl}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setRefused(false);
              }}
              error={refused ? labels.linkInvalid : undefined}
            />
            <div className={styles.dialogActions}>
              {currentHref && (
                <Button variant="ghost" onClick={onRemove}>
                  {labels.linkRemove}
                </Button>
              )}
              <Dialog.Close asChild>
                <Button variant="secondary">{labels.linkCancel}</Button>
              </Dialog.Close>
              <Button type="submit">{labels.linkApply}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
