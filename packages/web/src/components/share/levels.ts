import type { ShareItemType, ShareRights } from '../../api/shares.ts';
import { translate } from '../../i18n/i18n.ts';

export type Level = 'view' | 'content' | 'settings' | 'edit';

/** The levels a share dialog offers for an item type (assets and libraries have no separate content). */
export function levelOptions(itemType: ShareItemType): Array<{ value: Level; label: string }> {
  if (itemType !== 'folio') return [
    { value: 'view', label: translate('share:level.view') },
    { value: 'edit', label: translate('share:level.edit') },
  ];
  return [
    { value: 'view', label: translate('share:level.view') },
    { value: 'content', label: translate('share:level.content') },
    { value: 'settings', label: translate('share:level.settings') },
    { value: 'edit', label: translate('share:level.contentAndSettings') },
  ];
}

/** Rights as people read them (api/shares.ts rightsLabel, in the app's language). */
export function rightsText(r: ShareRights): string {
  if (r.canEditContent && r.canEditSettings) return translate('share:level.edit');
  if (r.canEditContent) return translate('share:level.content');
  if (r.canEditSettings) return translate('share:level.settings');
  return translate('share:level.view');
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
