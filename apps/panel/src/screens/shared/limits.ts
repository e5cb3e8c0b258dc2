// Business constants of the product screens (docs/panel-screens.md), in one place for the panel.
// Flow limits (15 steps, 4 media, 400 characters) live in @agente/api, shared with the server.

/** Objections per product. */
export const OBJECTIONS_MAX = 50;
export const OBJECTION_QUESTION_MAX_LENGTH = 150;
export const OBJECTION_ANSWER_MAX_LENGTH = 400;

/** Media title (rename and upload). */
export const MEDIA_TITLE_MAX_LENGTH = 150;
/** Upload: one file of at most 20 MB. */
export const MEDIA_UPLOAD_MAX_BYTES = 20 * 1_024 * 1_024;
/** Upload: the accepted extensions, each with the media type it is sent as. */
export const MEDIA_EXTENSION_TYPES = {
  '.mp4': 'video',
  '.mp3': 'audio',
  '.ogg': 'audio',
  '.opus': 'audio',
  '.png': 'imagem',
  '.jpg': 'imagem',
  '.jpeg': 'imagem',
  '.pdf': 'pdf',
} as const;
/** Where uploaded media files are served (by nome_arquivo). */
export const MEDIA_FILES_PATH = '/uploads/midias';

/** Disabled numbers: name length and list page size. */
export const DISABLED_NAME_MAX_LENGTH = 30;
export const DISABLED_PAGE_SIZE = 10;

/** Follow-up: message length, delay options in hours, default delay. */
export const FOLLOWUP_MESSAGE_MAX_LENGTH = 300;
export const FOLLOWUP_DELAY_HOURS = [1, 3, 6, 12, 24, 48, 72] as const;
export const FOLLOWUP_DEFAULT_DELAY_HOURS = 1;

/** The administrator account (docs/admin.md). */
export const ADMIN_USER_ID = 30;
/** Users grid page size. */
export const USERS_PAGE_SIZE = 9;

// ── Panel core: agent, profile and product forms ──
/** Agent: name length, age range, pause message and never-do text lengths. */
export const AGENT_NAME_MAX_LENGTH = 30;
export const AGENT_MIN_AGE = 18;
export const AGENT_MAX_AGE = 100;
export const AGENT_PAUSE_MESSAGE_MAX_LENGTH = 100;
export const AGENT_NEVER_DO_MAX_LENGTH = 350;
/** Profile: name length. */
export const PROFILE_NAME_MAX_LENGTH = 30;
/** Product: name length. */
export const PRODUCT_NAME_MAX_LENGTH = 255;

/** A message the owner sends to a lead from the panel (the contract's limit). */
export const HUMAN_MESSAGE_MAX_LENGTH = 4_000;
