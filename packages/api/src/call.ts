import { ApiError, apiErrorFromBody, networkError } from './errors.ts';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Unwraps an openapi-fetch result: the reply on success, an `ApiError` thrown otherwise. */
export async function call<T>(request: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkError();
  }
  if (!result.response.ok || result.error !== undefined) {
    throw apiErrorFromBody(result.response.status, result.error);
  }
  return result.data as T;
}
