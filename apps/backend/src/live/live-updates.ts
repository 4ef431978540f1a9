import type { Database } from '../db/database';
import type { ContentChanges } from './content-changes';
import type { CurrentRoles } from './current-roles';
import type { LiveSessions } from './live-sessions';

/** Channels the database notifies on (supabase/migrations/…_change_notifications.sql, supabase/local/0005_sessions.sql). */
export const CONTENT_CHANNEL = 'content_changed';
export const USERS_CHANNEL = 'users_changed';
export const SESSIONS_CHANNEL = 'sessions_ended';

/**
 * Follows the database's notifications, so that instances sharing one database stay coherent: content
 * written through any of them renews what this one keeps from content, a user changed through any of
 * them renews that user's role here, and a session ended through any of them refuses its tokens here.
 * After a gap (the listening connection was lost) everything is renewed.
 */
export function followDatabaseChanges(
  db: Database,
  content: ContentChanges,
  roles: CurrentRoles,
  sessions: LiveSessions,
): Promise<() => Promise<void>> {
  return db.listen([CONTENT_CHANNEL, USERS_CHANNEL, SESSIONS_CHANNEL], {
    notification(channel, payload) {
      if (channel === CONTENT_CHANNEL) content.changed();
      else if (channel === USERS_CHANNEL) roles.forget(payload);
      else if (channel === SESSIONS_CHANNEL) sessions.ended(payload);
    },
    gap() {
      roles.forgetAll();
      sessions.forgetAll();
      content.changed();
    },
  });
}
