export type {
  BenefitGroup,
  BenefitGroupId,
  FaqCategory,
  FaqEntry,
  HiringStep,
  HiringStepId,
  JobTab,
} from './careers';
export { benefitGroups, FAQ_PAGE_SIZE, faqEntries, hiringNotesKey, hiringSteps, jobTabs } from './careers';
export type { Company } from './company';
export { company } from './company';
export type { ContactCategory, ContactCategoryId } from './contact';
export { contactCategories } from './contact';
export type { CompanyFacts } from './facts';
export { companyFacts } from './facts';
export type { HistoryEvent, HistoryYear } from './history';
export { historyTimeline } from './history';
export type { HomePanel, ImpactFigure, ProjectSlide } from './home';
export { brandPanels, homeSettings, impactFigures, materialPanels, projectSlides } from './home';
export * from './i18n';
export type { InquiryDraft, InquiryField, InquiryFieldError, InquiryStatus } from './inquiry';
export {
  INQUIRY_RETENTION_YEARS,
  inquiryLimits,
  inquiryReference,
  inquiryStatuses,
  validateInquiry,
} from './inquiry';
export type { IrDownload, StockField, StockFieldId } from './ir';
export {
  financialSummary,
  irHighlights,
  scheduleDownloads,
  scheduleEvents,
  shareholderComposition,
  stockFields,
  stockInfo,
  stockQuote,
} from './ir';
export type {
  ComparisonRow,
  FilterLayer,
  FilterLayerId,
  ImpactId,
  MaterialPage,
  SustainabilityImpact,
  UseCase,
  UseCaseId,
} from './materials';
export {
  comparisonTable,
  filterClaims,
  filterLayers,
  materialPages,
  sustainabilityImpact,
  useCases,
} from './materials';
export * from './menu';
export type { BrandPage, Executive, LegalDocument, ProjectPage, ProseSection } from './pages';
export {
  brandPages,
  businessAreas,
  ciColors,
  executives,
  introFacts,
  introSections,
  legalNotice,
  locationDirections,
  privacyPolicy,
  projectPages,
  seoKeys,
  visionGoalKeys,
  visionValues,
} from './pages';
export type { Page } from './paging';
export { normaliseSearchText, paginate, searchItems } from './paging';
export type { AliveValue, Director } from './sustainability';
export {
  aliveValues,
  auditor,
  certifications,
  directors,
  environmentCertificates,
  environmentSections,
  socialSections,
  sustainabilityPillars,
} from './sustainability';
export type { NamedText, TitledText } from './types';
