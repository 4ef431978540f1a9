export { type AttentionItem, AttentionList, type AttentionListProps } from './AttentionList';
