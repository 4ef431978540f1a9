import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
// One look for every dialog: the confirm dialog's surface, title and description.
import * as styles from '../ConfirmDialog/ConfirmDialog.css';
import * as dockedStyles from './FormDialog.css';

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
  /**
   * Docked at the bottom of the screen, opened without moving the focus, and not modal: the page behind stays
   * usable. For a question that must not take the keyboard from someone typing (a session that ended in the
   * middle of a sentence): they finish, then turn to it.
   */
  docked?: boolean;
}

/**
 * A modal dialog holding a small form over the page, which stays as it is behind it (Radix Dialog: focus kept
 * inside, the page behind inert, Escape and outside clicks only when the caller allows them); or, `docked`, a
 * panel at the bottom of the screen that takes neither the focus nor the page.
 */
export function FormDialog({ open, onOpenChange, title, description, children, docked }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!docked}>
      <Dialog.Portal>
        {!docked && <Dialog.Overlay className={styles.overlay} />}
        <Dialog.Content
          className={docked ? dockedStyles.docked : styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(docked
            ? {
                onOpenAutoFocus: (event: Event) => event.preventDefault(),
                // Not modal: a click or focus elsewhere does not close it either (only its form does).
                onInteractOutside: (event: Event) => event.preventDefault(),
              }
            : {})}
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
