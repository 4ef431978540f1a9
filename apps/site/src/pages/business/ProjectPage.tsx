import { projectPages } from '@company/content';
import { ProductIntro } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, Figure, LinkRow, RuledList, Section } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { menuLabelKey } from './menuLinks';
import { SiblingLinks } from './SiblingLinks';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['business'];

/** One project type (semiconductor cleanroom, battery dry room, GMP room), chosen by the page key. */
export default function ProjectPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const project = projectPages.find((page) => page.pageKey === pageKey);
  if (!project) return <NotFoundPage />;
  const others = projectPages.filter((page) => page !== project);
  return (
    <PageScaffold pageKey={pageKey}>
      <ProductIntro
        media={
          <Figure
            src={project.image}
            alt={translateKey(i18n, project.imageAltKey)}
            width={800}
            height={520}
            eager
          />
        }
        eyebrow={translateKey(i18n, project.eyebrowKey)}
        title={translateKey(i18n, project.titleKey)}
        lead={translateKey(i18n, project.leadKey)}
      >
        <LinkRow>
          <ArrowLink to="/Qna" primary>
            {t('common:actions.contact_us')}
          </ArrowLink>
        </LinkRow>
      </ProductIntro>
      <Section title={t('business:projects.delivery_title')}>
        <RuledList items={project.sections} columns={3} numbered />
      </Section>
      <Section title={t('business:projects.airflow_title')} lead={t('business:projects.airflow_body')}>
        <Figure src="/media/airflow.svg" alt={t('business:projects.airflow_alt')} width={800} height={500} />
      </Section>
      <Section title={t('business:projects.others_title')}>
        <SiblingLinks
          label={t('business:projects.others_title')}
          items={others.map((page) => ({
            pageKey: page.pageKey,
            image: page.image,
            labelKey: menuLabelKey(page.pageKey),
          }))}
        />
      </Section>
    </PageScaffold>
  );
}
