/**
 * Raw colour values. Every pair used for text was checked for WCAG AA contrast
 * (>= 4.5:1) against the background it is drawn on, because axe fails the stories otherwise.
 */

/** A tone: a strong fill with its text colour, and a soft fill with its text and border colours. */
const tone = (solid: string, onSolid: string, soft: string, onSoft: string, border: string) => ({
  solid,
  onSolid,
  soft,
  onSoft,
  border,
});

export const colorTokens = {
  text: '#1a1f2b',
  textMuted: '#4b5563',
  textInverse: '#ffffff',
  background: '#f4f6f9',
  surface: '#ffffff',
  surfaceMuted: '#eef1f5',
  surfaceHover: '#e5e9ef',
  border: '#d0d5dd',
  /** Borders of form controls: 3:1 against white, as non-text contrast requires. */
  borderStrong: '#6b7280',
  overlay: 'rgba(17, 24, 39, 0.55)',
  focusRing: '#1d4ed8',
  skeleton: '#e3e7ee',
  skeletonHighlight: '#f1f3f7',

  primary: tone('#0f766e', '#ffffff', '#ccfbf1', '#134e4a', '#5eead4'),
  primaryHover: '#115e59',
  primaryPressed: '#134e4a',
  neutral: tone('#374151', '#ffffff', '#e5e7eb', '#374151', '#9ca3af'),
  success: tone('#15803d', '#ffffff', '#dcfce7', '#14532d', '#86efac'),
  info: tone('#1d4ed8', '#ffffff', '#dbeafe', '#1e3a8a', '#93c5fd'),
  /** Plan expiry ("Seu plano expira em"): yellow. */
  warning: tone('#a16207', '#ffffff', '#fef9c3', '#713f12', '#facc15'),
  /** Plan expired ("Seu plano expirou") and destructive actions: red. */
  danger: tone('#b91c1c', '#ffffff', '#fee2e2', '#7f1d1d', '#fca5a5'),
  dangerHover: '#991b1b',
  dangerPressed: '#7f1d1d',
  /** A warning that must stand out (the bottom new-version bar): bright yellow fill, dark text. */
  warningStrong: tone('#facc15', '#422006', '#fef9c3', '#422006', '#eab308'),

  /** Agent status: Ativo green, Pausado amber. */
  statusActive: tone('#15803d', '#ffffff', '#dcfce7', '#14532d', '#86efac'),
  statusPaused: tone('#b45309', '#ffffff', '#fef3c7', '#78350f', '#fcd34d'),

  /** Lead tags, the colours an owner picks for the tags they make (each white text at AA contrast). */
  tagBlue: tone('#1d4ed8', '#ffffff', '#dbeafe', '#1e3a8a', '#93c5fd'),
  tagGreen: tone('#15803d', '#ffffff', '#dcfce7', '#14532d', '#86efac'),
  tagOrange: tone('#c2410c', '#ffffff', '#ffedd5', '#7c2d12', '#fdba74'),
  tagRed: tone('#b91c1c', '#ffffff', '#fee2e2', '#7f1d1d', '#fca5a5'),
  tagPurple: tone('#7e22ce', '#ffffff', '#f3e8ff', '#581c87', '#d8b4fe'),
  tagNeutral: tone('#4b5563', '#ffffff', '#e5e7eb', '#374151', '#9ca3af'),

  /** Form validation messages and invalid borders. */
  error: '#b91c1c',
} as const;
