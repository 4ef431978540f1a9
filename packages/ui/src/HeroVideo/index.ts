export {
  HeroVideo,
  type HeroVideoLabels,
  type HeroVideoProps,
  type HeroVideoSlide,
  type HeroVideoSource,
} from './HeroVideo';
