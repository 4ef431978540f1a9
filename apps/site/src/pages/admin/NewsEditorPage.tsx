import { PageScaffold } from '../../components/PageScaffold';
import type { PageProps } from '../types';

export default function NewsEditorPage({ pageKey }: PageProps) {
  return <PageScaffold pageKey={pageKey} />;
}
