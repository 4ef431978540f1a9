export { IntroOverlay, type IntroOverlayProps } from './IntroOverlay';
export { INTRO_PHASES, INTRO_TIMING, type IntroPhase, introSchedule } from './introSchedule';
export { type IntroStorage, markIntroShown, readIntroLastShown, shouldShowIntro } from './introStorage';
