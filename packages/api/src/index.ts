// Contract types (generated from openapi.yaml; never edited by hand).

// Client.
export { type Api, createApi } from './api.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { ApiError, errorMessage, isApiError } from './errors.ts';
// Flow step text grammar.
export { FLOW_MAX_MEDIA_PER_STEP, FLOW_MAX_STEPS, FLOW_MAX_TEXT_LENGTH } from './flowLimits.ts';
export {
  type FlowPart,
  type FlowTextProblem,
  flowTextLength,
  flowTextProblems,
  normalizeFlowParts,
  parseFlowText,
  serializeFlowText,
} from './flowText.ts';
export { AUTH_TOKEN_KEY, FLOW_MESSAGES, MESSAGES } from './messages.ts';
export {
  ADVANCED_PLAN,
  BASIC_PLAN,
  isPlanId,
  PLAN_BY_ID,
  PLAN_IDS,
  PLAN_INCLUSIONS,
  PLANS,
  type Plan,
  type PlanId,
  type PlanInclusion,
  PRO_PLAN,
  planLeadQuota,
  REFUND_GUARANTEE_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  SETUP_MAX_MINUTES,
} from './plans.ts';
export { PUBLIC_PATHS } from './publicOperations.ts';
export type { components, operations, paths } from './schema';
export {
  checkoutUrlsForBuyer,
  createSiteConfig,
  DEMO_ADDRESSES,
  DEMO_CHECKOUT_PATH,
  DEMO_PAGE_PATH,
  DEMO_WHATSAPP_PATH,
  type DemoAddresses,
  SAMPLE_MEDIA_PATH,
  SITE_SETTING_NAMES,
  SITE_URL_DEFAULT,
  type SiteConfig,
  type SiteConfigEnv,
  SUPPORT_PREFILLED_TEXT_DEFAULT,
  safeUrl,
  TESTIMONIAL_COUNT,
  TRAINING_VIDEO_IDS,
  type TrainingVideoId,
  VIDEO_NAMES,
  type VideoSource,
  videoKind,
  WHATSAPP_CHAT_BASE_URL,
  whatsAppChatUrl,
} from './siteConfig.ts';
export { readPageSiteConfig, SITE_CONFIG_ELEMENT_ID, siteConfigScript } from './siteConfigScript.ts';
export type * from './types.ts';
export {
  createMediaUploader,
  type MediaUploadForm,
  type UploadMedia,
  type UploadProgress,
} from './upload.ts';
