import type { TranslationKey } from '@company/content';
import { ThumbnailLinks } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { translateKey, useT } from '../../i18n/useT';
import { pathOfPage } from './menuLinks';

interface Sibling {
  pageKey: string;
  image: string;
  labelKey: TranslationKey;
}

/** Links to the other pages of the same kind (the other brands, the other projects), with thumbnails. */
export function SiblingLinks({ items, label }: { items: readonly Sibling[]; label: string }) {
  const { i18n } = useT();
  return (
    <ThumbnailLinks
      label={label}
      renderLink={renderAppLink}
      items={items.flatMap((item) => {
        const path = pathOfPage(item.pageKey);
        return path ? [{ href: path, image: item.image, label: translateKey(i18n, item.labelKey) }] : [];
      })}
    />
  );
}
