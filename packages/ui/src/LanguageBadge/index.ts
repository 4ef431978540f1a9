export { LanguageBadge, type LanguageBadgeProps } from './LanguageBadge';
