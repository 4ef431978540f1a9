import type { Database } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes inquiries (and their mail) older than `years`; returns how many went. */
export async function purgeExpiredInquiries(db: Database, years: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with gone as (delete from public.inquiries where created_at < now() - make_interval(years => $1) returning 1)
     select count(*)::int as n from gone`,
    [years],
  );
  return rows[0]?.n ?? 0;
}

/** Runs the purge now and then once a day, for as long as the server runs. */
export function startInquiryRetention(
  db: Database,
  years: number,
  log: (line: string) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeExpiredInquiries(db, years).then(
      (count) => {
        if (count > 0) log(`Deleted ${count} inquiries older than ${years} years.`);
      },
      (error: unknown) => log(`Inquiry retention: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
