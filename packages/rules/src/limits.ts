/**
 * Product limits the server enforces and the panel shows, one name each. Limits the contract checks are read
 * from it (contract.generated.ts), so changing openapi.yaml changes them everywhere.
 */
import * as schemas from './contract.generated.ts';

// accounts
/** The administrator account. */
export const ADMIN_USER_ID = 30;
/** Accounts per page of the administrator's list: three rows of three cards. */
export const ADMIN_USERS_PAGE_SIZE = 9;
export const PASSWORD_MIN_LENGTH = schemas.NewPassword.minLength;
/** The account holder's name (profile). */
export const PROFILE_NAME_MAX_LENGTH = schemas.PersonName.maxLength;

// agent
export const AGENT_NAME_MAX_LENGTH = schemas.AgentInput.nome.maxLength;
export const AGENT_MIN_AGE = schemas.AgentInput.idade.minimum;
export const AGENT_MAX_AGE = schemas.AgentInput.idade.maximum;
export const AGENT_PAUSE_MESSAGE_MAX_LENGTH = schemas.AgentInput.mensagem_pausa.maxLength;
export const AGENT_MEDIA_MESSAGE_MAX_LENGTH = schemas.AgentInput.mensagem_midia.maxLength;
export const AGENT_OPTOUT_MESSAGE_MAX_LENGTH = schemas.AgentInput.mensagem_optout.maxLength;
export const AGENT_NEVER_DO_MAX_LENGTH = schemas.AgentInput.nunca_fazer.maxLength;

// products and offers
export const PRODUCT_NAME_MAX_LENGTH = schemas.ProductInput.nome_produto.maxLength;
/** The free text "Qual é a categoria?" that names what an "Outros" product is. */
export const PRODUCT_OTHER_CATEGORY_MAX_LENGTH = schemas.ProductInput.categoria_outra.maxLength;
/** "Descrição e benefícios". */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = schemas.ProductInput.descricao.maxLength;
/** An offer's optional name. */
export const OFFER_NAME_MAX_LENGTH = schemas.OfferInput.nome_oferta.maxLength;
/** The shape of an offer's link: a host name, optional http(s):// and path. */
export const OFFER_LINK_PATTERN = new RegExp(schemas.OfferInput.link.pattern);

// objections
export const OBJECTIONS_MAX_PER_PRODUCT = 50;
export const OBJECTION_QUESTION_MAX_LENGTH = schemas.ObjectionInput.pergunta.maxLength;
export const OBJECTION_ANSWER_MAX_LENGTH = schemas.ObjectionInput.resposta.maxLength;

// knowledge base (how many entries and documents: PLAN_KNOWLEDGE_LIMITS, per plan)
export const KNOWLEDGE_FAQ_QUESTION_MAX_LENGTH = schemas.KnowledgeFaqQuestion.maxLength;
export const KNOWLEDGE_FAQ_ANSWER_MAX_LENGTH = schemas.KnowledgeFaqAnswer.maxLength;
/** "Sobre o negócio". */
export const KNOWLEDGE_ABOUT_MAX_LENGTH = schemas.KnowledgeAbout.texto.maxLength;
/** A question typed in "Testar uma pergunta". */
export const KNOWLEDGE_QUESTION_MAX_LENGTH = schemas.KnowledgeQuestionText.maxLength;

// media
/** One file of at most 20 MB. */
export const MEDIA_MAX_BYTES = 20 * 1_024 * 1_024;
export const MEDIA_TITLE_MAX_LENGTH = schemas.MediaTitle.maxLength;
/** Where uploaded media files are served (by nome_arquivo). */
export const MEDIA_PUBLIC_PATH = '/uploads/midias';

// disabled numbers
export const DISABLED_NAME_MAX_LENGTH = schemas.DisabledNumberInput.name.maxLength;

// follow-up
export const FOLLOWUP_MESSAGE_MAX_LENGTH = schemas.FollowupMessageInput.mensagem.maxLength;
/** The delays (hours after the lead's last message) a follow-up message may wait. */
export const FOLLOWUP_DELAY_HOURS = schemas.FollowupDelay.enum;

// conversations
/** A message the owner sends to a lead from the panel (the contract's limit on the sent text). */
export const HUMAN_MESSAGE_MAX_LENGTH = 4_000;
