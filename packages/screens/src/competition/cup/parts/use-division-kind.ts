import { cupQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { failedStatus } from '../../parts/competition-states'
import { useScopedDivision, useSeasonScope } from '../../divisions/parts/use-division-scope'

/**
 * Whether a division page's slug is a league division or a cup (ADR 015), `pending` while not known. Admins read it
 * from the division (`kind`); captains and players may not read divisions, so their answer is whether the cup is
 * there. Anything that fails leaves it to the league page, which says what went wrong.
 */
export function useDivisionKind(org: string, season: string, division: string): DivisionKindState {
  const kind = useCurrentKind(org, season, division)
  // Once known it stays for this slug: the page it chose refetches what failed, which must not unmount it.
  const [settled, setSettled] = useState<{ division: string; kind: Exclude<DivisionKindState, 'pending'> } | null>(null)
  useEffect(() => {
    if (kind !== 'pending') setSettled({ division, kind })
  }, [kind, division])
  if (kind !== 'pending') return kind
  return settled?.division === division ? settled.kind : 'pending'
}

type DivisionKindState = 'league' | 'cup' | 'pending'

function useCurrentKind(org: string, season: string, division: string): DivisionKindState {
  const scope = useSeasonScope(org, season)
  const role = scope.organisation.data?.role
  const isMember = role !== undefined && role !== 'admin'
  const detail = useScopedDivision(scope, division)
  const cup = useQuery({
    ...cupQueries.cup(scope.api, { ...scope.ref, cup: division }),
    enabled: isMember,
    retry: false,
  })
  if (scope.organisation.isError || scope.season.isError) return 'league'
  if (role === undefined) return 'pending'
  if (!isMember) {
    if (detail.data) return detail.data.kind === 'cup' ? 'cup' : 'league'
    return detail.isError ? 'league' : 'pending'
  }
  if (cup.data) return 'cup'
  if (cup.isError) return failedStatus(cup.error) === 404 ? 'league' : 'cup'
  return 'pending'
}
