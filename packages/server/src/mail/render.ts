/** What a mail template writes: the parts, in the recipient's language. */
export type MailContent = {
  subject: string
  greeting: string
  /** Paragraphs before the link. */
  intro: string[]
  action: { label: string; url: string }
  /** Paragraphs after the link. */
  outro: string[]
  signature: string
}

export type RenderedMail = { to: string; subject: string; text: string; html: string }

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Plain text (the link on a line of its own) and simple, inline-styled HTML carrying the same words. */
export function renderMail(to: string, content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    ...content.intro,
    `${content.action.label}:\n${content.action.url}`,
    ...content.outro,
    content.signature,
  ].join('\n\n')
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`
  const button =
    `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#111827;color:#ffffff;` +
    `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
  const fallback = `<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(content.action.url)}</p>`
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,sans-serif;color:#111827;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    button,
    fallback,
    ...content.outro.map(paragraph),
    paragraph(content.signature),
    '</div></body></html>',
  ].join('\n')
  return { to, subject: content.subject, text, html }
}
