import { selectLanguage, useAppDispatch, useAppSelector } from '@shop/platform';
import { UploadError } from '@shop/platform/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { customApi } from '../api/area.ts';
import { sendCustomRequest } from '../api/send-custom-request.ts';

/**
 * Sends the quote request and follows its upload: `progress` is the share of the body sent (0–1) while
 * the request runs, null otherwise. Leaving the page cancels a request still on its way.
 */
export function useSendCustomRequest() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (body: FormData) => {
      controller.current = new AbortController();
      setProgress(0);
      try {
        const created = await sendCustomRequest(body, {
          language,
          onProgress: setProgress,
          signal: controller.current.signal,
        });
        // The account area's lists (and this page's recent requests) now include it.
        dispatch(customApi.util.invalidateTags(['CustomRequests']));
        return created;
      } catch (failure) {
        // The session ended meanwhile: refresh who is logged in so the page shows a visitor's view.
        if (failure instanceof UploadError && failure.status === 401) {
          dispatch(customApi.util.invalidateTags(['Session']));
        }
        throw failure;
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [dispatch, language],
  );

  return { send, progress, busy: progress !== null };
}
