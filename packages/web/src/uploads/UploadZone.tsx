import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/**
 * A drop zone that is also a button: drop files on it, or activate it (click, Enter, Space) to pick files.
 * The file input is visually hidden but labelled, so assistive tech and tests can use it directly.
 * `accept` narrows the file chooser (e.g. 'image/*'); `hint` then says what is taken (by default: any file).
 */
export function UploadZone({
  onFiles,
  compact = false,
  disabled = false,
  accept,
  hint,
  inputRef,
}: {
  onFiles: (files: File[]) => void;
  compact?: boolean;
  disabled?: boolean;
  accept?: string;
  hint?: string;
  /** lets the screen open the file chooser from elsewhere (e.g. "Continue" on an unfinished upload) */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('assets');
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  const [over, setOver] = useState(false);
  const hintId = useId();
  const depth = useRef(0);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(files);
  };
  const onDragEnter = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  return (
    <>
      <UnstyledButton
        data-testid="upload-zone"
        data-dragging={over || undefined}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragEnter={onDragEnter}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) e.preventDefault();
        }}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        w="100%"
        p={compact ? 'md' : 'xl'}
        style={{
          border: `2px dashed ${over ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-lg)',
          background: over ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        <Group justify="center" gap="md" wrap="nowrap">
          <IconCloudUpload size={compact ? 28 : 40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text fw={600}>{over ? t('upload.dropNow') : t('upload.drop')}</Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {hint ?? t('upload.anyFile')}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label={t('upload.choose')}
        data-testid="upload-input"
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
