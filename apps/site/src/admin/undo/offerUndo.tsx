import { UndoBar } from '@company/ui';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A way back from a dangerous action (unpublish, delete), offered for at least 10 s. */
export interface UndoOffer {
  message: string;
  actionLabel: string;
  closeLabel: string;
  /** Undoes the action; resolves with the sentence to show when done. */
  undo: () => Promise<string>;
  /** The sentence for a failed undo (never the error's text). */
  failureOf: (error: unknown) => string;
}

function UndoHost({ offer, onDone }: { offer: UndoOffer; onDone: () => void }) {
  const [message, setMessage] = useState(offer.message);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      setMessage(await offer.undo());
    } catch (error) {
      setMessage(offer.failureOf(error));
    } finally {
      setPending(false);
      setDone(true);
    }
  };
  return (
    <UndoBar
      open
      message={message}
      actionLabel={offer.actionLabel}
      closeLabel={offer.closeLabel}
      onAction={done ? onDone : run}
      onClose={onDone}
      pending={pending}
    />
  );
}

let root: Root | null = null;
let offers = 0;

/**
 * Shows the undo bar. It lives in a root of its own at the end of the body, so it outlives what offered it
 * (a deleted row, a page left after a delete); a new offer replaces the last.
 */
export function offerUndo(offer: UndoOffer): void {
  if (typeof document === 'undefined') return;
  if (!root) {
    const host = document.createElement('div');
    host.dataset.undoHost = '';
    document.body.append(host);
    root = createRoot(host);
  }
  const id = ++offers;
  const close = () => {
    if (id === offers) root?.render(null);
  };
  root.render(<UndoHost key={id} offer={offer} onDone={close} />);
}
