import type { SupabaseClient } from '@supabase/supabase-js';

/** A news item published `secondsAhead` from now (scheduled), through the admin's client; answers its id. */
export async function scheduleNews(admin: SupabaseClient, title: string, secondsAhead: number) {
  const publishedAt = new Date(Date.now() + secondsAhead * 1000);
  const { data, error } = await admin
    .from('news')
    .insert({
      title,
      content: '<p>예정된 소식</p>',
      thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
      status: 'published',
      published_at: publishedAt.toISOString(),
    })
    .select('id')
    .single();
  if (error) throw new Error(`scheduling failed: ${error.message}`);
  return { id: (data as { id: number }).id, publishedAt };
}
