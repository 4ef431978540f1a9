export {
  Timeline,
  type TimelineEvent,
  TimelineHeadline,
  type TimelineProps,
  type TimelineYear,
} from './Timeline';
