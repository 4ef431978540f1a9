import type { PageKey } from '@company/content';
import { Navigate, useParams } from 'react-router';
import { dashboardPaths } from '../../admin/dashboard/kinds';
import { RequireStaff } from '../../admin/RequireStaff';
import { useLocalizedPath } from '../../i18n/useLanguage';
import type { PageProps } from '../types';

/** The spec's editor addresses, each the dashboard editor it now leads into. */
export function editorTarget(pageKey: PageKey, id: string | undefined): string {
  switch (pageKey) {
    case 'newsroom_news_editor':
      return dashboardPaths.create('news');
    case 'newsroom_youtube_editor':
      return dashboardPaths.create('youtube');
    case 'ir_announcement_editor':
      return dashboardPaths.create('announcement');
    case 'ir_shareholders_editor':
      return dashboardPaths.create('shareholders');
    case 'news_edit':
      return /^\d+$/.test(id ?? '') ? dashboardPaths.edit('news', Number(id)) : dashboardPaths.list('news');
    default:
      return dashboardPaths.list('news');
  }
}

/** /newsroom/NewsEditor, /newsroom/YoutubeEditor, /ir/AnnouncementEditor, /ir/ShareholdersEditor, /newsroom/News/:id/edit. */
export default function EditorRedirectPage({ pageKey }: PageProps) {
  const { id } = useParams();
  const localize = useLocalizedPath();
  const target = <Navigate replace to={localize(editorTarget(pageKey, id))} />;
  // The news edit address keeps the spec's answer to a visitor: 접근 권한이 없습니다. and the news list.
  if (pageKey === 'news_edit') return <RequireStaff visitorRedirect="/newsroom/News">{target}</RequireStaff>;
  return target;
}
