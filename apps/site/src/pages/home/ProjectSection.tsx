import { projectSlides } from '@company/content';
import { HomeSection, ProjectTabs } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { useT } from '../../i18n/useT';
import { projectTabItems } from './homeItems';

/** Three project tabs and slides, previous/next disabled at the ends, each linking to its project page. */
export function ProjectSection() {
  const { t, i18n } = useT();
  return (
    <HomeSection
      id="home-projects"
      eyebrow={t('home:projects.eyebrow')}
      title={t('home:projects.title')}
      description={t('home:projects.description')}
    >
      <ProjectTabs
        items={projectTabItems(i18n, projectSlides, t('home:projects.link'))}
        labels={{
          tabList: t('home:projects.tabs_label'),
          previous: t('home:projects.previous'),
          next: t('home:projects.next'),
        }}
        renderLink={renderAppLink}
      />
    </HomeSection>
  );
}
