import { projectSlides } from '@company/content';
import { ProjectTabs } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useT } from '../../i18n/useT';
import * as styles from './HomePage.css';
import { projectTabItems } from './homeItems';
import { SectionHeader } from './SectionHeader';

/** Three project tabs and slides, previous/next disabled at the ends, each linking to its project page. */
export function ProjectSection() {
  const { t, i18n } = useT();
  return (
    <section className={styles.section} aria-labelledby="home-projects">
      <div className={styles.inner}>
        <SectionHeader
          id="home-projects"
          eyebrow={t('home:projects.eyebrow')}
          title={t('home:projects.title')}
          description={t('home:projects.description')}
        />
        <ProjectTabs
          items={projectTabItems(i18n, projectSlides, t('home:projects.link'))}
          labels={{
            tabList: t('home:projects.tabs_label'),
            previous: t('home:projects.previous'),
            next: t('home:projects.next'),
          }}
          renderLink={renderAppLink}
        />
      </div>
    </section>
  );
}
