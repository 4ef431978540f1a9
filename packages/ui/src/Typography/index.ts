export { Eyebrow, ItemIndex, Lead, type LeadProps, Note, Numeric } from './Typography';
