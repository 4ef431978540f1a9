export { PostNavigation, type PostNavigationEntry, type PostNavigationProps } from './PostNavigation';
