import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders the server's user alone may enter, files it alone may read and write. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Everything this process (and the children it starts, PGlite's initdb among them) creates from now on
 * is private to its user: the database's files, the WAL, uploads and secrets hold sessions and drafts.
 */
export function createPrivately(): void {
  process.umask(0o077);
}

/**
 * Makes the data folder and everything in it private, for a folder made before this rule or by hand: it
 * walks the tree once at start. Symbolic links are left alone (their targets are not ours to change).
 * Returns how many modes were corrected.
 */
export function makeDataDirPrivate(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  let corrected = 0;
  const visit = (path: string): void => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      corrected += 1;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dataDir);
  return corrected;
}
