// Creates a new PGlite data directory, then exits. Run in its own process because creating a
// cluster grows PGlite's WebAssembly memory to about twice what opening an existing one needs,
// and that memory is never given back to the operating system.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: init-pglite.mjs <data dir>');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
