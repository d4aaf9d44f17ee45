import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const servicesDir = dirname(fileURLToPath(import.meta.url))
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/g

/** `area → areas it imports from`, over the source files of `services/<area>/` (tests left out). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const entry of readdirSync(servicesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || !entry.includes(sep)) continue
    const [area = ''] = entry.split(sep)
    const edges = graph.get(area) ?? new Set<string>()
    graph.set(area, edges)
    const file = join(servicesDir, entry)
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue
      const target = relative(servicesDir, resolve(dirname(file), specifier)).split(sep)
      if (target.length > 1 && target[0] !== '..' && target[0] !== area) edges.add(target[0] ?? '')
    }
  }
  return graph
}

/** The first cycle found, as `a → b → … → a`, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>()
  const visit = (area: string, path: string[]): string[] | undefined => {
    if (path.includes(area)) return [...path.slice(path.indexOf(area)), area]
    if (done.has(area)) return undefined
    for (const next of graph.get(area) ?? []) {
      const cycle = visit(next, [...path, area])
      if (cycle) return cycle
    }
    done.add(area)
    return undefined
  }
  for (const area of graph.keys()) {
    const cycle = visit(area, [])
    if (cycle) return cycle
  }
  return undefined
}

describe('service folders', () => {
  it('import each other in one direction only (a shared piece goes to the lower folder)', () => {
    const graph = folderGraph()
    expect(graph.size).toBeGreaterThan(5)
    expect(findCycle(graph)?.join(' → ')).toBeUndefined()
  })

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['tournaments', new Set(['visibility'])],
      ['visibility', new Set(['tournaments'])],
    ])
    expect(findCycle(graph)?.join(' → ')).toBe('tournaments → visibility → tournaments')
  })
})
