import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The spec's editing area height. */
export const EDITOR_HEIGHT = '320px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand.primary, boxShadow: vars.shadow.focus },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.subtle,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

export const separator = style({
  width: '1px',
  alignSelf: 'stretch',
  margin: `${vars.space[1]} ${vars.space[1]}`,
  background: vars.color.border.strong,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutral[200], color: vars.color.text.primary },
    '&[aria-pressed="true"]': {
      background: vars.color.brand.primary,
      color: vars.color.text.inverse,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [media.belowTablet]: { width: '2.5rem', height: '2.5rem' } },
});

export const content = style({
  height: EDITOR_HEIGHT,
  overflowY: 'auto',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  cursor: 'text',
});

const prose = `${content} .ProseMirror`;
globalStyle(prose, {
  minHeight: '100%',
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} > * + *`, { marginTop: vars.space[3] });
globalStyle(`${prose} p`, { margin: 0 });
globalStyle(`${prose} h1`, { fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight.tight });
globalStyle(`${prose} h2`, { fontSize: vars.font.size['2xl'], lineHeight: vars.font.lineHeight.tight });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `${vars.space[1]} solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
globalStyle(`${prose} pre`, {
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
});
globalStyle(`${prose} ul, ${prose} ol`, { margin: 0, paddingInlineStart: vars.space[6] });
globalStyle(`${prose} a`, { color: vars.color.text.link, textDecoration: 'underline' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${prose} img.ProseMirror-selectednode`, { outline: `3px solid ${vars.color.focus.ring}` });
globalStyle(`${prose} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay.scrim,
});

export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space[4]})`,
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  background: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const dialogTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  marginTop: vars.space[4],
});

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** The error under the editor (the editing area is marked invalid and described by it). */
export const error = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error,
});
