import {
  contactCategories,
  INQUIRY_RETENTION_YEARS,
  type InquiryDraft,
  type InquiryField,
  inquiryLimits,
  validateInquiry,
} from '@company/content';
import {
  Button,
  ConsentField,
  EmailAddress,
  ErrorSummary,
  FormGrid,
  FormGridItem,
  HoneypotField,
  SelectField,
  SuccessPanel,
  TextAreaField,
  TextField,
} from '@company/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../../../components/AppLink';
import {
  type InquiryRefusal,
  InquiryRefusedError,
  inquiryHoldMs,
  useSubmitInquiry,
} from '../../../data/inquiries';
import { useLanguage } from '../../../i18n/useLanguage';
import { translateKey, useT } from '../../../i18n/useT';

/** Stands for the visitor's address in the success text, where the address itself is put in as a component. */
const ADDRESS_SLOT = '\uE000';

const EMPTY: InquiryDraft = {
  category: '',
  company: '',
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

const FIELD_ORDER: readonly InquiryField[] = [
  'category',
  'company',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consent',
];

type DraftText = Exclude<InquiryField, 'consent'>;

/**
 * The contact page's inquiry form: checked in the browser (each error next to its field and listed in a
 * summary that takes focus), sent through the data API, and replaced by the reference once received.
 * Nothing typed is lost when the browser or the server refuses it.
 */
export function InquiryForm() {
  const { t, i18n } = useT();
  const language = useLanguage();
  const idBase = useId();
  const fieldId = (field: InquiryField) => `${idBase}-${field}`;
  const [draft, setDraft] = useState<InquiryDraft>(EMPTY);
  /** What the form holds now: a held send goes with what was typed meanwhile. */
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const [website, setWebsite] = useState('');
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<InquiryRefusal | undefined>();
  const [received, setReceived] = useState<{ reference: string; email: string } | undefined>();
  /** When the form became interactive (hydrated): the fill time counts from there. */
  const openedAt = useRef<number | undefined>(undefined);
  const submit = useSubmitInquiry();
  /** An early send waiting for the least fill time to pass (it then goes by itself). */
  const [holding, setHolding] = useState(false);
  const sending = holding || submit.isPending;

  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  // Errors show once the visitor has tried to send, then follow what they type.
  const errors = attempts > 0 ? validateInquiry(draft) : {};
  const errorText = (field: InquiryField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    const max = field === 'consent' || field === 'category' ? 0 : inquiryLimits[field];
    return translateKey(i18n, `inquiry:errors.${error}`, { max: max.toLocaleString(language) });
  };

  const set = (field: DraftText) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempts((count) => count + 1);
    setRefusal(undefined);
    if (Object.keys(validateInquiry(draft)).length > 0) return;
    const hold = inquiryHoldMs(openedAt.current ?? performance.now(), performance.now());
    if (hold > 0) {
      setHolding(true);
      await new Promise((resolve) => setTimeout(resolve, hold));
      setHolding(false);
    }
    const sent = latestDraft.current;
    if (Object.keys(validateInquiry(sent)).length > 0) return;
    try {
      const { reference } = await submit.mutateAsync({
        draft: sent,
        locale: language,
        website,
        formFillMs: performance.now() - (openedAt.current ?? performance.now()),
      });
      setReceived({ reference, email: sent.email.trim() });
    } catch (error) {
      setRefusal(error instanceof InquiryRefusedError ? error.reason : 'network');
    }
  };

  const startAgain = () => {
    setDraft(EMPTY);
    setAttempts(0);
    setRefusal(undefined);
    setReceived(undefined);
    openedAt.current = performance.now();
  };

  if (received) {
    // The visitor's address goes in as a component, so that it wraps only after its "@".
    const [successBefore = '', successAfter = ''] = t('inquiry:success.next', { email: ADDRESS_SLOT }).split(
      ADDRESS_SLOT,
    );
    return (
      <FormGrid>
        <FormGridItem span="full">
          <SuccessPanel
            title={t('inquiry:success.title')}
            referenceLabel={t('inquiry:success.reference')}
            reference={received.reference}
            actions={
              <Button variant="secondary" onClick={startAgain}>
                {t('inquiry:success.another')}
              </Button>
            }
          >
            <p>
              {successBefore}
              <EmailAddress address={received.email} />
              {successAfter}
            </p>
          </SuccessPanel>
        </FormGridItem>
      </FormGrid>
    );
  }

  const listed = FIELD_ORDER.flatMap((field) => {
    const message = errorText(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const textProps = (field: Exclude<DraftText, 'category' | 'message'>) => ({
    id: fieldId(field),
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: errorText(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={`${idBase}-note`}>
      <FormGrid>
        <FormGridItem span="full">
          <p id={`${idBase}-note`}>{t('inquiry:form.required_note')}</p>
        </FormGridItem>
        {(listed.length > 0 || refusal) && (
          <FormGridItem span="full">
            <ErrorSummary
              key={attempts}
              title={
                refusal
                  ? t(`inquiry:errors.${refusal}`)
                  : t('inquiry:errors.summary', { count: listed.length })
              }
              errors={refusal ? [] : listed}
            />
          </FormGridItem>
        )}
        <FormGridItem span="full">
          <SelectField
            id={fieldId('category')}
            name="category"
            label={t('inquiry:form.category')}
            placeholder={t('inquiry:form.category_placeholder')}
            options={contactCategories.map((category) => ({
              value: category.id,
              label: translateKey(i18n, category.titleKey),
            }))}
            value={draft.category}
            onChange={(event) => set('category')(event.target.value)}
            error={errorText('category')}
            required
          />
        </FormGridItem>
        <FormGridItem>
          <TextField
            {...textProps('company')}
            label={t('inquiry:form.company')}
            autoComplete="organization"
            required
          />
        </FormGridItem>
        <FormGridItem>
          <TextField {...textProps('name')} label={t('inquiry:form.name')} autoComplete="name" required />
        </FormGridItem>
        <FormGridItem>
          <TextField
            {...textProps('email')}
            type="email"
            label={t('inquiry:form.email')}
            help={t('inquiry:form.email_hint')}
            autoComplete="email"
            required
          />
        </FormGridItem>
        <FormGridItem>
          <TextField
            {...textProps('phone')}
            type="tel"
            label={t('inquiry:form.phone')}
            help={t('inquiry:form.phone_hint')}
            autoComplete="tel"
          />
        </FormGridItem>
        <FormGridItem span="full">
          <TextField {...textProps('subject')} label={t('inquiry:form.subject')} required />
        </FormGridItem>
        <FormGridItem span="full">
          <TextAreaField
            id={fieldId('message')}
            name="message"
            label={t('inquiry:form.message')}
            value={draft.message}
            onChange={(event) => set('message')(event.target.value)}
            maxLength={inquiryLimits.message}
            counterLabel={(count, max) =>
              t('inquiry:form.message_counter', {
                count: count.toLocaleString(language),
                max: max.toLocaleString(language),
              })
            }
            error={errorText('message')}
            required
          />
        </FormGridItem>
        <FormGridItem span="full">
          <ConsentField
            id={fieldId('consent')}
            name="consent"
            title={t('inquiry:form.consent_title')}
            terms={[
              {
                term: t('inquiry:form.consent_purpose_label'),
                description: t('inquiry:form.consent_purpose'),
              },
              { term: t('inquiry:form.consent_items_label'), description: t('inquiry:form.consent_items') },
              {
                term: t('inquiry:form.consent_retention_label'),
                description: t('inquiry:form.consent_retention', { years: INQUIRY_RETENTION_YEARS }),
              },
            ]}
            note={t('inquiry:form.consent_refusal')}
            policyLink={<AppLink href="/Privacy">{t('inquiry:form.privacy_link')}</AppLink>}
            agreeLabel={t('inquiry:form.consent_agree')}
            checked={draft.consent}
            onChange={(event) => setDraft((current) => ({ ...current, consent: event.target.checked }))}
            error={errorText('consent')}
            required
          />
        </FormGridItem>
        <HoneypotField
          name="website"
          label={t('inquiry:form.honeypot')}
          value={website}
          onChange={setWebsite}
        />
        <FormGridItem span="full">
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? t('inquiry:form.submitting') : t('inquiry:form.submit')}
          </Button>
        </FormGridItem>
      </FormGrid>
    </form>
  );
}
