import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { imageBoundsSuite } from './suites/image-bounds';
import { imageTransformSuite } from './suites/image-transform';
import { type RunningBackend, startBackend } from './support/backend';
import { PRIVATE_BUCKET_SQL, runSqlBeforeStart } from './support/prepared-storage';
import { startOnSeededCopy } from './support/seeded-templates';
import { pglite } from './support/targets';

// Image transformations on PGlite with objects and variants in the data folder (STORAGE_BACKEND=disk).
describe('image transformations on PGlite, stored on disk', () => {
  let backend: RunningBackend | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
    // The seeded template with the editor: what a first start and createStaffBeforeStart would make here.
    await pglite.seededStorage(dataDir, { withEditor: true });
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

// A server of its own, because the bounds under test are settings: a store quota small enough to fill in a
// test, a small per-object cap, and one trusted proxy hop so that requests can come from several clients.
describe('image transformation bounds on PGlite', () => {
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    backend = await startOnSeededCopy(pglite, {
      IMAGE_VARIANT_STORE_MB: '1',
      IMAGE_VARIANTS_PER_OBJECT: '4',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  imageBoundsSuite(() => {
    if (!backend) throw new Error('the backend is not running');
    return backend;
  });
});
