export { SearchToolbar, type SearchToolbarProps } from './SearchToolbar';
