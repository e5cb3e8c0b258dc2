/** The lead's dialog and the reading of a located lead into what it shows: fetched together, when a lead opens. */

export { LeadDetailsView } from './LeadDetailsView.tsx';
export { leadDetails } from './leadDetails.ts';
