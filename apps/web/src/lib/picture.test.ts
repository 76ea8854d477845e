import { describe, expect, it } from 'vitest';
import { picture } from './picture.ts';

describe('picture', () => {
  it('offers a generated picture at 96, 192, 256 and its own 384 px', () => {
    expect(picture('/art/box/101.webp', '36px')).toEqual({
      src: '/art/box/101.webp',
      srcSet: '/art/box/101.webp?w=96 96w, /art/box/101.webp?w=192 192w, /art/box/101.webp?w=256 256w, /art/box/101.webp 384w',
      sizes: '36px',
    });
  });

  it('offers an upload at every width up to 768 px, never its original', () => {
    const p = picture('/api/media/12', '40vw');
    expect(p.src).toBe('/api/media/12?w=768');
    expect(p.srcSet).toBe(
      '/api/media/12?w=96 96w, /api/media/12?w=192 192w, /api/media/12?w=256 256w, /api/media/12?w=384 384w, /api/media/12?w=768 768w',
    );
    expect(p.sizes).toBe('40vw');
  });

  it('leaves any other picture at its one size', () => {
    for (const src of [
      '/art/avatar/5.svg',
      '/art/box/101.svg',
      'https://cdn.example/x.webp',
      '/api/media/abc',
      '',
      '/art/box/101.webp?w=96',
    ]) {
      expect(picture(src, '36px'), src).toEqual({ src });
    }
  });
});
