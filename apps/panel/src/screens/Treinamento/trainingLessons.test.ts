import { createSiteConfig } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { trainingLessons } from './trainingLessons.ts';

const ORIGIN = 'https://painel.exemplo.com.br';

describe('trainingLessons', () => {
  it('shows every lesson with its sample video by default, shared as a full address', () => {
    const { featured, lessons } = trainingLessons(createSiteConfig({}), ORIGIN);
    expect(featured?.id).toBe('buildingFlow');
    expect(featured?.shareUrl).toBe(`${ORIGIN}/demo/demo.mp4`);
    expect(lessons.map((l) => l.id)).toEqual([
      'flowBestPractices',
      'registeringMedia',
      'agentCommands',
      'registeringLinks',
    ]);
  });

  it('shares a video host address as it is', () => {
    const url = 'https://www.youtube-nocookie.com/embed/abc123';
    const { featured } = trainingLessons(
      createSiteConfig({ VITE_VIDEO_TRAINING_BUILDING_FLOW_URL: url }),
      ORIGIN,
    );
    expect(featured?.video.kind).toBe('embed');
    expect(featured?.shareUrl).toBe(url);
  });

  it('hides a lesson whose address is turned off or invalid', () => {
    const { featured, lessons } = trainingLessons(
      createSiteConfig({
        VITE_VIDEO_TRAINING_BUILDING_FLOW_URL: '',
        VITE_VIDEO_TRAINING_AGENT_COMMANDS_URL: 'javascript:alert(1)',
      }),
      ORIGIN,
    );
    expect(featured).toBeNull();
    expect(lessons.map((l) => l.id)).toEqual(['flowBestPractices', 'registeringMedia', 'registeringLinks']);
  });
});
