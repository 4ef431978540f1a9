import { privacyPolicy } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import type { PageNamespaces, PageProps } from '../types';
import { LegalDocumentView } from './LegalDocumentView';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['legal'];

/** The privacy policy, article by article. */
export default function PrivacyPage({ pageKey }: PageProps) {
  return (
    <PageScaffold pageKey={pageKey} narrow>
      <LegalDocumentView document={privacyPolicy} idPrefix="privacy" />
    </PageScaffold>
  );
}
