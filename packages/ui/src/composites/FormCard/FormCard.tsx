import { type FormEvent, type ReactNode, useId } from 'react';
import { Card } from '../../primitives/Card/Card.tsx';
import { Form } from '../../primitives/Form/Form.tsx';
import { Heading } from '../../primitives/Text/Text.tsx';

export interface FormCardProps {
  /** Names the card's section and its form, e.g. "Nova oferta" or "Editar oferta". */
  title: string;
  /** The form was submitted (the page does not reload). */
  onSubmit: () => void;
  /** The fields and the FormActions row. */
  children: ReactNode;
  className?: string;
}

/** A card holding one form under its level-2 title; the title names both the section and the form. */
export function FormCard({ title, onSubmit, children, className }: FormCardProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card as="section" aria-labelledby={titleId} className={className}>
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      <Form onSubmit={submit} aria-labelledby={titleId}>
        {children}
      </Form>
    </Card>
  );
}
