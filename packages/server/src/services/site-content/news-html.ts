import sanitizeHtml from 'sanitize-html'

// A news article's HTML (ADR 018): the editor (TipTap) makes paragraphs, headings 2–3, bold, italic, lists, quotes,
// line breaks and links; the server keeps exactly those on every write, so the public site renders the stored
// HTML as is. Anything else goes (scripts and styles with their content, other elements keeping their text).

const LINK = /^(?:https?:\/\/|mailto:)/i
const EXCERPT_LENGTH = 300

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Other spellings of bold and italic, and headings of other levels, as the editor's.
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // A link says it is the admin's, not the platform's.
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: { href: attribs.href?.trim() ?? '', rel: 'noopener nofollow ugc' },
    }),
  },
  // A link keeps only an absolute http(s) or mailto address (no relative, script or data one); without one it is
  // its text alone.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !LINK.test(frame.attribs.href ?? '') ? 'excludeTag' : false),
}

/** The article's HTML reduced to what the editor makes. */
export function sanitiseNewsHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim()
}

/** sanitize-html escapes text as `&amp;`, `&lt;`, `&gt;` and `&quot;`: plain text wants the characters back. */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/**
 * The article as plain text of at most 300 characters (lists, meta description, link preview): its blocks one
 * after the other, cut at a word with "…" when longer.
 */
export function newsExcerpt(sanitisedHtml: string): string {
  const blocksApart = sanitisedHtml.replace(/<\/(?:p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, '$& ')
  const text = unescape(sanitizeHtml(blocksApart, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
