import type { HomePanel, TranslationKey } from '@company/content';
import { ExpandPanels } from '@company/ui';
import { HomeSection } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { translateKey, useT } from '../../i18n/useT';
import { expandPanelItems } from './homeItems';

interface PanelSectionProps {
  /** Which section: its texts are `home:<section>.eyebrow`, `.title`, `.description`, `.link`, `.panels_label`. */
  section: 'brands' | 'materials';
  panels: readonly HomePanel[];
}

/** A home section of expandable panels (brands, materials): the first open, exactly one open at a time. */
export function PanelSection({ section, panels }: PanelSectionProps) {
  const { i18n } = useT();
  const id = `home-${section}`;
  const keys = {
    eyebrow: `home:${section}.eyebrow`,
    title: `home:${section}.title`,
    description: `home:${section}.description`,
    link: `home:${section}.link`,
    panelsLabel: `home:${section}.panels_label`,
  } satisfies Record<string, TranslationKey>;
  const text = (key: TranslationKey) => translateKey(i18n, key);
  return (
    <HomeSection
      id={id}
      eyebrow={text(keys.eyebrow)}
      title={text(keys.title)}
      description={text(keys.description)}
    >
      <ExpandPanels
        items={expandPanelItems(i18n, panels, text(keys.link))}
        label={text(keys.panelsLabel)}
        renderLink={renderAppLink}
      />
    </HomeSection>
  );
}
