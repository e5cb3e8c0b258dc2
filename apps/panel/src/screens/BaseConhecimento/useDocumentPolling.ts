import type { Api } from '@agente/api';
import { documentProcessingMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';

/** GET /api/conhecimento/documentos's answer. */
export type KnowledgeDocumentList = Awaited<ReturnType<Api['knowledge']['documents']>>;

const processingCount = (list: KnowledgeDocumentList) =>
  list.documentos.filter((document) => document.estado === 'processando').length;

/**
 * Reads the documents again every DOCUMENT_POLL_MS while one of `shown` is still 'processando' and hands each new
 * list to `onRead`; stops once none is. `shown` is the list on screen (undefined while it loads).
 */
export function useDocumentPolling(
  api: Api,
  shown: KnowledgeDocumentList | undefined,
  onRead: (list: KnowledgeDocumentList) => void,
): void {
  const logic = useMemo(
    () =>
      documentProcessingMachine.provide({
        actors: {
          readDocuments: fromPromise(async () => {
            const list = await api.knowledge.documents();
            onRead(list);
            return processingCount(list);
          }),
        },
      }),
    [api, onRead],
  );
  const [, send] = useMachine(logic);
  useEffect(() => {
    if (shown) send({ type: 'documents.loaded', processing: processingCount(shown) });
  }, [shown, send]);
}
