export { ItemNotFoundState, type ItemNotFoundMessages } from './item-not-found-state'
