import { activeToken, makeQueryClient } from '@oche/screens'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { localStorageAdapter, startBoardCache, type AsyncStorage } from './board-cache'
import { bootTablet } from './native/boot'
import { preferencesStorage } from './native/capacitor-device'
import { createTabletRouter } from './router'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The tablet page has no #root element')
const root = createRoot(container)
/** Capacitor Preferences (the app's own storage, kept across restarts and updates) for the board's last state. */
const preferencesAdapter: AsyncStorage = {
  getItem: (key) => preferencesStorage.get(key),
  setItem: (key, value) => preferencesStorage.set(key, value),
  removeItem: (key) => preferencesStorage.remove(key),
}

const queryClient = makeQueryClient()
// The device's settings come first (the API's address); the app starts from its own bundle, with or without network.
// The board's last known state is restored before the first render, so a tablet restarted offline shows its game.
void bootTablet().then(async (boot) => {
  await startBoardCache({
    queryClient,
    storage: boot.shell ? preferencesAdapter : localStorageAdapter,
    boardToken: () => activeToken('/tablet'),
  }).catch(() => undefined)
  root.render(
    <StrictMode>
      <RouterProvider router={createTabletRouter(boot, queryClient)} />
    </StrictMode>,
  )
})
