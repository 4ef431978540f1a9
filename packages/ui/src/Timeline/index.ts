export { Timeline, type TimelineEvent, type TimelineProps, type TimelineYear } from './Timeline';
