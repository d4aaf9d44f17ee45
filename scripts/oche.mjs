#!/usr/bin/env node
// The one entry point behind `npm start` and `npm test`. It must run on a bare
// Node 20 + npm machine, so it uses only Node's standard library: it fetches
// Node 24 and pnpm from the npm registry into .cache/, installs the workspace,
// makes sure a browser exists for the browser tests, then hands over to pnpm.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cache = join(root, '.cache')
const NODE_VERSION = '24.21.0'
const PNPM_VERSION = '12.21.0'
const [task = 'start', ...rest] = process.argv.slice(2)
const tasks = { start: 'platform:start', test: 'test:all', dev: 'platform:dev' }

function log(message) {
  console.log(`\x1b[36m[oche]\x1b[0m ${message}`)
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    console.error(`[oche] ${command} ${args.join(' ')} failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
}

function npmCommand() {
  // Inside `npm start`, npm tells us where it lives; fall back to the PATH.
  const execPath = process.env.npm_execpath
  return execPath && execPath.endsWith('.js') ? [process.execPath, execPath] : ['npm']
}

function ensurePnpm() {
  const bin = join(cache, `pnpm-${PNPM_VERSION}`, 'node_modules', '.bin')
  if (!existsSync(join(bin, 'pnpm'))) {
    log(`installing pnpm ${PNPM_VERSION} into .cache/`)
    const dir = join(cache, `pnpm-${PNPM_VERSION}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n')
    const [cmd, ...pre] = npmCommand()
    run(cmd, [
      ...pre,
      'install',
      '--prefix',
      dir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${PNPM_VERSION}`,
    ])
  }
  return bin
}

function nodePackageName() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform]
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch]
  if (!os || !arch) throw new Error(`No Node ${NODE_VERSION} package for ${process.platform}-${process.arch}`)
  return `node-${os}-${arch}`
}

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0])
  if (major >= 22) return null
  const dir = join(cache, `node-${NODE_VERSION}`)
  const bin = join(dir, 'bin')
  if (!existsSync(join(bin, 'node'))) {
    log(`Node ${process.versions.node} is older than 22: fetching Node ${NODE_VERSION} from the npm registry`)
    mkdirSync(dir, { recursive: true })
    const [cmd, ...pre] = npmCommand()
    const name = `${nodePackageName()}@${NODE_VERSION}`
    run(cmd, [...pre, 'pack', name, '--pack-destination', cache, '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    run('tar', ['-xzf', join(cache, `${nodePackageName()}-${NODE_VERSION}.tgz`), '-C', dir, '--strip-components=1'])
  }
  return bin
}

function ensureInstall(env) {
  const lock = join(root, 'pnpm-lock.yaml')
  const stamp = join(root, 'node_modules', '.oche-install-stamp')
  const wanted = existsSync(lock)
    ? `${statSync(lock).size}:${readFileSync(lock, 'utf8').length}:${hash(readFileSync(lock, 'utf8'))}`
    : 'none'
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  log('installing the workspace (pnpm install)')
  run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { env })
  writeFileSync(stamp, wanted)
}

function hash(text) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return h.toString(16)
}

function ensureChromium(env) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  let found = candidates.find((path) => existsSync(path))
  if (!found && process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log("installing Debian's chromium for the browser tests (apt-get)")
    run('apt-get', ['update', '-qq'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    found = '/usr/bin/chromium'
  }
  if (!found) {
    console.error(
      '[oche] The browser tests need Chromium. Install it (Debian: `sudo apt-get install chromium`) or set\n' +
        '       CHROMIUM_PATH=/path/to/chromium before `npm test`. Nothing is downloaded by the test tools themselves.',
    )
    process.exit(1)
  }
  env.CHROMIUM_PATH = found
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' }
const pnpmBin = ensurePnpm()
const nodeBin = ensureNode()
env.PATH = [nodeBin, pnpmBin, process.env.PATH].filter(Boolean).join(':')
// npm puts its own node first on the PATH of scripts; make sure ours wins in children too.
delete env.npm_config_nodedir
ensureInstall(env)
if (task === 'test') ensureChromium(env)
const script = tasks[task] ?? task
const child = spawn('pnpm', ['run', '--silent', script, ...rest], { stdio: 'inherit', cwd: root, env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)))
