/** The longest slug a name gives (a `-2` suffix may follow). */
export const MAX_SLUG_BASE = 48

/**
 * Slugs no organisation, team or division may have: they are path segments of the screens that sit beside
 * `{org_slug}`, `{team_slug}` and `{group_slug}` (`/admin/organisations/create`, `teams/create/existing`, …).
 */
export const reservedSlugs: readonly string[] = ['create', 'edit', 'existing', 'manage', 'new']

/** A slug: lower-case letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug a name gives: "Café De Pijl 2" → "cafe-de-pijl-2"; accents dropped, anything else a dash. A name with no
 * letter or digit gives `fallback`.
 */
export function slugFromName(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/g, '')
  return slug || fallback
}

/**
 * The first of `base`, `base-2`, `base-3`, … that is neither taken (current or former slugs of the same parent) nor
 * reserved: slugs are unique per parent and an old slug keeps leading to its entity.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !reservedSlugs.includes(slug)
  if (free(base)) return base
  for (let suffix = 2; ; suffix += 1) {
    const slug = `${base}-${suffix}`
    if (free(slug)) return slug
  }
}
