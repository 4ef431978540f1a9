import { materialPages } from '@company/content';
import { ProductIntro } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, BulletList, Figure, LinkRow } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { DurafiltexC } from './DurafiltexC';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['business'];

/** Illustrations of the materials not yet in the menu. */
const materialImages = {
  business_materials_durafiltex_ad: '/media/material-2.svg',
  business_materials_durafiltex_rc: '/media/material-3.svg',
  business_materials_fmps: '/media/material-1.svg',
} as const;

/** A filter material page, chosen by the page key: Durafiltex C in full, the others as a lead and points. */
export default function MaterialPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  if (pageKey === 'business_materials_durafiltex_c') {
    return (
      <PageScaffold pageKey={pageKey}>
        <DurafiltexC />
      </PageScaffold>
    );
  }
  const material = materialPages.find((page) => page.pageKey === pageKey);
  if (!material) return <NotFoundPage />;
  return (
    <PageScaffold pageKey={pageKey}>
      <ProductIntro
        media={
          <Figure
            src={materialImages[material.pageKey]}
            alt={t('business:materials.image_alt', { name: translateKey(i18n, material.titleKey) })}
            width={640}
            height={480}
            eager
          />
        }
        eyebrow={translateKey(i18n, material.eyebrowKey)}
        title={translateKey(i18n, material.titleKey)}
        subtitle={translateKey(i18n, material.subtitleKey)}
        lead={translateKey(i18n, material.leadKey)}
      >
        <BulletList textKey={material.pointsKey} />
        <LinkRow>
          <ArrowLink to="/Qna" primary>
            {t('common:actions.contact_us')}
          </ArrowLink>
          <ArrowLink to="/business/materials/DurafiltexC">
            {t('header:business_materials_durafiltex_c')}
          </ArrowLink>
        </LinkRow>
      </ProductIntro>
    </PageScaffold>
  );
}
