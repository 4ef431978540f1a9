import { useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { type AdminClient, adminClient } from '../client';
import type { AuditEntry } from '../dashboard/types';

export const AUDIT_PAGE_SIZE = 25;
/** The most entries one CSV export holds. */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** The audit log's filters, as the page's address holds them (`''` for any); days are `YYYY-MM-DD` in KST. */
export interface AuditFilters {
  actor: string;
  action: string;
  kind: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { actor: '', action: '', kind: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COLUMNS = 'id, at, actor_email, action, kind, item_id, title';

/** The first moment of a KST day, or of the day after it (`next`), as an ISO timestamp. */
export function kstDayStart(day: string, next = false): string | undefined {
  if (!DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** The log's query with the filters applied, newest first (a builder: not sent until awaited). */
function filteredQuery(client: AdminClient, filters: AuditFilters, count: boolean) {
  let query = client.from('audit_log').select(COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.actor) query = query.eq('actor_email', filters.actor);
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.kind) query = query.eq('kind', filters.kind);
  const from = kstDayStart(filters.from);
  const to = kstDayStart(filters.to, true);
  if (from) query = query.gte('at', from);
  if (to) query = query.lt('at', to);
  return query.order('at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchAuditPage(filters: AuditFilters, page: number) {
  const client = await adminClient();
  const start = (page - 1) * AUDIT_PAGE_SIZE;
  const { data, error, count } = await filteredQuery(client, filters, true).range(
    start,
    start + AUDIT_PAGE_SIZE - 1,
  );
  if (error) throw error;
  return { rows: (data ?? []) as AuditEntry[], total: count ?? 0 };
}

/** Every entry the filters match (for the CSV), newest first, up to the export limit. */
export async function fetchAllAudit(filters: AuditFilters): Promise<AuditEntry[]> {
  const client = await adminClient();
  const { data, error } = await filteredQuery(client, filters, false).range(0, AUDIT_EXPORT_LIMIT - 1);
  if (error) throw error;
  return (data ?? []) as AuditEntry[];
}

export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery(
    {
      queryKey: ['audit_log', 'page', filters, page],
      queryFn: () => fetchAuditPage(filters, page),
      placeholderData: (previous) => previous,
    },
    useAppQueryClient(),
  );
}

/** Everyone who appears in the log as its actor (the person filter's choices). */
export function useAuditActors() {
  return useQuery(
    {
      queryKey: ['audit_log', 'actors'],
      queryFn: async (): Promise<string[]> => {
        const client = await adminClient();
        const { data, error } = await client.rpc('staff_members');
        if (error) throw error;
        return ((data ?? []) as { email: string }[]).map((member) => member.email).sort();
      },
      staleTime: 60_000,
    },
    useAppQueryClient(),
  );
}
