import { createSiteConfig, DEMO_ADDRESSES } from '@agente/rules';
import { describe, expect, it } from 'vitest';
import { trainingLessons } from './trainingLessons.ts';

const ORIGIN = 'https://painel.exemplo.com.br';
describe('trainingLessons', () => {
  it('shows every lesson with its own sample video in the demo, shared as a full address', () => {
    const { featured, lessons } = trainingLessons(createSiteConfig({}, DEMO_ADDRESSES), ORIGIN);
    expect(featured?.id).toBe('buildingFlow');
    expect(featured?.shareUrl).toBe(`${ORIGIN}/demo/treino-1.mp4`);
    expect(lessons.map((lesson) => lesson.video.url)).toEqual([
      '/demo/treino-2.mp4',
      '/demo/treino-3.mp4',
      '/demo/treino-4.mp4',
      '/demo/treino-5.mp4',
    ]);
    expect(lessons.map((l) => l.id)).toEqual([
      'flowBestPractices',
      'registeringMedia',
      'agentCommands',
      'registeringLinks',
    ]);
  });

  it('shares a video host address as it is', () => {
    const url = 'https://www.youtube-nocookie.com/embed/abc123';
    const { featured } = trainingLessons(createSiteConfig({ VIDEO_TRAINING_BUILDING_FLOW_URL: url }), ORIGIN);
    expect(featured?.video.kind).toBe('embed');
    expect(featured?.shareUrl).toBe(url);
  });

  it('hides a lesson whose address is turned off or invalid', () => {
    const { featured, lessons } = trainingLessons(
      createSiteConfig(
        {
          VIDEO_TRAINING_BUILDING_FLOW_URL: '',
          VIDEO_TRAINING_AGENT_COMMANDS_URL: 'javascript:alert(1)',
        },
        DEMO_ADDRESSES,
      ),
      ORIGIN,
    );
    expect(featured).toBeNull();
    expect(lessons.map((l) => l.id)).toEqual(['flowBestPractices', 'registeringMedia', 'registeringLinks']);
  });
});
