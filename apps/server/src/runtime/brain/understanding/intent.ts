/** What a lead's message may mean; several at once in a compound message. */
export type Intent =
  | 'stop'
  | 'person'
  | 'complaint'
  | 'greeting'
  | 'objection'
  | 'price'
  | 'buy'
  | 'payment'
  | 'guarantee'
  | 'trust'
  | 'fact'
  | 'yes'
  | 'no'
  | 'ok'
  | 'thanks'
  | 'goodbye'
  | 'unknown';
