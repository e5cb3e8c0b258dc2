import { colorTokens, LOGO_COLORS } from '@agente/ui/brand';
import { MAIL_BRAND_NAME, MAIL_LINK_FALLBACK } from '../../messages.ts';
import { escapeHtml } from '../../static/html.ts';

/** The call to action of a branded mail: the one link the reader came for. */
export interface MailAction {
  readonly label: string;
  readonly href: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const { tile, ink } = LOGO_COLORS;
const { text: textColor, textMuted: muted, background, surface, border } = colorTokens;

/**
 * The brand drawn with text and CSS only: mail clients block images and SVG by default, and a hosted image would
 * tie every mail to a reachable PUBLIC_URL. A teal tile with three dots, as the favicon and the panel's logo.
 */
const header = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr>
<td style="width:36px;height:36px;background:${tile};border-radius:9px;color:${ink};font:bold 18px/36px ${FONT};text-align:center;letter-spacing:1px" aria-hidden="true">&bull;&bull;&bull;</td>
<td style="padding-left:10px;font:bold 18px/1.2 ${FONT};color:${textColor}">${escapeHtml(MAIL_BRAND_NAME)}</td>
</tr></table>`;

function button(action: MailAction): string {
  const href = escapeHtml(action.href);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>
<td style="background:${tile};border-radius:8px"><a href="${href}" style="display:inline-block;padding:12px 24px;font:bold 16px/1.2 ${FONT};color:${ink};text-decoration:none">${escapeHtml(action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font:13px/1.5 ${FONT};color:${muted}">${escapeHtml(MAIL_LINK_FALLBACK)} <a href="${href}" style="color:${tile};word-break:break-all">${href}</a></p>`;
}

const paragraph = (lines: readonly string[]) =>
  lines.length === 0
    ? ''
    : `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${textColor}">${lines.map(escapeHtml).join('<br>')}</p>`;

/**
 * The HTML part of a mail whose plain text stays the reference: every paragraph of `text` in the same order, the
 * line holding the action's link turned into a button, framed by the brand. Nothing is said only in HTML.
 */
export function brandedMailHtml(subject: string, text: string, action: MailAction): string {
  const blocks = text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => line.includes(action.href));
    if (at < 0) return paragraph(lines);
    return paragraph(lines.slice(0, at)) + button(action) + paragraph(lines.slice(at + 1));
  });
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${background}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${surface};border:1px solid ${border};border-radius:12px"><tr><td style="padding:32px 28px">
${header}
${blocks.join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>`;
}
