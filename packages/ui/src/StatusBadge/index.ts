export { StatusBadge, type StatusBadgeProps, type StatusBadgeTone } from './StatusBadge';
