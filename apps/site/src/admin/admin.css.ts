import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const status = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  padding: `${vars.space[8]} 0`,
});

/** The form column of the editors: at most 800 px wide (spec section 2). */
export const form = style({
  width: '100%',
  maxWidth: vars.layout.editorMax,
  display: 'grid',
  gap: vars.space[6],
});

export const narrowForm = style([form, { maxWidth: '28rem', margin: '0 auto' }]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const subtext = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
  wordBreak: 'keep-all',
});

export const fieldLabel = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  marginBottom: vars.space[2],
});

export const field = style({ display: 'grid' });

/** The editing area is 320 px high. */
export const editor = style({});
globalStyle(`${editor} [role="textbox"]`, { minHeight: '320px', height: '320px', overflowY: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const errorBox = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.error}`,
  background: vars.color.status.errorSurface,
  color: vars.color.status.error,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const loginCard = style({
  width: '100%',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: vars.space[8],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.belowTablet]: { padding: vars.space[5], boxShadow: 'none' } },
});

export const section = style({ display: 'grid', gap: vars.space[6] });

export const dateInput = style({
  font: 'inherit',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  minHeight: '2.75rem',
  maxWidth: '16rem',
  color: vars.color.text.primary,
  background: vars.color.surface.page,
});

export const adminBar = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const dashboardLink = style({ '@media': { [media.belowTablet]: { display: 'none' } } });

export const signOut = style({
  '@media': {
    [media.belowTablet]: {
      minHeight: '2rem',
      padding: `${vars.space[1]} ${vars.space[2]}`,
      fontSize: vars.font.size.xs,
    },
  },
});

export const detailActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  justifyContent: 'flex-end',
});

/** A list row's edit, preview and "more actions": one line. */
export const rowActions = style([detailActions, { flexWrap: 'nowrap', alignItems: 'center' }]);

/** The preview's mark (dashed: unmistakably not the public page). */
export const previewBanner = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px dashed ${vars.color.brand.primary}`,
  borderRadius: vars.radius.md,
  marginBottom: vars.space[8],
});
