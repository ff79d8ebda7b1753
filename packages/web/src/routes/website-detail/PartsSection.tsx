/** The folios shown above and below every page: header and footer, each chosen from the user's folios, or none. */
import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useMyFoliosForDropDown } from '../../api/folios.ts';
import type { Website } from '../../api/websites.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { partCandidates, setPart } from './edits.ts';
import { folioTitle } from './PagesSection.tsx';
import { Section, useWebsiteEdit } from './Section.tsx';

const NONE = 'none';

function PartSelect({ website, part, label, description }: { website: Website; part: 'headerFolioId' | 'footerFolioId'; label: string; description: string }) {
  const { t } = useTranslation('websites');
  const folios = useMyFoliosForDropDown();
  const edit = useWebsiteEdit();
  const current = website[part];
  const candidates = partCandidates(website, folios.data ?? []);
  const options = [{ value: NONE, label: t('parts.none') }, ...candidates.map((f) => ({ value: f.id, label: folioTitle(f.name) }))];
  // A part that is no longer in the user's list (or not loaded yet) still shows as chosen.
  if (current && !candidates.some((f) => f.id === current)) options.push({ value: current, label: folios.isPending ? t('loading') : t('parts.current') });
  const name = part === 'headerFolioId' ? 'header' : 'footer';
  return (
    <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Select
        label={label}
        description={description}
        data={options}
        value={current ?? NONE}
        onChange={(value) => {
          const next = value === null || value === NONE ? null : value;
          if (next !== current) edit(setPart(website, part, next));
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('parts.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        data-testid={`website-${name}-select`}
      />
      {current && (
        <Anchor component={Link} to={`/folios/${current}/edit`} size="xs" data-testid={`website-${name}-edit`}>
          {name === 'header' ? t('parts.editHeader') : t('parts.editFooter')}
        </Anchor>
      )}
    </Stack>
  );
}

export function PartsSection({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const folios = useMyFoliosForDropDown();
  return (
    <Section id="parts" title={t('parts.title')} note={t('parts.note')}>
      <ErrorAlert of={folios} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <PartSelect website={website} part="headerFolioId" label={t('parts.header')} description={t('parts.headerDescription')} />
        <PartSelect website={website} part="footerFolioId" label={t('parts.footer')} description={t('parts.footerDescription')} />
      </Group>
    </Section>
  );
}
