// Every mail's two bodies from one set of paragraphs: plain text and a simple HTML version, the
// product name at the top and, where the mail is about a list, an unsubscribe line at the foot.
export interface MailContent {
  productName: string;
  heading: string;
  paragraphs: string[];
  /** The one thing to do: a button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Where one click unsubscribes; also sent as the List-Unsubscribe header. */
  unsubscribeUrl?: string;
  /** Why the reader got this mail, shown small at the foot. */
  footer: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function mailText(content: MailContent): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  lines.push('--', content.footer);
  if (content.unsubscribeUrl) lines.push(`Unsubscribe: ${content.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

export function mailHtml(content: MailContent): string {
  const p = (html: string, style = 'margin:0 0 16px;font-size:16px;line-height:1.5') =>
    `<p style="${style}">${html}</p>`;
  const action = content.action
    ? p(
        `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1b5e20;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a>`,
      )
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#555555">Unsubscribe</a>`
    : '';
  return [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">',
    p(
      escapeHtml(content.productName),
      'margin:0 0 8px;font-size:14px;font-weight:bold;color:#1b5e20',
    ),
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => p(escapeHtml(text))),
    action,
    p(
      `${escapeHtml(content.footer)}${unsubscribe}`,
      'margin:24px 0 0;font-size:13px;color:#555555',
    ),
    '</div></body></html>',
  ].join('');
}

/** RFC 2369 and RFC 8058: mail clients show their own unsubscribe button and POST to the URL. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
