/**
 * The one vocabulary for what a message, label or meter means. Components take the subset they can draw;
 * how loud a tone is drawn (a soft fill or a strong one) is a separate choice, never a tone of its own.
 */
export const FEEDBACK_TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type FeedbackTone = (typeof FEEDBACK_TONES)[number];

/** Soft: a pale fill with dark text, for most messages. Strong: a solid fill that must not be missed. */
export const EMPHASES = ['soft', 'strong'] as const;
export type Emphasis = (typeof EMPHASES)[number];
