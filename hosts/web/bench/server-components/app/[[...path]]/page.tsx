/**
 * Not measured: every other address the list links to (`/`, `/rankings`, a tournament), as an empty page, so that
 * the links' prefetches find a page as they would in the app. Next does not read a prefetch answered 404 to its
 * end, and a page's network would never go quiet.
 */
export default function LinkedPage() {
  return null
}
