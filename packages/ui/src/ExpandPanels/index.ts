export { type ExpandPanelItem, ExpandPanels, type ExpandPanelsProps } from './ExpandPanels';
