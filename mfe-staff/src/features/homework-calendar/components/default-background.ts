// The built-in picture of a slide without its own background (or whose picture fails to load): a sky, hills and an
// abacus, drawn as a small SVG that ships with the remote.
import picture from '../assets/default-background.svg';

export const DEFAULT_BACKGROUND: string = picture;
