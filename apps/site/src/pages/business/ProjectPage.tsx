import { projectPages } from '@company/content';
import { Eyebrow, Lead } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, Figure, LinkRow, RuledList, Section } from '../sections';
import type { PageProps } from '../types';
import * as styles from './business.css';
import { menuLabelKey } from './menuLinks';
import { SiblingLinks } from './SiblingLinks';

/** One project type (semiconductor cleanroom, battery dry room, GMP room), chosen by the page key. */
export default function ProjectPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const project = projectPages.find((page) => page.pageKey === pageKey);
  if (!project) return <NotFoundPage />;
  const others = projectPages.filter((page) => page !== project);
  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.productLayout}>
        <Figure
          src={project.image}
          alt={translateKey(i18n, project.imageAltKey)}
          width={800}
          height={520}
          eager
        />
        <section className={styles.productText} aria-labelledby="project-title">
          <Eyebrow>{translateKey(i18n, project.eyebrowKey)}</Eyebrow>
          <h2 id="project-title" className={styles.productTitle}>
            {translateKey(i18n, project.titleKey)}
          </h2>
          <Lead size="statement">{translateKey(i18n, project.leadKey)}</Lead>
          <LinkRow>
            <ArrowLink to="/Qna" primary>
              {t('common:actions.contact_us')}
            </ArrowLink>
          </LinkRow>
        </section>
      </div>
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
