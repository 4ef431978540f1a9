import type { TitledText } from './types';

export type ContactCategoryId = 'sales' | 'export' | 'procurement' | 'rnd' | 'investment';

export interface ContactCategory extends TitledText {
  id: ContactCategoryId;
  email: string;
  phone: string;
}

/** The five contact categories of the contact page: sales, export, procurement, R&D, investment. */
export const contactCategories: readonly ContactCategory[] = (
  [
    ['sales', 'sales@cleanairtech.co.kr', '052-270-1210'],
    ['export', 'export@cleanairtech.co.kr', '052-270-1220'],
    ['procurement', 'purchase@cleanairtech.co.kr', '052-270-1230'],
    ['rnd', 'rnd@cleanairtech.co.kr', '052-270-1240'],
    ['investment', 'ir@cleanairtech.co.kr', '052-270-1250'],
  ] as const
).map(([id, email, phone]) => ({
  id,
  email,
  phone,
  titleKey: `contact:categories.${id}.title`,
  descriptionKey: `contact:categories.${id}.description`,
}));
