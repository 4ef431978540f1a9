import { Lead, LinkCards, Stack } from '@company/ui';
import { Prose } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import { announcementListPath, shareholdersPath } from '../newsroom/paths';
import type { PageNamespaces, PageProps } from '../types';
import { IrSection } from './IrSection';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

/** The Financial Supervisory Service's electronic disclosure system, where the company's filings are public. */
const DART_URL = 'https://dart.fss.or.kr/';

/** /ir/Disclosure: where the filings are, the disclosure policy, and shortcuts to the e-notices and meetings. */
export default function DisclosurePage({ pageKey }: PageProps) {
  const { t } = useT();
  const body = t('ir:disclosure.body', { returnObjects: true });
  return (
    <PageScaffold pageKey={pageKey}>
      <Stack>
        <Stack gap="section">
          <Lead size="report">{t('ir:disclosure.lead')}</Lead>
          <Prose variant="report" paragraphs={body} />
        </Stack>

        <IrSection id="ir-disclosure-links" title={t('ir:disclosure.links_title')}>
          <LinkCards
            renderLink={renderAppLink}
            links={[
              {
                href: DART_URL,
                label: t('ir:disclosure.dart_link'),
                meta: t('ir:disclosure.new_tab'),
                kind: 'external',
              },
              { href: announcementListPath, label: t('ir:disclosure.announcement_link') },
              { href: shareholdersPath, label: t('ir:disclosure.shareholders_link') },
            ]}
          />
        </IrSection>

        <IrSection id="ir-disclosure-policy" title={t('ir:disclosure.policy_title')}>
          <Prose variant="report">
            <p>{t('ir:disclosure.policy_body')}</p>
          </Prose>
        </IrSection>
      </Stack>
    </PageScaffold>
  );
}
