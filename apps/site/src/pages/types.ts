import type { PageKey } from '@company/content';
import type { ComponentType } from 'react';

/** Every page module's default export takes the key of the page it shows (shared modules serve several). */
export interface PageProps {
  pageKey: PageKey;
}

export type PageModule = { default: ComponentType<PageProps> };
