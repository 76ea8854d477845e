import { pictureWidths } from '@hapa/domain';

/**
 * The `src`, `srcSet` and `sizes` of a catalogue picture shown `sizes` wide (docs/architecture/web-app.md#picture-sizes):
 * a generated picture (`/art/{box|item|fancy}/{id}.webp`) or an upload (`/api/media/{id}`) is served at several widths
 * (`pictureWidths`, `?w=`), and the browser downloads the narrowest that covers `sizes` on its screen (a 32 px prize
 * badge on a 1.75x phone: the 96 px file, 1.5 KB, not the 384 px one). `sizes` is a CSS sizes value: `'36px'`,
 * `'(min-width: 1024px) 180px, 40vw'`. Any other path (an avatar, an SVG) has one size: its `src` alone.
 * Spread it on the `<img>`: `<img {...picture(box.image, '36px')} alt="" />`.
 */
export function picture(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const widths = pictureWidths(src);
  if (widths.length === 0) return { src };
  return {
    // a browser without srcset gets the widest (an upload's 768 px, never its up-to-1,600 px original)
    src: widths[widths.length - 1]!.src,
    srcSet: widths.map((w) => `${w.src} ${w.width}w`).join(', '),
    sizes,
  };
}
