export { MemberPicker, type MemberPickerProps } from './member-picker'
export { pickerOptions, type PickedMember, type PickerOption } from './picker-options'
