import { legalNotice } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import type { PageNamespaces, PageProps } from '../types';
import { LegalDocumentView } from './LegalDocumentView';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['legal'];

/** The legal notice: copyright, trademarks, disclaimers and governing law. */
export default function LegalNoticePage({ pageKey }: PageProps) {
  return (
    <PageScaffold pageKey={pageKey} narrow>
      <LegalDocumentView document={legalNotice} idPrefix="legal" />
    </PageScaffold>
  );
}
