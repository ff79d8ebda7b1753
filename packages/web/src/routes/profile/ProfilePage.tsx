import { AccountTypeSection } from './AccountTypeSection.tsx';
import { LeavingSection } from './LeavingSection.tsx';
import { TokensSection } from './TokensSection.tsx';
import { WEBHOOKS_ANCHOR, WebhooksSection } from './WebhooksSection.tsx';
import { Anchor, Button, Container, Group, Loader, Paper, PasswordInput, Skeleton, Stack, Switch, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { OwnProfile as Profile, ProfilePatch, SessionFlag } from '@folio/model';
import { useChangePassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { useFriendlyUrlAvailable, useHideHint, useMe, useUpdateProfile } from '../../api/users.ts';
import { useProfileLink } from '../../api/people.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PasswordFields } from '../../components/PasswordFields.tsx';
import { TitleBlock } from '../../components/TitleBlock.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { confirmError, newPasswordError } from '../../lib/passwordRules.ts';
import { useSession } from '../../session/store.ts';
import { AvatarSection } from './AvatarSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';

/** Same rule as the server's: 3–60 lowercase letters, digits or hyphens. */
const FRIENDLY_URL = /^[a-z0-9-]{3,60}$/;

function Card({ title, description, children, testId, id }: { title: string; description?: string; children: ReactNode; testId: string; id?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title} data-testid={testId} id={id}>
      <Stack gap="md">
        <TitleBlock title={title} note={description} order={2} size="h4" gap={2} />
        {children}
      </Stack>
    </Paper>
  );
}

/** The submit button at the right under a card's form. */
function SubmitRow({ loading, testId, children }: { loading: boolean; testId: string; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} data-testid={testId}>
        {children}
      </Button>
    </Group>
  );
}

function valuesOf(p: Profile) {
  return {
    displayName: p.displayName,
    businessName: p.businessName,
    profileSummary: p.profileSummary,
    friendlyUrl: p.friendlyUrl ?? '',
    folioDefaultTags: p.folioDefaultTags,
    assetDefaultTags: p.assetDefaultTags,
  };
}

function sameTags(a: string[], b: string[]) {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

function FriendlyUrlStatus({ url, own }: { url: string; own: string }) {
  const [debounced] = useDebouncedValue(url, 400);
  const shouldCheck = debounced !== '' && debounced !== own && FRIENDLY_URL.test(debounced);
  const check = useFriendlyUrlAvailable(debounced, shouldCheck);
  const { t } = useTranslation('profile');
  if (url === '' || url === own) return null;
  if (!FRIENDLY_URL.test(url)) return null;
  if (url !== debounced || check.isFetching) {
    return (
      <Group gap={4} data-testid="friendly-url-checking">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('form.friendlyUrlChecking')}
        </Text>
      </Group>
    );
  }
  if (check.isError) return <Text size="xs" c="red">{errorMessage(check.error)}</Text>;
  return check.data ? (
    <Group gap={4} data-testid="friendly-url-available">
      <IconCheck size={14} color="var(--mantine-color-teal-7)" />
      <Text size="xs" c="teal.8">
        {t('form.friendlyUrlAvailable')}
      </Text>
    </Group>
  ) : (
    <Group gap={4} data-testid="friendly-url-taken">
      <IconX size={14} color="var(--mantine-color-red-7)" />
      <Text size="xs" c="red.7">
        {t('form.friendlyUrlTaken')}
      </Text>
    </Group>
  );
}

const TAG_FIELDS = [
  { field: 'folioDefaultTags', testId: 'profile-folio-tags' },
  { field: 'assetDefaultTags', testId: 'profile-asset-tags' },
] as const;

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: valuesOf(profile),
    validate: {
      displayName: (v) => (v.trim() ? (v.trim().length > 80 ? t('form.atMost', { max: '80' }) : null) : t('form.displayNameMissing')),
      businessName: (v) => (v.length > 120 ? t('form.atMost', { max: '120' }) : null),
      profileSummary: (v) => (v.length > 2000 ? t('form.atMost', { max: '2000' }) : null),
      friendlyUrl: (v) => (v === '' || FRIENDLY_URL.test(v) ? null : t('form.friendlyUrlInvalid')),
    },
  });

  useEffect(() => {
    // Keep the form in step with the server copy after a save (or a change in another tab).
    form.setInitialValues(valuesOf(profile));
  }, [profile]);

  const submit = form.onSubmit((values) => {
    const patch: ProfilePatch = {};
    if (values.displayName.trim() !== profile.displayName) patch.displayName = values.displayName.trim();
    if (values.businessName.trim() !== profile.businessName) patch.businessName = values.businessName.trim();
    if (values.profileSummary.trim() !== profile.profileSummary) patch.profileSummary = values.profileSummary.trim();
    const url = values.friendlyUrl.trim();
    if (url !== (profile.friendlyUrl ?? '')) patch.friendlyUrl = url === '' ? null : url;
    if (!sameTags(values.folioDefaultTags, profile.folioDefaultTags)) patch.folioDefaultTags = values.folioDefaultTags;
    if (!sameTags(values.assetDefaultTags, profile.assetDefaultTags)) patch.assetDefaultTags = values.assetDefaultTags;
    if (Object.keys(patch).length === 0) {
      notifications.show({ message: t('form.unchanged') });
      return;
    }
    update.mutate(
      { id: profile.id, patch },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          notifications.show({ color: 'teal', message: t('form.saved'), 'data-testid': 'profile-saved-toast' });
        },
      },
    );
  });

  // The fields' props, taken before the JSX (field names are not text people read).
  const inputs = {
    displayName: form.getInputProps('displayName'),
    businessName: form.getInputProps('businessName'),
    profileSummary: form.getInputProps('profileSummary'),
    friendlyUrl: form.getInputProps('friendlyUrl'),
  };
  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <ErrorAlert of={update} testId="profile-error" />
        <TextInput label={t('form.email')} value={profile.email} readOnly disabled description={t('form.emailText')} />
        <TextInput label={t('form.displayName')} required autoComplete="name" data-testid="profile-display-name" {...inputs.displayName} />
        <TextInput label={t('form.businessName')} autoComplete="organization" data-testid="profile-business-name" {...inputs.businessName} />
        <Textarea label={t('form.summary')} autosize minRows={3} maxRows={10} data-testid="profile-summary" {...inputs.profileSummary} />
        <Stack gap={4}>
          <TextInput
            label={t('form.friendlyUrl')}
            description={t('form.friendlyUrlText')}
            autoComplete="off"
            data-testid="profile-friendly-url"
            {...inputs.friendlyUrl}
            onChange={(e) => form.setFieldValue('friendlyUrl', e.currentTarget.value.toLowerCase())}
          />
          <FriendlyUrlStatus url={form.values.friendlyUrl.trim()} own={profile.friendlyUrl ?? ''} />
        </Stack>
        {TAG_FIELDS.map(({ field, testId }) => (
          <TagsInput
            key={field}
            label={field === 'folioDefaultTags' ? t('form.folioTags') : t('form.assetTags')}
            description={field === 'folioDefaultTags' ? t('form.folioTagsText') : t('form.assetTagsText')}
            clearable
            data-testid={testId}
            {...form.getInputProps(field)}
          />
        ))}
        <SubmitRow loading={update.isPending} testId="profile-submit">
          {t('form.save')}
        </SubmitRow>
      </Stack>
    </form>
  );
}

function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('password.currentMissing')),
      newPassword: (v, values) => newPasswordError(v) ?? (v === values.currentPassword ? t('password.same') : null),
      confirm: (v, values) => confirmError(v, values.newPassword),
    },
  });
  const currentPassword = form.getInputProps('currentPassword');
  return (
    <form
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
        change.mutate(
          { id: userId, currentPassword, newPassword },
          {
            onSuccess: (answer) => {
              form.reset();
              notifications.show({ color: 'teal', message: answer.message, 'data-testid': 'password-changed-toast' });
            },
          },
        ),
      )}
      noValidate
      data-testid="password-form"
    >
      <Stack gap="md">
        <ErrorAlert of={change} testId="password-error" />
        <PasswordInput label={t('password.current')} autoComplete="current-password" required data-testid="password-current" {...currentPassword} />
        <PasswordFields
          label={t('password.new')}
          password={form.getInputProps('newPassword')}
          confirm={form.getInputProps('confirm')}
          testIds={{ password: 'password-new', confirm: 'password-confirm' }}
        />
        <SubmitRow loading={change.isPending} testId="password-submit">
          {t('password.submit')}
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** The hints a user can turn off here, in the order shown. */
const HINTS: Array<{ flag: SessionFlag; testId: string }> = [
  { flag: 'showTipOfTheDay', testId: 'toggle-tips' },
  { flag: 'showWelcomeMessage', testId: 'toggle-welcome' },
];

function HintSwitches() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const hide = useHideHint();
  if (!session) return null;
  return (
    <Stack gap="sm">
      {HINTS.map(({ flag, testId }) => (
        <Switch
          key={flag}
          label={flag === 'showTipOfTheDay' ? t('hints.tips') : t('hints.welcome')}
          description={session[flag] ? (flag === 'showTipOfTheDay' ? t('hints.tipsText') : t('hints.welcomeText')) : t('hints.off')}
          checked={session[flag]}
          disabled={!session[flag] || hide.isPending}
          onChange={() => hide.mutate(flag)}
          data-testid={testId}
        />
      ))}
      {hide.isError && <Text c="red" size="sm">{errorMessage(hide.error)}</Text>}
    </Stack>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const me = useMe();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2" data-testid="profile-heading">
          {t('heading')}
        </Title>
        {me.isPending && <Skeleton h={420} radius="lg" />}
        <ErrorAlert of={me} testId="profile-load-error" />
        {me.data && (
          <>
            <Card title={t('cards.picture')} description={t('cards.pictureText')} testId="avatar-card">
              <AvatarSection profile={me.data} />
            </Card>
            <Card title={t('cards.public')} description={t('cards.publicText')} testId="profile-card">
              <ProfileForm profile={me.data} />
              <PublicPageLink id={me.data.id} friendlyUrl={me.data.friendlyUrl} />
            </Card>
            <LanguageSection profile={me.data} />
            <Card title={t('cards.password')} description={t('cards.passwordText')} testId="password-card">
              <PasswordForm userId={me.data.id} />
            </Card>
            <Card title={t('cards.accountType')} description={t('cards.accountTypeText')} testId="account-type-card">
              <AccountTypeSection />
            </Card>
            <Card title={t('cards.tokens')} description={t('cards.tokensText')} testId="tokens-card">
              <TokensSection isAdmin={me.data.isAdmin || me.data.superAdmin} />
            </Card>
            <Card title={t('cards.webhooks')} description={t('cards.webhooksText')} testId="webhooks-card" id={WEBHOOKS_ANCHOR}>
              <WebhooksSection />
            </Card>
            <Card title={t('cards.hints')} description={t('cards.hintsText')} testId="hints-card">
              <HintSwitches />
            </Card>
            <Card title={t('cards.data')} description={t('cards.dataText')} testId="data-card">
              <LeavingSection />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Where others see the profile: its public page on the sites origin (the friendly URL's address once saved). */
function PublicPageLink({ id, friendlyUrl }: { id: string; friendlyUrl: string | null }) {
  const { t } = useTranslation('profile');
  const link = useProfileLink(id, friendlyUrl);
  if (!link.data) return null;
  return (
    <Text size="sm" mt="md">
      {t('publicPage')}{' '}
      <Anchor href={link.data.url} target="_blank" rel="noopener" data-testid="profile-public-page">
        {link.data.url}
      </Anchor>
    </Text>
  );
}
