import { useEffect } from 'react'

/**
 * Marks the page interactive (`html[data-app-ready]`) once what renders it has hydrated: the route's screen on a
 * client page (it loads lazily), the islands on a server component page. For scripts and browser tests.
 */
export function MarkReady() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), [])
  return null
}
