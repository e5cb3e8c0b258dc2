import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './VideoEmbed.tsx';

const FILE = { kind: 'file', url: '/demo/demo.mp4', posterUrl: '/demo/demo.jpg' } as const;

describe('VideoEmbed', () => {
  it('shows its play label beside the button and loads no player until it is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoEmbed
        video={FILE}
        title="Apresentação do agente"
        playLabel="Assistir ao vídeo de apresentação"
      />,
    );
    const play = screen.getByRole('button', { name: 'Assistir ao vídeo de apresentação' });
    expect(play).toHaveTextContent('Assistir ao vídeo de apresentação');
    expect(container.querySelector('video, iframe')).toBeNull();

    await user.click(play);
    expect(screen.getByLabelText('Apresentação do agente')).toHaveAttribute('src', '/demo/demo.mp4');
    // The poster stays underneath to hold the frame's height, but can no longer be pressed or reached.
    expect(play).toBeDisabled();
  });

  it('lays the round button over the poster when asked, named by its label alone', async () => {
    const user = userEvent.setup();
    render(
      <VideoEmbed
        video={FILE}
        title="Vídeo de demonstração"
        playLabel="Assistir ao vídeo de demonstração"
        playPlacement="bottom"
      />,
    );
    const play = screen.getByRole('button', { name: 'Assistir ao vídeo de demonstração' });
    expect(play).toHaveTextContent('');
    await user.click(play);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('Vídeo de demonstração')).toHaveAttribute('controls');
  });
});
