export type { Company } from './company';
export { company } from './company';
export * from './menu';
