/** Who else is editing the folio now: their avatars (initials in their colour) in the top bar, named for screen readers. */
import { Avatar, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditorScreen } from '../layout/EditorContext.tsx';
import { distinctPeople, usePeers } from './presence.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

export function PeopleHere() {
  const { t } = useTranslation('editor');
  const { collab } = useEditorScreen();
  const people = distinctPeople(usePeers(collab?.presence ?? null));
  if (people.length === 0) return null;
  const names = people.map((p) => p.name).join(', ');
  return (
    <div data-testid="presence" data-count={people.length} style={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <VisuallyHidden role="status">{t('collab.alsoEditing', { names })}</VisuallyHidden>
      <Avatar.Group spacing="xs" aria-hidden>
        {people.slice(0, 4).map((person) => (
          <Tooltip key={person.id} label={person.name}>
            <Avatar size={28} radius="xl" data-testid="presence-avatar" data-user-id={person.id} styles={{ root: { border: `2px solid ${person.colour}` }, placeholder: { background: person.colour, color: '#fff', fontSize: 11 } }}>
              {initials(person.name)}
            </Avatar>
          </Tooltip>
        ))}
        {people.length > 4 && (
          <Tooltip label={people.slice(4).map((p) => p.name).join(', ')}>
            <Avatar size={28} radius="xl">{`+${people.length - 4}`}</Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </div>
  );
}
