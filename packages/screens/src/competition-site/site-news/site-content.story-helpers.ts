import { createCompetitionStore, siteContentFailing, siteContentLoading, type CompetitionStore } from '@oche/mocks'
import { siteStory } from '../parts/site-page/site-page.story-helpers'

/** Stories only: a page of the fixture league's site whose news, documents and board `change` adjusts first. */
export function siteContentStory(pathname: string, change: (store: CompetitionStore) => void) {
  const store = createCompetitionStore()
  change(store)
  return siteStory(pathname, { store })
}

/** Stories only: the site loads, but its news, documents and board never answer. */
export const siteContentPending = (pathname: string) => siteStory(pathname, {}, siteContentLoading())

/** Stories only: the site loads, but its news, documents and board fail with a server error. */
export const siteContentBroken = (pathname: string) => siteStory(pathname, {}, siteContentFailing())
