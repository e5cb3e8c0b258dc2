// Business constants only the panel's screens use (docs/panel-screens.md). Limits the server enforces too
// (lengths, counts, the 20 MB upload, flow limits) live in @agente/rules.

/** Disabled numbers: list page size. */
export const DISABLED_PAGE_SIZE = 10;

/** Follow-up: the delay a new message starts with, in hours. */
export const FOLLOWUP_DEFAULT_DELAY_HOURS = 1;

/** A template variable's longest value (openapi.yaml ApprovedTemplate.variaveis.items). */
export const TEMPLATE_VARIABLE_MAX_LENGTH = 200;
