import type { HomePanel, TranslationKey } from '@company/content';
import { ExpandPanels } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from './HomePage.css';
import { expandPanelItems } from './homeItems';
import { SectionHeader } from './SectionHeader';

interface PanelSectionProps {
  id: string;
  panels: readonly HomePanel[];
  /** The section's texts: eyebrow, title, description, the panels' link label and the group's name. */
  keys: Record<'eyebrow' | 'title' | 'description' | 'link' | 'panelsLabel', TranslationKey>;
}

/** A home section of expandable panels (brands, materials): the first open, exactly one open at a time. */
export function PanelSection({ id, panels, keys }: PanelSectionProps) {
  const { i18n } = useT();
  const text = (key: TranslationKey) => translateKey(i18n, key);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <SectionHeader
          id={id}
          eyebrow={text(keys.eyebrow)}
          title={text(keys.title)}
          description={text(keys.description)}
        />
        <ExpandPanels
          items={expandPanelItems(i18n, panels, text(keys.link))}
          label={text(keys.panelsLabel)}
          renderLink={renderAppLink}
        />
      </div>
    </section>
  );
}
