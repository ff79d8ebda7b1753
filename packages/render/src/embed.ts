/**
 * Embeds from an allowlist of video/audio providers, turned into their official embed URLs. Any other link is
 * shown as a plain link, never framed.
 */
export type EmbedProvider = 'youtube' | 'vimeo' | 'soundcloud' | 'spotify';

export interface EmbedSource {
  provider: EmbedProvider;
  media: 'video' | 'audio';
  /** the iframe src */
  src: string;
}

export const EMBED_PROVIDERS: readonly EmbedProvider[] = ['youtube', 'vimeo', 'soundcloud', 'spotify'];

function parse(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtube(url: URL, autoplay: boolean): EmbedSource | null {
  const h = host(url);
  let id: string | null = null;
  if (h === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (h === 'youtube.com' || h === 'youtube-nocookie.com' || h === 'music.youtube.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') id = parts[1] ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // Browsers only autoplay muted video.
  const query = autoplay ? '?autoplay=1&mute=1' : '';
  return { provider: 'youtube', media: 'video', src: `https://www.youtube-nocookie.com/embed/${id}${query}` };
}

function vimeo(url: URL, autoplay: boolean): EmbedSource | null {
  const h = host(url);
  if (h !== 'vimeo.com' && h !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  if (!id) return null;
  const query = autoplay ? '?autoplay=1&muted=1' : '';
  return { provider: 'vimeo', media: 'video', src: `https://player.vimeo.com/video/${id}${query}` };
}

function soundcloud(url: URL, autoplay: boolean): EmbedSource | null {
  if (host(url) !== 'soundcloud.com' || url.pathname.split('/').filter(Boolean).length < 2) return null;
  const track = `https://soundcloud.com${url.pathname}`;
  return {
    provider: 'soundcloud',
    media: 'audio',
    src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}&auto_play=${autoplay ? 'true' : 'false'}`,
  };
}

const SPOTIFY_TYPES = new Set(['track', 'album', 'playlist', 'episode', 'show', 'artist']);

function spotify(url: URL): EmbedSource | null {
  if (host(url) !== 'open.spotify.com') return null;
  const parts = url.pathname.split('/').filter((part) => part && !part.startsWith('intl-'));
  const start = parts[0] === 'embed' ? 1 : 0;
  const type = parts[start];
  const id = parts[start + 1];
  if (!type || !id || !SPOTIFY_TYPES.has(type) || !/^[A-Za-z0-9]+$/.test(id)) return null;
  // Spotify's player does not autoplay in embeds; the setting has no effect there.
  return { provider: 'spotify', media: 'audio', src: `https://open.spotify.com/embed/${type}/${id}` };
}

/** The embed for a link from an allowed provider, or null when the link is not one. */
export function embedSource(link: string, autoplay = false): EmbedSource | null {
  const url = parse(link);
  if (!url) return null;
  return youtube(url, autoplay) ?? vimeo(url, autoplay) ?? soundcloud(url, autoplay) ?? spotify(url);
}
