import { join } from 'node:path';
import { ensureAdmin } from './auth/admin';
import { TokenService } from './auth/jwt';
import { loadJwtSecret } from './auth/secret';
import { loadServiceRoleKey } from './auth/service-key';
import type { ServerConfig } from './config';
import { loadRoleSettings } from './db/as-role';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { SchemaCache } from './db/schema-cache';
import { ContentChanges } from './live/content-changes';
import { CurrentRoles } from './live/current-roles';
import { LiveSessions } from './live/live-sessions';
import { followDatabaseChanges } from './live/live-updates';
import { PublicationClock } from './live/publication-clock';
import { loadSeedOnce } from './seed';
import { DiskObjectStore } from './storage/disk';
import { FileStore } from './storage/files';
import { moveToStore } from './storage/move-to-store';
import { moveNamedFiles } from './storage/named-layout';
import type { ObjectStore } from './storage/object-store';

export interface Services {
  db: Database;
  schema: () => SchemaCache;
  tokens: TokenService;
  /** The data folder's files: uploads being received, the sample images on a first start, the disk store. */
  files: FileStore;
  /** Where object bytes and image variants live: `files` (STORAGE_BACKEND=disk) or an S3 bucket. */
  store: ObjectStore;
  anonKey: string;
  /** The anon role's key for the server's own page renderer (tokens.rendererKey); never handed out. */
  rendererKey: string;
  /** Signed with the JWT secret and kept in DATA_DIR; it is handed to no browser. */
  serviceRoleKey: string;
  /** Hears every change to public content (here, on another instance, or a scheduled moment). */
  content: ContentChanges;
  /** The current role of each user, in place of the one their tokens were issued with. */
  roles: CurrentRoles;
  /** Whether each access token's session is still there (a token dies with its session). */
  sessions: LiveSessions;
  /** Stops following the database's notifications and the scheduled moments. */
  stopLive(): Promise<void>;
}

/**
 * The object store the config names. With S3, files still in the data folder (the sample images of a first
 * start, or a store from before) are moved into the bucket first, so every instance on it serves them.
 */
async function openObjectStore(
  config: ServerConfig,
  files: FileStore,
  log: (line: string) => void,
): Promise<ObjectStore> {
  if (config.storage.backend === 'disk') return new DiskObjectStore(files);
  const { S3ObjectStore } = await import('./storage/s3');
  const store = new S3ObjectStore(config.storage.s3, files);
  await store.check();
  const moved = await moveToStore(files, store, { removeLocal: true, log });
  if (moved.copied + moved.removedLocal > 0) {
    log(`Moved ${moved.removedLocal} stored files into the S3 bucket ${config.storage.s3.bucket}.`);
  }
  if (moved.failed.length > 0)
    throw new Error(`${moved.failed.length} stored files could not be moved into the S3 bucket.`);
  return store;
}

/** Opens the database, applies pending migrations, makes sure an admin exists and loads the seed once. */
export async function startServices(config: ServerConfig, log: (line: string) => void): Promise<Services> {
  // Each driver is loaded only when used: PGlite alone is a large module.
  const db = config.databaseUrl
    ? await (await import('./db/postgres')).openPostgres(config.databaseUrl)
    : await (await import('./db/pglite')).openPglite(join(config.dataDir, 'pgdata'));
  try {
    const applied = await migrate(db, [
      { label: 'local', dir: join(config.supabaseDir, 'local') },
      { label: 'migrations', dir: join(config.supabaseDir, 'migrations') },
    ]);
    if (applied.length > 0) log(`Applied ${applied.length} migrations.`);
    await loadRoleSettings(db);
    const schema = await SchemaCache.load(db);
    const tokens = new TokenService(loadJwtSecret(config.dataDir, config.jwtSecret));
    const files = new FileStore(join(config.dataDir, 'storage'));
    const moved = await moveNamedFiles(db, files);
    if (moved > 0) log(`Moved ${moved} stored files to one file per version.`);
    await ensureAdmin(db, config.adminEmail, config.adminPassword, log);
    await loadSeedOnce(db, files, config.seedDir, log);
    const store = await openObjectStore(config, files, log);
    const roles = new CurrentRoles(db);
    const sessions = new LiveSessions(db);
    tokens.followCurrentClaims(async (claims) => {
      const [alive, current] = await Promise.all([sessions.alive(claims), roles.current(claims)]);
      return alive ? current : undefined;
    });
    const content = new ContentChanges();
    const clock = new PublicationClock(db, () => content.changed());
    content.subscribe(() => void clock.refresh());
    const stopListening = await followDatabaseChanges(db, content, roles, sessions);
    await clock.refresh();
    return {
      db,
      schema: () => schema,
      tokens,
      files,
      store,
      anonKey: await tokens.anonKey(),
      rendererKey: await tokens.rendererKey(),
      serviceRoleKey: await loadServiceRoleKey(config.dataDir, tokens, log),
      content,
      roles,
      sessions,
      async stopLive() {
        clock.stop();
        await stopListening();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
