import { PageScaffold } from '../../components/PageScaffold';
import type { PageProps } from '../types';

export default function ProcessPage({ pageKey }: PageProps) {
  return <PageScaffold pageKey={pageKey} />;
}
