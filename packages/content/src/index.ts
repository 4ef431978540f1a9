export type { Company } from './company';
export { company } from './company';
export * from './i18n';
export * from './menu';
