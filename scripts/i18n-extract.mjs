// Extracts the English messages from the source of each namespace into
// packages/i18n/src/messages/<namespace>/en.json (id → message, sorted).
// `--check` only compares and fails when the committed file is out of date.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { pageMessages, pageMessagesPath } from './i18n-page-messages.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// namespace → [source folder, folders of it that belong to another namespace]. The `server` namespace is not
// here: the API server's texts have no JSX source, so its en.json is written by hand (packages/i18n messages test).
const areas = ['legal', 'accounts', 'play', 'live', 'tournaments', 'manage', 'events', 'tablet', 'competition']
export const namespaces = {
  screens: ['packages/screens/src', areas.map((area) => `packages/screens/src/${area}`)],
  ...Object.fromEntries(areas.map((area) => [area, [`packages/screens/src/${area}`, []]])),
}

export function extract(namespace) {
  const [sourceDir, excluded] = namespaces[namespace]
  const ignores = ['**/*.stories.tsx', '**/*.test.*', ...excluded.map((dir) => `${dir}/**`)].flatMap((glob) => [
    '--ignore',
    glob,
  ])
  if (!existsSync(join(root, sourceDir))) return '{}\n'
  const out = execFileSync(
    'pnpm',
    ['exec', 'formatjs', 'extract', `${sourceDir}/**/*.{ts,tsx}`, ...ignores, '--format', 'simple', '--throws'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const messages = JSON.parse(out || '{}')
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, messages[id]]),
  )
  return `${JSON.stringify(sorted, null, 2)}\n`
}

export function cataloguePath(namespace, locale) {
  return join(root, 'packages/i18n/src/messages', namespace, `${locale}.json`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  let stale = false
  for (const namespace of Object.keys(namespaces)) {
    const extracted = extract(namespace)
    const path = cataloguePath(namespace, 'en')
    if (check) {
      if (readFileSync(path, 'utf8') !== extracted) {
        console.error(`${path} is out of date: run \`pnpm i18n:extract\` and translate the new messages.`)
        stale = true
      }
    } else {
      writeFileSync(path, extracted)
      console.log(`wrote ${path}`)
    }
  }
  // Which of these messages each page can show (scripts/i18n-page-messages.mjs), formatted as prettier checks it.
  const reached = await format(JSON.stringify(pageMessages()), {
    ...(await resolveConfig(pageMessagesPath)),
    filepath: pageMessagesPath,
  })
  if (check) {
    if (!existsSync(pageMessagesPath) || readFileSync(pageMessagesPath, 'utf8') !== reached) {
      console.error(`${pageMessagesPath} is out of date: run \`pnpm i18n:extract\`.`)
      stale = true
    }
  } else {
    writeFileSync(pageMessagesPath, reached)
    console.log(`wrote ${pageMessagesPath}`)
  }
  process.exit(stale ? 1 : 0)
}
