import { brandPanels, materialPanels } from '@company/content';
import { lazy } from 'react';
import { importWithReload } from '../../app/lazyWithReload';
import { DeferredSection } from '../../components/DeferredSection';
import { Seo } from '../../components/Seo';
import { useLanguage } from '../../i18n/useLanguage';
import { organizationJsonLd } from '../../seo/jsonLd';
import { useSiteOrigin } from '../../seo/origin';
import type { PageProps } from '../types';
import { HomeHero } from './HomeHero';
import { HomeNewsPopup } from './HomeNewsPopup';
import { ImpactSection } from './ImpactSection';
import { NewsroomSection } from './NewsroomSection';
import { ShareholderBanner } from './ShareholderBanner';

// The sections below the fold (tabs, carousel, accordions) load and hydrate after the rest of the page.
const ProjectSection = lazy(() =>
  importWithReload(() => import('./ProjectSection')).then((module) => ({ default: module.ProjectSection })),
);
const PanelSection = lazy(() =>
  importWithReload(() => import('./PanelSection')).then((module) => ({ default: module.PanelSection })),
);

/** Home: hero video, shareholder banner, Impact to Value, projects, newsroom, brands, materials, news popup. */
export default function HomePage(_props: PageProps) {
  const origin = useSiteOrigin();
  const language = useLanguage();
  return (
    <>
      <Seo pageKey="home" jsonLd={organizationJsonLd(origin, language)} />
      <HomeHero />
      <ShareholderBanner />
      <ImpactSection />
      <DeferredSection>
        <ProjectSection />
      </DeferredSection>
      <NewsroomSection />
      <DeferredSection>
        <PanelSection section="brands" panels={brandPanels} />
        <PanelSection section="materials" panels={materialPanels} />
      </DeferredSection>
      <HomeNewsPopup />
    </>
  );
}
