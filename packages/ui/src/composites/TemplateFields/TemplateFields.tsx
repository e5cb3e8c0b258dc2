import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';
import { TextArea } from '../../primitives/TextArea/TextArea.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** The template as typed: the variables one per line. */
export interface TemplateFieldValues {
  nome: string;
  idioma: string;
  variaveis: string;
}

/** A field's problem in pt-BR, shown under that field. */
export type TemplateFieldErrors = Partial<Record<keyof TemplateFieldValues, string>>;

export interface TemplateFieldsLabels {
  /** The group's title, e.g. "Modelo aprovado (API oficial do WhatsApp)". */
  title: string;
  /** What the template is for and when it goes. */
  intro: string;
  nome: string;
  nomeHint: string;
  idioma: string;
  idiomaHint: string;
  variaveis: string;
  variaveisHint: string;
}

export interface TemplateFieldsProps {
  values: TemplateFieldValues;
  errors: TemplateFieldErrors;
  labels: TemplateFieldsLabels;
  onChange: (change: Partial<TemplateFieldValues>) => void;
  isDisabled?: boolean;
  /** Unique per page: names the group by its heading. */
  id: string;
}

/**
 * The approved WhatsApp template a message goes as outside the official API's 24-hour window: its name and
 * language as approved at Meta and the values of its variables in order, one per line.
 */
export function TemplateFields({ values, errors, labels, onChange, isDisabled, id }: TemplateFieldsProps) {
  const headingId = `${id}-titulo`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {labels.title}
      </Heading>
      <Text tone="muted" size="sm">
        {labels.intro}
      </Text>
      <TextField
        label={labels.nome}
        description={labels.nomeHint}
        autoComplete="off"
        value={values.nome}
        onChange={(nome) => onChange({ nome })}
        errorMessage={errors.nome}
        isDisabled={isDisabled}
      />
      <TextField
        label={labels.idioma}
        description={labels.idiomaHint}
        autoComplete="off"
        value={values.idioma}
        onChange={(idioma) => onChange({ idioma })}
        errorMessage={errors.idioma}
        isDisabled={isDisabled}
      />
      <TextArea
        label={labels.variaveis}
        description={labels.variaveisHint}
        value={values.variaveis}
        onChange={(variaveis) => onChange({ variaveis })}
        errorMessage={errors.variaveis}
        isDisabled={isDisabled}
      />
    </Stack>
  );
}
