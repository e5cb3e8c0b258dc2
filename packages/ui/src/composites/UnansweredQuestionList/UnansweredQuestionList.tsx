import { useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { TextArea } from '../../primitives/TextArea/TextArea.tsx';
import * as styles from './UnansweredQuestionList.css.ts';

export interface UnansweredQuestionItem {
  id: number;
  question: string;
  /** Who asked and when ("5511… · 29/11/2026 14:03"). */
  detail: string;
}

export interface UnansweredQuestionListLabels {
  /** Names the list, e.g. "Perguntas sem resposta". */
  list: string;
  empty: string;
  /** The answer field's label, e.g. "Resposta". */
  answer: string;
  /** "Responder e ensinar" */
  teach: string;
  dismiss: string;
}

export interface UnansweredQuestionListProps {
  items: readonly UnansweredQuestionItem[];
  labels: UnansweredQuestionListLabels;
  /** Creates a FAQ entry from the question and this answer. */
  onTeach: (id: number, answer: string) => void;
  onDismiss: (id: number) => void;
  answerMaxLength: number;
  /** A question being taught or dismissed: its controls wait. */
  busyId?: number | null;
}

/** Questions the knowledge base could not answer, each with an answer field that teaches it in one click. */
export function UnansweredQuestionList({
  items,
  labels,
  onTeach,
  onDismiss,
  answerMaxLength,
  busyId = null,
}: UnansweredQuestionListProps) {
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.list}>
      {items.map((item) => (
        <Question
          key={item.id}
          item={item}
          labels={labels}
          answerMaxLength={answerMaxLength}
          isBusy={item.id === busyId}
          onTeach={(answer) => onTeach(item.id, answer)}
          onDismiss={() => onDismiss(item.id)}
        />
      ))}
    </ul>
  );
}

function Question(props: {
  item: UnansweredQuestionItem;
  labels: UnansweredQuestionListLabels;
  answerMaxLength: number;
  isBusy: boolean;
  onTeach: (answer: string) => void;
  onDismiss: () => void;
}) {
  const { item, labels, isBusy } = props;
  const [answer, setAnswer] = useState('');
  return (
    <Card as="li">
      <h3 className={styles.name}>{item.question}</h3>
      <p className={styles.detail}>{item.detail}</p>
      <TextArea
        label={`${labels.answer}: ${item.question}`}
        value={answer}
        onChange={setAnswer}
        maxLength={props.answerMaxLength}
        isDisabled={isBusy}
      />
      <div className={styles.row}>
        <Button
          size="sm"
          isDisabled={isBusy || answer.trim() === ''}
          onPress={() => props.onTeach(answer.trim())}
        >
          {labels.teach}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${labels.dismiss}: ${item.question}`}
          isDisabled={isBusy}
          onPress={props.onDismiss}
        >
          {labels.dismiss}
        </Button>
      </div>
    </Card>
  );
}
