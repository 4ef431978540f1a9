// One module per careers page, so each page's chunk carries only its own content.
export type { BenefitGroup, BenefitGroupId } from './benefits';
export { benefitGroups } from './benefits';
export type { FaqCategory, FaqEntry } from './faq';
export { FAQ_PAGE_SIZE, faqEntries } from './faq';
export type { HiringStep, HiringStepId } from './hiring';
export { hiringNotesKey, hiringSteps } from './hiring';
export type { JobTab } from './jobs';
export { jobTabs } from './jobs';
