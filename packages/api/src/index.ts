// Contract types (generated from openapi.yaml; never edited by hand).

// Client.
export { type Api, createApi } from './api.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { ApiError, errorMessage, isApiError } from './errors.ts';
export { AUTH_TOKEN_KEY, MESSAGES } from './messages.ts';
export { PUBLIC_PATHS } from './publicOperations.ts';
export type { components, operations, paths } from './schema';
export type * from './types.ts';
export {
  createMediaUploader,
  type MediaUploadForm,
  type UploadMedia,
  type UploadProgress,
} from './upload.ts';
