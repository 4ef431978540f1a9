import { brandPanels, homeSettings, materialPanels } from '@company/content';
import { Seo } from '../../components/Seo';
import { siteQueries } from '../../data/queries';
import { useLanguage } from '../../i18n/useLanguage';
import { organizationJsonLd } from '../../seo/jsonLd';
import { useSiteOrigin } from '../../seo/origin';
import type { PageNamespaces, PageProps, PageReads } from '../types';
import { HomeHero } from './HomeHero';
import { HomeIntro } from './HomeIntro';
import { HomeNewsPopup } from './HomeNewsPopup';
import { ImpactSection } from './ImpactSection';
import { NewsroomSection } from './NewsroomSection';
import { PanelSection } from './PanelSection';
import { ProjectSection } from './ProjectSection';
import { ShareholderBanner } from './ShareholderBanner';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['home', 'company', 'business', 'ir', 'newsroom'];

/** Home: the intro (first visits), hero video, shareholder banner, Impact to Value, projects, newsroom, brands, materials, news popup. */
export default function HomePage(_props: PageProps) {
  const origin = useSiteOrigin();
  const language = useLanguage();
  return (
    <>
      {/* First in the document, as the first frame is the intro's. */}
      <HomeIntro />
      <Seo pageKey="home" jsonLd={organizationJsonLd(origin, language)} />
      <HomeHero />
      <ShareholderBanner />
      <ImpactSection />
      <ProjectSection />
      <NewsroomSection />
      <PanelSection section="brands" panels={brandPanels} />
      <PanelSection section="materials" panels={materialPanels} />
      <HomeNewsPopup />
    </>
  );
}

/** The newest news (the newsroom band and the popup) and the newest shareholders' notice (the banner). */
export const reads: PageReads = ({ language }, client) => [
  client.prefetchQuery(siteQueries.latestNews(homeSettings.latestNewsCount, language)),
  client.prefetchQuery(siteQueries.latestShareholder(language)),
];
