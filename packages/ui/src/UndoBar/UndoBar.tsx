import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import * as styles from './UndoBar.css';

export interface UndoBarProps {
  /** Whether the bar is shown. */
  open: boolean;
  /** What just happened, e.g. 게시를 취소했습니다. */
  message: string;
  /** The undo button, e.g. 되돌리기. */
  actionLabel: string;
  /** The close button's accessible name, e.g. 닫기. */
  closeLabel: string;
  onAction: () => void;
  /** Called on close, and when `duration` has passed. */
  onClose: () => void;
  /** How long the bar stays, in ms (10 s by default; never less, so undo stays in reach). */
  duration?: number;
  /** While true the undo runs: the buttons are disabled and the bar stays. */
  pending?: boolean;
}

/**
 * What a dangerous action did, with a way back: a bar at the foot of the screen with the message and an undo
 * button, announced politely (role status), gone after at least 10 s or on close.
 */
export function UndoBar({
  open,
  message,
  actionLabel,
  closeLabel,
  onAction,
  onClose,
  duration = 10_000,
  pending = false,
}: UndoBarProps) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open || pending) return;
    const timer = setTimeout(() => onCloseRef.current(), Math.max(duration, 10_000));
    return () => clearTimeout(timer);
  }, [open, pending, duration]);
  if (!open) return null;
  return (
    <div className={styles.bar} role="status">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onAction} disabled={pending}>
          {actionLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} disabled={pending} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    </div>
  );
}
