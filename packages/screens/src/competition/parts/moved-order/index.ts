export { movedOrder, type MoveDirection } from './moved-order'
