import { privacyPolicy } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import type { PageProps } from '../types';
import { LegalDocumentView } from './LegalDocumentView';

/** The privacy policy, article by article. */
export default function PrivacyPage({ pageKey }: PageProps) {
  return (
    <PageScaffold pageKey={pageKey} narrow>
      <LegalDocumentView document={privacyPolicy} idPrefix="privacy" />
    </PageScaffold>
  );
}
