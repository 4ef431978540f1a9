import { brandPages } from '@company/content';
import { Eyebrow, Lead } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, BulletList, Figure, LinkRow, Section } from '../sections';
import type { PageProps } from '../types';
import * as styles from './business.css';
import { menuLabelKey } from './menuLinks';
import { SiblingLinks } from './SiblingLinks';

/** One consumer brand (Aerea, Slown, Necove), chosen by the page key. */
export default function BrandPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const brand = brandPages.find((page) => page.pageKey === pageKey);
  if (!brand) return <NotFoundPage />;
  const others = brandPages.filter((page) => page !== brand);
  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.productLayout}>
        <Figure
          src={brand.image}
          alt={translateKey(i18n, brand.imageAltKey)}
          width={640}
          height={480}
          eager
        />
        <section className={styles.productText} aria-labelledby="brand-title">
          <Eyebrow>{translateKey(i18n, brand.eyebrowKey)}</Eyebrow>
          <h2 id="brand-title" className={styles.productTitle}>
            {translateKey(i18n, brand.titleKey)}
          </h2>
          <Lead size="statement">{translateKey(i18n, brand.leadKey)}</Lead>
          <BulletList textKey={brand.pointsKey} />
          <LinkRow>
            <ArrowLink to="/Qna" primary>
              {t('common:actions.contact_us')}
            </ArrowLink>
            <ArrowLink to="/business/Business">{t('header:business_business')}</ArrowLink>
          </LinkRow>
        </section>
      </div>
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
