/**
 * The editor canvas's asset resolver: the files the document shows, described from the assets API (kind, MIME
 * type, size, and the address to draw from — the API's blobUrl, signed when files are private), so the canvas
 * draws images, galleries and logos as visitors see them. Those addresses are only drawn, never stored.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { blobIdOfAddress, blobUses, type FolioDocument, type FolioNode } from '@folio/model';
import type { ResolveAsset, ResolvedAsset } from '@folio/render';
import { useMemo } from 'react';
import { assetKeys, folioFiles, getAsset, listAssets, type Asset } from '../api/assets.ts';
import { associatedWebsites, getWebsite, websiteKeys } from '../api/websites.ts';

const MAX_BLOBS = 100;

/** The blob ids each node object shows: an edit replaces only the nodes it changes, so the rest are read once. */
const nodeBlobs = new WeakMap<FolioNode, readonly string[]>();
const NO_BLOBS: readonly string[] = [];

function blobsOf(node: FolioNode): readonly string[] {
  let ids = nodeBlobs.get(node);
  if (!ids) {
    const uses = blobUses([node]);
    ids = uses.length ? uses.map((use) => use.blobId) : NO_BLOBS;
    nodeBlobs.set(node, ids);
  }
  return ids;
}

/**
 * The blob ids of the files the document shows and the asset ids of its logos, each sorted (stable query keys), and
 * whether a logo widget names no logo (it then shows the website's).
 */
export function documentFiles(doc: FolioDocument): { blobIds: string[]; logoIds: string[]; needsSiteLogo: boolean } {
  // Which kinds show files is the model's to say (blobUses); logos are this screen's own question.
  const logos = new Set<string>();
  const blobs = new Set<string>();
  let needsSiteLogo = false;
  for (const id in doc.nodes) {
    const node = doc.nodes[id]!;
    for (const blobId of blobsOf(node)) blobs.add(blobId);
    if (node.kind !== 'logo-widget') continue;
    if (node.meta.websitePartLogoId) logos.add(node.meta.websitePartLogoId);
    else needsSiteLogo = true;
  }
  const blobIds = [...blobs].sort().slice(0, MAX_BLOBS);
  return { blobIds, logoIds: [...logos].sort(), needsSiteLogo };
}

export function describeAsset(asset: Asset): ResolvedAsset {
  const meta = asset.data.meta;
  const described: ResolvedAsset = { type: meta.type, mime: `${meta.mime.type}/${meta.mime.subtype}`, src: asset.blobUrl };
  if (meta.width !== undefined && meta.height !== undefined) {
    described.width = meta.width;
    described.height = meta.height;
  }
  return described;
}

/** The logo asset of the (first) website showing the folio, asked for only when a logo widget needs it. */
function useSiteLogoId(folioId: string, needed: boolean): string | null {
  const websites = useQuery({
    queryKey: websiteKeys.associated(folioId),
    queryFn: ({ signal }) => associatedWebsites(folioId, signal),
    enabled: needed,
    retry: false,
  });
  const siteId = websites.data?.[0]?.id ?? null;
  const site = useQuery({
    queryKey: websiteKeys.one(siteId ?? ''),
    queryFn: ({ signal }) => getWebsite(siteId!, signal),
    enabled: needed && siteId !== null,
    retry: false,
  });
  return needed ? (site.data?.logoAssetId ?? null) : null;
}

export function useAssetResolver(doc: FolioDocument, folioId: string): ResolveAsset {
  const files = useMemo(() => documentFiles(doc), [doc]);
  const { blobIds } = files;
  const siteLogoId = useSiteLogoId(folioId, files.needsSiteLogo);
  const logoIds = siteLogoId && !files.logoIds.includes(siteLogoId) ? [...files.logoIds, siteLogoId] : files.logoIds;
  const blobKey = blobIds.join(',');
  const byBlob = useQuery({
    queryKey: [...assetKeys.all, 'canvas', blobKey] as const,
    queryFn: ({ signal }) => listAssets({ blob: blobIds, first: MAX_BLOBS }, signal),
    enabled: blobIds.length > 0,
    staleTime: 60_000,
  });
  // The files the saved page shows, as the folio's rights let the user read them (a sharee's or buyer's editor:
  // files that are not their own); the user's own list above covers files placed since the last save.
  const placed = useQuery({
    queryKey: [...assetKeys.all, 'canvas-folio', folioId, blobKey] as const,
    queryFn: ({ signal }) => folioFiles(folioId, signal),
    enabled: blobIds.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  const logos = useQueries({
    queries: logoIds.map((id) => ({ queryKey: [...assetKeys.all, 'canvas-logo', id] as const, queryFn: ({ signal }: { signal: AbortSignal }) => getAsset(id, {}, signal), staleTime: 60_000 })),
  });
  const logoData = logos.map((q) => q.data);
  const logoKey = logoData.map((a) => a?.id ?? '').join(',');

  return useMemo<ResolveAsset>(() => {
    const listed = [...(byBlob.data?.items ?? []), ...(placed.data?.items ?? [])];
    const blobs = new Map<string, Asset>();
    for (const asset of listed) if (!blobs.has(asset.data.id)) blobs.set(asset.data.id, asset);
    const assets = new Map<string, Asset>();
    for (const asset of [...listed, ...logoData]) if (asset && !assets.has(asset.id)) assets.set(asset.id, asset);
    return ({ assetId, url, role }) => {
      const blobId = blobIdOfAddress(url);
      const named = assetId ?? (role === 'logo' ? siteLogoId : null);
      const asset = (named ? assets.get(named) : undefined) ?? (blobId ? blobs.get(blobId) : undefined);
      if (!asset || (blobId && asset.data.id !== blobId)) return undefined;
      return describeAsset(asset);
    };
    // logoKey stands for logoData, a new array on every render.
  }, [byBlob.data, placed.data, logoKey, siteLogoId]);
}
