import { domAnimation } from 'motion/react';

/**
 * The animation features the library's `m` components use, in a module of their own: it is only ever
 * imported dynamically (see `loadMotionFeatures`), so the bundler puts it in a separate chunk and a
 * page's first JavaScript holds the small `m` core only.
 */
export default domAnimation;
