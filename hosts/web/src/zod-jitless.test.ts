import { describe, expect, it } from 'vitest'

describe('zod without compiling, set before zod loads', () => {
  it('is read by zod when it loads after it', async () => {
    await import('./zod-jitless')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    // Parsing still works without compiled parsers.
    expect(z.object({ name: z.string() }).safeParse({ name: 'Winter Open' }).success).toBe(true)
    expect(z.object({ name: z.string() }).safeParse({ name: 7 }).success).toBe(false)
  })
})
