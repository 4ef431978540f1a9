import { brandPages } from '@company/content';
import { ProductIntro } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, BulletList, Figure, LinkRow, Section } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { menuLabelKey } from './menuLinks';
import { SiblingLinks } from './SiblingLinks';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['business'];

/** One consumer brand (Aerea, Slown, Necove), chosen by the page key. */
export default function BrandPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const brand = brandPages.find((page) => page.pageKey === pageKey);
  if (!brand) return <NotFoundPage />;
  const others = brandPages.filter((page) => page !== brand);
  return (
    <PageScaffold pageKey={pageKey}>
      <ProductIntro
        media={
          <Figure
            src={brand.image}
            alt={translateKey(i18n, brand.imageAltKey)}
            width={640}
            height={480}
            eager
          />
        }
        eyebrow={translateKey(i18n, brand.eyebrowKey)}
        title={translateKey(i18n, brand.titleKey)}
        lead={translateKey(i18n, brand.leadKey)}
      >
        <BulletList textKey={brand.pointsKey} />
        <LinkRow>
          <ArrowLink to="/Qna" primary>
            {t('common:actions.contact_us')}
          </ArrowLink>
          <ArrowLink to="/business/Business">{t('header:business_business')}</ArrowLink>
        </LinkRow>
      </ProductIntro>
      <Section title={t('business:brands.others_title')}>
        <SiblingLinks
          label={t('business:brands.others_title')}
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
