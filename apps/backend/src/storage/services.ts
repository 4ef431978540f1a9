import type { TokenService } from '../auth/jwt';
import type { Database } from '../db/database';
import type { FileStore } from './files';

export interface StorageServices {
  db: Database;
  tokens: TokenService;
  files: FileStore;
}
