import { ciColors, company } from '@company/content';
import { ArrowLink, ColorSwatches, Lead, Logo, LogoPlate, LogoPlates, SymbolRow } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { BulletList, LinkRow, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

/**
 * CI: the logo on light and dark grounds, the symbol, the Korean and English logotypes, the clear space, the
 * colours and the usage rules. Every logo here is the one the site shows (the library's Logo).
 */
export default function CiPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:ci.eyebrow')}
        title={t('company:ci.title')}
        lead={t('company:ci.lead')}
      />
      <LogoPlates>
        <LogoPlate
          logo={<Logo size="lg" label={t('company:ci.logo_alt')} logotype={company.logotype.en} />}
          caption={t('company:ci.on_light')}
        />
        <LogoPlate
          tone="dark"
          logo={
            <Logo
              size="lg"
              tone="reversed"
              label={t('company:ci.logo_inverse_alt')}
              logotype={company.logotype.en}
            />
          }
          caption={t('company:ci.on_dark')}
        />
      </LogoPlates>
      <Section title={t('company:ci.symbol_title')}>
        <SymbolRow symbol={<Logo size="xl" label={t('company:ci.symbol_alt')} />}>
          <Lead>{t('company:ci.symbol_body')}</Lead>
        </SymbolRow>
      </Section>
      <Section title={t('company:ci.logotype_title')} lead={t('company:ci.logotype_body')}>
        <LogoPlates>
          <LogoPlate
            logo={<Logo size="lg" label={t('company:ci.logo_ko_alt')} logotype={company.logotype.ko} />}
            caption={t('company:ci.logotype_ko')}
          />
          <LogoPlate
            logo={<Logo size="lg" label={t('company:ci.logo_en_alt')} logotype={company.logotype.en} />}
            caption={t('company:ci.logotype_en')}
          />
        </LogoPlates>
      </Section>
      <Section title={t('company:ci.clear_space_title')} lead={t('company:ci.clear_space_body')}>
        <LogoPlate
          clearSpace
          logo={<Logo size="lg" label={t('company:ci.logo_alt')} logotype={company.logotype.en} />}
          caption={t('company:ci.clear_space_caption')}
        />
      </Section>
      <Section title={t('company:ci.colors_title')}>
        <ColorSwatches
          colors={ciColors.map((color) => ({
            id: color.id,
            label: translateKey(i18n, color.labelKey),
            hex: color.hex,
          }))}
        />
      </Section>
      <Section title={t('company:ci.rules_title')}>
        <BulletList textKey="company:ci.rules" />
        <LinkRow>
          <ArrowLink
            href="/media/logo.svg"
            arrow="↓"
            renderLink={(link) => <a {...link} download="cleanairtech-logo.svg" />}
          >
            {t('company:ci.logo_download')}
          </ArrowLink>
        </LinkRow>
      </Section>
    </PageScaffold>
  );
}
