import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@folio/model';
import { useChangePassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { useFriendlyUrlAvailable, useHideHint, useMe, useUpdateProfile, type Profile, type ProfilePatch } from '../../api/users.ts';
import { usePageTitle } from '../../lib/title.ts';
import { newPasswordError } from '../../lib/validation.ts';
import { useSession } from '../../session/store.ts';

/** Same rule as the server's: 3–60 lowercase letters, digits or hyphens. */
const FRIENDLY_URL = /^[a-z0-9-]{3,60}$/;

function Card({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title} data-testid={testId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
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
        {update.isError && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="profile-error">
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput label="Email" value={profile.email} readOnly disabled description="The address you sign in with" />
        <TextInput label="Display name" required autoComplete="name" data-testid="profile-display-name" {...form.getInputProps('displayName')} />
        <TextInput label="Business name" autoComplete="organization" data-testid="profile-business-name" {...form.getInputProps('businessName')} />
        <Textarea label="About you" autosize minRows={3} maxRows={10} data-testid="profile-summary" {...form.getInputProps('profileSummary')} />
        <Stack gap={4}>
          <TextInput
            label="Friendly URL"
            description="Lowercase letters, digits and hyphens; your public page address"
            autoComplete="off"
            data-testid="profile-friendly-url"
            {...form.getInputProps('friendlyUrl')}
            onChange={(e) => form.setFieldValue('friendlyUrl', e.currentTarget.value.toLowerCase())}
          />
          <FriendlyUrlStatus url={form.values.friendlyUrl.trim()} own={profile.friendlyUrl ?? ''} />
        </Stack>
        <TagsInput
          label="Default folio tags"
          description="Added to every new folio; press Enter after each tag"
          clearable
          data-testid="profile-folio-tags"
          {...form.getInputProps('folioDefaultTags')}
        />
        <TagsInput
          label="Default asset tags"
          description="Added to every new asset; press Enter after each tag"
          clearable
          data-testid="profile-asset-tags"
          {...form.getInputProps('assetDefaultTags')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="profile-submit">
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordForm({ userId }: { userId: string }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Enter your current password'),
      newPassword: (v, values) => newPasswordError(v) ?? (v === values.currentPassword ? 'Choose a password different from the current one' : null),
      confirm: (v, values) => (v === values.newPassword ? null : 'The passwords do not match'),
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
        {change.isError && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="password-error">
            {errorMessage(change.error)}
          </Alert>
        )}
        <PasswordInput label="Current password" autoComplete="current-password" required data-testid="password-current" {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password`}
          autoComplete="new-password"
          required
          data-testid="password-new"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" required data-testid="password-confirm" {...form.getInputProps('confirm')} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="password-submit">
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function HintSwitches() {
  const session = useSession();
  const hide = useHideHint();
  if (!session) return null;
  const offHint = 'Turned off. Once off, it stays off.';
  return (
    <Stack gap="sm">
      <Switch
        label="Show the tip of the day"
        description={session.showTipOfTheDay ? 'A short tip on your dashboard' : offHint}
        checked={session.showTipOfTheDay}
        disabled={!session.showTipOfTheDay || hide.isPending}
        onChange={() => hide.mutate('showTipOfTheDay')}
        data-testid="toggle-tips"
      />
      <Switch
        label="Show the welcome message"
        description={session.showWelcomeMessage ? 'The introduction on your dashboard' : offHint}
        checked={session.showWelcomeMessage}
        disabled={!session.showWelcomeMessage || hide.isPending}
        onChange={() => hide.mutate('showWelcomeMessage')}
        data-testid="toggle-welcome"
      />
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
        {me.isError && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="profile-load-error">
            {errorMessage(me.error)}
          </Alert>
        )}
        {me.data && (
          <>
            <Card title="Public profile" description="What others see on your folios and your public page." testId="profile-card">
              <ProfileForm profile={me.data} />
            </Card>
            <Card title="Password" description="Changing it signs you out on your other devices." testId="password-card">
              <PasswordForm userId={me.data.id} />
            </Card>
            <Card title="Hints" description="Help shown on your dashboard." testId="hints-card">
              <HintSwitches />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
