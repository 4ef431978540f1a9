export { loadMotionFeatures } from './loadMotionFeatures';
