export { Toaster, toast, toasterDefaults, type Toast, type ToasterProps } from './toaster'
