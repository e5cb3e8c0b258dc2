import type { AppDeps } from '../../deps.ts';
import { newestLeadMessageId } from '../conversation/messages.ts';
import { enqueueTurn, type TranscriptionJob } from '../jobs/enqueue.ts';
import type { TranscriptionState } from '../tables.ts';
import { fetchVoiceNote } from './fetchVoiceNote.ts';

export type TranscriptionDeps = Pick<AppDeps, 'db' | 'queue' | 'log' | 'config' | 'transcriber'>;

/**
 * The words of the voice note at `url`, '' when there are none to be had: the audio could not be fetched, the
 * service was slow (TRANSCRIBE_TIMEOUT_MS bounds fetch and transcription together), refused it, failed, or
 * heard nothing. Never throws: the lead's turn must run whatever happened.
 */
async function wordsOf(deps: TranscriptionDeps, job: TranscriptionJob, url: string): Promise<string> {
  const { transcriber } = deps;
  if (!transcriber) return '';
  const signal = AbortSignal.timeout(deps.config.transcribeTimeoutMs);
  try {
    return (await transcriber.transcribe(await fetchVoiceNote(url, signal), signal)).trim();
  } catch (error) {
    deps.log.warn(
      { err: error, userId: job.userId, messageId: job.messageId },
      'transcrição sem texto: o áudio é respondido como arquivo sem palavras',
    );
    return '';
  }
}

/**
 * The handler of a transcription job: stores the voice note's words (transcrita) or that there are none (falhou),
 * then queues the lead's turn, for the newest lead message, after what is left of the debounce. A note already
 * settled (a job run twice) changes nothing and queues nothing.
 */
export async function transcribeVoiceNote(
  deps: TranscriptionDeps,
  job: TranscriptionJob,
): Promise<TranscriptionState | 'ja_resolvida'> {
  const note = await deps.db
    .selectFrom('conversation_messages')
    .select(['media_url', 'transcricao_estado', 'created_at'])
    .where('id', '=', job.messageId)
    .where('user_id', '=', job.userId)
    .executeTakeFirst();
  if (note?.transcricao_estado !== 'pendente') return 'ja_resolvida';
  const words = note.media_url ? await wordsOf(deps, job, note.media_url) : '';
  const state: TranscriptionState = words === '' ? 'falhou' : 'transcrita';
  return deps.db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('conversation_messages')
      .set({ transcricao: words === '' ? null : words, transcricao_estado: state })
      .where('id', '=', job.messageId)
      .where('transcricao_estado', '=', 'pendente')
      .returning('id')
      .executeTakeFirst();
    if (!settled) return 'ja_resolvida';
    const newest = await newestLeadMessageId(trx, job.userId, job.leadPhone);
    // created_at is the database's clock, which is the real one (the app's clock may be a test's fixed time).
    const waited = Math.max(0, Date.now() - note.created_at.getTime());
    await enqueueTurn(
      deps.queue,
      trx,
      { userId: job.userId, leadPhone: job.leadPhone, messageId: newest },
      Math.max(0, deps.config.agentDebounceMs - waited),
    );
    return state;
  });
}
