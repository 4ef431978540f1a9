export {
  type PublicationStatus,
  type PublicationStatusBadgeProps,
  StatusBadge,
  type StatusBadgeProps,
  type StatusBadgeTone,
  type ToneStatusBadgeProps,
} from './StatusBadge';
