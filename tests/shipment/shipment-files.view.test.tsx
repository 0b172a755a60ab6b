/**
 * The documents and comments parts rendered on their own inside the app's providers (services, session,
 * language, theme), signed in as a demo account, against the embedded backend: what the list shows,
 * the empty states, files refused before any request, delete with its confirmation, download through
 * the API client, comments as plain text, the optimistic send and its rollback. The bytes of an upload
 * are tested in Chromium (tests/e2e/shipment-files.e2e.ts): jsdom loses a File's bytes in FormData.
 */
import { StrictMode, type ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../mocks/node';
import { setScenarios } from '../../mocks/scenarios';
import { shipments } from '../../mocks/store/shipment.store';
import type { ShipmentRecord } from '../../domain/shipment-records';
import { COMPANY } from '../../mocks/store/users.store';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { loadFeatureActors } from '../../src/app/actors/all.actors';
import { createAppServices } from '../../src/app/actors/app-services.factory';
import { AppRoot } from '../../src/app/app-root';
import { ShipmentComments } from '../../src/features/shipment/files/shipment-comments';
import { ShipmentDocuments } from '../../src/features/shipment/files/shipment-documents';
import { loadFeatureMessages } from '../../src/i18n/catalogues';
import { loadAppTheme } from '../../src/theme/systems';
import { call as callBackend } from '../mocks/shipment/shipment-test-kit';
import { signInAs, type DemoAccount } from '../utils/render-route';

async function renderPart(element: ReactElement, as: DemoAccount = 'shipper') {
  signInAs(as);
  await Promise.all([loadFeatureActors(), loadFeatureMessages('shipment'), loadAppTheme()]);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const services = createAppServices({
    initialUrl: new URL('/', window.location.origin).href,
    location: () => new URL('/', window.location.origin),
    tokenAutoSignIn: false,
  });
  onTestFinished(() => {
    services.stop();
    router.dispose();
  });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <AppRoot services={services} router={router} initialLocale="en_US" />
    </StrictMode>,
  );
  return { user };
}

/** The API calls made, as "METHOD /path" without /api. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname.slice(4)}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}

const open = (s: ShipmentRecord) => s.status !== 'CLOSED' && s.status !== 'CANCELLED';
const acmePacific = (extra: (s: ShipmentRecord) => boolean) => {
  const found = shipments().find((s) => s.buyerCompanyId === COMPANY.acme && s.forwarderCompanyId === COMPANY.pacific && extra(s));
  if (!found) throw new Error('no such seeded shipment');
  return found;
};
const withMixedDocuments = () =>
  acmePacific((s) => open(s) && s.documents.some((d) => d.uploaderCompanyId === COMPANY.acme) && s.documents.some((d) => d.uploaderCompanyId !== COMPANY.acme));

const bigFile = (name: string) => new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], name, { type: 'application/pdf' });
const smallFile = (name: string, text = '%PDF-1.4 test') => new File([text], name, { type: 'application/pdf' });

const documentItem = async (fileName: string) => (await screen.findByRole('heading', { name: fileName, level: 3 })).closest('li')!;

describe('ShipmentDocuments', () => {
  it('lists the documents with their type, category, date uploaded and uploader; Delete only where the server allows', async () => {
    const s = withMixedDocuments();
    await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    const mine = s.documents.find((d) => d.uploaderCompanyId === COMPANY.acme)!;
    const theirs = s.documents.find((d) => d.uploaderCompanyId !== COMPANY.acme)!;

    const row = within(await documentItem(mine.fileName));
    const label = { COMMERCIAL_INVOICE: 'Commercial invoice', PACKING_LIST: 'Packing list', PROFORMA_INVOICE: 'Proforma invoice', OTHERS: 'Others' }[mine.type];
    expect(row.getByText(label)).toBeInTheDocument();
    expect(row.getByText(mine.category)).toBeInTheDocument();
    expect(row.getByText(mine.uploadedBy)).toBeInTheDocument();
    expect(row.getByText(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/)).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Download ${mine.fileName}` })).toBeEnabled();
    expect(row.getByRole('button', { name: `Delete ${mine.fileName}` })).toBeEnabled();

    const other = within(await documentItem(theirs.fileName));
    expect(other.getByRole('button', { name: `Download ${theirs.fileName}` })).toBeEnabled();
    expect(other.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says "No documents yet" with what to upload', async () => {
    const s = acmePacific((x) => open(x));
    s.documents = [];
    await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    expect(screen.getByText('Upload the documents this shipment needs: Commercial invoice, Packing list, Proforma invoice, and Others.')).toBeInTheDocument();
  });

  it('offers no upload control when the server allows none', async () => {
    const s = acmePacific((x) => open(x));
    s.documents = [];
    await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload={false} />);
    expect(await screen.findByText('Documents uploaded for this shipment will be listed here.')).toBeInTheDocument();
    expect(document.getElementById('shipment-documents-upload')).toBeNull();
    expect(screen.queryByLabelText('Document type')).toBeNull();
  });

  it('refuses a file over 7 MB at once, naming it and the limit, and sends nothing', async () => {
    const s = withMixedDocuments();
    const calls = recordCalls();
    const { user } = await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload preselectType="COMMERCIAL_INVOICE" />);
    const control = await waitFor(() => document.getElementById('shipment-documents-upload')!);
    expect(within(control).getByLabelText('Document type')).toHaveValue('COMMERCIAL_INVOICE');

    await user.upload(document.getElementById('shipment-documents-files') as HTMLInputElement, bigFile('scan.pdf'));
    expect(await within(control).findByText('scan.pdf is larger than 7 MB: choose a smaller file.')).toHaveAttribute('role', 'alert');
    expect(within(control).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  // The Idempotency-Key is checked in Chromium: under jsdom, `new Headers(request.headers)` (the auth
  // middleware) keeps only the content type.
  it('takes files dropped on the control', async () => {
    const s = withMixedDocuments();
    await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    const control = await waitFor(() => document.getElementById('shipment-documents-upload')!);
    const dataTransfer = { files: [smallFile('dropped.pdf'), bigFile('dropped-big.pdf')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(control, { dataTransfer });
    fireEvent.drop(control, { dataTransfer });
    const files = within(control).getByRole('list', { name: 'Files to upload' });
    expect(within(files).getByText('dropped.pdf')).toBeInTheDocument();
    expect(within(files).getByText('dropped-big.pdf is larger than 7 MB: choose a smaller file.')).toBeInTheDocument();
  });

  it('asks for the type before uploading, then uploads with it and refreshes the list', async () => {
    const s = withMixedDocuments();
    const uploads: { type: FormDataEntryValue | null }[] = [];
    server.use(
      http.post('*/api/shipment/:id/documents', async ({ request }) => {
        const form = await request.formData();
        uploads.push({ type: form.get('type') });
        s.documents.push({ ...s.documents[0]!, id: 'DOC-NEW', fileName: 'packing.pdf', type: 'PACKING_LIST', uploadedAt: new Date().toISOString(), uploaderCompanyId: COMPANY.acme });
        return HttpResponse.json({ success: true, code: 200, data: null });
      }),
    );
    const { user } = await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    const control = await waitFor(() => document.getElementById('shipment-documents-upload')!);
    await user.upload(document.getElementById('shipment-documents-files') as HTMLInputElement, smallFile('packing.pdf'));
    await user.click(within(control).getByRole('button', { name: 'Upload' }));
    expect(within(control).getByText('Choose the type of each document before uploading.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.selectOptions(within(control).getByLabelText('Document type'), 'PACKING_LIST');
    await user.click(within(control).getByRole('button', { name: 'Upload' }));
    expect(await within(control).findByText(/Uploaded$/)).toBeInTheDocument();
    expect(uploads).toEqual([{ type: 'PACKING_LIST' }]);
    expect(await documentItem('packing.pdf')).toBeInTheDocument();
  });

  it('deletes a document after a confirmation, with focus on the safe choice first', async () => {
    const s = withMixedDocuments();
    const mine = s.documents.find((d) => d.uploaderCompanyId === COMPANY.acme)!;
    const { user } = await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    const row = within(await documentItem(mine.fileName));

    await user.click(row.getByRole('button', { name: `Delete ${mine.fileName}` }));
    expect(row.getByText(`Delete ${mine.fileName}? Neither party will see it any more.`)).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(row.getByRole('button', { name: 'Keep it' }));
    expect(row.queryByText(/Neither party/)).toBeNull();
    expect(row.getByRole('button', { name: `Delete ${mine.fileName}` })).toHaveFocus();

    await user.click(row.getByRole('button', { name: `Delete ${mine.fileName}` }));
    await user.click(row.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(`${mine.fileName} was deleted.`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: mine.fileName })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Documents', level: 2 })).toHaveFocus();
    expect(s.documents.some((d) => d.id === mine.id)).toBe(false);
  });

  it('downloads through the API client and saves the bytes under the file name', async () => {
    const s = withMixedDocuments();
    const doc = s.documents[0]!;
    let saved: { blob: Blob; name: string } | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = { blob, name: '' };
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved!.name = this.download;
    });
    const { user } = await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    await user.click(within(await documentItem(doc.fileName)).getByRole('button', { name: `Download ${doc.fileName}` }));
    await waitFor(() => expect(saved?.name).toBe(doc.fileName));
    const text = new TextDecoder().decode(await saved!.blob.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
  });

  it('says "Download Error" when a download fails', async () => {
    const s = withMixedDocuments();
    const doc = s.documents[0]!;
    setScenarios([{ method: 'GET', path: '/shipment/{id}/documents/{documentId}', code: 500, message: 'x', status: 200 }]);
    const { user } = await renderPart(<ShipmentDocuments shipmentId={s.id} canUpload />);
    const row = within(await documentItem(doc.fileName));
    await user.click(row.getByRole('button', { name: `Download ${doc.fileName}` }));
    expect(await row.findByRole('alert')).toHaveTextContent('Download Error: the file could not be downloaded. Try again.');
  });
});

describe('ShipmentComments', () => {
  const withComments = () => acmePacific((s) => open(s) && s.comments.length >= 2 && s.comments.some((c) => c.attachments.length > 0));

  it('lists the comments oldest first with author, their company, side, time and attachments', async () => {
    const s = withComments();
    await renderPart(<ShipmentComments shipmentId={s.id} canComment />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    const sorted = [...s.comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(items).toHaveLength(sorted.length);
    items.forEach((item, i) => {
      const c = sorted[i]!;
      expect(item).toHaveTextContent(c.authorName);
      expect(within(item).getByText(c.authorRole === 'BUYER' ? 'Acme Home Goods Inc.' : s.forwarderName, { exact: true })).toBeInTheDocument();
      expect(item).toHaveTextContent(c.authorRole === 'BUYER' ? 'Shipper' : 'Forwarder');
      expect(item.querySelector('time')).toHaveAttribute('datetime', c.createdAt);
      for (const a of c.attachments) expect(within(item).getByRole('button', { name: `Download ${a.fileName}` })).toBeInTheDocument();
    });
  });

  it('shows a comment as plain text with its line breaks, never as HTML', async () => {
    const s = acmePacific((x) => open(x));
    s.comments = [];
    const payload = '<img src=x onerror="window.__pwned=1">\nsecond line';
    const posted = await callBackend('POST', `/shipment/${s.id}/comments`, 'forwarder', { multipart: { text: payload } });
    expect(posted.status).toBe(200);
    await renderPart(<ShipmentComments shipmentId={s.id} canComment />);
    const text = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === payload);
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(document.querySelector('section img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says "No comments yet"', async () => {
    const s = acmePacific((x) => open(x));
    s.comments = [];
    await renderPart(<ShipmentComments shipmentId={s.id} canComment={false} />);
    expect(await screen.findByRole('heading', { name: 'No comments yet' })).toBeInTheDocument();
    expect(document.getElementById('shipment-comment-text')).toBeNull();
  });

  it('shows a comment at once as sending, then as the server stored it', async () => {
    const s = acmePacific((x) => open(x));
    s.comments = [];
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/shipment/:id/comments', async () => {
        await gate;
        return undefined; // on to the real handler
      }),
    );
    const { user } = await renderPart(<ShipmentComments shipmentId={s.id} canComment />);
    const box = await screen.findByLabelText('Your comment');
    expect(box).toHaveAttribute('id', 'shipment-comment-text');
    await user.type(box, 'Please book the delivery slot.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const pending = (await screen.findByText('Please book the delivery slot.')).closest('li')!;
    expect(pending).toHaveTextContent('You');
    expect(pending).toHaveTextContent('Sending…');
    expect(box).toHaveValue('');
    answer();
    await waitFor(() => expect(screen.queryByText('Sending…', { selector: 'p' })).toBeNull());
    const stored = (await screen.findByText('Please book the delivery slot.')).closest('li')!;
    expect(stored).toHaveTextContent('Shipper');
    expect(s.comments).toHaveLength(1);
  });

  it('puts the text back in the box with the refusal\'s message when the server refuses', async () => {
    const s = acmePacific((x) => open(x));
    setScenarios([{ method: 'POST', path: '/shipment/{id}/comments', code: 30004 }]);
    const { user } = await renderPart(<ShipmentComments shipmentId={s.id} canComment />);
    const box = await screen.findByLabelText('Your comment');
    await user.type(box, 'Invoice attached.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The comment was refused: an attachment is larger than 7 MB.')).toBeInTheDocument();
    expect(box).toHaveValue('Invoice attached.');
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('refuses an attachment over 7 MB at once, and asks for text before anything is sent', async () => {
    const s = acmePacific((x) => open(x));
    const calls = recordCalls();
    const { user } = await renderPart(<ShipmentComments shipmentId={s.id} canComment />);
    await screen.findByLabelText('Your comment');
    await user.upload(document.getElementById('shipment-comment-files') as HTMLInputElement, bigFile('photos.pdf'));
    expect(await screen.findByText('photos.pdf is larger than 7 MB: choose a smaller file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a comment first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveAccessibleDescription(expect.stringContaining('Write a comment first.'));
    await user.type(screen.getByLabelText('Your comment'), 'Photos of the damage.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Remove the files that cannot be attached, then send again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
