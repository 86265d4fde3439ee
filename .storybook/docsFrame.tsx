import { DocsContext, Story as StoryBlock, useOf } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, useState, type ComponentProps } from 'react';
import { defaultViewport, viewportFor } from './viewport.mjs';

/**
 * The docs pages' Story block (set as `docs.components.Story` in preview.tsx). Two kinds of
 * story get a frame of their own, an iframe showing the story alone, instead of rendering
 * into the docs page:
 * - a story with `parameters.docs.story.inline: false` (an open modal dialog, toasts): a modal
 *   locks the page's scroll, traps focus and hides the rest of the page from screen readers,
 *   and a fixed toast viewport covers the page, so inside the page they break it;
 * - a story picking a viewport (`globals: { viewport }`, the phone stories): layouts switch on
 *   the viewport's width, so the frame is that wide and the story lays out as on the phone.
 * Unlike Storybook's own iframe mode, the frame carries the toolbar's globals (theme,
 * language, motion) and sizes itself to the story unless the story gives a height (a fixed
 * dialog or toast adds nothing to the story's own height).
 */
export function DocsStory(props: ComponentProps<typeof StoryBlock>) {
  const context = useContext(DocsContext);
  const { story } = useOf(props.of ?? 'story', ['story']);
  const storyParameters = story.parameters.docs?.story ?? {};
  const phone = story.storyGlobals.viewport !== undefined;
  if (!phone && (props.inline ?? storyParameters.inline ?? true)) return <StoryBlock {...props} />;

  const { userGlobals } = context.getStoryContext(story);
  // Storybook's URL syntax; objects (the viewport) stay out: the frame's width stands for them.
  const globals = Object.entries(userGlobals)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}:${value as string}`)
    .join(';');
  const viewport = phone ? viewportFor(story) : undefined;
  // 'auto' undoes a height the meta gave its stories.
  const given: string | undefined = props.height ?? storyParameters.height;
  const height = given === 'auto' ? undefined : given;
  return (
    <StoryFrame
      id={story.id}
      name={story.name}
      src={`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${globals}`}
      width={viewport ? `${viewport.width}px` : '100%'}
      height={height}
      maxHeight={viewport?.height ?? 3 * defaultViewport.height}
    />
  );
}

interface StoryFrameProps {
  id: string;
  name: string;
  src: string;
  width: string;
  /** A fixed height; without one the frame follows the story's own height. */
  height: string | undefined;
  /** The tallest the frame grows to on its own (a phone frame: the phone's screen); taller stories scroll in it. */
  maxHeight: number;
}

function StoryFrame({ id, name, src, width, height, maxHeight }: StoryFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [measured, setMeasured] = useState(160);
  useEffect(() => {
    const element = frame.current;
    if (!element || height) return undefined;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const root = element.contentDocument?.getElementById('storybook-root');
      if (!root) return;
      observer?.disconnect();
      // The root's own box, not the document's: the body is as tall as the frame, which would
      // only ever grow.
      const measure = () => {
        const paddingBottom = Number.parseFloat(getComputedStyle(root.ownerDocument.body).paddingBottom) || 0;
        setMeasured(Math.min(maxHeight, Math.ceil(root.offsetTop + root.scrollHeight + paddingBottom)));
      };
      observer = new ResizeObserver(measure);
      observer.observe(root);
      measure();
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [height, maxHeight, src]);
  return (
    <div id={`story--${id}`} className="sb-story sb-unstyled" data-story-block="true" data-story-frame="">
      <iframe
        key={src}
        ref={frame}
        id={`iframe--${id}`}
        title={name}
        src={src}
        style={{ display: 'block', width, maxWidth: '100%', height: height ?? `${measured}px`, border: 0 }}
      />
    </div>
  );
}
