export {
  HeroVideo,
  type HeroVideoLabels,
  type HeroVideoPoster,
  type HeroVideoPosterSource,
  type HeroVideoProps,
  type HeroVideoSlide,
  type HeroVideoSource,
} from './HeroVideo';
