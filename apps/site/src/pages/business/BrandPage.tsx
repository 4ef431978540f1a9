import { brandPages } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { ArrowLink, BulletList, Figure, Section, sectionStyles } from '../sections';
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
          <p className={sectionStyles.eyebrow}>{translateKey(i18n, brand.eyebrowKey)}</p>
          <h2 id="brand-title" className={styles.productTitle}>
            {translateKey(i18n, brand.titleKey)}
          </h2>
          <p className={sectionStyles.statementLead}>{translateKey(i18n, brand.leadKey)}</p>
          <BulletList textKey={brand.pointsKey} />
          <ul className={sectionStyles.linkRow}>
            <li>
              <ArrowLink to="/Qna" primary>
                {t('common:actions.contact_us')}
              </ArrowLink>
            </li>
            <li>
              <ArrowLink to="/business/Business">{t('header:business_business')}</ArrowLink>
            </li>
          </ul>
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
