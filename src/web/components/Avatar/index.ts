export { Avatar, type AvatarProps } from './Avatar';
export { avatarSource, customizationQueryKey } from './avatarImage';
