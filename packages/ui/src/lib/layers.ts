/** Stacking order of the spec: overlays (backdrops, drawers' scrims) at 1000, modals above at 1100. */
export const layers = { overlay: 1000, modal: 1100 } as const

/** Tailwind classes for the two layers, so components never invent a z-index. */
export const layerClasses = { overlay: 'z-[1000]', modal: 'z-[1100]' } as const
