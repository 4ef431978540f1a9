import { useLocalizedPath } from '../i18n/useLanguage';
import { ItemEditor } from './dashboard/editor/ItemEditor';
import { RequireStaff } from './RequireStaff';

/**
 * The body of the spec's news edit screen: the dashboard's one item form with the spec's words, back to the
 * post after a save or a confirmed cancel; a visitor is told 접근 권한이 없습니다. and sent to the news list.
 * Loaded lazily by the page, so the page's own chunk carries no editor or auth code.
 */
export default function NewsEditScreen({ id }: { id: number }) {
  const localize = useLocalizedPath();
  return (
    <RequireStaff visitorRedirect="/newsroom/News">
      <ItemEditor kind="news" id={id} returnTo={localize(`/newsroom/News/${id}`)} specWords />
    </RequireStaff>
  );
}
