export { HighlightedText, type HighlightedTextProps } from './HighlightedText';
export { SearchDialog, type SearchDialogProps, type SearchDialogResult } from './SearchDialog';
export {
  SearchKindFilter,
  type SearchKindFilterOption,
  type SearchKindFilterProps,
  SearchPager,
  type SearchPagerProps,
  type SearchResultItem,
  SearchResultList,
  type SearchResultListProps,
} from './SearchResults';
export { isSearchShortcut, SearchTrigger, type SearchTriggerProps } from './SearchTrigger';
