import type { KnowledgeFaqInput, KnowledgeTestResult } from '@agente/api';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, ERROR_CODES, HttpError, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { REASON, SAY } from '../runtime/brain/brainTexts.ts';
import { enqueueKnowledgeDocument } from '../runtime/jobs/enqueue.ts';
import { readAbout, writeAbout } from './aboutQueries.ts';
import { accountKnowledgeLimits, lockAccount } from './accountLimits.ts';
import { documentFormatOf } from './documentFormat.ts';
import { countDocuments, deleteDocument, insertDocument, listDocuments } from './documentQueries.ts';
import { countFaq, deleteFaq, type FaqFields, insertFaq, listFaq, updateFaq } from './faqQueries.ts';
import { findKnowledgeAnswer } from './findAnswer.ts';
import {
  MSG_KNOWLEDGE_ANSWER_REQUIRED,
  MSG_KNOWLEDGE_DOCUMENT_DELETED,
  MSG_KNOWLEDGE_DOCUMENT_FORMAT,
  MSG_KNOWLEDGE_DOCUMENT_NOT_FOUND,
  MSG_KNOWLEDGE_DOCUMENT_ONE_FILE,
  MSG_KNOWLEDGE_DOCUMENT_RECEIVED,
  MSG_KNOWLEDGE_DOCUMENT_REQUIRED,
  MSG_KNOWLEDGE_FAQ_DELETED,
  MSG_KNOWLEDGE_FAQ_NOT_FOUND,
  MSG_KNOWLEDGE_QUESTION_REQUIRED,
  MSG_KNOWLEDGE_QUESTION_TEXT_REQUIRED,
  MSG_UNANSWERED_DISMISSED,
  MSG_UNANSWERED_NOT_FOUND,
  msgKnowledgeDocumentLimit,
  msgKnowledgeDocumentTooLarge,
  msgKnowledgeFaqLimit,
} from './knowledgeTexts.ts';
import { deleteUnanswered, findUnanswered, listUnanswered } from './unansweredQueries.ts';

/** The stored fields: trimmed, and blank counts as missing. Extra fields the panel resends (id) are ignored. */
function faqFields({ pergunta, resposta, status }: KnowledgeFaqInput): FaqFields {
  const fields = { pergunta: pergunta.trim(), resposta: resposta.trim(), status };
  if (!fields.pergunta) throw badRequest(MSG_KNOWLEDGE_QUESTION_REQUIRED);
  if (!fields.resposta) throw badRequest(MSG_KNOWLEDGE_ANSWER_REQUIRED);
  return fields;
}

/** The rest of a refused upload is left unread: the connection closes after the answer instead of draining it. */
const CLOSE = { connection: 'close' } as const;

/** The one uploaded file, read whole (at most the plan's size): its name and bytes. */
async function receiveDocument(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest(MSG_KNOWLEDGE_DOCUMENT_REQUIRED);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part?.filename) throw badRequest(MSG_KNOWLEDGE_DOCUMENT_REQUIRED);
    const bytes = new Uint8Array(await part.toBuffer());
    if (bytes.byteLength === 0) throw badRequest(MSG_KNOWLEDGE_DOCUMENT_REQUIRED);
    return { nome: part.filename.trim().slice(0, 200), bytes };
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, msgKnowledgeDocumentTooLarge(maxBytes), ERROR_CODES.payloadTooLarge, CLOSE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, MSG_KNOWLEDGE_DOCUMENT_ONE_FILE, ERROR_CODES.validation, CLOSE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(MSG_KNOWLEDGE_DOCUMENT_REQUIRED);
    throw error;
  }
}

/** The account's knowledge base: /api/conhecimento/… (FAQ, "Sobre o negócio", documents, tests, unanswered). */
export function knowledgeHandlers({ db, clock, queue }: AppDeps) {
  async function createFaq(userId: number, fields: FaqFields) {
    const { faqEntries } = await accountKnowledgeLimits(db, userId);
    return db.transaction().execute(async (trx) => {
      await lockAccount(trx, userId);
      if ((await countFaq(trx, userId)) >= faqEntries) throw badRequest(msgKnowledgeFaqLimit(faqEntries));
      return insertFaq(trx, userId, fields);
    });
  }

  return {
    listKnowledgeFaq: async (request) => {
      const userId = requireUser(request).id;
      const [perguntas, limits] = await Promise.all([
        listFaq(db, userId),
        accountKnowledgeLimits(db, userId),
      ]);
      return { perguntas, limite: limits.faqEntries };
    },

    createKnowledgeFaq: async (request, reply) => {
      const pergunta = await createFaq(requireUser(request).id, faqFields(request.body));
      reply.code(201);
      return { pergunta };
    },

    updateKnowledgeFaq: async (request) => {
      const userId = requireUser(request).id;
      const pergunta = await updateFaq(db, userId, request.params.faqId, faqFields(request.body), clock());
      if (!pergunta) throw notFound(MSG_KNOWLEDGE_FAQ_NOT_FOUND);
      return { pergunta };
    },

    deleteKnowledgeFaq: async (request) => {
      if (!(await deleteFaq(db, requireUser(request).id, request.params.faqId)))
        throw notFound(MSG_KNOWLEDGE_FAQ_NOT_FOUND);
      return { message: MSG_KNOWLEDGE_FAQ_DELETED };
    },

    getKnowledgeAbout: async (request) => ({ texto: await readAbout(db, requireUser(request).id) }),

    updateKnowledgeAbout: async (request) => {
      const userId = requireUser(request).id;
      const texto = request.body.texto.trim();
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        await writeAbout(trx, userId, texto, clock());
      });
      return { texto };
    },

    listKnowledgeDocuments: async (request) => {
      const userId = requireUser(request).id;
      const [documentos, limits] = await Promise.all([
        listDocuments(db, userId),
        accountKnowledgeLimits(db, userId),
      ]);
      return { documentos, limite: limits.documents, bytes_maximos: limits.documentBytes };
    },

    uploadKnowledgeDocument: async (request, reply) => {
      const userId = requireUser(request).id;
      const limits = await accountKnowledgeLimits(db, userId);
      // A full account is refused before a byte of the file is read.
      if ((await countDocuments(db, userId)) >= limits.documents)
        throw new HttpError(400, msgKnowledgeDocumentLimit(limits.documents), ERROR_CODES.validation, CLOSE);
      const upload = await receiveDocument(request, limits.documentBytes);
      const formato = await documentFormatOf(upload.bytes, upload.nome);
      if (!formato) throw badRequest(MSG_KNOWLEDGE_DOCUMENT_FORMAT);
      const documento = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if ((await countDocuments(trx, userId)) >= limits.documents)
          throw badRequest(msgKnowledgeDocumentLimit(limits.documents));
        const inserted = await insertDocument(trx, userId, {
          nome: upload.nome,
          formato,
          conteudo: upload.bytes,
        });
        await enqueueKnowledgeDocument(queue, trx, { userId, documentId: inserted.id });
        return inserted;
      });
      reply.code(201);
      return { documento, message: MSG_KNOWLEDGE_DOCUMENT_RECEIVED };
    },

    deleteKnowledgeDocument: async (request) => {
      if (!(await deleteDocument(db, requireUser(request).id, request.params.docId)))
        throw notFound(MSG_KNOWLEDGE_DOCUMENT_NOT_FOUND);
      return { message: MSG_KNOWLEDGE_DOCUMENT_DELETED };
    },

    testKnowledgeQuestion: async (request): Promise<KnowledgeTestResult> => {
      const pergunta = request.body.pergunta.trim();
      if (!pergunta) throw badRequest(MSG_KNOWLEDGE_QUESTION_TEXT_REQUIRED);
      const match = await findKnowledgeAnswer(db, requireUser(request).id, pergunta);
      const found = match?.found === true;
      return {
        encontrado: found,
        fonte: match?.source ?? null,
        id: match?.id ?? null,
        titulo: match?.title ?? null,
        trecho: match?.excerpt ?? null,
        nota: match?.score ?? 0,
        resposta: found ? match.reply : SAY.checkWithTeam,
        explicacao: found ? match.reason : REASON.knowledgeMissed,
      };
    },

    listUnansweredQuestions: async (request) => ({
      perguntas: await listUnanswered(db, requireUser(request).id),
    }),

    dismissUnansweredQuestion: async (request) => {
      if (!(await deleteUnanswered(db, requireUser(request).id, request.params.questionId)))
        throw notFound(MSG_UNANSWERED_NOT_FOUND);
      return { message: MSG_UNANSWERED_DISMISSED };
    },

    teachUnansweredQuestion: async (request, reply) => {
      const userId = requireUser(request).id;
      const resposta = request.body.resposta.trim();
      if (!resposta) throw badRequest(MSG_KNOWLEDGE_ANSWER_REQUIRED);
      const question = await findUnanswered(db, userId, request.params.questionId);
      if (!question) throw notFound(MSG_UNANSWERED_NOT_FOUND);
      const pergunta = await createFaq(userId, {
        pergunta: question.pergunta.slice(0, 200),
        resposta,
        status: 'ativa',
      });
      await deleteUnanswered(db, userId, question.id);
      reply.code(201);
      return { pergunta };
    },
  } satisfies Partial<Handlers>;
}
