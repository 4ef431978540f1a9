import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
// One look for every dialog: the confirm dialog's surface, title and description.
import * as styles from '../ConfirmDialog/ConfirmDialog.css';

export interface FormDialogProps {
  /** Controlled: whether the dialog is shown. */
  open: boolean;
  /**
   * Called with `false` when the person dismisses it (Escape, a click outside). Without it nothing but the
   * caller closes the dialog, e.g. a sign-in that must happen before the work behind it can be saved.
   */
  onOpenChange?: (open: boolean) => void;
  /** What the dialog is for, e.g. 다시 로그인하세요. */
  title: ReactNode;
  /** Why it appeared and what happens next. */
  description?: ReactNode;
  /** The form (its fields and buttons). */
  children: ReactNode;
}

/**
 * A modal dialog holding a small form over the page, which stays as it is behind it (Radix Dialog: focus kept
 * inside, the page behind inert, Escape and outside clicks only when the caller allows them).
 */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
