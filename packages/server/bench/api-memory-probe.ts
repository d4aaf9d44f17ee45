/**
 * Preloaded into each API process of soak.bench.ts (`node --expose-gc --import …/api-memory-probe.ts`): answers
 * `'memory'` on the IPC channel with the process's RSS and V8 heap after a full garbage collection, and its CPU time
 * so far. The API itself knows nothing of it. The process ends with its parent.
 */
process.on('message', (message) => {
  if (message !== 'memory') return
  for (let i = 0; i < 2; i += 1) globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  const { user, system } = process.cpuUsage()
  process.send?.({ type: 'memory', rss, heapUsed, cpuMs: (user + system) / 1000 })
})
process.on('disconnect', () => process.exit(0))

export {}
