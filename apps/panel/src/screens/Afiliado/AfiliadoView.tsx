import type { VideoSource } from '@agente/rules';
import {
  ActionLink,
  AutoColumns,
  Card,
  Heading,
  Inline,
  NumberedSteps,
  Stack,
  Text,
  VideoEmbed,
} from '@agente/ui';
import { AFILIADO_COPY as COPY } from './afiliado.copy.ts';

export interface AfiliadoViewProps {
  /** The embedded video; null hides it. */
  video: VideoSource | null;
  /** Joining the programme on the checkout platform; null hides the link. */
  programUrl: string | null;
  /** The affiliates' support material; null hides the link. */
  supportMaterialUrl: string | null;
}

/** /panel/seja-afiliado: the programme explained, its video and the two external links. */
export function AfiliadoView({ video, programUrl, supportMaterialUrl }: AfiliadoViewProps) {
  const hasLinks = programUrl !== null || supportMaterialUrl !== null;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      <AutoColumns minColumnWidth="lg">
        {video && (
          <Card as="section" aria-label={COPY.videoTitle} padding="sm">
            <VideoEmbed video={video} title={COPY.videoTitle} playLabel={COPY.play} />
          </Card>
        )}
        <Card as="section" aria-labelledby="afiliado-passos">
          <Heading level={2} id="afiliado-passos">
            {COPY.howTo}
          </Heading>
          <NumberedSteps steps={COPY.steps} />
          {hasLinks ? (
            <Inline gap="sm">
              {programUrl && (
                <ActionLink href={programUrl} isExternal>
                  {COPY.join}
                </ActionLink>
              )}
              {supportMaterialUrl && (
                <ActionLink href={supportMaterialUrl} variant="secondary" isExternal>
                  {COPY.supportMaterial}
                </ActionLink>
              )}
            </Inline>
          ) : (
            <Text tone="muted" size="sm">
              {COPY.linksSoon}
            </Text>
          )}
        </Card>
      </AutoColumns>
    </Stack>
  );
}
