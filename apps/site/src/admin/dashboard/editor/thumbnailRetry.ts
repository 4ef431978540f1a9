import type { ContentKind } from '@company/content';

/**
 * A thumbnail whose upload failed while a new item was first saved: the item's own editor (which the save
 * opens) takes it up, so that the next save tries the upload again instead of the file being lost.
 */
let kept: { kind: ContentKind; id: number; file: File } | null = null;

export function keepThumbnailForRetry(kind: ContentKind, id: number, file: File): void {
  kept = { kind, id, file };
}

/** The file kept for this item, if any (it stays kept until `forgetKeptThumbnail`). */
export function keptThumbnail(kind: ContentKind, id: number | undefined): File | null {
  return kept && kept.kind === kind && kept.id === id ? kept.file : null;
}

export function forgetKeptThumbnail(): void {
  kept = null;
}
