import type { ShareItemType, ShareRights } from '../../api/shares.ts';

export type Level = 'view' | 'content' | 'settings' | 'edit';

/** The levels a share dialog offers for an item type (assets and libraries have no separate content). */
export function levelOptions(itemType: ShareItemType): Array<{ value: Level; label: string }> {
  if (itemType !== 'folio') return [
    { value: 'view', label: 'Can view' },
    { value: 'edit', label: 'Can edit' },
  ];
  return [
    { value: 'view', label: 'Can view' },
    { value: 'content', label: 'Can edit content' },
    { value: 'settings', label: 'Can change settings' },
    { value: 'edit', label: 'Can edit content and settings' },
  ];
}

/** The rights of a level, capped by what the sharer may pass on. */
export function rightsOf(level: Level, extra: { canPublish: boolean; canShare: boolean }, mine: ShareRights): ShareRights {
  const rights = {
    canEditContent: level === 'content' || level === 'edit',
    canEditSettings: level === 'settings' || level === 'edit',
    canPublish: extra.canPublish && (level === 'settings' || level === 'edit'),
    canShare: extra.canShare,
  };
  return {
    canEditContent: rights.canEditContent && mine.canEditContent,
    canEditSettings: rights.canEditSettings && mine.canEditSettings,
    canPublish: rights.canPublish && mine.canPublish,
    canShare: rights.canShare && mine.canShare,
  };
}
