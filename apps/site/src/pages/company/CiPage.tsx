import { ciColors } from '@company/content';
import { ArrowLink, ColorSwatches, Lead, LogoPlate, LogoPlates, SymbolRow } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { BulletList, LinkRow, Section, Statement } from '../sections';
import type { PageProps } from '../types';

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
      <LogoPlates>
        <LogoPlate
          src="/media/logo.svg"
          alt={t('company:ci.logo_alt')}
          width={330}
          height={64}
          caption={t('company:ci.on_light')}
        />
        <LogoPlate
          tone="dark"
          src="/media/logo.svg"
          alt={t('company:ci.logo_inverse_alt')}
          width={330}
          height={64}
          caption={t('company:ci.on_dark')}
        />
      </LogoPlates>
      <Section title={t('company:ci.symbol_title')}>
        <SymbolRow src="/media/logo-mark.svg" alt={t('company:ci.symbol_alt')} width={64} height={64}>
          <Lead>{t('company:ci.symbol_body')}</Lead>
        </SymbolRow>
      </Section>
      <Section title={t('company:ci.logotype_title')} lead={t('company:ci.logotype_body')} />
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
