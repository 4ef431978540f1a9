export { JobPanel, type JobPanelProps } from './JobPanel';
