export { Eyebrow, ItemIndex, Lead, type LeadProps, Note } from './Typography';
