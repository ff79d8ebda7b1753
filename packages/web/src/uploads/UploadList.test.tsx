// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetUploader, type UploadItem } from './AssetUploader.ts';
import { UploadList } from './UploadList.tsx';
import { UploadZone } from './UploadZone.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function mount(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<MantineProvider env="test">{ui}</MantineProvider>));
  return host;
}

const item = (over: Partial<UploadItem>): UploadItem => ({
  id: 'f1',
  name: 'photo.png',
  size: 2048,
  type: 'image/png',
  bytesUploaded: 0,
  percentage: 0,
  status: 'preparing',
  error: null,
  result: null,
  ...over,
});

const byTestId = (host: HTMLElement, id: string) => Array.from(host.querySelectorAll(`[data-testid="${id}"]`));

describe('the upload list', () => {
  it('shows a running upload with its progress bar, bytes so far and a pause button', () => {
    const host = mount(<UploadList uploader={new AssetUploader()} items={[item({ status: 'uploading', bytesUploaded: 1024, percentage: 50 })]} />);
    const [bar] = byTestId(host, 'upload-progress');
    expect(bar?.getAttribute('data-value')).toBe('50');
    expect(host.textContent).toContain('1 KB of 2 KB');
    expect(byTestId(host, 'upload-pause')).toHaveLength(1);
    expect(byTestId(host, 'upload-retry')).toHaveLength(0);
  });

  it('shows a refused file with the reason and neither progress bar nor retry', () => {
    const reason = 'Unsupported Media Type: The file claims to be image/png but its content is not a recognised image format.';
    const host = mount(<UploadList uploader={new AssetUploader()} items={[item({ status: 'refused', error: reason })]} />);
    const [error] = byTestId(host, 'upload-error');
    expect(error?.textContent).toBe(reason);
    expect(error?.getAttribute('role')).toBe('alert');
    expect(byTestId(host, 'upload-progress')).toHaveLength(0);
    expect(byTestId(host, 'upload-retry')).toHaveLength(0);
  });

  it('offers a retry for a failure that a retry can fix', () => {
    const host = mount(<UploadList uploader={new AssetUploader()} items={[item({ status: 'failed', percentage: 40, error: 'The connection dropped; retry to resume the upload.' })]} />);
    expect(byTestId(host, 'upload-retry')).toHaveLength(1);
    expect(byTestId(host, 'upload-progress')[0]?.getAttribute('data-value')).toBe('40');
  });

  it('renders nothing without uploads', () => {
    const host = mount(<UploadList uploader={new AssetUploader()} items={[]} />);
    expect(byTestId(host, 'upload-list')).toHaveLength(0);
  });
});

describe('the upload zone', () => {
  it('hands over dropped files and chosen files', () => {
    const received: string[][] = [];
    const host = mount(<UploadZone onFiles={(files) => received.push(files.map((f) => f.name))} />);
    const zone = byTestId(host, 'upload-zone')[0]!;
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File(['x'], 'dropped.png')], types: ['Files'] } });
    act(() => void zone.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true);

    const input = byTestId(host, 'upload-input')[0] as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['y'], 'chosen.txt')], configurable: true });
    act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(received).toEqual([['dropped.png'], ['chosen.txt']]);
  });

  it('is a labelled button with a described purpose, and its file input has a label', () => {
    const host = mount(<UploadZone onFiles={() => undefined} />);
    const zone = byTestId(host, 'upload-zone')[0]!;
    expect(zone.tagName).toBe('BUTTON');
    const hint = document.getElementById(zone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/any size/);
    expect(byTestId(host, 'upload-input')[0]?.getAttribute('aria-label')).toBe('Choose files to upload');
  });
});
