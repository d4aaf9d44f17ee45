export {
  Avatar,
  AvatarGroup,
  AvatarGroupCount,
  avatarVariants,
  getInitials,
  type AvatarGroupCountProps,
  type AvatarGroupProps,
  type AvatarProps,
} from './avatar'
