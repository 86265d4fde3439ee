import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['line', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const defaultHeight: Record<SkeletonShape, string> = { line: '1em', block: '6rem', circle: '2.5rem' };

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The shape of what is loading: `line` a line of text, `block` a card or an image, `circle` an
   * avatar or an icon.
   * @default 'line'
   */
  shape?: SkeletonShape;
  /**
   * How many bones to draw (text lines, list rows); several lines end ragged, like a paragraph.
   * @default 1
   */
  count?: number;
  /**
   * Any CSS length; a circle is as wide as it is high unless told otherwise.
   * @default '100%' (a circle: its height)
   */
  width?: string;
  /**
   * Any CSS length.
   * @default '1em' for a line, '6rem' for a block, '2.5rem' for a circle
   */
  height?: string;
}

/**
 * Placeholder shapes while content loads. Hidden from assistive technology: mark the
 * loading region `aria-busy` (or show a Spinner with a label) to say that it loads.
 *
 * **Use it** as the grey shape of content that is loading (a card, a list), so the page does not
 * jump when it arrives; mark the region `aria-busy`.
 *
 * **Use something else** Spinner when the shape is unknown.
 *
 * **Don't** animate it under reduced motion, or leave it up after the data failed (show the error).
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton({ shape = 'line', count = 1, width, height, className, ...rest }, ref) {
  const bones = Math.max(1, count);
  const boneHeight = height ?? defaultHeight[shape];
  const boneWidth = width ?? (shape === 'circle' ? boneHeight : '100%');
  // Several text lines end ragged, like a paragraph does.
  const lastWidth = shape === 'line' && bones > 1 && width === undefined ? '60%' : boneWidth;
  return (
    <div ref={ref} aria-hidden="true" className={cx(styles.root, className)} data-shape={shape} {...rest}>
      {Array.from({ length: bones }, (_, index) => (
        <span
          key={index}
          className={cx(styles.bone, styles.shape[shape])}
          style={{ width: index === bones - 1 ? lastWidth : boneWidth, height: boneHeight }}
        />
      ))}
    </div>
  );
});
