/**
 * Styles (sx) of text for screen readers only: out of sight, still read out. Sizes in px: in sx a bare
 * `1` means 100% (a full-width box that pushed a phone's page 16 px sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
