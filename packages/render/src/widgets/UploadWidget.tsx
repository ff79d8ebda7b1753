import type { UploadFileType, UploadWidget as UploadWidgetNode } from '@folio/model';
import { safeHref } from '../url.ts';
import { Field, FieldError, controlId } from './Field.tsx';
import { useMessages } from '../context.ts';
import { format } from '../visitor/messages/text.ts';
import type { WidgetProps } from './types.ts';

const ACCEPT: Record<UploadFileType, string> = { image: 'image/*', pdf: 'application/pdf,.pdf' };

/** The input's accept attribute for the widget's file types (meta.fileTypes). */
export function acceptAttribute(types: readonly UploadFileType[] | undefined): string | undefined {
  const list = (types ?? []).map((type) => ACCEPT[type]).filter(Boolean);
  return list.length ? list.join(',') : undefined;
}

/**
 * A native file input and the files already uploaded. On published pages the visitor script uploads each chosen
 * file through tus (visitor/upload.ts) and lists it with its progress in `data-fo-files`; the status line says
 * how many are still uploading.
 */
export function UploadWidget({ node, state }: WidgetProps<UploadWidgetNode>) {
  const id = controlId(node.id);
  const errorId = controlId(node.id, '-error');
  const helpId = controlId(node.id, '-help');
  const types = node.meta.fileTypes ?? [];
  const files = state.files ?? [];
  const m = useMessages();
  const kinds = types.map((type) => (type === 'image' ? m.images : m.pdfFiles)).join(m.or);
  const multiple = node.meta.format === 'multiple';
  return (
    <Field
      node={node}
      controlId={id}
      after={
        <>
          <p id={helpId} className="fo-instructions">
            {kinds ? format(multiple ? m.uploadManyOf : m.uploadOneOf, { kinds }) : multiple ? m.uploadMany : m.uploadOne}
          </p>
          <p className="fo-instructions" role="status" data-fo-upload-status="">
            {state.pendingUploads > 0 ? (state.pendingUploads === 1 ? m.uploadingOne : format(m.uploadingMany, { count: state.pendingUploads })) : ''}
          </p>
          <ul className="fo-upload__files" data-fo-files="">
            {files.map((file) => (
              <li key={file.uuid} className="fo-upload__file">
                <a href={safeHref(file.url)} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
          <FieldError id={errorId} show={state.error}>
            Add a file.
          </FieldError>
        </>
      }
    >
      <input
        id={id}
        className="fo-input fo-input--file"
        type="file"
        name={node.name || node.id}
        accept={acceptAttribute(types)}
        multiple={node.meta.format === 'multiple'}
        required={node.required && files.length === 0}
        aria-invalid={state.error || undefined}
        aria-describedby={state.error ? `${helpId} ${errorId}` : helpId}
      />
    </Field>
  );
}
