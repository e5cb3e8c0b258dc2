import { createMediaUploader, type UploadMedia } from '@agente/api';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { API_BASE_URL } from '../../config.ts';

/**
 * The upload call with progress (XMLHttpRequest, as fetch cannot report upload progress), carrying the
 * session's token like every other call.
 */
export function useMediaUploader(): UploadMedia {
  const { tokenStorage } = useServices();
  return useMemo(
    () => createMediaUploader({ baseUrl: API_BASE_URL, getToken: tokenStorage.read }),
    [tokenStorage],
  );
}
