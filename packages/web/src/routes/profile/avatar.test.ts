import { describe, expect, it } from 'vitest';
import { avatarFileRefusal } from './avatar.ts';

describe('avatarFileRefusal', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.JPG', ''],
    ['me.webp', 'application/octet-stream'],
    ['anim.gif', 'image/gif'],
  ])('accepts %s (%j)', (name, type) => {
    expect(avatarFileRefusal(name, type)).toBeNull();
  });

  it('refuses a file that is not an image, naming it', () => {
    expect(avatarFileRefusal('cv.pdf', 'application/pdf')).toBe('“cv.pdf” is not an image; choose a PNG, JPEG, GIF or WebP picture.');
    expect(avatarFileRefusal('clip.mp4', '')).toMatch(/not an image/);
    expect(avatarFileRefusal('notes', '')).toMatch(/not an image/);
  });

  it('refuses an image type a browser would not show inline (SVG is served as a download)', () => {
    expect(avatarFileRefusal('logo.svg', 'image/svg+xml')).toMatch(/\(image\/svg\+xml\) cannot be shown/);
    expect(avatarFileRefusal('scan.tiff', '')).toMatch(/cannot be shown/);
  });
});
