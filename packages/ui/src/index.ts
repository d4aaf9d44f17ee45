'use client'

// The server-safe components (cn, badge, skeleton, empty state, page layout), also on their own in `@oche/ui/static` (docs/adr/031).
export * from './static'

export { useControllableState, type UseControllableStateParams } from './lib/use-controllable-state'
export {
  useDisclosure,
  type DisclosureContentProps,
  type DisclosureTriggerProps,
  type UseDisclosureParams,
  type UseDisclosureResult,
} from './lib/use-disclosure'
export { Button, type ButtonProps } from './components/button'
export { IconButton, type IconButtonProps } from './components/icon-button'
export { Input, type InputProps } from './components/input'
export { Textarea, type TextareaProps } from './components/textarea'
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectContentProps,
  type SelectGroupProps,
  type SelectItemProps,
  type SelectLabelProps,
  type SelectProps,
  type SelectSeparatorProps,
  type SelectTriggerProps,
  type SelectValueProps,
} from './components/select'
export { Checkbox, type CheckboxProps } from './components/checkbox'
export { Switch, type SwitchProps } from './components/switch'
export { RadioGroup, RadioGroupItem, type RadioGroupItemProps, type RadioGroupProps } from './components/radio-group'
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
} from './components/form-field'
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
  type TooltipProviderProps,
  type TooltipTriggerProps,
} from './components/tooltip'
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogHeaderProps,
  type DialogOverlayProps,
  type DialogProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './components/dialog'
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogVariant } from './components/confirm-dialog'
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
  type SheetCloseProps,
  type SheetContentProps,
  type SheetDescriptionProps,
  type SheetFooterProps,
  type SheetHeaderProps,
  type SheetProps,
  type SheetTitleProps,
  type SheetTriggerProps,
} from './components/sheet'
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
  type DropdownMenuCheckboxItemProps,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuShortcutProps,
  type DropdownMenuSubContentProps,
  type DropdownMenuSubProps,
  type DropdownMenuSubTriggerProps,
  type DropdownMenuTriggerProps,
} from './components/dropdown-menu'
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
  type TabsVariant,
} from './components/tabs'
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardContentProps,
  type CardDescriptionProps,
  type CardFooterProps,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from './components/card'
export {
  Avatar,
  AvatarGroup,
  AvatarGroupCount,
  avatarVariants,
  getInitials,
  type AvatarGroupCountProps,
  type AvatarGroupProps,
  type AvatarProps,
} from './components/avatar'
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
  type TableBodyProps,
  type TableCaptionProps,
  type TableCellProps,
  type TableFooterProps,
  type TableHeadProps,
  type TableHeaderProps,
  type TableProps,
  type TableRowProps,
  type TableSort,
  type TableSortButtonProps,
  type TableSortDirection,
} from './components/table'
export {
  TrendChart,
  type TrendChartColour,
  type TrendChartLabels,
  type TrendChartPoint,
  type TrendChartProps,
  type TrendChartSeries,
  type TrendChartView,
} from './components/trend-chart'
export { Pagination, getPaginationItems, type PaginationItem, type PaginationProps } from './components/pagination'
export { Toaster, toast, toasterDefaults, type Toast, type ToasterProps } from './components/toaster'
export {
  LoadingBar,
  useLoadingBar,
  loadingBarDefaults,
  type LoadingBarController,
  type LoadingBarProps,
  type LoadingBarState,
} from './components/loading-bar'
export { ErrorScreen, type ErrorScreenLinkProps, type ErrorScreenProps } from './components/error-screen'
export { QRCode, qrCodeDefaults, type QRCodeProps } from './components/qr-code'
export { ColourModeSwitch, type ColourMode, type ColourModeSwitchProps } from './components/colour-mode-switch'
export {
  ScoreKeypad,
  scoreKeypadKey,
  type ScoreKeypadAction,
  type ScoreKeypadLabels,
  type ScoreKeypadProps,
} from './darts/score-keypad'
export {
  DartboardInput,
  type DartboardDart,
  type DartboardGridLabels,
  type DartboardInputLabels,
  type DartboardInputProps,
} from './darts/dartboard-input'
export {
  Scoreboard,
  ScoreboardSide,
  type ScoreboardLabels,
  type ScoreboardProps,
  type ScoreboardSideProps,
  type ScoreboardSideState,
  type ScoreboardSize,
} from './darts/scoreboard'
export { CheckoutHint, type CheckoutHintProps, type CheckoutHintVariant } from './darts/checkout-hint'
export {
  VisitList,
  type VisitListItem,
  type VisitListLabels,
  type VisitListProps,
  type VisitResult,
} from './darts/visit-list'
export {
  StatsTable,
  type StatsTableLabels,
  type StatsTableProps,
  type StatsTableRow,
  type StatsTableSide,
  type StatsValue,
} from './darts/stats-table'
