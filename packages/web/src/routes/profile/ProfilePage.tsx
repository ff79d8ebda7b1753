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
import { filledError } from '../../lib/validation.ts';
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
  if (url === '' || url === own) return null;
  if (!FRIENDLY_URL.test(url)) return null;
  if (url !== debounced || check.isFetching) {
    return (
      <Group gap={4} data-testid="friendly-url-checking">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          Checking…
        </Text>
      </Group>
    );
  }
  if (check.isError) return <Text size="xs" c="red">{errorMessage(check.error)}</Text>;
  return check.data ? (
    <Group gap={4} data-testid="friendly-url-available">
      <IconCheck size={14} color="var(--mantine-color-teal-7)" />
      <Text size="xs" c="teal.8">
        Available
      </Text>
    </Group>
  ) : (
    <Group gap={4} data-testid="friendly-url-taken">
      <IconX size={14} color="var(--mantine-color-red-7)" />
      <Text size="xs" c="red.7">
        Already taken
      </Text>
    </Group>
  );
}

const TAG_FIELDS = [
  { field: 'folioDefaultTags', label: 'Default folio tags', kind: 'folio', testId: 'profile-folio-tags' },
  { field: 'assetDefaultTags', label: 'Default asset tags', kind: 'asset', testId: 'profile-asset-tags' },
] as const;

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: valuesOf(profile),
    validate: {
      displayName: (v) => (v.trim() ? (v.trim().length > 80 ? 'At most 80 characters' : null) : 'Enter the name others see'),
      businessName: (v) => (v.length > 120 ? 'At most 120 characters' : null),
      profileSummary: (v) => (v.length > 2000 ? 'At most 2000 characters' : null),
      friendlyUrl: (v) => (v === '' || FRIENDLY_URL.test(v) ? null : 'Use 3–60 lowercase letters, digits or hyphens'),
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
      notifications.show({ message: 'Nothing to save; your profile is unchanged.' });
      return;
    }
    update.mutate(
      { id: profile.id, patch },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          notifications.show({ color: 'teal', message: 'Profile saved.', 'data-testid': 'profile-saved-toast' });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <ErrorAlert of={update} testId="profile-error" />
        <TextInput label="Email" value={profile.email} readOnly disabled description="The address you sign in with" />
        <TextInput label="Display name" required autoComplete="name" data-testid="profile-display-name" {...form.getInputProps('displayName')} />
        <TextInput label="Business name" autoComplete="organization" data-testid="profile-business-name" {...form.getInputProps('businessName')} />
        <Textarea label="About you" autosize minRows={3} maxRows={10} data-testid="profile-summary" {...form.getInputProps('profileSummary')} />
        <Stack gap={4}>
          <TextInput
            label="Friendly URL"
            description="Lowercase letters, digits and hyphens: your public page's address ends with it"
            autoComplete="off"
            data-testid="profile-friendly-url"
            {...form.getInputProps('friendlyUrl')}
            onChange={(e) => form.setFieldValue('friendlyUrl', e.currentTarget.value.toLowerCase())}
          />
          <FriendlyUrlStatus url={form.values.friendlyUrl.trim()} own={profile.friendlyUrl ?? ''} />
        </Stack>
        {TAG_FIELDS.map(({ field, label, kind, testId }) => (
          <TagsInput
            key={field}
            label={label}
            description={`Added to every new ${kind}; press Enter after each tag`}
            clearable
            data-testid={testId}
            {...form.getInputProps(field)}
          />
        ))}
        <SubmitRow loading={update.isPending} testId="profile-submit">
          Save profile
        </SubmitRow>
      </Stack>
    </form>
  );
}

function PasswordForm({ userId }: { userId: string }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: filledError('your current password'),
      newPassword: (v, values) => newPasswordError(v) ?? (v === values.currentPassword ? 'Choose a password different from the current one' : null),
      confirm: (v, values) => confirmError(v, values.newPassword),
    },
  });
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
        <PasswordInput label="Current password" autoComplete="current-password" required data-testid="password-current" {...form.getInputProps('currentPassword')} />
        <PasswordFields
          label="New password"
          password={form.getInputProps('newPassword')}
          confirm={form.getInputProps('confirm')}
          testIds={{ password: 'password-new', confirm: 'password-confirm' }}
        />
        <SubmitRow loading={change.isPending} testId="password-submit">
          Change password
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** The hints a user can turn off here, in the order shown. */
const HINTS: Array<{ flag: SessionFlag; label: string; description: string; testId: string }> = [
  { flag: 'showTipOfTheDay', label: 'Show the tip of the day', description: 'A short tip on your dashboard', testId: 'toggle-tips' },
  { flag: 'showWelcomeMessage', label: 'Show the welcome message', description: 'The introduction on your dashboard', testId: 'toggle-welcome' },
];

function HintSwitches() {
  const session = useSession();
  const hide = useHideHint();
  if (!session) return null;
  return (
    <Stack gap="sm">
      {HINTS.map(({ flag, label, description, testId }) => (
        <Switch
          key={flag}
          label={label}
          description={session[flag] ? description : 'Turned off. Once off, it stays off.'}
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
  usePageTitle('Profile');
  const me = useMe();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2" data-testid="profile-heading">
          Your profile
        </Title>
        {me.isPending && <Skeleton h={420} radius="lg" />}
        <ErrorAlert of={me} testId="profile-load-error" />
        {me.data && (
          <>
            <Card title="Picture" description="Your avatar, shown on your folios, your public page and in the header." testId="avatar-card">
              <AvatarSection profile={me.data} />
            </Card>
            <Card title="Public profile" description="What others see on your folios and your public page." testId="profile-card">
              <ProfileForm profile={me.data} />
              <PublicPageLink id={me.data.id} friendlyUrl={me.data.friendlyUrl} />
            </Card>
            <LanguageSection profile={me.data} />
            <Card title="Password" description="Changing it signs you out on your other devices." testId="password-card">
              <PasswordForm userId={me.data.id} />
            </Card>
            <Card title="Account type" description="What your account may store; a bigger type is bought for a year through the cart." testId="account-type-card">
              <AccountTypeSection />
            </Card>
            <Card title="Access tokens" description="For scripts and other systems that use Folio’s API as you." testId="tokens-card">
              <TokensSection isAdmin={me.data.isAdmin || me.data.superAdmin} />
            </Card>
            <Card title="Webhooks" description="Let your own systems know at once when something happens in Folio." testId="webhooks-card" id={WEBHOOKS_ANCHOR}>
              <WebhooksSection />
            </Card>
            <Card title="Hints" description="Help shown on your dashboard." testId="hints-card">
              <HintSwitches />
            </Card>
            <Card title="Your data" description="Take everything with you, or leave Folio." testId="data-card">
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
  const link = useProfileLink(id, friendlyUrl);
  if (!link.data) return null;
  return (
    <Text size="sm" mt="md">
      Your public page:{' '}
      <Anchor href={link.data.url} target="_blank" rel="noopener" data-testid="profile-public-page">
        {link.data.url}
      </Anchor>
    </Text>
  );
}
