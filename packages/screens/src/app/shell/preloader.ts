/**
 * A handler for a button's `onPointerEnter` and `onFocus` that starts loading a chunk ahead of the press that needs
 * it. The first call starts `load`; later calls do nothing while that load is under way or once it has come. A load
 * that fails is forgotten, not reported: the press loads the chunk again itself (its `lazy` calls the same import),
 * and that is where a failure reaches the error boundary; a later pointing or focus tries again.
 */
export function preloader(load: () => Promise<unknown>): () => void {
  let loading: Promise<unknown> | undefined
  return () => {
    loading ??= load().catch(() => {
      loading = undefined
    })
  }
}
