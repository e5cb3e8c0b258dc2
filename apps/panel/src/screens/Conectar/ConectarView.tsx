import type { ConnectionMethod, WhatsappCloudConnection } from '@agente/api';
import type { NoticeTone } from '@agente/machines';
import { ACCOUNT_PHONE_DIGITS } from '@agente/rules';
import {
  AutoColumns,
  Badge,
  type BadgeTone,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormActions,
  Heading,
  Inline,
  InlineMessage,
  Link,
  NumberedSteps,
  QrCodePanel,
  SegmentedControl,
  Spinner,
  Stack,
  Text,
  TextField,
  WhatsappCloudForm,
  type WhatsappCloudFormProps,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { PATHS } from '../../paths.ts';
import { CONECTAR_COPY as COPY } from './conectar.copy.ts';

export type ConnectionPhase = 'unauthorized' | 'checking' | 'disconnected' | 'connected';

export interface ConectarViewProps {
  phase: ConnectionPhase;
  /** The account's number, formatted; null when none is registered. */
  registeredPhone: string | null;
  /** The phone field (digits only). */
  phone: string;
  phoneError: string | null;
  /** Saving the number or creating the connection. */
  isStarting: boolean;
  /** The QR code to scan and its countdown, while waiting for the scan. */
  qr: { code: string; secondsLeft: number } | null;
  /** The status line (the connection machine's notice, in words). */
  notice: { tone: NoticeTone; text: string } | null;
  isConfirmingDisconnect: boolean;
  isDisconnecting: boolean;
  /** Just connected: the page reloads in a moment, nothing to press. */
  isReloading: boolean;
  onPhoneChange: (value: string) => void;
  onConnect: () => void;
  onStop: () => void;
  onDisconnect: () => void;
  onConfirmDisconnect: () => void;
  onCancelDisconnect: () => void;
  /** The way to connect, when the server offers both the QR code and the official API; null: the QR code only. */
  method: { selected: ConnectionMethod; onChange: (method: ConnectionMethod) => void } | null;
  /** The official API's form (shown while disconnected with the official API chosen). */
  cloud: Omit<WhatsappCloudFormProps, 'labels' | 'aria-labelledby'>;
  /** The number connected through the official API: Meta's verified name and number. */
  cloudConnection: WhatsappCloudConnection | null;
}

const METHOD_OPTIONS = (['qr_code', 'api_oficial'] as const).map((id) => ({
  id,
  label: COPY.method.options[id],
}));

function statusBadge({ phase, qr }: Pick<ConectarViewProps, 'phase' | 'qr'>): {
  tone: BadgeTone;
  text: string;
} {
  if (phase === 'connected') return { tone: 'success', text: COPY.status.connected };
  if (phase === 'checking') return { tone: 'neutral', text: COPY.status.checking };
  if (qr) return { tone: 'warning', text: COPY.status.awaitingScan };
  return { tone: 'danger', text: COPY.status.disconnected };
}

/** /panel/conectar-agente: the number, its connection status, the QR code flow and disconnecting. */
export function ConectarView(props: ConectarViewProps) {
  const { phase, qr, notice } = props;
  const viaCloud = phase === 'disconnected' && props.method?.selected === 'api_oficial';
  const cloudConnection = phase === 'connected' ? props.cloudConnection : null;
  if (phase === 'unauthorized') {
    return (
      <Stack gap="xl">
        <Heading level={1}>{COPY.title}</Heading>
        <Banner tone="danger">{COPY.unauthorized}</Banner>
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConnect();
  };
  const badge = statusBadge(props);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      <AutoColumns>
        <Card as="section" aria-labelledby="conexao-numero">
          <Heading level={2} id="conexao-numero">
            {COPY.numberCard}
          </Heading>
          <Stack gap="sm">
            <Inline justify="between" gap="sm">
              <Text tone="muted" size="sm">
                {COPY.registeredNumber}
              </Text>
              <Text weight="semibold">
                {cloudConnection?.numero ?? props.registeredPhone ?? COPY.noRegisteredNumber}
              </Text>
            </Inline>
            <Inline justify="between" gap="sm">
              <Text tone="muted" size="sm">
                {COPY.connectionStatus}
              </Text>
              <Badge tone={badge.tone}>{badge.text}</Badge>
            </Inline>
            {cloudConnection && (
              <>
                <Inline justify="between" gap="sm">
                  <Text tone="muted" size="sm">
                    {COPY.cloud.connectedBy}
                  </Text>
                  <Text weight="semibold">{COPY.cloud.officialApi}</Text>
                </Inline>
                <Inline justify="between" gap="sm">
                  <Text tone="muted" size="sm">
                    {COPY.cloud.verifiedName}
                  </Text>
                  <Text weight="semibold">{cloudConnection.nome_verificado}</Text>
                </Inline>
              </>
            )}
          </Stack>
          {phase === 'checking' && <Spinner aria-label={COPY.status.checking} />}
          {phase === 'disconnected' && props.method && (
            <SegmentedControl
              label={COPY.method.label}
              options={METHOD_OPTIONS}
              selectedKey={props.method.selected}
              onSelectionChange={props.method.onChange}
              isDisabled={props.isStarting || props.cloud.isSubmitting}
            />
          )}
          {viaCloud && (
            <Stack gap="md">
              <Heading level={3} id="conexao-api-oficial">
                {COPY.cloud.formTitle}
              </Heading>
              <Text tone="muted" size="sm">
                {COPY.cloud.intro}
              </Text>
              <WhatsappCloudForm
                {...props.cloud}
                labels={COPY.cloud.form}
                aria-labelledby="conexao-api-oficial"
              />
            </Stack>
          )}
          {phase === 'disconnected' && !viaCloud && (
            <Form onSubmit={submit} aria-labelledby="conexao-numero">
              <TextField
                label={COPY.phone}
                description={COPY.phoneHint}
                placeholder={COPY.phonePlaceholder}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={ACCOUNT_PHONE_DIGITS}
                value={props.phone}
                onChange={props.onPhoneChange}
                errorMessage={props.phoneError ?? undefined}
                isDisabled={props.isStarting}
              />
              <FormActions>
                <Button type="submit" isPending={props.isStarting} pendingLabel={COPY.connecting}>
                  {qr ? COPY.reconnect : COPY.connect}
                </Button>
              </FormActions>
            </Form>
          )}
          {phase === 'connected' && (
            <Stack gap="md" align="start">
              <Text>{COPY.connectedText}</Text>
              <Button variant="danger" onPress={props.onDisconnect} isDisabled={props.isReloading}>
                {COPY.disconnect}
              </Button>
            </Stack>
          )}
          {notice && <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage>}
        </Card>
        {qr ? (
          <Card as="section" aria-labelledby="conexao-qr">
            <Heading level={2} id="conexao-qr">
              {COPY.qr.title}
            </Heading>
            <QrCodePanel
              qrCode={qr.code}
              secondsLeft={qr.secondsLeft}
              labels={COPY.qr}
              onStop={props.onStop}
              framed={false}
            />
          </Card>
        ) : (
          <Stack gap="xl">
            <Card as="section" aria-labelledby="conexao-passos">
              <Heading level={2} id="conexao-passos">
                {phase === 'connected' ? COPY.nextSteps : COPY.howTo}
              </Heading>
              <NumberedSteps
                steps={phase === 'connected' ? COPY.connectedSteps : viaCloud ? COPY.cloud.steps : COPY.steps}
              />
            </Card>
            {(cloudConnection || viaCloud) && (
              <Card as="section" aria-labelledby="conexao-comandos">
                <Heading level={2} id="conexao-comandos">
                  {COPY.cloud.commandsTitle}
                </Heading>
                <Text>{COPY.cloud.commandsText}</Text>
                <Link href={PATHS.conversations}>{COPY.cloud.commandsLink}</Link>
              </Card>
            )}
          </Stack>
        )}
      </AutoColumns>
      <ConfirmDialog
        isOpen={props.isConfirmingDisconnect}
        onOpenChange={(open) => {
          if (!open) props.onCancelDisconnect();
        }}
        title={COPY.confirmTitle}
        onConfirm={props.onConfirmDisconnect}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        isPending={props.isDisconnecting}
      >
        {COPY.confirmText}
      </ConfirmDialog>
    </Stack>
  );
}
