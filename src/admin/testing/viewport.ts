// Component tests run in happy-dom, whose window can take a phone's width (MUI's media queries follow).

/** Sets the window to `width` px (e.g. 375, a phone); tests put it back to 1024 after. */
export const viewport = (width: number): void =>
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
