import { company, contactCategories } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { Section, Statement } from '../sections';
import type { PageProps } from '../types';
import { InquiryForm } from './inquiry/InquiryForm';
import * as styles from './other.css';

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
      <Section title={t('contact:categories_title')}>
        <ul className={styles.categories}>
          {contactCategories.map((category, index) => (
            <li key={category.id} className={styles.category}>
              <span className={styles.categoryIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.categoryTitle}>{translateKey(i18n, category.titleKey)}</h3>
              <p className={styles.categoryText}>{translateKey(i18n, category.descriptionKey)}</p>
              <dl className={styles.channels}>
                <div className={styles.channel}>
                  <dt className={styles.channelLabel}>{t('contact:email_label')}</dt>
                  <dd className={styles.channelValue}>
                    <a className={styles.channelLink} href={`mailto:${category.email}`}>
                      {category.email}
                    </a>
                  </dd>
                </div>
                <div className={styles.channel}>
                  <dt className={styles.channelLabel}>{t('contact:phone_label')}</dt>
                  <dd className={styles.channelValue}>
                    <a className={styles.channelLink} href={`tel:${category.phone}`}>
                      {category.phone}
                    </a>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <section className={styles.companyCard} aria-labelledby="contact-company">
        <h2 id="contact-company" className={styles.companyName}>
          {company.legalName[language]}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.address')}</dt>
            <dd className={styles.factValue}>
              ({company.postalCode}) {company.address[language]}
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.phone')}</dt>
            <dd className={styles.factValue}>
              <a className={styles.factLink} href={`tel:${company.phone}`}>
                {company.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.fax')}</dt>
            <dd className={styles.factValue}>{company.fax}</dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.email')}</dt>
            <dd className={styles.factValue}>
              <a className={styles.factLink} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.weekday_hours')}</dt>
            <dd className={styles.factValue}>
              {t('common:footer.weekday_hours_value', { open: weekdays.open, close: weekdays.close })}
              <br />
              {t('common:footer.closed')}
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.lunch_hours')}</dt>
            <dd className={styles.factValue}>
              {t('common:footer.lunch_hours_value', { start: lunch.start, end: lunch.end })}
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.representative')}</dt>
            <dd className={styles.factValue}>{company.ceo[language]}</dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('common:footer.business_registration_no')}</dt>
            <dd className={styles.factValue}>{company.businessRegistrationNo}</dd>
          </div>
        </dl>
      </section>
      <p className={styles.formNotice}>{t('contact:form_notice')}</p>
    </PageScaffold>
  );
}
