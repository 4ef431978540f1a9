/** Loads the animation features lazily; pass it to `<LazyMotion features={loadMotionFeatures} strict>`. */
export const loadMotionFeatures = () => import('./features').then((mod) => mod.default);
