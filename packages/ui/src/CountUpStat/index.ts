export {
  CountUpStat,
  CountUpStatGroup,
  type CountUpStatGroupProps,
  type CountUpStatProps,
} from './CountUpStat';
