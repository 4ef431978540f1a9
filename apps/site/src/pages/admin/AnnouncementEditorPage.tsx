import { PageScaffold } from '../../components/PageScaffold';
import type { PageProps } from '../types';

export default function AnnouncementEditorPage({ pageKey }: PageProps) {
  return <PageScaffold pageKey={pageKey} />;
}
