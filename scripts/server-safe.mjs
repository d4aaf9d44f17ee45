// Whether an entry of a package is safe for a React Server Components page (docs/adr/031): nothing its own files
// reach (through relative imports, as scripts/i18n-page-messages.mjs follows them) is a client component or uses
// what only runs in one: a 'use client' directive, a React hook or context, react-intl's components and hooks, or a
// client package. Type-only imports bring nothing. A client component a view renders (an island) is handed to it
// as a prop, so the view's own files never import one.
import { relative } from 'node:path'
import ts from 'typescript'
import { parse, reach } from './i18n-page-messages.mjs'

/** Packages whose every value import makes a client module (their entries are 'use client', or they need a provider). */
const clientPackages = new Set([
  '@oche/ui',
  '@oche/screens',
  '@oche/realtime',
  'react-intl',
  '@tanstack/react-query',
  'radix-ui',
])
/** React's values that only work in a client component. */
const clientOnlyReact = /^(use[A-Z]\w*|use|createContext|Component|PureComponent)$/

const valueNames = (clause) => {
  if (!clause || clause.isTypeOnly) return []
  const names = clause.name ? ['default'] : []
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
  else if (bindings)
    names.push(
      ...bindings.elements
        .filter((element) => !element.isTypeOnly)
        .map((element) => (element.propertyName ?? element.name).text),
    )
  return names
}

/** The values a re-export (`export { a } from '…'`, `export * from '…'`) brings. */
const exportedNames = (statement) => {
  if (statement.isTypeOnly) return []
  const named = statement.exportClause
  if (!named) return ['*']
  if (ts.isNamespaceExport(named)) return ['*']
  return named.elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text)
}

/** What keeps the files `entry` reaches from rendering on the server: `file: problem`, none when it is safe. */
export function serverSafetyProblems(entry, root) {
  const problems = []
  for (const file of reach([entry])) {
    const source = parse(file)
    const name = relative(root, file)
    const first = source.statements[0]
    if (
      first &&
      ts.isExpressionStatement(first) &&
      ts.isStringLiteral(first.expression) &&
      first.expression.text === 'use client'
    )
      problems.push(`${name}: 'use client'`)
    for (const statement of source.statements) {
      const names = ts.isImportDeclaration(statement)
        ? valueNames(statement.importClause)
        : ts.isExportDeclaration(statement) && statement.moduleSpecifier
          ? exportedNames(statement)
          : []
      const from = names.length > 0 ? statement.moduleSpecifier.text : ''
      if (names.length === 0) continue
      if (clientPackages.has(from)) problems.push(`${name}: ${names.join(', ')} from ${from}`)
      if (from === 'react')
        for (const each of names.filter((value) => clientOnlyReact.test(value)))
          problems.push(`${name}: ${each} from react`)
    }
  }
  return problems
}
