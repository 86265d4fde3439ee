export interface ViewportSize {
  width: number;
  height: number;
}
export declare const defaultViewport: ViewportSize;
export declare function viewportFor(story: {
  storyGlobals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}): ViewportSize;
