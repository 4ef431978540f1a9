export { clampIndex } from './clampIndex';
export {
  type ProjectTabItem,
  ProjectTabs,
  type ProjectTabsLabels,
  type ProjectTabsProps,
} from './ProjectTabs';
