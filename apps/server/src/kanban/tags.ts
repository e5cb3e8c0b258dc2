import { LEAD_TAGS, type LeadTagValue } from '../constants.ts';

/**
 * The canonical tag typed by the user, or null when it is none of the four.
 * Matching ignores case and surrounding spaces; the stored form is the canonical one.
 */
export function canonicalLeadTag(input: string): LeadTagValue | null {
  const wanted = input.trim().toUpperCase();
  return LEAD_TAGS.find((tag) => tag === wanted) ?? null;
}
