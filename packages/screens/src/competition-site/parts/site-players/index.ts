export { usePlayerSort } from './use-player-sort'
