import { describe, expect, it } from 'vitest';
import { GENERIC_TYPE, claimedContentType, isRefusal, kindOfType, titleFromFileName, uploadFailureMessage } from './files.ts';

describe('the content type an upload claims', () => {
  it("takes the browser's type when it is a specific one, without parameters and lowercased", () => {
    expect(claimedContentType('photo.jpg', 'image/jpeg')).toBe('image/jpeg');
    expect(claimedContentType('notes', 'Text/Plain; charset=utf-8')).toBe('text/plain');
    // what a browser reports for an HTML file renamed to .png: the claim the server must check
    expect(claimedContentType('page.png', 'image/png')).toBe('image/png');
  });

  it('falls back on the extension when the browser gives no type or only the generic one', () => {
    expect(claimedContentType('clip.MP4', '')).toBe('video/mp4');
    expect(claimedContentType('song.mp3', GENERIC_TYPE)).toBe('audio/mpeg');
    expect(claimedContentType('deck.pptx', undefined)).toContain('presentationml');
    expect(claimedContentType('image.webp', 'not a type')).toBe('image/webp');
  });

  it('claims the generic binary type when neither says anything', () => {
    expect(claimedContentType('README', '')).toBe(GENERIC_TYPE);
    expect(claimedContentType('.png', '')).toBe(GENERIC_TYPE);
    expect(claimedContentType('archive.xyz', null)).toBe(GENERIC_TYPE);
  });

  it('sorts content types into the four kinds by their first part', () => {
    expect(kindOfType('image/png')).toBe('image');
    expect(kindOfType('video/webm')).toBe('video');
    expect(kindOfType('audio/ogg')).toBe('audio');
    expect(kindOfType('application/pdf')).toBe('file');
  });
});

describe('the title of a new asset', () => {
  it('is the file name without its last extension', () => {
    expect(titleFromFileName('Sunset at the beach.final.png')).toBe('Sunset at the beach.final');
    expect(titleFromFileName('C:\\photos\\dog.jpeg')).toBe('dog');
  });

  it('keeps names that are only an extension or have none', () => {
    expect(titleFromFileName('.env')).toBe('.env');
    expect(titleFromFileName('Makefile')).toBe('Makefile');
    expect(titleFromFileName('  ')).toBe('Untitled');
  });
});

describe('a failed upload', () => {
  it("shows the spec's text, then the server's message without its status word", () => {
    const body = JSON.stringify({ error: 'Unsupported Media Type', message: 'The file claims to be image/png but its content is text/html.' });
    expect(uploadFailureMessage(415, body)).toBe('Something went wrong when uploading the new File. The file claims to be image/png but its content is text/html.');
    expect(uploadFailureMessage(400, 'Upload-Length exceeds the announced size')).toBe('Something went wrong when uploading the new File. Upload-Length exceeds the announced size.');
  });

  it('says what happened when the server gave no readable message', () => {
    expect(uploadFailureMessage(415, '', 'image/png')).toBe("Something went wrong when uploading the new File. The file's content does not match its type (image/png); it was not stored.");
    expect(uploadFailureMessage(413, '<html>too big</html>')).toMatch(/storage limit/);
    expect(uploadFailureMessage(0, '')).toMatch(/retry to resume/);
    expect(uploadFailureMessage(502, '{not json')).toMatch(/\(502\); retry/);
  });

  it('tells refusals (no point retrying) from failures a retry can fix', () => {
    for (const status of [400, 403, 409, 413, 415, 422]) expect(isRefusal(status)).toBe(true);
    for (const status of [0, 401, 404, 410, 423, 429, 500, 503]) expect(isRefusal(status)).toBe(false);
  });
});
