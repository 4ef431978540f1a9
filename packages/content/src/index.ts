export { company } from './company';
