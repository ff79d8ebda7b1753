/**
 * The editor canvas's asset resolver: the files the document shows, described from the assets API (kind, MIME
 * type, size, and the address to draw from — the API's blobUrl, signed when files are private), so the canvas
 * draws images, galleries and logos as visitors see them. Those addresses are only drawn, never stored.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { blobIdOfAddress, blobUses, type FolioDocument } from '@folio/model';
import type { ResolveAsset, ResolvedAsset } from '@folio/render';
import { useMemo } from 'react';
import { assetKeys, getAsset, listAssets, type Asset } from '../api/assets.ts';

const MAX_BLOBS = 100;

/** The blob ids of the files the document shows, and the asset ids of its logos, each sorted (stable query keys). */
export function documentFiles(doc: FolioDocument): { blobIds: string[]; logoIds: string[] } {
  const nodes = Object.values(doc.nodes);
  const blobIds = [...new Set(blobUses(nodes).map((use) => use.blobId))].sort().slice(0, MAX_BLOBS);
  const logoIds = [
    ...new Set(nodes.flatMap((node) => (node.kind === 'logo-widget' && node.meta.websitePartLogoId ? [node.meta.websitePartLogoId] : []))),
  ].sort();
  return { blobIds, logoIds };
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

export function useAssetResolver(doc: FolioDocument): ResolveAsset {
  const { blobIds, logoIds } = useMemo(() => documentFiles(doc), [doc]);
  const blobKey = blobIds.join(',');
  const byBlob = useQuery({
    queryKey: [...assetKeys.all, 'canvas', blobKey] as const,
    queryFn: ({ signal }) => listAssets({ blob: blobIds, first: MAX_BLOBS }, signal),
    enabled: blobIds.length > 0,
    staleTime: 60_000,
  });
  const logos = useQueries({
    queries: logoIds.map((id) => ({ queryKey: [...assetKeys.all, 'canvas-logo', id] as const, queryFn: ({ signal }: { signal: AbortSignal }) => getAsset(id, {}, signal), staleTime: 60_000 })),
  });
  const logoData = logos.map((q) => q.data);
  const logoKey = logoData.map((a) => a?.id ?? '').join(',');

  return useMemo<ResolveAsset>(() => {
    const blobs = new Map<string, Asset>();
    for (const asset of byBlob.data?.items ?? []) if (!blobs.has(asset.data.id)) blobs.set(asset.data.id, asset);
    const assets = new Map<string, Asset>();
    for (const asset of [...(byBlob.data?.items ?? []), ...logoData]) if (asset) assets.set(asset.id, asset);
    return ({ assetId, url }) => {
      const blobId = blobIdOfAddress(url);
      const asset = (assetId ? assets.get(assetId) : undefined) ?? (blobId ? blobs.get(blobId) : undefined);
      if (!asset || (blobId && asset.data.id !== blobId)) return undefined;
      return describeAsset(asset);
    };
    // logoKey stands for logoData, a new array on every render.
  }, [byBlob.data, logoKey]);
}
