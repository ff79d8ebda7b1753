/** The marketing site; its pages are the header's external links. */
export const SITE_BASE = 'https://folio.example.com';

export const EXTERNAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Features', href: `${SITE_BASE}/features` },
  { label: 'Our Story', href: `${SITE_BASE}/our-story` },
  { label: 'Templates', href: `${SITE_BASE}/templates` },
  { label: 'Pricing', href: `${SITE_BASE}/pricing` },
  { label: 'Contact', href: `${SITE_BASE}/contact` },
];
