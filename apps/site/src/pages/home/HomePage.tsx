import { brandPanels, materialPanels } from '@company/content';
import { Seo } from '../../components/Seo';
import { useLanguage } from '../../i18n/useLanguage';
import { organizationJsonLd } from '../../seo/jsonLd';
import { useSiteOrigin } from '../../seo/origin';
import type { PageProps } from '../types';
import { HomeHero } from './HomeHero';
import { HomeNewsPopup } from './HomeNewsPopup';
import { ImpactSection } from './ImpactSection';
import { NewsroomSection } from './NewsroomSection';
import { PanelSection } from './PanelSection';
import { ProjectSection } from './ProjectSection';
import { ShareholderBanner } from './ShareholderBanner';

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
      <ProjectSection />
      <NewsroomSection />
      <PanelSection
        id="home-brands"
        panels={brandPanels}
        keys={{
          eyebrow: 'home:brands.eyebrow',
          title: 'home:brands.title',
          description: 'home:brands.description',
          link: 'home:brands.link',
          panelsLabel: 'home:brands.panels_label',
        }}
      />
      <PanelSection
        id="home-materials"
        panels={materialPanels}
        keys={{
          eyebrow: 'home:materials.eyebrow',
          title: 'home:materials.title',
          description: 'home:materials.description',
          link: 'home:materials.link',
          panelsLabel: 'home:materials.panels_label',
        }}
      />
      <HomeNewsPopup />
    </>
  );
}
