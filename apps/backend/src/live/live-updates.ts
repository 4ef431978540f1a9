import type { Database } from '../db/database';
import type { ContentChanges } from './content-changes';
import type { CurrentRoles } from './current-roles';

/** Channels the database notifies on (supabase/migrations/…_change_notifications.sql). */
export const CONTENT_CHANNEL = 'content_changed';
export const USERS_CHANNEL = 'users_changed';

/**
 * Follows the database's notifications, so that instances sharing one database stay coherent: content
 * written through any of them renews what this one keeps from content, and a user changed through any of
 * them renews that user's role here. After a gap (the listening connection was lost) everything is renewed.
 */
export function followDatabaseChanges(
  db: Database,
  content: ContentChanges,
  roles: CurrentRoles,
): Promise<() => Promise<void>> {
  return db.listen([CONTENT_CHANNEL, USERS_CHANNEL], {
    notification(channel, payload) {
      if (channel === CONTENT_CHANNEL) content.changed();
      else if (channel === USERS_CHANNEL) roles.forget(payload);
    },
    gap() {
      roles.forgetAll();
      content.changed();
    },
  });
}
