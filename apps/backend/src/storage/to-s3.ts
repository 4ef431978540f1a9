import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config';
import { FileStore } from './files';
import { moveToStore } from './move-to-store';
import { S3ObjectStore } from './s3';

/**
 * `pnpm --filter @company/backend storage:to-s3 [--keep-local]`: moves the objects of `DATA_DIR/storage`
 * into the bucket that STORAGE_BACKEND=s3 and STORAGE_S3_* name (moveToStore). Run it with the servers that
 * use this data folder stopped, or with `--keep-local` while they run and once more after; it can be run
 * again at any time (what the bucket already holds whole is not sent again). Exit code 1 if anything failed.
 */
async function main(): Promise<number> {
  const config = readConfig();
  if (config.storage.backend !== 's3') {
    console.error(
      'Name the bucket to move into: STORAGE_BACKEND=s3 with STORAGE_S3_BUCKET (and STORAGE_S3_ENDPOINT, ' +
        'STORAGE_S3_REGION, STORAGE_S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY as needed).',
    );
    return 1;
  }
  const root = join(config.dataDir, 'storage');
  if (!existsSync(root)) {
    console.log(`Nothing to move: ${root} does not exist.`);
    return 0;
  }
  const files = new FileStore(root);
  const store = new S3ObjectStore(config.storage.s3, files);
  try {
    await store.check();
    const keepLocal = process.argv.includes('--keep-local');
    const report = await moveToStore(files, store, {
      removeLocal: !keepLocal,
      log: (line) => console.error(line),
    });
    console.log(
      `Into s3://${config.storage.s3.bucket}: ${report.copied} copied, ${report.alreadyThere} already there, ` +
        `${report.removedLocal} local copies removed, ${report.failed.length} failed.`,
    );
    if (report.skipped.length > 0) {
      console.log(
        `${report.skipped.length} entries are not <bucket>/<version> files and were left alone ` +
          '(a data folder of the earlier layout: start the server on it once, then run this again).',
      );
    }
    return report.failed.length === 0 ? 0 : 1;
  } finally {
    store.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
