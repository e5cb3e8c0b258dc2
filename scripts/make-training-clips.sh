#!/bin/sh
# Makes the demo's five training clips (apps/landing/public/demo/treino-N.mp4 and a poster each): a 4-second
# slide per lesson, ~8 kB, so every lesson of the demo plays a video of its own. Needs ffmpeg (Debian's).
set -eu
cd "$(dirname "$0")/../apps/landing/public/demo"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
i=0
while IFS='|' read -r title sub color; do
  i=$((i + 1))
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "color=c=${color}:s=480x270:d=4:r=12" \
    -vf "drawtext=fontfile=${FONT}:text='Aula ${i} de 5':fontcolor=white@0.8:fontsize=18:x=(w-text_w)/2:y=60,drawtext=fontfile=${FONT}:text='${title}':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2,drawtext=fontfile=${FONT}:text='${sub}':fontcolor=white@0.85:fontsize=16:x=(w-text_w)/2:y=190,drawtext=fontfile=${FONT}:text='vídeo de demonstração':fontcolor=white@0.6:fontsize=13:x=(w-text_w)/2:y=240" \
    -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart -an "treino-${i}.mp4"
  ffmpeg -nostdin -hide_banner -loglevel error -y -ss 1 -i "treino-${i}.mp4" -frames:v 1 -q:v 6 "treino-${i}.jpg"
done <<'LESSONS'
Montando seu Fluxo|As etapas da conversa com cada lead|0x0f766e
Boas práticas no fluxo|Etapas claras que levam à compra|0x1d4ed8
Cadastrando mídias|Imagens, vídeos, áudios e PDFs|0x7c3aed
Comandos do agente|#limpar, # e * no WhatsApp|0xb45309
Cadastrando links|Ofertas com links de pagamento|0xbe123c
LESSONS
