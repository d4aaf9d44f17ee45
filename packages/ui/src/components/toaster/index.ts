export { Toaster, toast, toasterDefaults, type ToasterProps } from './toaster'
