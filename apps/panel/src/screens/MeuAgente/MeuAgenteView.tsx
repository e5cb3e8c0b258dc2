import type { AgentGoal, AgentSex, AgentTone } from '@agente/api';
import {
  AGENT_MEDIA_MESSAGE_MAX_LENGTH,
  AGENT_NAME_MAX_LENGTH,
  AGENT_NEVER_DO_MAX_LENGTH,
  AGENT_OPTOUT_MESSAGE_MAX_LENGTH,
  AGENT_PAUSE_MESSAGE_MAX_LENGTH,
  maskPhoneBr,
} from '@agente/rules';
import {
  Button,
  Card,
  Form,
  FormActions,
  Grid,
  Heading,
  Inline,
  NumberField,
  RetryBanner,
  Select,
  SelectItem,
  SkeletonGroup,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@agente/ui';
import type { FormEvent } from 'react';
import type { AgentFormErrors, AgentFormValues } from './agentForm.ts';
import { AGENT_GOALS, AGENT_SEXES, AGENT_TONES } from './agentOptions.ts';
import { MEU_AGENTE_COPY as COPY } from './meuAgente.copy.ts';
import { ProductChoice, type ProductsState } from './ProductChoice.tsx';

export interface MeuAgenteViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  onRetryLoad: () => void;
  /** No agent yet: the form creates one. */
  isNew: boolean;
  form: AgentFormValues;
  formErrors: AgentFormErrors;
  onChange: <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => void;
  products: ProductsState;
  onRetryProducts: () => void;
  onGoToProducts: () => void;
  /** Opens "Testar agente" to talk to the agent as a lead. */
  onTestAgent: () => void;
  /** Opens "Base de conhecimento", what the agent answers leads' questions from. */
  onOpenKnowledge: () => void;
  onSubmit: () => void;
  isSaving: boolean;
}

const AGE_FORMAT = { maximumFractionDigits: 0 } as const;

/** /panel/meu-agente: the one agent's identity, behaviour, training phone and pause message. */
export function MeuAgenteView(props: MeuAgenteViewProps) {
  const { form, formErrors, isSaving, onChange } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
        <Inline>
          <Button variant="secondary" size="sm" onPress={props.onTestAgent}>
            {COPY.testAgent}
          </Button>
          <Button variant="secondary" size="sm" onPress={props.onOpenKnowledge}>
            {COPY.knowledge}
          </Button>
        </Inline>
      </Stack>
      {props.status === 'loading' && (
        <Card padding="lg">
          <SkeletonGroup lines={8} label={COPY.loading} />
        </Card>
      )}
      {props.status === 'error' && <RetryBanner onRetry={props.onRetryLoad}>{props.loadError}</RetryBanner>}
      {props.status === 'ready' && (
        <Form onSubmit={submit} aria-label={COPY.title}>
          <Card as="section" padding="lg" aria-labelledby="agente-identidade">
            <Heading level={2} id="agente-identidade">
              {COPY.sections.identity}
            </Heading>
            <Grid columns={2} gap="lg">
              <TextField
                label={COPY.fields.nome}
                value={form.nome}
                onChange={(value) => onChange('nome', value)}
                placeholder={COPY.fields.nomePlaceholder}
                maxLength={AGENT_NAME_MAX_LENGTH}
                errorMessage={formErrors.nome}
                isRequired
                isDisabled={isSaving}
              />
              <Select
                label={COPY.fields.sexo}
                placeholder={COPY.fields.select}
                selectedKey={form.sexo}
                onSelectionChange={(key) => onChange('sexo', key as AgentSex)}
                errorMessage={formErrors.sexo}
                isRequired
                isDisabled={isSaving}
              >
                {AGENT_SEXES.map((sexo) => (
                  <SelectItem key={sexo} id={sexo}>
                    {sexo}
                  </SelectItem>
                ))}
              </Select>
              <NumberField
                label={COPY.fields.idade}
                value={form.idade}
                onChange={(value) => onChange('idade', value)}
                formatOptions={AGE_FORMAT}
                errorMessage={formErrors.idade}
                isRequired
                isDisabled={isSaving}
              />
            </Grid>
          </Card>
          <Card as="section" padding="lg" aria-labelledby="agente-comportamento">
            <Heading level={2} id="agente-comportamento">
              {COPY.sections.behaviour}
            </Heading>
            <Grid columns={2} gap="lg">
              <Select
                label={COPY.fields.tomDeVoz}
                placeholder={COPY.fields.select}
                selectedKey={form.tom_de_voz}
                onSelectionChange={(key) => onChange('tom_de_voz', key as AgentTone)}
                errorMessage={formErrors.tom_de_voz}
                isRequired
                isDisabled={isSaving}
              >
                {AGENT_TONES.map((tone) => (
                  <SelectItem key={tone} id={tone}>
                    {tone}
                  </SelectItem>
                ))}
              </Select>
              <Select
                label={COPY.fields.objetivo}
                placeholder={COPY.fields.select}
                selectedKey={form.objetivo}
                onSelectionChange={(key) => onChange('objetivo', key as AgentGoal)}
                errorMessage={formErrors.objetivo}
                isRequired
                isDisabled={isSaving}
              >
                {AGENT_GOALS.map((goal) => (
                  <SelectItem key={goal} id={goal}>
                    {goal}
                  </SelectItem>
                ))}
              </Select>
            </Grid>
            <ProductChoice
              products={props.products}
              value={form.id_produto}
              onChange={(id) => onChange('id_produto', id)}
              onRetry={props.onRetryProducts}
              onGoToProducts={props.onGoToProducts}
              isDisabled={isSaving}
            />
            <TextArea
              label={COPY.fields.nuncaFazer}
              description={COPY.fields.nuncaFazerDescription}
              value={form.nunca_fazer}
              onChange={(value) => onChange('nunca_fazer', value)}
              placeholder={COPY.fields.nuncaFazerPlaceholder}
              maxLength={AGENT_NEVER_DO_MAX_LENGTH}
              errorMessage={formErrors.nunca_fazer}
              isDisabled={isSaving}
            />
          </Card>
          <Card as="section" padding="lg" aria-labelledby="agente-treinamento">
            <Heading level={2} id="agente-treinamento">
              {COPY.sections.training}
            </Heading>
            <TextField
              label={COPY.fields.phoneTreinamento}
              description={COPY.fields.phoneTreinamentoDescription}
              type="tel"
              inputMode="tel"
              value={form.phone_treinamento}
              onChange={(value) => onChange('phone_treinamento', maskPhoneBr(value))}
              placeholder={COPY.fields.phoneTreinamentoPlaceholder}
              errorMessage={formErrors.phone_treinamento}
              isDisabled={isSaving}
            />
            <TextArea
              label={COPY.fields.mensagemPausa}
              description={COPY.fields.mensagemPausaDescription}
              value={form.mensagem_pausa}
              onChange={(value) => onChange('mensagem_pausa', value)}
              maxLength={AGENT_PAUSE_MESSAGE_MAX_LENGTH}
              rows={2}
              errorMessage={formErrors.mensagem_pausa}
              isDisabled={isSaving}
            />
            <TextArea
              label={COPY.fields.mensagemMidia}
              description={COPY.fields.mensagemMidiaDescription}
              value={form.mensagem_midia}
              onChange={(value) => onChange('mensagem_midia', value)}
              maxLength={AGENT_MEDIA_MESSAGE_MAX_LENGTH}
              rows={2}
              errorMessage={formErrors.mensagem_midia}
              isDisabled={isSaving}
            />
            <TextArea
              label={COPY.fields.mensagemOptOut}
              description={COPY.fields.mensagemOptOutDescription}
              value={form.mensagem_optout}
              onChange={(value) => onChange('mensagem_optout', value)}
              maxLength={AGENT_OPTOUT_MESSAGE_MAX_LENGTH}
              rows={2}
              errorMessage={formErrors.mensagem_optout}
              isDisabled={isSaving}
            />
          </Card>
          <FormActions>
            <Button type="submit" size="lg" isPending={isSaving} pendingLabel={COPY.saving}>
              {props.isNew ? COPY.create : COPY.save}
            </Button>
          </FormActions>
        </Form>
      )}
    </Stack>
  );
}
