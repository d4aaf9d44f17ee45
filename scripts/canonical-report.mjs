// The canonical form of an API report (scripts/api-report.mjs): the same surface gives the same text.

const literal = /"(?:[^"\\\n]|\\.)*"/g
const literalRun = /"(?:[^"\\\n]|\\.)*"(?: \| "(?:[^"\\\n]|\\.)*")+/g

/**
 * The line with each run of string literals in a union (`"b" | "a"`) in one order. The checker lists a union's
 * members in the order it first met each type, which depends on what it read before: a fresh clone and a checkout
 * that rebuilt one package wrote the same `filter?: "super_admins" | "blocked"` in two orders.
 */
function sortLiteralUnions(line) {
  return line.replace(literalRun, (run) =>
    run
      .match(literal)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .join(' | '),
  )
}

/**
 * The report with the members of every type literal in one order. The declaration build lists the properties of a
 * type made by zod's `extend`/`pick` (and a union spelled out as an object) in an order that differs from one build
 * to the next; the order of an object's members means nothing to its type, so sorting them keeps a report the same
 * until the surface changes. Top-level declarations keep API Extractor's order.
 */
export function canonicalReport(text) {
  const lines = text.split('\n').map(sortLiteralUnions)
  const indentOf = (line) => line.length - line.trimStart().length
  const closes = (line) => /^[}\])>]/.test(line.trimStart())
  /** The lines from start to end at `indent`, with the members of each type literal among them sorted. */
  function block(start, end, indent, sorted) {
    // A member is its first line, the lines indented deeper, and the lines at its own indent that close or
    // continue it (`} | {`); comment lines belong to the member after them.
    const members = []
    let current = []
    for (let i = start; i < end;) {
      if (indentOf(lines[i]) === indent && lines[i].trimStart().startsWith('//')) {
        current.push(lines[i++])
        continue
      }
      let j = i + 1
      while (
        j < end &&
        (lines[j].trim() === '' || indentOf(lines[j]) > indent || (indentOf(lines[j]) === indent && closes(lines[j])))
      )
        j++
      members.push([...current, ...member(i, j, indent)])
      current = []
      i = j
    }
    if (current.length) members.push(current)
    if (sorted) members.sort((a, b) => a.join('\n').localeCompare(b.join('\n')))
    return members.flat()
  }
  /**
   * One member: its own-indent lines as they are, what each of them opens done by `block`. A union of object types
   * (`{ … } | { … }`, one line `} | {` between each two) has its parts in one order too: the checker lists them in
   * the order it first met each, as it does a union's literals (a fresh clone wrote a `Result`'s `ok: true` part
   * before its `ok: false` part, a checkout that had built the packages before the other way round).
   */
  function member(start, end, indent) {
    const own = [lines[start]]
    const bodies = []
    let opener = start
    for (let i = start + 1; i <= end; i++) {
      if (i < end && indentOf(lines[i]) !== indent) continue
      // Only an object's members are sorted: parameters, type arguments and tuple elements keep their order.
      bodies.push(block(opener + 1, i, indent + 4, lines[opener].trimEnd().endsWith('{')))
      if (i < end) own.push(lines[i])
      opener = i
    }
    const separators = own.slice(1, -1)
    const isObjectUnion =
      separators.length > 0 && own[0].trimEnd().endsWith('{') && separators.every((line) => line.trim() === '} | {')
    if (isObjectUnion) {
      // The parts between the separators; the member's last line closes the last part.
      const parts = bodies.slice(0, own.length - 1)
      parts.sort((a, b) => a.join('\n').localeCompare(b.join('\n')))
      bodies.splice(0, parts.length, ...parts)
    }
    return own.flatMap((line, index) => [line, ...(bodies[index] ?? [])])
  }
  return block(0, lines.length, 0, false).join('\n')
}
