export { Skeleton, SkeletonGroup, skeletonVariants, type SkeletonGroupProps, type SkeletonProps } from './skeleton'
