/**
 * The website's settings: name, address (checked live), description, noindex, favicon and logo (the user's images),
 * language, tag manager id and custom domain, checked with the model's rules as the user types. One Save sends what changed.
 */
import { Button, Group, Loader, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { accountTypeOf, isWebsiteSlug } from '@folio/model';
import { useSession } from '../../session/store.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { translate } from '../../i18n/i18n.ts';
import { AssetField } from '../../assets-picker/AssetField.tsx';
import { LanguageField } from '../../components/LanguageField.tsx';
import { useUpdateWebsite, useWebsiteSlugAvailable, type Website } from '../../api/websites.ts';
import { formatNumber } from '../../i18n/format.ts';
import { accountTypeName } from '../profile/accountTypeName.ts';
import { siteBase } from './edits.ts';
import { Section, fail } from './Section.tsx';
import {
  DESCRIPTION_MAX,
  ruleText,
  serverFieldError,
  settingsPatch,
  settingsProblems,
  settingsValues,
  type SettingsField,
  type SettingsValues,
} from './settings.ts';

type SlugState = 'unchanged' | 'invalid' | 'checking' | 'available' | 'taken' | 'failed';

/** The live address check: the server knows which addresses are taken (this website's own excluded). */
function useSlugState(website: Website, slug: string): { state: SlugState; message: string | null } {
  const [debounced] = useDebouncedValue(slug, 400);
  const valid = isWebsiteSlug(slug);
  const check = useWebsiteSlugAvailable(debounced, website.id, valid && debounced !== website.slug && debounced === slug);
  if (slug === website.slug) return { state: 'unchanged', message: null };
  if (!valid) return { state: 'invalid', message: null };
  if (debounced !== slug || check.isFetching || check.isPending) return { state: 'checking', message: null };
  if (check.isError) return { state: 'failed', message: errorMessage(check.error) };
  return check.data.available
    ? { state: 'available', message: null }
    : { state: 'taken', message: check.data.message ?? translate('websites:settings.slugTaken') };
}

function SlugStatus({ state, message }: { state: SlugState; message: string | null }) {
  const { t } = useTranslation('websites');
  if (state === 'checking') {
    return (
      <Group gap={4} data-testid="website-slug-checking">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('settings.checking')}
        </Text>
      </Group>
    );
  }
  if (state === 'available') {
    return (
      <Group gap={4} data-testid="website-slug-available">
        <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="xs" c="teal.8">
          {t('settings.available')}
        </Text>
      </Group>
    );
  }
  if (state === 'failed') {
    return (
      <Group gap={4} data-testid="website-slug-failed">
        <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />
        <Text size="xs" c="red.7">
          {message}
        </Text>
      </Group>
    );
  }
  return null;
}

export function SettingsSection({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const session = useSession();
  // The account type's own rule (the server checks it again): a domain already set can always be cleared.
  const domainsAllowed = accountTypeOf(session?.accountType ?? 1).customDomains;
  const update = useUpdateWebsite(website.id);
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(website));
  const [serverErrors, setServerErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const slug = useSlugState(website, values.slug.trim());

  const set = <K extends SettingsField>(key: K, value: SettingsValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const problems = settingsProblems(values);
  const patch = settingsPatch(website, values);
  const dirty = Object.keys(patch).length > 0;
  const invalid = Object.keys(problems).length > 0 || slug.state === 'taken' || slug.state === 'checking';
  // A field's problem as the user types (in the app's language), else the server's refusal of it.
  const errors: Partial<Record<SettingsField, string>> = { ...serverErrors };
  for (const [field, problem] of Object.entries(problems) as [SettingsField, string][]) errors[field] = ruleText(problem);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dirty || invalid) return;
    update.mutate(
      { patch },
      {
        onSuccess: (saved) => {
          setValues(settingsValues(saved));
          setServerErrors({});
          notifications.show({ color: 'green', message: t('settings.saved') });
        },
        onError: (error) => {
          const placed = serverFieldError(errorMessage(error));
          if (placed && placed.field in patch) setServerErrors((errors) => ({ ...errors, [placed.field]: placed.text }));
          else fail(error);
        },
      },
    );
  };

  return (
    <Section id="settings" title={t('settings.title')} note={t('settings.note')}>
      <form onSubmit={submit} noValidate aria-label={t('settings.label')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('settings.name')}
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
              required
              data-testid="website-settings-name"
            />
            <Stack gap={4}>
              <TextInput
                label={t('settings.address')}
                description={`${siteBase(website)}${values.slug.trim() || '…'}`}
                value={values.slug}
                onChange={(e) => set('slug', e.currentTarget.value)}
                error={errors.slug ?? (slug.state === 'taken' ? slug.message : undefined)}
                required
                autoComplete="off"
                spellCheck={false}
                styles={{ description: { overflowWrap: 'anywhere' } }}
                data-testid="website-settings-slug"
              />
              <SlugStatus state={slug.state} message={slug.message} />
            </Stack>
          </SimpleGrid>
          <Textarea
            label={t('settings.description')}
            description={t('settings.descriptionHelp')}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="website-settings-description"
          />
          <Text size="xs" c="dimmed" mt={-12} ta="end" aria-live="polite">
            {t('settings.descriptionCount', { count: formatNumber(values.description.length, { useGrouping: false }), max: formatNumber(DESCRIPTION_MAX, { useGrouping: false }) })}
          </Text>
          <Switch
            label={t('settings.noindex')}
            checked={values.noindex}
            onChange={(e) => set('noindex', e.currentTarget.checked)}
            data-testid="website-settings-noindex"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <AssetField
              label={t('settings.favicon')}
              description={t('settings.faviconHelp')}
              value={values.faviconAssetId ? { assetId: values.faviconAssetId, url: '' } : null}
              onChange={(choice) => set('faviconAssetId', choice?.assetId ?? null)}
              kind="image"
              allowAddress={false}
              pickerTitle={t('settings.faviconPicker')}
              error={errors.faviconAssetId}
              testId="website-settings-favicon"
            />
            <AssetField
              label={t('settings.logo')}
              description={t('settings.logoHelp')}
              value={values.logoAssetId ? { assetId: values.logoAssetId, url: '' } : null}
              onChange={(choice) => set('logoAssetId', choice?.assetId ?? null)}
              kind="image"
              allowAddress={false}
              pickerTitle={t('settings.logoPicker')}
              error={errors.logoAssetId}
              testId="website-settings-logo"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <LanguageField
              label={t('settings.language')}
              description={t('settings.languageHelp')}
              placeholder={t('settings.languagePlaceholder')}
              value={values.language}
              onChange={(tag) => set('language', tag)}
              error={errors.language}
              testId="website-settings-language"
            />
            <TextInput
              label={t('settings.tagManager')}
              description={t('settings.tagManagerHelp')}
              placeholder={t('settings.tagManagerPlaceholder')}
              value={values.tagManagerId}
              onChange={(e) => set('tagManagerId', e.currentTarget.value)}
              error={errors.tagManagerId}
              autoComplete="off"
              spellCheck={false}
              data-testid="website-settings-tag-manager"
            />
            <TextInput
              label={t('settings.domain')}
              description={
                domainsAllowed || values.customDomain
                  ? t('settings.domainHelp')
                  : t('settings.domainNeedsUpgrade', { type: accountTypeName(session?.accountType ?? 1) })
              }
              placeholder={t('settings.domainPlaceholder')}
              disabled={!domainsAllowed && !values.customDomain}
              value={values.customDomain}
              onChange={(e) => set('customDomain', e.currentTarget.value)}
              error={errors.customDomain}
              autoComplete="off"
              spellCheck={false}
              data-testid="website-settings-domain"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              disabled={!dirty || update.isPending}
              onClick={() => {
                setValues(settingsValues(website));
                setServerErrors({});
              }}
              data-testid="website-settings-reset"
            >
              {t('settings.discard')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty || invalid} data-testid="website-settings-save">
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
