import { ciColors } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { BulletList, Section, Statement, sectionStyles } from '../sections';
import type { PageProps } from '../types';
import * as styles from './company.css';

/** CI: the logo on light and dark grounds, the symbol, the logotype, the colours and the usage rules. */
export default function CiPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:ci.eyebrow')}
        title={t('company:ci.title')}
        lead={t('company:ci.lead')}
      />
      <div className={styles.plates}>
        <figure className={sectionStyles.figure}>
          <div className={styles.plate}>
            <img
              className={styles.plateLogo}
              src="/media/logo.svg"
              alt={t('company:ci.logo_alt')}
              width={330}
              height={64}
            />
          </div>
          <figcaption className={styles.plateCaption}>{t('company:ci.on_light')}</figcaption>
        </figure>
        <figure className={sectionStyles.figure}>
          <div className={styles.plateDark}>
            <img
              className={styles.plateLogoInverse}
              src="/media/logo.svg"
              alt={t('company:ci.logo_inverse_alt')}
              width={330}
              height={64}
            />
          </div>
          <figcaption className={styles.plateCaption}>{t('company:ci.on_dark')}</figcaption>
        </figure>
      </div>
      <Section title={t('company:ci.symbol_title')}>
        <div className={styles.symbolRow}>
          <img
            className={styles.symbolMark}
            src="/media/logo-mark.svg"
            alt={t('company:ci.symbol_alt')}
            width={64}
            height={64}
          />
          <p className={sectionStyles.sectionLead}>{t('company:ci.symbol_body')}</p>
        </div>
      </Section>
      <Section title={t('company:ci.logotype_title')} lead={t('company:ci.logotype_body')} />
      <Section title={t('company:ci.colors_title')}>
        <ul className={styles.swatches}>
          {ciColors.map((color) => (
            <li key={color.id} className={styles.swatch}>
              <span className={styles.swatchChip} style={{ background: color.hex }} aria-hidden="true" />
              <span className={styles.swatchBody}>
                <span className={styles.swatchLabel}>{translateKey(i18n, color.labelKey)}</span>
                <span className={styles.swatchHex}>{color.hex}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('company:ci.rules_title')}>
        <BulletList textKey="company:ci.rules" />
        <ul className={sectionStyles.linkRow}>
          <li>
            <a className={sectionStyles.arrowLink} href="/media/logo.svg" download="cleanairtech-logo.svg">
              <span>{t('company:ci.logo_download')}</span>
              <span className={sectionStyles.arrow} aria-hidden="true">
                ↓
              </span>
            </a>
          </li>
        </ul>
      </Section>
    </PageScaffold>
  );
}
