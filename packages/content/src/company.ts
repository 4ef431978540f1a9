/** The company's name, contact facts and footer data: the one place to change them. */
export const company = {
  name: { ko: '클린에어텍', en: 'CleanAir Tech' },
  legalName: { ko: '(주)클린에어텍', en: 'CleanAir Tech Co., Ltd.' },
  phone: '052-270-1200',
  fax: '052-270-1299',
  email: 'contact@cleanairtech.co.kr',
} as const;
