export { CheckoutHint, type CheckoutHintProps, type CheckoutHintVariant } from './checkout-hint'
