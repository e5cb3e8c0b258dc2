import { FLOW_MAX_STEPS, FLOW_MAX_TEXT_LENGTH } from '@agente/rules';
import {
  Badge,
  Banner,
  Card,
  FlowStepEditor,
  type FlowStepEditorProps,
  FlowStepList,
  type FlowStepListItem,
  Heading,
  Inline,
  Spinner,
  Stack,
} from '@agente/ui';
import { FLUXO_COPY } from '../fluxo.copy.ts';

const COPY = FLUXO_COPY.composer;

/** A composer as the screen drives it; the view adds its texts and the 400-character limit. */
export type ComposerProps = Omit<FlowStepEditorProps, 'labels' | 'maxLength'>;

export interface FlowStepsSectionProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  steps: readonly FlowStepListItem[];
  /** A call is running: moves (and edit/delete) are disabled. */
  isBusy: boolean;
  successMessage: string | null;
  moveError: string | null;
  editingId: number | null;
  /** The composer of the step edited in place. */
  editor: ComposerProps | null;
  /** The composer of a new step, at the end of the flow. */
  composer: ComposerProps;
  onMoveUp: (id: number) => void;
  onMoveDown: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
}

const labels = (group: string, submit: string): FlowStepEditorProps['labels'] => ({
  group,
  toolbar: COPY.toolbar,
  chips: COPY.chips,
  text: COPY.text,
  textPlaceholder: COPY.textPlaceholder,
  addMedia: COPY.addMedia,
  addOffer: COPY.addOffer,
  pause: COPY.pause,
  submit,
  pending: COPY.pending,
  cancel: COPY.cancel,
});

/** The flow's steps in order, edited in place, and the composer of a new step. */
export function FlowStepsSection(props: FlowStepsSectionProps) {
  const { editor } = props;
  return (
    <Stack as="section" gap="lg" aria-labelledby="fluxo-etapas-titulo">
      <Inline justify="between" align="center" wrap>
        <Heading level={2} id="fluxo-etapas-titulo">
          {FLUXO_COPY.steps.heading}
        </Heading>
        {props.status === 'ready' && (
          <Badge tone={props.steps.length >= FLOW_MAX_STEPS ? 'warning' : 'neutral'}>
            {FLUXO_COPY.steps.count(props.steps.length, FLOW_MAX_STEPS)}
          </Badge>
        )}
      </Inline>
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.moveError && <Banner tone="danger">{props.moveError}</Banner>}
      {props.status === 'loading' && <Spinner aria-label={FLUXO_COPY.loading} />}
      {props.status === 'error' && <Banner tone="danger">{props.loadError}</Banner>}
      {props.status === 'ready' && (
        <>
          <FlowStepList
            steps={props.steps}
            labels={FLUXO_COPY.steps.list}
            editingId={props.editingId}
            isBusy={props.isBusy}
            onMoveUp={props.onMoveUp}
            onMoveDown={props.onMoveDown}
            onEdit={props.onEdit}
            onRemove={props.onRemove}
            renderEditor={(step) =>
              editor && (
                <FlowStepEditor
                  {...editor}
                  labels={labels(COPY.editGroup(step.title), COPY.submitEdit)}
                  maxLength={FLOW_MAX_TEXT_LENGTH}
                />
              )
            }
          />
          <Card as="section" tone="highlight" aria-labelledby="fluxo-nova-etapa-titulo">
            <Heading level={3} id="fluxo-nova-etapa-titulo">
              {COPY.newHeading}
            </Heading>
            <FlowStepEditor
              {...props.composer}
              labels={labels(COPY.newHeading, COPY.submitNew)}
              maxLength={FLOW_MAX_TEXT_LENGTH}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
