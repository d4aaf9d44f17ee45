import { preloader } from '../../app/shell/preloader'

// The TV and overlay views of /live/{id} are chunks of their own: the phone view, which most spectators open, does
// not carry their code. The TV view loads when its address asks for it, or when the phone view's "TV mode" button is
// first pointed at, focused or pressed.

export const loadLiveTvScreen = () => import('../live-tv/live-tv-screen')

export const loadLiveOverlayScreen = () => import('../live-overlay/live-overlay-screen')

/** Starts loading the TV view ahead of the press that switches to it. */
export const preloadLiveTvScreen = preloader(loadLiveTvScreen)
