export { FaqList, type FaqListEntry, type FaqListProps } from './FaqList';
