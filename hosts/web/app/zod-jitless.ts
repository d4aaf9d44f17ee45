import { config } from 'zod'

// Zod probes with `new Function` whether it may compile its parsers, as each object schema is built. The page's
// Content-Security-Policy forbids eval (proxy.ts), so the probe would be reported as a violation: parse without
// compiling. Imported first by web-app.tsx, before any module builds a schema.
config({ jitless: true })
