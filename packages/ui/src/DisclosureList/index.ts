export { DisclosureItem, type DisclosureItemProps, DisclosureList } from './DisclosureList';
