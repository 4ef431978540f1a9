import { company, contactCategories } from '@company/content';
import { ContactCard, ContactCategories } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { InquiryForm } from './inquiry/InquiryForm';
import * as styles from './other.css';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['contact', 'inquiry'];

/** Contact (/Qna): the inquiry form, the five enquiry categories with their mail and phone, then the company's own facts. */
export default function ContactPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const { weekdays, lunch } = company.hours;
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('contact:eyebrow')} title={t('contact:lead')} />
      <Section id="inquiry" title={t('inquiry:form.title')} lead={t('inquiry:form.lead')} bare>
        <InquiryForm />
      </Section>
      <Section title={t('contact:categories_title')} bare>
        <ContactCategories
          categories={contactCategories.map((category) => ({
            id: category.id,
            title: translateKey(i18n, category.titleKey),
            description: translateKey(i18n, category.descriptionKey),
            channels: [
              {
                id: 'email',
                label: t('contact:email_label'),
                value: category.email,
                href: `mailto:${category.email}`,
              },
              {
                id: 'phone',
                label: t('contact:phone_label'),
                value: category.phone,
                href: `tel:${category.phone}`,
              },
            ],
          }))}
        />
      </Section>
      <ContactCard
        layout="wide"
        title={company.legalName[language]}
        details={[
          {
            id: 'address',
            label: t('common:footer.address'),
            value: `(${company.postalCode}) ${company.address[language]}`,
          },
          {
            id: 'phone',
            label: t('common:footer.phone'),
            value: company.phone,
            href: `tel:${company.phone}`,
          },
          { id: 'fax', label: t('common:footer.fax'), value: company.fax },
          {
            id: 'email',
            label: t('common:footer.email'),
            value: company.email,
            href: `mailto:${company.email}`,
          },
          {
            id: 'weekday-hours',
            label: t('common:footer.weekday_hours'),
            value: (
              <>
                {t('common:footer.weekday_hours_value', { open: weekdays.open, close: weekdays.close })}
                <br />
                {t('common:footer.closed')}
              </>
            ),
          },
          {
            id: 'lunch-hours',
            label: t('common:footer.lunch_hours'),
            value: t('common:footer.lunch_hours_value', { start: lunch.start, end: lunch.end }),
          },
          { id: 'representative', label: t('common:footer.representative'), value: company.ceo[language] },
          {
            id: 'business-registration-no',
            label: t('common:footer.business_registration_no'),
            value: company.businessRegistrationNo,
          },
        ]}
      />
      <p className={styles.formNotice}>{t('contact:form_notice')}</p>
    </PageScaffold>
  );
}
