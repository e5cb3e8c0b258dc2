import type { SalePlatform, SalesSettingsInput } from '@agente/api';
import {
  AsyncSection,
  Button,
  CopyableAddress,
  FormActions,
  FormCard,
  Heading,
  NumberedSteps,
  NumberField,
  PageHeader,
  Stack,
  Switch,
  type TemplateFieldErrors,
  TemplateFields,
  type TemplateFieldValues,
  Text,
  TextArea,
} from '@agente/ui';
import { APPROVED_TEMPLATE_COPY } from '../approvedTemplate/approvedTemplate.copy.ts';
import { VENDAS_COPY as COPY } from './vendas.copy.ts';

const PLATFORMS: readonly SalePlatform[] = ['hotmart', 'kiwify', 'generico'];
const MESSAGE_MAX_LENGTH = 500;
const DELAY_MIN = 1;
const DELAY_MAX = 10_080;

export interface VendasViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | undefined;
  onRetry: () => void;
  addresses: Record<SalePlatform, string>;
  /** The platform whose address was just copied. */
  copied: SalePlatform | null;
  onCopied: (platform: SalePlatform) => void;
  onCopyError: () => void;
  isRegenerating: boolean;
  onRegenerate: () => void;
  form: SalesSettingsInput;
  onChange: (form: SalesSettingsInput) => void;
  isSaving: boolean;
  onSubmit: () => void;
  /** The recovery message's approved template, for outside the official API's 24-hour window. */
  template: TemplateFieldValues;
  templateErrors: TemplateFieldErrors;
  onTemplateChange: (change: Partial<TemplateFieldValues>) => void;
}

/** /panel/vendas — the checkout's webhook addresses, how to set each platform, and the post-purchase messages. */
export function VendasView(props: VendasViewProps) {
  const { form } = props;
  return (
    <Stack gap="xl">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <AsyncSection
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
      >
        <Stack gap="xl">
          <Stack as="section" gap="md" aria-labelledby="vendas-enderecos">
            <Heading level={2} id="vendas-enderecos">
              {COPY.addresses}
            </Heading>
            <Text tone="muted">{COPY.addressesHint}</Text>
            {PLATFORMS.map((platform) => (
              <Stack key={platform} gap="sm">
                <CopyableAddress
                  label={COPY.addressLabel(COPY.platforms[platform])}
                  value={props.addresses[platform]}
                  copied={props.copied === platform}
                  onCopy={() => props.onCopied(platform)}
                  onCopyError={props.onCopyError}
                  copyLabel={COPY.copyLabel(COPY.platforms[platform])}
                  copiedLabel={COPY.copied}
                />
                <NumberedSteps steps={COPY.steps[platform]} />
              </Stack>
            ))}
            <Text tone="muted">{COPY.tracking}</Text>
            <div>
              <Button
                variant="secondary"
                isPending={props.isRegenerating}
                pendingLabel={COPY.regenerating}
                onPress={props.onRegenerate}
              >
                {COPY.regenerate}
              </Button>
            </div>
          </Stack>
          <FormCard title={COPY.messages} onSubmit={props.onSubmit}>
            <Switch
              isSelected={form.obrigado.ativo}
              stateLabel={COPY.state(form.obrigado.ativo)}
              onChange={(ativo) => props.onChange({ ...form, obrigado: { ...form.obrigado, ativo } })}
              isDisabled={props.isSaving}
            >
              {COPY.thankYou}
            </Switch>
            <TextArea
              label={COPY.thankYouText}
              value={form.obrigado.texto}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(texto) => props.onChange({ ...form, obrigado: { ...form.obrigado, texto } })}
              isDisabled={props.isSaving}
            />
            <Switch
              isSelected={form.recuperacao.ativo}
              stateLabel={COPY.state(form.recuperacao.ativo)}
              onChange={(ativo) => props.onChange({ ...form, recuperacao: { ...form.recuperacao, ativo } })}
              isDisabled={props.isSaving}
            >
              {COPY.recovery}
            </Switch>
            <TextArea
              label={COPY.recoveryText}
              description={COPY.recoveryTextHint}
              value={form.recuperacao.texto}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(texto) => props.onChange({ ...form, recuperacao: { ...form.recuperacao, texto } })}
              isDisabled={props.isSaving}
            />
            <NumberField
              label={COPY.recoveryDelay}
              description={COPY.recoveryDelayHint}
              value={form.recuperacao.atraso_minutos}
              minValue={DELAY_MIN}
              maxValue={DELAY_MAX}
              step={1}
              onChange={(minutes) =>
                props.onChange({
                  ...form,
                  recuperacao: {
                    ...form.recuperacao,
                    atraso_minutos: Number.isFinite(minutes) ? minutes : DELAY_MIN,
                  },
                })
              }
              isDisabled={props.isSaving}
            />
            <TemplateFields
              id="vendas-recuperacao-modelo"
              values={props.template}
              errors={props.templateErrors}
              labels={APPROVED_TEMPLATE_COPY.fields}
              onChange={props.onTemplateChange}
              isDisabled={props.isSaving}
            />
            <FormActions>
              <Button type="submit" isPending={props.isSaving} pendingLabel={COPY.saving}>
                {COPY.save}
              </Button>
            </FormActions>
          </FormCard>
        </Stack>
      </AsyncSection>
    </Stack>
  );
}
