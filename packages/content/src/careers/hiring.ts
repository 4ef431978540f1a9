import type { TranslationKey } from '../i18n/keys';
import type { TitledText } from '../types';

/** The five hiring steps, in order (spec section 1). */
export type HiringStepId = 'application' | 'document_review' | 'interview' | 'health_check' | 'final_pass';

export interface HiringStep extends TitledText {
  id: HiringStepId;
  step: number;
}

const step = (id: HiringStepId, index: number): HiringStep => ({
  id,
  step: index + 1,
  titleKey: `careers:process.steps.${id}.title`,
  descriptionKey: `careers:process.steps.${id}.description`,
});

export const hiringSteps: readonly HiringStep[] = (
  ['application', 'document_review', 'interview', 'health_check', 'final_pass'] as const
).map(step);

/** Notes shown under the hiring steps (a list of texts). */
export const hiringNotesKey: TranslationKey = 'careers:process.notes';
