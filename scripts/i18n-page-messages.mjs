// Which messages a page of the web host can show (docs/adr/026): the ids of the messages written in the files its
// code reaches by imports. One list for the frame of every page (the header, menus, error screens) and one per module
// the route screen loads (app/shell/route-screen.tsx: an area's, or a screen's for the areas loaded screen by
// screen), each without the frame's ids. Written to packages/screens/src/routing/page-messages.json by `pnpm i18n:extract`, checked by the
// `messages` step of `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'packages/screens/src')
const routeScreen = join(src, 'app/shell/route-screen.tsx')
/** The English catalogues, one folder per namespace. */
const catalogues = join(root, 'packages/i18n/src/messages')
/** The modules of the frame every page renders (the route view, the providers, the shell). */
const frameModules = ['app/shell/route-view', 'app/app-providers', 'app/shell/app-shell']

export const pageMessagesPath = join(src, 'routing/page-messages.json')

/**
 * The ids of the messages written in a source file of the screens (absolute path). The English catalogues of the
 * screens' namespaces say which ids there are (`formatjs extract` wrote them, and the `messages` step of `npm test`
 * checks they are current; reading them spares a second extract, which on a busy machine took the unit test past its
 * timeout); each file counts every one it spells as a string. (The extract's own source locations give an id one
 * file, the last it read it in: an id written in two files, such as the visibility names in a form field and in the
 * tournament labels, or a submit label in its screen and in a story helper, counted for one of them only, and a page
 * that reached the other showed the English default: the French and German create-tournament page's submit, formats
 * and visibility.)
 */
function messageIds() {
  const ids = new Set()
  for (const namespace of readdirSync(catalogues)) {
    // The API server's texts, written by hand: no screen shows them.
    if (namespace === 'server') continue
    for (const id of Object.keys(JSON.parse(readFileSync(join(catalogues, namespace, 'en.json'), 'utf8')))) ids.add(id)
  }
  const byFile = new Map()
  return (file) => {
    if (!byFile.has(file)) {
      const found = new Set()
      ts.forEachChild(parse(file), function visit(node) {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ids.has(node.text))
          found.add(node.text)
        ts.forEachChild(node, visit)
      })
      byFile.set(file, [...found])
    }
    return byFile.get(file)
  }
}

/** Each file parsed once: the walks from the frame and from each of the 38-odd modules meet the same files. */
const parsed = new Map()
export function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true))
  return parsed.get(file)
}

function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  throw new Error(`${from} imports ${specifier}, which is not a file`)
}

/** The specifier of `import('…')` in `node`, if it is one. */
function dynamicImport(node) {
  return ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
    ? node.arguments[0].text
    : undefined
}

const typeOnlyImport = (clause) =>
  clause.isTypeOnly ||
  (!clause.name &&
    clause.namedBindings &&
    ts.isNamedImports(clause.namedBindings) &&
    clause.namedBindings.elements.every((element) => element.isTypeOnly))

/**
 * The files of the screens a file imports for their values (a type-only import brings no message), and those it
 * loads with `import()` (a dialog loaded when it opens): not the route screen's, whose loaders are the pages' own
 * entries.
 */
const importsOf = new Map()
function imports(file) {
  if (!importsOf.has(file)) importsOf.set(file, importedFiles(file))
  return importsOf.get(file)
}

function importedFiles(file) {
  const source = parse(file)
  const specifiers = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !(statement.importClause && typeOnlyImport(statement.importClause)))
      specifiers.push(statement.moduleSpecifier.text)
    else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const named = statement.exportClause
      const typesOnly =
        statement.isTypeOnly || (named && ts.isNamedExports(named) && named.elements.every((each) => each.isTypeOnly))
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text)
    }
  }
  if (file !== routeScreen)
    ts.forEachChild(source, function visit(node) {
      const specifier = dynamicImport(node)
      if (specifier) specifiers.push(specifier)
      ts.forEachChild(node, visit)
    })
  return specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolveModule(file, specifier))
}

/** Every file the given files reach. */
export function reach(starts) {
  const seen = new Set()
  const stack = [...starts]
  while (stack.length) {
    const file = stack.pop()
    if (seen.has(file)) continue
    seen.add(file)
    stack.push(...imports(file))
  }
  return seen
}

/**
 * The route screen's loaders, read from its `areas`: an area's module (`lazyArea`, or the home screen imported into
 * the first chunk), or for an area loaded screen by screen (`lazyScreens`) each screen's module.
 */
function loaders() {
  const source = parse(routeScreen)
  const named = new Map()
  const specifierOf = (node) => {
    if (ts.isIdentifier(node)) return named.get(node.text)
    let found
    ts.forEachChild(node, function visit(child) {
      found ??= dynamicImport(child)
      if (!found) ts.forEachChild(child, visit)
    })
    return found
  }
  let table
  for (const statement of source.statements) {
    const namespace = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined
    if (namespace && ts.isNamespaceImport(namespace)) named.set(namespace.name.text, statement.moduleSpecifier.text)
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText() === 'areas') table = declaration.initializer
      else if (declaration.initializer) named.set(declaration.name.getText(), specifierOf(declaration.initializer))
    }
  }
  if (!table || !ts.isObjectLiteralExpression(table)) throw new Error(`no \`areas\` table in ${routeScreen}`)
  const areas = {}
  for (const property of table.properties) {
    const call = property.initializer
    const argument = call.arguments[0]
    if (call.expression.getText().startsWith('lazyScreens'))
      areas[property.name.getText()] = Object.fromEntries(
        argument.properties.map((screen) => [screen.name.getText(), specifierOf(screen.initializer)]),
      )
    else
      areas[property.name.getText()] = specifierOf(ts.isSatisfiesExpression(argument) ? argument.expression : argument)
  }
  return areas
}

/**
 * `{ frame, modules, areas, screens }`: the frame's ids; each loaded module's ids (by its path in the screens'
 * source, without the frame's); which module each area loads (`areas`), or for an area loaded screen by screen each
 * screen's (`screens`). Screens loaded from one module share its list.
 */
export function pageMessages() {
  const idsIn = messageIds()
  const idsOf = (files) => [...new Set([...files].flatMap(idsIn))].sort()
  const frame = idsOf(reach(frameModules.map((module) => resolveModule(join(src, 'index.ts'), `./${module}`))))
  const inFrame = new Set(frame)
  const result = { frame, modules: {}, areas: {}, screens: {} }
  const moduleOf = (specifier) => {
    const file = resolveModule(routeScreen, specifier)
    const key = relative(src, file).replace(/(\/index)?\.tsx?$/, '')
    result.modules[key] ??= idsOf(reach([file])).filter((id) => !inFrame.has(id))
    return key
  }
  for (const [area, loader] of Object.entries(loaders())) {
    if (typeof loader === 'string') result.areas[area] = moduleOf(loader)
    else
      result.screens[area] = Object.fromEntries(
        Object.entries(loader).map(([screen, specifier]) => [screen, moduleOf(specifier)]),
      )
  }
  return result
}
