import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { imageTransformSuite } from './suites/image-transform';
import { type RunningBackend, startBackend } from './support/backend';
import { PRIVATE_BUCKET_SQL, runSqlBeforeStart } from './support/prepared-storage';
import { createStaffBeforeStart, EDITOR } from './support/staff';

// Image transformations on PGlite with objects and variants in the data folder (STORAGE_BACKEND=disk).
describe('image transformations on PGlite, stored on disk', () => {
  let backend: RunningBackend | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
    await createStaffBeforeStart({ dataDir, env: {} }, [EDITOR]);
    await runSqlBeforeStart({ dataDir, env: {} }, PRIVATE_BUCKET_SQL);
    backend = await startBackend({ dataDir });
  });
  afterAll(async () => {
    await backend?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storage = () => join(dataDir, 'storage');
  imageTransformSuite(
    () => {
      if (!backend) throw new Error('the backend is not running');
      return backend;
    },
    {
      async variantKeys(bucket, version) {
        const folder = join(storage(), '.variants', bucket, version);
        return existsSync(folder)
          ? readdirSync(folder).map((name) => `.variants/${bucket}/${version}/${name}`)
          : [];
      },
      async hasObject(bucket, version) {
        return existsSync(join(storage(), bucket, version));
      },
    },
  );
});
