/**
 * Where the server hears that public content may look different: a write through this server, a write
 * through another instance on the same database, or a scheduled moment that came. Whatever the server
 * keeps from content (rendered pages, the next scheduled moment) subscribes here.
 */
export class ContentChanges {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
