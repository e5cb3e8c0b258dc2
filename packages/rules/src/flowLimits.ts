/** Limits of a flow (docs/panel-screens.md#flow-steps), shared by the server and the panel. */
export const FLOW_MAX_STEPS = 15;
export const FLOW_MAX_MEDIA_PER_STEP = 4;
export const FLOW_MAX_TEXT_LENGTH = 400;
