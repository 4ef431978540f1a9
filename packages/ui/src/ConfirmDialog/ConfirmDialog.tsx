import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '../Button';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Controlled: whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the visitor cancels (button, Escape); not while pending. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 수정을 취소하시겠습니까? */
  title: ReactNode;
  /** What happens on confirm, e.g. 변경사항이 저장되지 않습니다. */
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /**
   * Runs on confirm. The dialog stays open until the caller closes it (set `open` to false), so that
   * an asynchronous action can show `pending` first.
   */
  onConfirm: () => void;
  /** While true the confirm button shows `pendingLabel`, and neither button nor Escape acts. */
  pending?: boolean;
  /** Confirm label while pending, e.g. 삭제 중...; the confirm label by default. */
  pendingLabel?: ReactNode;
  /** `danger` for destructive actions (delete); `primary` otherwise. */
  tone?: 'primary' | 'danger';
}

/** The accessible replacement for window.confirm(): a Radix alert dialog with labelled buttons. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  pendingLabel,
  tone = 'primary',
}: ConfirmDialogProps) {
  // Opened without a Radix trigger, so remember what had focus and give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const handleOpenChange = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          aria-busy={pending || undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          )}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone} onClick={onConfirm} disabled={pending}>
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
