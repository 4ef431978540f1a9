import { clsx } from 'clsx';
import {
  type ChangeEvent,
  type DragEvent,
  type MouseEvent,
  type ClipboardEvent as ReactClipboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { RequiredMark } from '../RequiredMark';
import { checkFile, type DropZoneRejection, firstFile, isTextEntry } from './checkFile';
import * as styles from './DropZone.css';

export interface DropZoneProps {
  /** What to give, e.g. 썸네일 이미지; the name of the file input. */
  label: string;
  /** How, e.g. 끌어 놓거나 붙여 넣거나 눌러서 선택 · PNG, JPEG, GIF, WebP · 최대 10MB. */
  hint: string;
  /** Accepted MIME types, e.g. `['image/png', 'image/jpeg']` (`image/*` works too). */
  accept: readonly string[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Called with an accepted file only (type and size checked). */
  onFile: (file: File) => void;
  /** Called when a file is refused, with the reason. */
  onReject?: (reason: DropZoneRejection, file: File) => void;
  /** Shown (and announced) when a file is refused. */
  messages: { wrongType: string; tooLarge: string };
  /** The image to show: the accepted file's or the saved one. */
  previewUrl?: string;
  /** Alt text of the preview; empty (decorative) by default. */
  previewAlt?: string;
  disabled?: boolean;
  /** While the caller works on a file (an upload): new files are not taken. */
  busy?: boolean;
  /** The caller's own error (e.g. a file is needed to publish): marks the zone invalid, shown under it. */
  error?: string;
  /** Marks the label as needed (an asterisk) and the file input `required`. */
  required?: boolean;
}

/**
 * A file drop zone around a real file input: drop a file on it, paste one while it has focus or the pointer,
 * or click it (or press Enter or Space on it) to choose one. The type and the size are checked before the
 * caller sees the file; a refusal is shown and announced.
 */
export function DropZone({
  label,
  hint,
  accept,
  maxBytes,
  onFile,
  onReject,
  messages,
  previewUrl,
  previewAlt = '',
  disabled = false,
  busy = false,
  error,
  required = false,
}: DropZoneProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const zoneRef = useRef<HTMLLabelElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [rejection, setRejection] = useState<DropZoneRejection | null>(null);
  const inactive = disabled || busy;

  const take = useCallback(
    (file: File) => {
      const reason = checkFile(file, accept, maxBytes);
      setRejection(reason);
      if (reason) onReject?.(reason, file);
      else onFile(file);
    },
    [accept, maxBytes, onFile, onReject],
  );

  // A paste goes to the focused element: while the pointer is over the zone and the focus is elsewhere (not in
  // another text field), the document's paste is the zone's.
  useEffect(() => {
    if (!hovered || inactive) return;
    const onDocumentPaste = (event: ClipboardEvent) => {
      if (zoneRef.current?.contains(document.activeElement) || isTextEntry(event.target)) return;
      const file = firstFile(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      take(file);
    };
    document.addEventListener('paste', onDocumentPaste);
    return () => document.removeEventListener('paste', onDocumentPaste);
  }, [hovered, inactive, take]);

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    // Only a drag that carries files lights the zone up (not a dragged link or text).
    if (inactive || !Array.from(event.dataTransfer.types).includes('Files')) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (inactive) return;
    const file = firstFile(event.dataTransfer);
    if (file) take(file);
  };
  const onPaste = (event: ReactClipboardEvent) => {
    if (inactive) return;
    const file = firstFile(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    take(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (file && !inactive) take(file);
  };
  // While busy the input keeps its focus (a disabled one would drop it) but opens no chooser.
  const onInputClick = (event: MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault();
  };

  const message =
    rejection === 'type' ? messages.wrongType : rejection === 'size' ? messages.tooLarge : (error ?? null);
  const describedBy = clsx(hintId, message ? errorId : null);

  return (
    <div className={styles.root}>
      <label
        ref={zoneRef}
        htmlFor={inputId}
        className={styles.zone}
        data-dragging={dragging ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
        data-invalid={message ? 'true' : undefined}
        aria-busy={busy || undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onPaste={onPaste}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <input
          id={inputId}
          type="file"
          className={styles.input}
          accept={accept.join(',')}
          disabled={disabled}
          aria-disabled={busy || undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          required={required}
          onChange={onChange}
          onClick={onInputClick}
        />
        {previewUrl && <img className={styles.preview} src={previewUrl} alt={previewAlt} />}
        <span className={styles.body}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 15V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
          </svg>
          <span id={labelId} className={styles.title}>
            {label}
            {required && <RequiredMark />}
          </span>
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        </span>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
      </label>
      {message && (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
