import type { TokenService } from '../auth/jwt';
import type { TrustProxy } from '../auth/trust-proxy';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ObjectStore } from './object-store';
import type { ImageVariants } from './variants';

export interface StorageServices {
  db: Database;
  tokens: TokenService;
  /** Where object bytes and image variants live: the data folder or an S3 bucket. */
  store: ObjectStore;
  /** Which proxies may name the client (image transformations wait in one line per client). */
  trustProxy?: TrustProxy;
  /** The bounds of image transformations and of the variant store (config.ts `images`). */
  images?: ServerConfig['images'];
}

/** What the storage routes share: the services and one cache of image variants. */
export interface StorageContext extends StorageServices {
  variants: ImageVariants;
}
