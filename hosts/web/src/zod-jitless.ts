// Zod probes with `new Function` whether it may compile its parsers, as each object schema is built. The page's
// Content-Security-Policy forbids eval (proxy.ts), so the probe would be reported as a violation: parse without
// compiling. Zod reads its settings from `globalThis.__zod_globalConfig` (zod/v4/core) and takes the object it finds
// there, so this sets `jitless` before zod loads without loading it: zod is in the chunks of the forms and of the
// realtime parser only, not in every page's code (zod-jitless.test.ts checks zod still reads it there).
// Imported first by web-app.tsx.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })
export {}
