export { Button, type ButtonProps } from './button'
export { buttonVariants } from './button-variants'
