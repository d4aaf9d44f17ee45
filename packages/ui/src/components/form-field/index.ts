export {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  type FormControlProps,
  type FormDescriptionProps,
  type FormFieldProps,
  type FormLabelProps,
  type FormMessageProps,
} from './form-field'
