export { type DateInput, formatDate, formatDateTime, formatTime, toDateInputValue } from './date.ts';
export { formatInteger } from './money.ts';
export { formatLeadName } from './name.ts';
export { formatPercent } from './percent.ts';
