export { MemberPicker, type MemberPickerProps } from './member-picker'
export { pickerOptions, type PickedMember, type PickerOption, type PickerParticipant } from './picker-options'
