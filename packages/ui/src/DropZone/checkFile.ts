import { acceptsFile } from '../internal/acceptsFile';

export type DropZoneRejection = 'type' | 'size';

/** Why a file may not be taken (its type is not accepted, or it is larger than allowed), or null when it may. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxBytes: number,
): DropZoneRejection | null {
  if (!acceptsFile(file, accept.join(','))) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The first file a drop or a paste carries, if any. */
export function firstFile(data: DataTransfer | null): File | null {
  if (!data) return null;
  const fromFiles = data.files?.[0];
  if (fromFiles) return fromFiles;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file') {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  return null;
}

/** Whether a paste aimed at this element belongs to another text field (which must keep it). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'file';
}
