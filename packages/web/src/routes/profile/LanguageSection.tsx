/**
 * The app's language on the profile (issue 32): Automatic (the browser's), or one of the shipped languages. A
 * choice shows at once, is kept on this device, and is saved on the profile so every other device signed in as
 * this person follows it.
 */
import { NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { OwnProfile } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { usePatchMe } from '../../api/onboarding.ts';
import { errorMessage } from '../../api/client.ts';
import { TitleBlock } from '../../components/TitleBlock.tsx';
import { switchLanguage } from '../../i18n/i18n.ts';
import { DEFAULT_LANGUAGE, isAppLanguage, matchLanguage, SHIPPED_LANGUAGES } from '../../i18n/languages.ts';

const AUTOMATIC = 'automatic';

function browserLanguage() {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const tag = matchLanguage(browser) ?? DEFAULT_LANGUAGE;
  return SHIPPED_LANGUAGES.find((l) => l.tag === tag)!;
}

export function LanguageSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('onboarding');
  const patch = usePatchMe();
  // The choice shows at once; the profile's answer replaces it when saved (or the old one comes back on failure).
  const value = (patch.isPending ? patch.variables.language : profile.language) ?? AUTOMATIC;
  const browser = browserLanguage();

  const choose = (next: string) => {
    const language = isAppLanguage(next) ? next : null;
    void switchLanguage(language);
    patch.mutate({ language });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={t('common:language.label')} data-testid="language-card">
      <Stack gap="md">
        <TitleBlock title={t('common:language.label')} note={t('language.note')} order={2} size="h4" gap={2} />
        <NativeSelect
          label={t('language.select')}
          description={t('language.automaticNote')}
          value={value}
          onChange={(e) => choose(e.currentTarget.value)}
          data-testid="language-select"
        >
          <option value={AUTOMATIC}>{t('common:language.automatic', { name: browser.name })}</option>
          {SHIPPED_LANGUAGES.map((l) => (
            <option key={l.tag} value={l.tag} lang={l.tag} dir={l.dir}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
        {patch.isError && (
          <Text c="red" size="sm" role="alert" data-testid="language-error">
            {errorMessage(patch.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
