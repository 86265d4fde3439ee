export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
