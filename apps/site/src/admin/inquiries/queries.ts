import type { InquiryStatus } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { type AdminClient, adminClient } from '../client';
import { NothingChangedError } from '../mutations';
import type { Inquiry, InquiryFilters, InquiryMail } from './types';

export const INBOX_PAGE_SIZE = 20;
/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

const LIST_COLUMNS = 'id, reference, category, company, name, email, subject, status, created_at';

/** A search term made safe inside a PostgREST `or=(…)` list: its syntax characters become spaces. */
export function searchTerm(text: string): string {
  return text.replace(/[,()"\\*%_:]/g, ' ').trim();
}

/** The list's query with the filters applied, newest first (a builder: not sent until awaited). */
function filteredQuery(client: AdminClient, filters: InquiryFilters, columns: string, count: boolean) {
  let query = client.from('inquiries').select(columns, count ? { count: 'exact' } : undefined);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.status) query = query.eq('status', filters.status);
  const term = searchTerm(filters.search);
  if (term) {
    query = query.or(
      ['company', 'name', 'email', 'subject', 'reference']
        .map((column) => `${column}.ilike.*${term}*`)
        .join(','),
    );
  }
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchInquiryPage(filters: InquiryFilters, page: number) {
  const from = (page - 1) * INBOX_PAGE_SIZE;
  const client = await adminClient();
  const { data, error, count } = await filteredQuery(client, filters, LIST_COLUMNS, true).range(
    from,
    from + INBOX_PAGE_SIZE - 1,
  );
  if (error) throw new Error(error.message);
  return { rows: (data ?? []) as unknown as Inquiry[], total: count ?? 0 };
}

/** Every inquiry the filters match (for the CSV), newest first. */
export async function fetchAllInquiries(filters: InquiryFilters): Promise<Inquiry[]> {
  const client = await adminClient();
  const { data, error } = await filteredQuery(client, filters, '*', false).range(0, EXPORT_LIMIT - 1);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as Inquiry[];
}

export function useInquiryPage(filters: InquiryFilters, page: number) {
  return useQuery(
    {
      queryKey: ['inquiries', 'page', filters, page],
      queryFn: () => fetchInquiryPage(filters, page),
      placeholderData: (previous) => previous,
    },
    useAppQueryClient(),
  );
}

export function useInquiry(id: string) {
  return useQuery(
    {
      queryKey: ['inquiries', 'detail', id],
      queryFn: async () => {
        const client = await adminClient();
        const [inquiry, mails] = await Promise.all([
          client.from('inquiries').select('*').eq('id', id).maybeSingle(),
          client
            .from('inquiry_outbox')
            .select('kind, attempts, sent_at, last_error, next_attempt_at')
            .eq('inquiry_id', id)
            .order('kind', { ascending: false }),
        ]);
        if (inquiry.error) throw new Error(inquiry.error.message);
        if (mails.error) throw new Error(mails.error.message);
        return { inquiry: inquiry.data as Inquiry | null, mails: (mails.data ?? []) as InquiryMail[] };
      },
    },
    useAppQueryClient(),
  );
}

/** Changes an inquiry's status (the only column staff may change); every inquiry query is renewed after. */
export function useSetInquiryStatus() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async ({ id, status }: { id: string; status: InquiryStatus }) => {
        const client = await adminClient();
        const { data, error } = await client.from('inquiries').update({ status }).eq('id', id).select('id');
        if (error) throw new Error(error.message);
        if (!data || data.length === 0) throw new NothingChangedError();
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
    },
    queryClient,
  );
}
