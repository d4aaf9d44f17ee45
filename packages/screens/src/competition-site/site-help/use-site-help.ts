import { useSiteContext, useSiteRef } from '../parts/use-site'

export type SiteHelpPage =
  /** The site's context is still loading or failed: the frame shows that. */
  | { status: 'frame' }
  /** The organisation does not show a help page. */
  | { status: 'notShown' }
  /** The help text's paragraphs; none while the organisation has not written it. */
  | { status: 'ready'; paragraphs: string[] }

/**
 * The organisation's help text as paragraphs: plain text (never HTML), split on blank lines, each paragraph's own
 * line breaks kept.
 */
export function helpParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
}

/** The help page of a league's site: the organisation's help text, from the site's context. */
export function useSiteHelp(season: string | undefined): SiteHelpPage {
  const context = useSiteContext(useSiteRef(season))
  if (!context.data) return { status: 'frame' }
  const { organisation } = context.data
  if (!organisation.pages.includes('help')) return { status: 'notShown' }
  return { status: 'ready', paragraphs: helpParagraphs(organisation.help_text) }
}
